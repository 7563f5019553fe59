import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { CSV_UPLOADS_QUERY_KEY } from './get-csv-uploads';
import { CSV_MESSAGES, csvUploadedMessage, type CsvRowError, type CsvUploadResponse } from '@ledgerleaf/contracts';

/**
 * POST /api/csv/upload (multipart `csvFile`). No `categories` part: the server then
 * uses the user's own categories, the list the Category Configuration tab manages.
 */
export function uploadCsv(file: File): Promise<CsvUploadResponse> {
  const body = new FormData();
  body.append('csvFile', file, file.name);
  return apiRequest<CsvUploadResponse>('/api/csv/upload', { method: 'POST', body });
}

export function useUploadCsv() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCsv,
    onSuccess: async ({ rowCount }) => {
      toast({ title: csvUploadedMessage(rowCount), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
    onError: (error) => {
      // A file with bad rows: the card lists the lines, the toast stays short.
      const badRows = rowErrorsOf(error).length > 0;
      toast(
        badRows
          ? { title: CSV_MESSAGES.uploadFailed, description: CSV_MESSAGES.badRows, variant: 'destructive' }
          : failureToast(error, CSV_MESSAGES.uploadFailed),
      );
    },
  });
}

/** The first bad lines a 400 lists (`rowErrors` of the error body), to show under the upload card. */
export function rowErrorsOf(error: unknown): CsvRowError[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const { rowErrors } = JSON.parse(error.bodyText) as { rowErrors?: unknown };
    return Array.isArray(rowErrors) ? (rowErrors as CsvRowError[]) : [];
  } catch {
    return [];
  }
}
