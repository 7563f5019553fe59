import { queryOptions, useQuery } from '@tanstack/react-query';
import { TIMING, type ConnectionHealthResponse } from '@ledgerleaf/contracts';
import { BANK_URLS } from './bank-query-keys';

/** GET /api/plaid/connection-health: refetched every 5 minutes, stale after 2 (client-spec 7, 9). */
export function getConnectionHealthQueryOptions() {
  return queryOptions<ConnectionHealthResponse>({
    queryKey: [BANK_URLS.health],
    refetchInterval: TIMING.connectionHealthRefetchMs,
    staleTime: TIMING.connectionHealthStaleMs,
  });
}

export function useConnectionHealth() {
  return useQuery(getConnectionHealthQueryOptions());
}
