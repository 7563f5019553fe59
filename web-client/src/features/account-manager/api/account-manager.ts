import { queryOptions, useQuery } from '@tanstack/react-query';
import type { AccountManagerResponse } from '@ledgerleaf/contracts';
import { apiRequest } from '../../../lib/api-client';

export const ACCOUNT_MANAGER_URL = '/api/user/account-manager';
export const ACCOUNT_MANAGER_QUERY_KEY = [ACCOUNT_MANAGER_URL] as const;

/** GET /api/user/account-manager: the client's account manager, null until the firm assigns one. */
export function getAccountManager({ signal }: { signal?: AbortSignal } = {}): Promise<AccountManagerResponse> {
  return apiRequest<AccountManagerResponse>(ACCOUNT_MANAGER_URL, { signal });
}

export function useAccountManager() {
  return useQuery(queryOptions({ queryKey: ACCOUNT_MANAGER_QUERY_KEY, queryFn: getAccountManager }));
}
