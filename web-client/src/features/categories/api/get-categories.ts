import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import type { UserCategoryRow } from '@ledgerleaf/contracts';

export const CATEGORIES_QUERY_KEY = ['/api/plaid/user-categories'] as const;

/** GET /api/plaid/user-categories: the user's categories (the 16 defaults are created on the first read). */
export async function getCategories({ signal }: { signal?: AbortSignal } = {}): Promise<UserCategoryRow[]> {
  const { categories } = await apiRequest<{ categories: UserCategoryRow[] }>('/api/plaid/user-categories', { signal });
  return categories;
}

export function getCategoriesQueryOptions() {
  return queryOptions({ queryKey: CATEGORIES_QUERY_KEY, queryFn: getCategories });
}

export function useCategories() {
  return useQuery(getCategoriesQueryOptions());
}
