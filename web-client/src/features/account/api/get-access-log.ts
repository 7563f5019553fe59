import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import type { AccessLogPage } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';

export const ACCESS_LOG_URL = '/api/user/access-log';

/** GET /api/user/access-log?page=: who of the firm read or changed the client's data, newest first. */
export function getAccessLog(page: number, { signal }: { signal?: AbortSignal } = {}): Promise<AccessLogPage> {
  return apiRequest<AccessLogPage>(`${ACCESS_LOG_URL}?page=${page}`, { signal });
}

export function getAccessLogQueryOptions(page: number) {
  return queryOptions({
    queryKey: [ACCESS_LOG_URL, page] as const,
    queryFn: ({ signal }) => getAccessLog(page, { signal }),
    placeholderData: keepPreviousData,
  });
}

export function useAccessLog(page: number) {
  return useQuery(getAccessLogQueryOptions(page));
}
