import { useState, type FormEvent } from 'react';
import {
  Alert,
  Box,
  Button,
  Card,
  CardContent,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  LinearProgress,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  TextField,
  Typography,
} from '@mui/material';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { useQuery } from '@tanstack/react-query';
import { DataTable, HttpError, Title, useBasename, useCreatePath, useDataProvider, useGetOne } from 'react-admin';
import { Link, useNavigate, useParams } from 'react-router-dom';
import {
  AMOUNT_HINT,
  closedMonthLabel,
  isAmountText,
  hasDifference,
  isMonth,
  RECONCILIATION_STATUS_LABELS,
  RECONCILIATION_TEXTS as T,
  type AdminUserRow,
  type ReconciliationAccount,
  type ReconciliationStatementSource,
  type ReconciliationStatus,
  type ReconciliationUnclearedItem,
} from '@ledgerleaf/contracts';
import { ArrayList } from '../../components/array-list';
import { EmptyState } from '../../components/empty-state';
import { MonthPicker } from '../../components/month-picker';
import { StatusChip, type StatusTone } from '../../components/status-chip';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
import { formatDateTime } from '../../format-dates';
import { errorReferenceOf, httpErrorMessage } from '../../http-error-message';
import { clientLedgerPath } from './client-ledger-path';
import { clientReconciliationPath } from './client-reconciliation-path';

const bold = { fontWeight: 700 } as const;

const STATUS_TONES: Record<ReconciliationStatus, StatusTone> = { reconciled: 'green', unreconciled: 'red', no_statement: 'grey' };

/** Where a statement balance came from, as staff read it. */
const SOURCE_LABELS: Record<ReconciliationStatementSource, string> = {
  plaid: 'the bank through Plaid',
  ofx: "an OFX file's ledger balance",
  csv_balance: "a CSV file's balance column",
  entered: 'typed in',
};

export const reconciliationQueryKey = (userId: number, month: string) => ['users', userId, 'reconciliation', month] as const;

const money = (amount: string | null) => (amount === null ? '—' : formatDollars(amount));

const sourceLine = (account: ReconciliationAccount): string => {
  if (!account.statementSource) return 'No statement balance for this month yet.';
  if (account.statementSource === 'entered')
    return `Entered${account.enteredBy ? ` by ${account.enteredBy}` : ''}${account.enteredAt ? ` on ${formatDateTime(account.enteredAt)}` : ''}.`;
  return `From ${SOURCE_LABELS[account.statementSource]}.`;
};

/** The difference a 422 names (its body's `difference`), or null for another failure. */
const refusedDifference = (error: unknown): string | null => {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const difference = (error.body as { difference?: unknown } | undefined)?.difference;
  return typeof difference === 'string' ? difference : null;
};

