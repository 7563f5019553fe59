import { useState, type FormEvent } from 'react';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { ACCOUNT_TEXTS, CategoryType, LIMITS, PROVINCES, SUBMISSION_MESSAGES as M, type ProvinceCode } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { useCreateSubmission } from '../api/submissions';
import { DocumentPicker } from './document-picker';

interface TransactionRow {
  key: number;
  transactionDate: string;
  transactionName: string;
  province: ProvinceCode | '';
  amount: string;
}

interface CategoryRow {
  key: number;
  type: CategoryType;
  categoryName: string;
}

type RowErrors = Partial<Record<'transactionDate' | 'transactionName' | 'province' | 'amount', string>>;

let nextKey = 1;
const emptyTransaction = (): TransactionRow => ({ key: nextKey++, transactionDate: '', transactionName: '', province: '', amount: '' });

/** The spec's rules for one typed transaction (client-spec section 5). */
function checkRow(row: TransactionRow): RowErrors {
  const errors: RowErrors = {};
  if (!row.transactionDate) errors.transactionDate = M.transactionDateRequired;
  if (!row.transactionName.trim()) errors.transactionName = M.transactionNameRequired;
  if (!row.province) errors.province = M.provinceRequired;
  if (!/^\d+(\.\d{1,2})?$/.test(row.amount.trim()) || Number(row.amount) < LIMITS.manualAmountMin) errors.amount = M.amountPositive;
  return errors;
}

