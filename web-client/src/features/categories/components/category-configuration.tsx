import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { useToast } from '../../../components/toast/toast-context';
import type { UserCategoryRow } from '@ledgerleaf/contracts';
import { useDeleteCategory } from '../api/delete-category';
import { useCategories } from '../api/get-categories';
import { AddCategoryForm } from './add-category-form';
import { CategoryColumn } from './category-column';
import { DeleteCategoryDialog } from './delete-category-dialog';

const byName = (a: UserCategoryRow, b: UserCategoryRow) => a.categoryName.localeCompare(b.categoryName);

/** The Monthly Reports view's Category Configuration tab: the user's revenue and expense categories. */
export function CategoryConfiguration() {
  const { data: categories, isPending, isError, error, refetch } = useCategories();
  const deletion = useDeleteCategory();
  const [toDelete, setToDelete] = useState<UserCategoryRow | null>(null);
  const { toast } = useToast();
  const { t } = useTranslation('categories');

  useEffect(() => {
    if (isError) toast({ title: t('loadFailed'), variant: 'destructive' });
  }, [isError, toast, t]);

  if (isPending) return <PageSpinner minHeight={240} />;
  if (isError) {
    return <ErrorState title={t('unavailable')} message={t('loadFailed')} error={error} onRetry={() => void refetch()} />;
  }
  const revenue = categories.filter((c) => c.type === 'REVENUE').sort(byName);
  const expense = categories.filter((c) => c.type === 'EXPENSE').sort(byName);

  return (
    <Stack spacing={3}>
      <div>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <Typography sx={{ color: 'text.secondary', mt: 0.5 }}>{t('intro')}</Typography>
      </div>
      <AddCategoryForm />
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2}>
        <CategoryColumn title={t('revenue')} empty={t('noneRevenue')} categories={revenue} onDelete={setToDelete} />
        <CategoryColumn title={t('expense')} empty={t('noneExpense')} categories={expense} onDelete={setToDelete} />
      </Stack>
      <DeleteCategoryDialog
        categoryName={toDelete?.categoryName ?? null}
        deleting={deletion.isPending}
        onCancel={() => setToDelete(null)}
        onConfirm={() => {
          if (toDelete) deletion.mutate(toDelete.id, { onSettled: () => setToDelete(null) });
        }}
      />
    </Stack>
  );
}
