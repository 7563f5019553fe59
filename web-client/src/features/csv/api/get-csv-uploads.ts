import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { CsvUploadListItem } from '@ledgerleaf/contracts';

export const CSV_UPLOADS_QUERY_KEY = ['/api/csv/uploads'] as const;
/** How often the list is read again while an upload is being categorized. */
export const CSV_PROGRESS_POLL_MS = 1000;

/** GET /api/csv/uploads: the user's own uploads, newest first. */
export function getCsvUploads({ signal }: { signal?: AbortSignal } = {}): Promise<CsvUploadListItem[]> {
  return apiRequest<CsvUploadListItem[]>('/api/csv/uploads', { signal });
}

export const isProcessing = (uploads: readonly CsvUploadListItem[] | undefined): boolean => !!uploads?.some((upload) => upload.status === 'processing');

export function getCsvUploadsQueryOptions() {
  return queryOptions({
    queryKey: CSV_UPLOADS_QUERY_KEY,
    queryFn: getCsvUploads,
    // The spec's "no polling by default" holds: the list is read again only while a
    // categorization runs, so the progress bar moves, and stops once none is running.
    refetchInterval: (query) => (isProcessing(query.state.data) ? CSV_PROGRESS_POLL_MS : false),
  });
}

export function useCsvUploads() {
  return useQuery(getCsvUploadsQueryOptions());
}
