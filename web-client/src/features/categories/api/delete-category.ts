import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import type { UserCategoryRow } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { CATEGORIES_QUERY_KEY } from './get-categories';

/** DELETE /api/plaid/user-categories/{id} */
export function deleteCategory(id: number): Promise<void> {
  return apiRequest<void>(`/api/plaid/user-categories/${id}`, { method: 'DELETE' });
}

export function useDeleteCategory() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: deleteCategory,
    onSuccess: async (_answer, id) => {
      queryClient.setQueryData<UserCategoryRow[]>(CATEGORIES_QUERY_KEY, (list) => list?.filter((c) => c.id !== id));
      toast({ title: i18n.t('categories:toasts.deleted'), variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY });
    },
    onError: (error) => toast(failureToast(error, i18n.t('categories:toasts.deleteFailed'))),
  });
}