const Figures = ({ account }: { account: ReconciliationAccount }) => {
  const differs = hasDifference(account.difference);
  return (
    <Table size="small" aria-label={`${account.accountName}: statement against books`} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right" sx={bold}>
            Statement
          </TableCell>
          <TableCell align="right" sx={bold}>
            Books
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            Opening
          </TableCell>
          <TableCell align="right">{money(account.statementOpening)}</TableCell>
          <TableCell align="right">{money(account.booksOpening)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            Closing
          </TableCell>
          <TableCell align="right">{money(account.statementClosing)}</TableCell>
          <TableCell align="right">{money(account.booksClosing)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            Difference
          </TableCell>
          <TableCell
            align="right"
            colSpan={2}
            data-differs={differs ? 'true' : 'false'}
            sx={differs ? { ...bold, color: 'error.main', bgcolor: '#fee2e2' } : undefined}
          >
            {money(account.difference)}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
};

const UnclearedColumn = DataTable.Col<ReconciliationUnclearedItem & { id: number }>;

const Uncleared = ({ account }: { account: ReconciliationAccount }) =>
  account.uncleared.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      No uncleared items.
    </Typography>
  ) : (
    <ArrayList data={account.uncleared} idOf={(item) => item.transactionId} resource={`reconciliation-uncleared-${account.accountId}`}>
      <DataTable bulkActionButtons={false} rowClick={false} aria-label={`Uncleared items of ${account.accountName}`}>
        <UnclearedColumn source="date" label="Date" disableSort />
        <UnclearedColumn source="name" label="Name" disableSort />
        <UnclearedColumn source="amount" label="Amount" disableSort align="right" render={(item) => formatDollars(item.amount)} />
      </DataTable>
    </ArrayList>
  );

type Action = { kind: 'save'; statementClosing: string } | { kind: 'reconcile'; memo?: string } | { kind: 'undo' };

const AccountCard = ({ userId, month, account }: { userId: number; month: string; account: ReconciliationAccount }) => {
  const [closing, setClosing] = useState(account.statementClosing ?? '');
  const [touched, setTouched] = useState(false);
  /** The difference of the last refused Reconcile (422), which opens the way to an adjustment. */
  const [refused, setRefused] = useState<string | null>(null);
  const [adjusting, setAdjusting] = useState(false);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, action: Action) =>
      action.kind === 'save'
        ? dataProvider.enterClientStatementClosing(userId, account.accountId, month, action.statementClosing)
        : action.kind === 'reconcile'
          ? dataProvider.reconcileClientAccount(userId, account.accountId, month, action.memo ? { adjustment: { memo: action.memo } } : {})
          : dataProvider.undoClientReconciliation(userId, account.accountId, month),
    success: (_row, action) => (action.kind === 'save' ? T.saved : action.kind === 'reconcile' ? T.reconciled : T.undone),
    failure: (action) => (action.kind === 'save' ? T.saveFailed : action.kind === 'reconcile' ? T.reconcileFailed : T.undoFailed),
    onSuccess: (_row, action) => {
      setRefused(null);
      if (action.kind === 'reconcile') setAdjusting(false);
    },
    onError: (error, action) => {
      if (action.kind === 'reconcile' && !action.memo) setRefused(refusedDifference(error));
    },
  });
  const amountError = touched && !isAmountText(closing) ? AMOUNT_HINT : undefined;
  const save = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (isAmountText(closing)) mutate({ kind: 'save', statementClosing: closing.trim() });
  };
  const reconciled = account.status === 'reconciled';
  return (
    <Card component="article" aria-label={account.accountName} variant="outlined">
      <CardContent>
        <Stack spacing={1.5}>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="h6" component="h2">
              {account.accountName}
            </Typography>
            <StatusChip label={RECONCILIATION_STATUS_LABELS[account.status]} tone={STATUS_TONES[account.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            Statement balance: {sourceLine(account)}
            {reconciled &&
              account.reconciledBy &&
              ` Reconciled by ${account.reconciledBy}${account.reconciledAt ? ` on ${formatDateTime(account.reconciledAt)}` : ''}.`}
          </Typography>
          <Figures account={account} />
          {account.adjustment && (
            <Typography variant="body2">
              Adjustment of {formatDollars(account.adjustment.amount)}: {account.adjustment.memo}
            </Typography>
          )}
          <Typography variant="subtitle2" component="h3">
            Uncleared items
          </Typography>
          <Uncleared account={account} />
          <Stack component="form" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} onSubmit={save} noValidate>
            <TextField
              size="small"
              label={T.statementClosing}
              value={closing}
              onChange={(event) => setClosing(event.target.value)}
              error={Boolean(amountError)}
              helperText={amountError}
              disabled={isPending}
            />
            <Button type="submit" variant="outlined" disabled={isPending}>
              Save
            </Button>
            {reconciled ? (
              <Button color="warning" disabled={isPending} onClick={() => mutate({ kind: 'undo' })}>
                Undo reconciliation
              </Button>
            ) : (
              <Button variant="contained" disabled={isPending} onClick={() => mutate({ kind: 'reconcile' })}>
                Reconcile
              </Button>
            )}
          </Stack>
          {refused !== null && !reconciled && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => setAdjusting(true)}>
                  {T.reconcileWithAdjustment}
                </Button>
              }
            >
              The books differ from the statement by {formatDollars(refused)}.
            </Alert>
          )}
          {adjusting && (
            <AdjustmentDialog
              account={account}
              difference={refused}
              isPending={isPending}
              onClose={() => setAdjusting(false)}
              onConfirm={(memo) => mutate({ kind: 'reconcile', memo })}
            />
          )}
        </Stack>
      </CardContent>
    </Card>
  );
};