/** Manual Submission Bookkeeping: title, documents, optional typed transactions and extra categories. */
export function NewSubmissionForm() {
  const { toast } = useToast();
  const create = useCreateSubmission();
  const [summaryName, setSummaryName] = useState('');
  const [documents, setDocuments] = useState<File[]>([]);
  const [rows, setRows] = useState<TransactionRow[]>([]);
  const [categories, setCategories] = useState<CategoryRow[]>([]);
  const [showErrors, setShowErrors] = useState(false);

  const rowErrors = rows.map(checkRow);
  const categoryErrors = categories.map((c) => (c.categoryName.trim() ? undefined : M.categoryNameRequired));
  const busy = create.isPending;

  const updateRow = (key: number, patch: Partial<TransactionRow>) => setRows((all) => all.map((r) => (r.key === key ? { ...r, ...patch } : r)));
  const updateCategory = (key: number, patch: Partial<CategoryRow>) => setCategories((all) => all.map((c) => (c.key === key ? { ...c, ...patch } : c)));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setShowErrors(true);
    const incomplete = !summaryName.trim() || documents.length === 0;
    const invalidRows = rowErrors.some((e) => Object.keys(e).length) || categoryErrors.some(Boolean);
    if (incomplete || invalidRows) {
      toast({ title: ACCOUNT_TEXTS.errorTitle, description: M.formIncomplete, variant: 'destructive' });
      return;
    }
    create.mutate(
      {
        summaryName: summaryName.trim(),
        documents,
        manualTransactions: rows.map(({ transactionDate, transactionName, province, amount }) => ({
          transactionDate,
          transactionName: transactionName.trim(),
          province: province as ProvinceCode,
          amount: amount.trim(),
        })),
        additionalCategories: categories.map(({ type, categoryName }) => ({ type, categoryName: categoryName.trim() })),
      },
      {
        onSuccess: () => {
          setSummaryName('');
          setDocuments([]);
          setRows([]);
          setCategories([]);
          setShowErrors(false);
        },
      },
    );
  };

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

        <TextField
          label="Title"
          required
          value={summaryName}
          onChange={(e) => setSummaryName(e.target.value)}
          error={showErrors && !summaryName.trim()}
          helperText={showErrors && !summaryName.trim() ? M.summaryNameRequired : 'For example: October receipts and invoices'}
          disabled={busy}
          slotProps={{ htmlInput: { maxLength: 255 } }}
        />

        <DocumentPicker label="Documents" files={documents} onChange={setDocuments} error={showErrors && documents.length === 0 ? M.documentRequired : undefined} disabled={busy} />

        <Box component="section" aria-label="Manual transactions">
          <Typography variant="subtitle1" component="h3">
            Manual transactions (optional)
          </Typography>
          <Stack spacing={2} sx={{ mt: 1 }}>
            {rows.map((row, i) => {
              const errors = showErrors ? rowErrors[i] : {};
              return (
                <Stack key={row.key} direction={{ xs: 'column', md: 'row' }} spacing={1} sx={{ alignItems: { md: 'flex-start' } }} role="group" aria-label={`Transaction ${i + 1}`}>
                  <TextField
                    label="Date"
                    type="date"
                    value={row.transactionDate}
                    onChange={(e) => updateRow(row.key, { transactionDate: e.target.value })}
                    error={Boolean(errors.transactionDate)}
                    helperText={errors.transactionDate}
                    disabled={busy}
                    slotProps={{ inputLabel: { shrink: true } }}
                  />
                  <TextField
                    label="Transaction name"
                    value={row.transactionName}
                    onChange={(e) => updateRow(row.key, { transactionName: e.target.value })}
                    error={Boolean(errors.transactionName)}
                    helperText={errors.transactionName}
                    disabled={busy}
                    sx={{ flex: 1 }}
                  />
                  <TextField
                    select
                    label="Province"
                    value={row.province}
                    onChange={(e) => updateRow(row.key, { province: e.target.value as ProvinceCode })}
                    error={Boolean(errors.province)}
                    helperText={errors.province}
                    disabled={busy}
                    sx={{ minWidth: 200 }}
                  >
                    {PROVINCES.map((p) => (
                      <MenuItem key={p.code} value={p.code}>
                        {p.name}
                      </MenuItem>
                    ))}
                  </TextField>
                  <TextField
                    label="Amount"
                    type="number"
                    value={row.amount}
                    onChange={(e) => updateRow(row.key, { amount: e.target.value })}
                    error={Boolean(errors.amount)}
                    helperText={errors.amount}
                    disabled={busy}
                    placeholder="0.00"
                    slotProps={{ htmlInput: { step: 0.01, min: LIMITS.manualAmountMin } }}
                  />
                  <IconButton aria-label={`Remove transaction ${i + 1}`} onClick={() => setRows((all) => all.filter((r) => r.key !== row.key))} disabled={busy}>
                    <DeleteOutlineIcon />
                  </IconButton>
                </Stack>
              );
            })}
            <Box>
              <Button aria-label="Add transaction" startIcon={<AddIcon />} onClick={() => setRows((all) => [...all, emptyTransaction()])} disabled={busy}>
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
            {categories.map((c, i) => (
              <Stack key={c.key} direction={{ xs: 'column', sm: 'row' }} spacing={1} role="group" aria-label={`Category ${i + 1}`}>
                <TextField select label="Type" value={c.type} onChange={(e) => updateCategory(c.key, { type: e.target.value as CategoryType })} disabled={busy} sx={{ minWidth: 160 }}>
                  <MenuItem value={CategoryType.EXPENSE}>Expense</MenuItem>
                  <MenuItem value={CategoryType.REVENUE}>Revenue</MenuItem>
                </TextField>
                <TextField
                  label="Category name"
                  value={c.categoryName}
                  onChange={(e) => updateCategory(c.key, { categoryName: e.target.value })}
                  error={showErrors && Boolean(categoryErrors[i])}
                  helperText={showErrors ? categoryErrors[i] : undefined}
                  disabled={busy}
                  sx={{ flex: 1 }}
                />
                <IconButton aria-label={`Remove category ${i + 1}`} onClick={() => setCategories((all) => all.filter((x) => x.key !== c.key))} disabled={busy}>
                  <DeleteOutlineIcon />
                </IconButton>
              </Stack>
            ))}
            <Box>
              <Button aria-label="Add category" startIcon={<AddIcon />} onClick={() => setCategories((all) => [...all, { key: nextKey++, type: CategoryType.EXPENSE, categoryName: '' }])} disabled={busy}>
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
