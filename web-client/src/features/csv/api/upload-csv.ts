import { useMutation, useQueryClient } from '@tanstack/react-query';
import { ApiError, apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { CSV_UPLOADS_QUERY_KEY } from './get-csv-uploads';
import type { CsvColumnMapping, CsvNeedsMappingResponse, CsvRowError, CsvUploadResponse } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';

export interface UploadCsvInput {
  file: File;
  /** The client's answer to a 422 for a layout the server did not know. */
  mapping?: CsvColumnMapping;
}

/**
 * POST /api/csv/upload (multipart `csvFile`, and `mapping` as JSON after a 422). No
 * `categories` part: the server then uses the user's own categories, the list the
 * Category Configuration tab manages.
 */
export function uploadCsv({ file, mapping }: UploadCsvInput): Promise<CsvUploadResponse> {
  const body = new FormData();
  body.append('csvFile', file, file.name);
  if (mapping) body.append('mapping', JSON.stringify(mapping));
  return apiRequest<CsvUploadResponse>('/api/csv/upload', { method: 'POST', body });
}

export function useUploadCsv() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadCsv,
    onSuccess: async ({ rowCount }) => {
      toast({ title: i18n.t('csv:toasts.uploaded', { count: rowCount }), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CSV_UPLOADS_QUERY_KEY });
    },
    onError: (error) => {
      // An unknown layout is a question, not a failure: the mapping step asks it.
      if (needsMappingOf(error)) return;
      // A file with bad rows: the card lists the lines, the toast stays short.
      const badRows = rowErrorsOf(error).length > 0;
      toast(
        badRows
          ? { title: i18n.t('csv:toasts.uploadFailed'), description: i18n.t('csv:toasts.badRows'), variant: 'destructive' }
          : failureToast(error, i18n.t('csv:toasts.uploadFailed')),
      );
    },
  });
}

/** The 422 of a layout the server does not know: its columns and first rows, for the mapping step. */
export function needsMappingOf(error: unknown): CsvNeedsMappingResponse | null {
  if (!(error instanceof ApiError) || error.status !== 422) return null;
  try {
    const body = JSON.parse(error.bodyText) as Partial<CsvNeedsMappingResponse>;
    return body.needsMapping === true && Array.isArray(body.columns) && Array.isArray(body.sample) ? (body as CsvNeedsMappingResponse) : null;
  } catch {
    return null;
  }
}

/** The server's message of a refused upload (its JSON body's `message`), else the error's text. */
export function uploadErrorMessage(error: unknown): string | null {
  if (!error) return null;
  if (error instanceof ApiError) {
    try {
      const { message } = JSON.parse(error.bodyText) as { message?: unknown };
      if (typeof message === 'string') return message;
    } catch {
      // not JSON: the status line below
    }
  }
  return error instanceof Error ? error.message : String(error);
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
