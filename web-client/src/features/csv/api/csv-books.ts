import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { AddCsvToBooksRequest, CsvUploadListItem } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';
import { CSV_UPLOADS_QUERY_KEY } from './get-csv-uploads';

/** POST /api/csv/books/{id}: a completed upload becomes an account of the books. */
export function addCsvToBooks({ id, accountName, accountType }: { id: number } & AddCsvToBooksRequest): Promise<CsvUploadListItem> {
  return apiRequest<CsvUploadListItem>(`/api/csv/books/${id}`, { method: 'POST', body: { accountName, accountType: accountType ?? 'bank' } });
}

/** DELETE /api/csv/books/{id}: its rows leave the books (and pending reports). */
export function removeCsvFromBooks(id: number): Promise<CsvUploadListItem> {
  return apiRequest<CsvUploadListItem>(`/api/csv/books/${id}`, { method: 'DELETE' });
}

function useBooksMutation<V>(mutationFn: (variables: V) => Promise<CsvUploadListItem>, success: (upload: CsvUploadListItem) => string, failure: () => string) {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: async (upload) => {
      queryClient.setQueryData<CsvUploadListItem[]>(CSV_UPLOADS_QUERY_KEY, (uploads) => uploads?.map((u) => (u.id === upload.id ? upload : u)));
      toast({ title: success(upload), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: BOOKS_QUERY_KEY });
    },
    onError: (error) => {
      toast(failureToast(error, failure()));
    },
  });
}

export const useAddCsvToBooks = () =>
  useBooksMutation(
    addCsvToBooks,
    (u) => i18n.t('csv:toasts.addedToBooks', { accountName: u.books?.accountName ?? '' }),
    () => i18n.t('csv:toasts.addFailed'),
  );

export const useRemoveCsvFromBooks = () =>
  useBooksMutation(
    removeCsvFromBooks,
    () => i18n.t('csv:toasts.removedFromBooks'),
    () => i18n.t('csv:toasts.removeFailed'),
  );