/** The difference goes to "Reconciliation adjustments" with a memo saying why; no memo, no adjustment. */
const AdjustmentDialog = ({
  account,
  difference,
  isPending,
  onClose,
  onConfirm,
}: {
  account: ReconciliationAccount;
  difference: string | null;
  isPending: boolean;
  onClose: () => void;
  onConfirm: (memo: string) => void;
}) => {
  const [memo, setMemo] = useState('');
  const [touched, setTouched] = useState(false);
  const memoError = touched && !memo.trim() ? T.memoRequired : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (memo.trim()) onConfirm(memo.trim());
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={`adjustment-${account.accountId}-title`} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`adjustment-${account.accountId}-title`}>
          {T.reconcileWithAdjustment}: {account.accountName}
        </DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {difference ? `The difference of ${formatDollars(difference)}` : 'The difference'} is posted to &quot;Reconciliation adjustments&quot; with this
              memo, and the account is marked reconciled.
            </Typography>
            <TextField
              label={T.adjustmentMemo}
              value={memo}
              required
              multiline
              minRows={2}
              onChange={(event) => setMemo(event.target.value)}
              error={Boolean(memoError)}
              helperText={memoError}
            />
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? 'Reconciling…' : T.reconcileWithAdjustment}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

const ReconciliationView = ({ userId, month }: { userId: number; month: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: reconciliationQueryKey(userId, month),
    queryFn: () => dataProvider.getClientReconciliation(userId, month),
    retry: false,
  });
  if (isPending) return <LinearProgress aria-label="Loading the reconciliation" />;
  if (isError) {
    const reference = errorReferenceOf(error);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            Retry
          </Button>
        }
      >
        {httpErrorMessage(error, T.loadFailed)}
        {reference && (
          <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
            {reference}
          </Typography>
        )}
      </Alert>
    );
  }
  if (!data.accounts.length) return <EmptyState icon={<AccountBalanceIcon />} message={T.noAccounts} />;
  return (
    <Stack spacing={2}>
      {data.accounts.map((account) => (
        // Keyed by the figures too: a saved balance or an undo gives the card its new value.
        <AccountCard key={`${account.accountId}:${account.statementClosing}:${account.status}`} userId={userId} month={month} account={account} />
      ))}
    </Stack>
  );
};

/**
 * /admin/users/:id/reconciliation/:month: each account of money of the client in the month,
 * the statement against the books, the difference, the uncleared items, the statement's closing
 * balance to enter, Reconcile (with an adjustment and its memo when the books differ) and Undo.
 */
const ClientReconciliationPage = () => {
  const { id, month = '' } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const navigate = useNavigate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const { data: client } = useGetOne<AdminUserRow>('users', { id: userId }, { enabled: valid });
  const title = `Reconciliation${client ? ` of ${client.name}` : ''}${isMonth(month) ? `, ${closedMonthLabel(month)}` : ''}`;
  return (
    <Box sx={{ mt: 2, mb: 4 }}>
      <Title title={title} />
      <Card variant="outlined">
        <CardContent>
          <Stack spacing={2}>
            <Stack direction="row" spacing={2} sx={{ alignItems: 'center', justifyContent: 'space-between', flexWrap: 'wrap' }} useFlexGap>
              <Typography variant="h5" component="h1">
                {title}
              </Typography>
              {valid && (
                <Stack direction="row" spacing={1}>
                  <Button component={Link} to={`${basename}${clientLedgerPath(userId)}`} startIcon={<ReceiptLongIcon />} size="small">
                    Books
                  </Button>
                  <Button component={Link} to={createPath({ resource: 'users', id: userId, type: 'show' })} startIcon={<ArrowBackIcon />} size="small">
                    Back to the client
                  </Button>
                </Stack>
              )}
            </Stack>
            {!valid ? (
              <Alert severity="error">No client has this id.</Alert>
            ) : !isMonth(month) ? (
              <Alert severity="error">The month must be written YYYY-MM, for example 2026-10.</Alert>
            ) : (
              <>
                <MonthPicker value={month} onChange={(next) => navigate(`${basename}${clientReconciliationPath(userId, next)}`)} />
                <ReconciliationView userId={userId} month={month} />
              </>
            )}
          </Stack>
        </CardContent>
      </Card>
    </Box>
  );
};

export default ClientReconciliationPage;
