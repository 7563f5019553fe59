import { queryOptions, useQuery } from '@tanstack/react-query';
import type { CurrentUser } from '@ledgerleaf/contracts';
import { getQueryFn } from '../../../lib/api-client';

export const USER_QUERY_KEY = ['/api/user'] as const;

/** GET /api/user: the logged-in user, or null for a visitor (401). */
export const getUser = getQueryFn<CurrentUser>({ on401: 'returnNull' });

export function getUserQueryOptions() {
  return queryOptions({ queryKey: USER_QUERY_KEY, queryFn: getUser });
}

export function useUser() {
  return useQuery(getUserQueryOptions());
}
