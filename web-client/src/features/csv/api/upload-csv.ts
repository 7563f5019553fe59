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
      toast(failureToast(error, CSV_MESSAGES.uploadFailed));
    },
  });
}

/** The lines a 400 for bad rows lists (`details.rowErrors`), to show beside the upload card. */
export function rowErrorsOf(error: unknown): CsvRowError[] {
  if (!(error instanceof ApiError)) return [];
  try {
    const { details } = JSON.parse(error.bodyText) as { details?: unknown };
    const rows = Array.isArray(details) ? details : (details as { rowErrors?: unknown } | undefined)?.rowErrors;
    return Array.isArray(rows) ? (rows as CsvRowError[]) : [];
  } catch {
    return [];
  }
}
