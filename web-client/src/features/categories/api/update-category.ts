import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest, failureToast } from '../../../lib/api-client';
import { useToast } from '../../../components/toast/toast-context';
import { CATEGORY_MESSAGES, type UserCategoryRow } from '@ledgerleaf/contracts';
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
      toast({ title: CATEGORY_MESSAGES.updated, variant: 'success' });
      await queryClient.invalidateQueries({ queryKey: CATEGORIES_QUERY_KEY });
    },
    onError: (error) => toast(failureToast(error, CATEGORY_MESSAGES.updateFailed)),
  });
}
