import { useTranslation } from 'react-i18next';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { zodResolver } from '@hookform/resolvers/zod';
import { useController, useFieldArray, useForm } from 'react-hook-form';
import { CategoryType, LIMITS, PROVINCE_CODES, SUBMISSION_LIMITS } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { provinceLabel } from '../../../i18n/province-name';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateSubmission } from '../api/submissions';
import { newSubmissionSchema, type AdditionalCategoryFormValues, type ManualTransactionFormValues, type NewSubmissionFormValues } from '../submission-schemas';
import { DocumentPicker } from './document-picker';

const EMPTY: NewSubmissionFormValues = { summaryName: '', documents: [], manualTransactions: [], additionalCategories: [] };
const EMPTY_TRANSACTION: ManualTransactionFormValues = { transactionDate: '', transactionName: '', province: '', amount: '' };
const EMPTY_CATEGORY: AdditionalCategoryFormValues = { type: CategoryType.EXPENSE, categoryName: '' };

/** Manual Submission Bookkeeping: title, documents, optional typed transactions and extra categories. */
export function NewSubmissionForm() {
  const { t } = useTranslation('submissions');
  const { toast } = useToast();
  const create = useCreateSubmission();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(newSubmissionSchema), defaultValues: EMPTY });
  const documents = useController({ control, name: 'documents' });
  const transactions = useFieldArray({ control, name: 'manualTransactions' });
  const categories = useFieldArray({ control, name: 'additionalCategories' });
  const busy = create.isPending;

  const onSubmit = handleSubmit(
    (submission) => create.mutate(submission, { onSuccess: () => reset(EMPTY) }),
    () => toast({ title: t('errorTitle'), description: t('toasts.formIncomplete'), variant: 'destructive' }),
  );

  return (
    <Paper component="form" aria-label={t('form.label')} noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h6" component="h2">
            {t('form.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('form.intro')}
          </Typography>
        </div>

        <FormTextField
          control={control}
          name="summaryName"
          label={t('form.summaryName')}
          required
          helperText={t('form.summaryNameHelp')}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.summaryNameMax } }}
        />

        <DocumentPicker
          label={t('form.documents')}
          files={documents.field.value}
          onChange={documents.field.onChange}
          error={documents.fieldState.error?.message}
          disabled={busy}
        />

        <Box component="section" aria-label={t('form.transactions')}>
          <Typography variant="subtitle1" component="h3">
            {t('form.transactionsTitle')}
          </Typography>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {transactions.fields.map((row, i) => (
              <Stack
                key={row.id}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ alignItems: { md: 'flex-start' } }}
                role="group"
                aria-label={t('form.transaction', { number: i + 1 })}
              >
                <FormTextField
                  control={control}
                  name={`manualTransactions.${i}.transactionDate`}
                  label={t('form.date')}
                  type="date"
                  disabled={busy}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField
                  control={control}
                  name={`manualTransactions.${i}.transactionName`}
                  label={t('form.transactionName')}
                  disabled={busy}
                  sx={{ flex: 1 }}
                />
                <FormTextField
                  control={control}
                  name={`manualTransactions.${i}.province`}
                  select
                  label={t('form.province')}
                  disabled={busy}
                  sx={{ minWidth: 200 }}
                >
                  {PROVINCE_CODES.map((code) => (
                    <MenuItem key={code} value={code}>
                      {provinceLabel(code)}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name={`manualTransactions.${i}.amount`}
                  label={t('form.amount')}
                  type="number"
                  disabled={busy}
                  placeholder="0.00"
                  slotProps={{ htmlInput: { step: 0.01, min: LIMITS.manualAmountMin } }}
                />
                <IconButton aria-label={t('form.removeTransaction', { number: i + 1 })} onClick={() => transactions.remove(i)} disabled={busy}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                aria-label={t('form.addTransaction')}
                startIcon={<AddIcon />}
                onClick={() => transactions.append(EMPTY_TRANSACTION, { shouldFocus: false })}
                disabled={busy}
              >
                {t('form.addTransaction')}
              </Button>
            </Box>
          </Stack>
        </Box>

        <Box component="section" aria-label={t('form.categories')}>
          <Typography variant="subtitle1" component="h3">
            {t('form.categoriesTitle')}
          </Typography>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {categories.fields.map((c, i) => (
              <Stack key={c.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={t('form.category', { number: i + 1 })}>
                <FormTextField control={control} name={`additionalCategories.${i}.type`} select label={t('form.type')} disabled={busy} sx={{ minWidth: 160 }}>
                  <MenuItem value={CategoryType.EXPENSE}>{t('form.expense')}</MenuItem>
                  <MenuItem value={CategoryType.REVENUE}>{t('form.revenue')}</MenuItem>
                </FormTextField>
                <FormTextField
                  control={control}
                  name={`additionalCategories.${i}.categoryName`}
                  label={t('form.categoryName')}
                  disabled={busy}
                  sx={{ flex: 1 }}
                />
                <IconButton aria-label={t('form.removeCategory', { number: i + 1 })} onClick={() => categories.remove(i)} disabled={busy}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                aria-label={t('form.addCategory')}
                startIcon={<AddIcon />}
                onClick={() => categories.append(EMPTY_CATEGORY, { shouldFocus: false })}
                disabled={busy}
              >
                {t('form.addCategory')}
              </Button>
            </Box>
          </Stack>
        </Box>

        {busy && <LinearProgress aria-label={t('form.uploading')} />}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? t('form.submitting') : t('form.submit')}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
