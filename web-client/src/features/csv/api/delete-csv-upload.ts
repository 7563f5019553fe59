import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { CSV_UPLOADS_QUERY_KEY } from './get-csv-uploads';
import type { CsvUploadListItem } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';

/** DELETE /api/csv/upload/{id}: the file and its rows go, in any state. */
export function deleteCsvUpload(id: number): Promise<void> {
  return apiRequest<void>(`/api/csv/upload/${id}`, { method: 'DELETE' });
}

export function useDeleteCsvUpload() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCsvUpload,
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<CsvUploadListItem[]>(CSV_UPLOADS_QUERY_KEY, (uploads) => uploads?.filter((u) => u.id !== id));
      toast({ title: i18n.t('csv:toasts.deleted'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, i18n.t('csv:toasts.deleteFailed')));
    },
  });
}

/** GET /api/csv/download/{id}: a plain link, so the browser saves it under the server's file name. */
export const csvDownloadUrl = (id: number) => `/api/csv/download/${id}`;
