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
import { ACCOUNT_TEXTS, CategoryType, LIMITS, PROVINCES, SUBMISSION_LIMITS, SUBMISSION_MESSAGES as M } from '@ledgerleaf/contracts';
import { FormTextField } from '../../../components/form/form-text-field';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateSubmission } from '../api/submissions';
import { newSubmissionSchema, type AdditionalCategoryFormValues, type ManualTransactionFormValues, type NewSubmissionFormValues } from '../submission-schemas';
import { DocumentPicker } from './document-picker';

const EMPTY: NewSubmissionFormValues = { summaryName: '', documents: [], manualTransactions: [], additionalCategories: [] };
const EMPTY_TRANSACTION: ManualTransactionFormValues = { transactionDate: '', transactionName: '', province: '', amount: '' };
const EMPTY_CATEGORY: AdditionalCategoryFormValues = { type: CategoryType.EXPENSE, categoryName: '' };

/** Manual Submission Bookkeeping: title, documents, optional typed transactions and extra categories. */
export function NewSubmissionForm() {
  const { toast } = useToast();
  const create = useCreateSubmission();
  const { control, handleSubmit, reset } = useForm({ resolver: zodResolver(newSubmissionSchema), defaultValues: EMPTY });
  const documents = useController({ control, name: 'documents' });
  const transactions = useFieldArray({ control, name: 'manualTransactions' });
  const categories = useFieldArray({ control, name: 'additionalCategories' });
  const busy = create.isPending;

  const onSubmit = handleSubmit(
    (submission) => create.mutate(submission, { onSuccess: () => reset(EMPTY) }),
    () => toast({ title: ACCOUNT_TEXTS.errorTitle, description: M.formIncomplete, variant: 'destructive' }),
  );

  return (
    <Paper component="form" aria-label="New submission" noValidate onSubmit={onSubmit} sx={{ p: { xs: 2, md: 3 } }}>
      <Stack spacing={3}>
        <div>
          <Typography variant="h6" component="h2">
            Manual Submission Bookkeeping
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Send receipts, invoices and statements; add any transactions we should enter by hand. We process submissions within 48 hours, Monday to Friday.
          </Typography>
        </div>

        <FormTextField
          control={control}
          name="summaryName"
          label="Title"
          required
          helperText="For example: October receipts and invoices"
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: SUBMISSION_LIMITS.summaryNameMax } }}
        />

        <DocumentPicker
          label="Documents"
          files={documents.field.value}
          onChange={documents.field.onChange}
          error={documents.fieldState.error?.message}
          disabled={busy}
        />

        <Box component="section" aria-label="Manual transactions">
          <Typography variant="subtitle1" component="h3">
            Manual transactions (optional)
          </Typography>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {transactions.fields.map((row, i) => (
              <Stack
                key={row.id}
                direction={{ xs: 'column', md: 'row' }}
                spacing={1}
                sx={{ alignItems: { md: 'flex-start' } }}
                role="group"
                aria-label={`Transaction ${i + 1}`}
              >
                <FormTextField
                  control={control}
                  name={`manualTransactions.${i}.transactionDate`}
                  label="Date"
                  type="date"
                  disabled={busy}
                  slotProps={{ inputLabel: { shrink: true } }}
                />
                <FormTextField control={control} name={`manualTransactions.${i}.transactionName`} label="Transaction name" disabled={busy} sx={{ flex: 1 }} />
                <FormTextField control={control} name={`manualTransactions.${i}.province`} select label="Province" disabled={busy} sx={{ minWidth: 200 }}>
                  {PROVINCES.map((p) => (
                    <MenuItem key={p.code} value={p.code}>
                      {p.name}
                    </MenuItem>
                  ))}
                </FormTextField>
                <FormTextField
                  control={control}
                  name={`manualTransactions.${i}.amount`}
                  label="Amount"
                  type="number"
                  disabled={busy}
                  placeholder="0.00"
                  slotProps={{ htmlInput: { step: 0.01, min: LIMITS.manualAmountMin } }}
                />
                <IconButton aria-label={`Remove transaction ${i + 1}`} onClick={() => transactions.remove(i)} disabled={busy}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                aria-label="Add transaction"
                startIcon={<AddIcon />}
                onClick={() => transactions.append(EMPTY_TRANSACTION, { shouldFocus: false })}
                disabled={busy}
              >
                Add transaction
              </Button>
            </Box>
          </Stack>
        </Box>

        <Box component="section" aria-label="Additional categories">
          <Typography variant="subtitle1" component="h3">
            Additional categories (optional)
          </Typography>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {categories.fields.map((c, i) => (
              <Stack key={c.id} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={`Category ${i + 1}`}>
                <FormTextField control={control} name={`additionalCategories.${i}.type`} select label="Type" disabled={busy} sx={{ minWidth: 160 }}>
                  <MenuItem value={CategoryType.EXPENSE}>Expense</MenuItem>
                  <MenuItem value={CategoryType.REVENUE}>Revenue</MenuItem>
                </FormTextField>
                <FormTextField control={control} name={`additionalCategories.${i}.categoryName`} label="Category name" disabled={busy} sx={{ flex: 1 }} />
                <IconButton aria-label={`Remove category ${i + 1}`} onClick={() => categories.remove(i)} disabled={busy}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button
                aria-label="Add category"
                startIcon={<AddIcon />}
                onClick={() => categories.append(EMPTY_CATEGORY, { shouldFocus: false })}
                disabled={busy}
              >
                Add category
              </Button>
            </Box>
          </Stack>
        </Box>

        {busy && <LinearProgress aria-label="Uploading documents" />}
        <Box>
          <Button type="submit" variant="contained" disabled={busy}>
            {busy ? 'Submitting...' : 'Submit'}
          </Button>
        </Box>
      </Stack>
    </Paper>
  );
}
