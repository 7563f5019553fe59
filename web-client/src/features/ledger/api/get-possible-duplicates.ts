import { queryOptions, useQuery } from '@tanstack/react-query';
import type { LedgerResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';
import { BOOKS_QUERY_KEY } from '../../../lib/books';

export const POSSIBLE_DUPLICATES_QUERY_KEY = [...BOOKS_QUERY_KEY, 'duplicates', 'undecided'] as const;

/** GET /api/ledger?duplicates=undecided: the possible duplicates waiting for the client's decision, each with the row it matches. */
export function getPossibleDuplicates({ signal }: { signal?: AbortSignal } = {}): Promise<LedgerResponse> {
  return apiRequest<LedgerResponse>('/api/ledger?duplicates=undecided', { signal });
}

export function getPossibleDuplicatesQueryOptions() {
  return queryOptions({ queryKey: POSSIBLE_DUPLICATES_QUERY_KEY, queryFn: getPossibleDuplicates });
}

export function usePossibleDuplicates() {
  return useQuery(getPossibleDuplicatesQueryOptions());
}
