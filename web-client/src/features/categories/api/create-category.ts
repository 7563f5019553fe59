import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import type { UserCategoryRow } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { CATEGORIES_QUERY_KEY } from './get-categories';

export interface CreateCategoryInput {
  type: UserCategoryRow['type'];
  categoryName: string;
}

/** POST /api/plaid/user-categories */
export function createCategory(input: CreateCategoryInput): Promise<UserCategoryRow> {
  return apiRequest<UserCategoryRow>('/api/plaid/user-categories', { method: 'POST', body: input });
}

export function useCreateCategory() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: createCategory,
    onSuccess: async (created) => {
      toast({ title: i18n.t('categories:toasts.created'), description: created.categoryName, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY });
    },
    // A duplicate (409) carries the server's own sentence, shown under the spec's title.
    onError: (error) => toast(failureToast(error, i18n.t('categories:toasts.createFailed'))),
  });
}
