import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { DataExportListResponse, DataExportStartedResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';

export const DATA_EXPORTS_URL = '/api/user/data-exports';
export const START_DATA_EXPORT_URL = '/api/user/data-export';
/** While an export is queued or running the list is asked again this often. */
export const DATA_EXPORT_POLL_MS = 3000;

const inProgress = (data: DataExportListResponse | undefined) => Boolean(data?.items.some((i) => i.status === 'queued' || i.status === 'running'));

/** GET /api/user/data-exports: the client's exports of all their data, newest first. */
export function getDataExports({ signal }: { signal?: AbortSignal } = {}): Promise<DataExportListResponse> {
  return apiRequest<DataExportListResponse>(DATA_EXPORTS_URL, { signal });
}

export function getDataExportsQueryOptions() {
  return queryOptions({
    queryKey: [DATA_EXPORTS_URL] as const,
    queryFn: ({ signal }) => getDataExports({ signal }),
    refetchInterval: (query) => (inProgress(query.state.data) ? DATA_EXPORT_POLL_MS : false),
  });
}

export function useDataExports() {
  return useQuery(getDataExportsQueryOptions());
}

/** POST /api/user/data-export: starts an export (202); 429 while one is in progress or past the daily limit. */
export function startDataExport(): Promise<DataExportStartedResponse> {
  return apiRequest<DataExportStartedResponse>(START_DATA_EXPORT_URL, { method: 'POST' });
}

export function useStartDataExport() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: startDataExport,
    onSettled: () => queryClient.invalidateQueries({ queryKey: [DATA_EXPORTS_URL] }),
  });
}
