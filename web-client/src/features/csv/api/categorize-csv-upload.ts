import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { CSV_UPLOADS_QUERY_KEY } from './get-csv-uploads';
import type { CsvCategorizeResponse, CsvUploadListItem } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';

/**
 * POST /api/csv/categorize/{id}. A small file is done within the request and answers
 * `processedCount`; a large one answers 202 and the list's progress bar carries on.
 */
export function categorizeCsvUpload(id: number): Promise<CsvCategorizeResponse> {
  return apiRequest<CsvCategorizeResponse>(`/api/csv/categorize/${id}`, { method: 'POST', body: {} });
}

export function useCategorizeCsvUpload() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: categorizeCsvUpload,
    // The job starts as the request arrives, and the server holds the answer for a few
    // seconds: show the upload as processing at once, so the list polls the stored
    // progress during that wait too.
    onMutate: async (id) => {
      await queryClient.cancelQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
      queryClient.setQueryData<CsvUploadListItem[]>(CSV_UPLOADS_QUERY_KEY, (uploads) =>
        uploads?.map((upload) => (upload.id === id ? { ...upload, status: 'processing', progress: 0 } : upload)),
      );
    },
    // "Successfully categorized N transactions" comes from the list, which sees the upload
    // turn from processing to completed whether the request finished it (200) or not (202).
    onSuccess: async (answer) => {
      if (answer.status !== 'completed') toast({ title: i18n.t('csv:toasts.categorizeStarted') });
      await queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, i18n.t('csv:toasts.categorizeFailed')));
      // Undo the optimistic state with where the upload really stands (another tab may have
      // started it). Not awaited, so the caller's own onError runs first.
      void queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
  });
}
