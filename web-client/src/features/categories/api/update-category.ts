import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import type { UserCategoryRow } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { CATEGORIES_QUERY_KEY } from './get-categories';

export interface RenameCategoryInput {
  id: number;
  categoryName: string;
}

/** PUT /api/plaid/user-categories/{id}: a rename; what was learned for the category stays with it. */
export function renameCategory({ id, categoryName }: RenameCategoryInput): Promise<UserCategoryRow> {
  return apiRequest<UserCategoryRow>(`/api/plaid/user-categories/${id}`, { method: 'PUT', body: { categoryName } });
}

export function useRenameCategory() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: renameCategory,
    onSuccess: async () => {
      toast({ title: i18n.t('categories:toasts.updated'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY });
    },
    onError: (error) => toast(failureToast(error, i18n.t('categories:toasts.updateFailed'))),
  });
}
