import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { z } from 'zod';
import { CategoryType } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useCreateCategory } from '../api/create-category';

const addCategorySchema = z.object({
  type: z.enum([CategoryType.REVENUE, CategoryType.EXPENSE]),
  // A catalogue key: the field shows it in the screens' language.
  categoryName: z.string().trim().min(1, 'categories:enterName'),
});

/** Type and name of a new category; a blank name is refused here with the spec's message. */
export function AddCategoryForm() {
  const creation = useCreateCategory();
  const { t } = useTranslation('categories');
  const { control, handleSubmit, resetField } = useForm({
    resolver: zodResolver(addCategorySchema),
    defaultValues: { type: CategoryType.EXPENSE, categoryName: '' },
  });

  // The type stays as chosen, ready for the next category of the same kind.
  const onSubmit = handleSubmit((category) => creation.mutate(category, { onSuccess: () => resetField('categoryName') }));

  return (
    <Stack
      component="form"
      aria-label={t('add.label')}
      noValidate
      onSubmit={onSubmit}
      direction={{ xs: 'column', sm: 'row' }}
      spacing={2}
      sx={{ alignItems: { sm: 'flex-start' } }}
    >
      <FormTextField control={control} name="type" select label={t('add.type')} sx={{ minWidth: 160 }} size="small">
        <MenuItem value={CategoryType.REVENUE}>{t('add.revenue')}</MenuItem>
        <MenuItem value={CategoryType.EXPENSE}>{t('add.expense')}</MenuItem>
      </FormTextField>
      <FormTextField
        control={control}
        name="categoryName"
        label={t('add.name')}
        size="small"
        helperText=" "
        slotProps={{ htmlInput: { maxLength: 100 } }}
        sx={{ flexGrow: 1 }}
      />
      <Button type="submit" variant="contained" disabled={creation.isPending} sx={{ mt: { sm: 0.25 } }}>
        {creation.isPending ? t('add.adding') : t('add.submit')}
      </Button>
    </Stack>
  );
}
