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
  isAmountText,
  hasDifference,
  isMonth,
  type AdminUserRow,
  type ReconciliationAccount,
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
import { formatDateTime, formatMonth } from '../../format-dates';
import { errorReferenceOf, httpErrorMessage } from '../../http-error-message';
import { useAreaTranslate } from '../../i18n';
import { clientLedgerPath } from './client-ledger-path';
import { clientReconciliationPath } from './client-reconciliation-path';

const bold = { fontWeight: 700 } as const;

const STATUS_TONES: Record<ReconciliationStatus, StatusTone> = { reconciled: 'green', unreconciled: 'red', no_statement: 'grey' };

export const reconciliationQueryKey = (userId: number, month: string) => ['users', userId, 'reconciliation', month] as const;

const money = (amount: string | null) => (amount === null ? '—' : formatDollars(amount));

type AreaTranslate = ReturnType<typeof useAreaTranslate>;

/** Where the statement balance came from (`t` reads ledgerleaf.reconciliation). */
const sourceLine = (t: AreaTranslate, account: ReconciliationAccount): string => {
  if (!account.statementSource) return t('noStatement');
  if (account.statementSource === 'entered') {
    const name = account.enteredBy;
    const date = account.enteredAt ? formatDateTime(account.enteredAt) : null;
    if (name && date) return t('enteredByOn', { name, date });
    if (name) return t('enteredBy', { name });
    return date ? t('enteredOn', { date }) : t('entered');
  }
  return t('from', { source: t(`source.${account.statementSource}`) });
};

/** The difference a 422 names (its body's `difference`), or null for another failure. */
const refusedDifference = (error: unknown): string | null => {
  if (!(error instanceof HttpError) || error.status !== 422) return null;
  const difference = (error.body as { difference?: unknown } | undefined)?.difference;
  return typeof difference === 'string' ? difference : null;
};

const Figures = ({ account }: { account: ReconciliationAccount }) => {
  const t = useAreaTranslate('ledgerleaf.reconciliation');
  const differs = hasDifference(account.difference);
  return (
    <Table size="small" aria-label={t('figures', { account: account.accountName })} sx={{ maxWidth: 560 }}>
      <TableHead>
        <TableRow>
          <TableCell />
          <TableCell align="right" sx={bold}>
            {t('statement')}
          </TableCell>
          <TableCell align="right" sx={bold}>
            {t('booksColumn')}
          </TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        <TableRow>
          <TableCell component="th" scope="row">
            {t('opening')}
          </TableCell>
          <TableCell align="right">{money(account.statementOpening)}</TableCell>
          <TableCell align="right">{money(account.booksOpening)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            {t('closing')}
          </TableCell>
          <TableCell align="right">{money(account.statementClosing)}</TableCell>
          <TableCell align="right">{money(account.booksClosing)}</TableCell>
        </TableRow>
        <TableRow>
          <TableCell component="th" scope="row">
            {t('difference')}
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

const Uncleared = ({ account }: { account: ReconciliationAccount }) => {
  const t = useAreaTranslate('ledgerleaf.reconciliation');
  return account.uncleared.length === 0 ? (
    <Typography variant="body2" color="text.secondary">
      {t('noUncleared')}
    </Typography>
  ) : (
    <ArrayList data={account.uncleared} idOf={(item) => item.transactionId} resource={`reconciliation-uncleared-${account.accountId}`}>
      <DataTable bulkActionButtons={false} rowClick={false} aria-label={t('unclearedOf', { account: account.accountName })}>
        <UnclearedColumn source="date" label={t('date')} disableSort />
        <UnclearedColumn source="name" label={t('name')} disableSort />
        <UnclearedColumn source="amount" label={t('amount')} disableSort align="right" render={(item) => formatDollars(item.amount)} />
      </DataTable>
    </ArrayList>
  );
};

type Action = { kind: 'save'; statementClosing: string } | { kind: 'reconcile'; memo?: string } | { kind: 'undo' };

const AccountCard = ({ userId, month, account }: { userId: number; month: string; account: ReconciliationAccount }) => {
  const t = useAreaTranslate('ledgerleaf.reconciliation');
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
    success: (_row, action) => t(action.kind === 'save' ? 'saved' : action.kind === 'reconcile' ? 'reconciled' : 'undone'),
    failure: (action) => t(action.kind === 'save' ? 'saveFailed' : action.kind === 'reconcile' ? 'reconcileFailed' : 'undoFailed'),
    onSuccess: (_row, action) => {
      setRefused(null);
      if (action.kind === 'reconcile') setAdjusting(false);
    },
    onError: (error, action) => {
      if (action.kind === 'reconcile' && !action.memo) setRefused(refusedDifference(error));
    },
  });
  const amountError = touched && !isAmountText(closing) ? t('amountHint') : undefined;
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
            <StatusChip label={t(`status.${account.status}`)} tone={STATUS_TONES[account.status]} />
          </Stack>
          <Typography variant="body2" color="text.secondary">
            {t('statementBalance', { source: sourceLine(t, account) })}
            {reconciled &&
              account.reconciledBy &&
              (account.reconciledAt
                ? t('reconciledByOn', { name: account.reconciledBy, date: formatDateTime(account.reconciledAt) })
                : t('reconciledBy', { name: account.reconciledBy }))}
          </Typography>
          <Figures account={account} />
          {account.adjustment && (
            <Typography variant="body2">{t('adjustmentOf', { amount: formatDollars(account.adjustment.amount), memo: account.adjustment.memo })}</Typography>
          )}
          <Typography variant="subtitle2" component="h3">
            {t('uncleared')}
          </Typography>
          <Uncleared account={account} />
          <Stack component="form" direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }} onSubmit={save} noValidate>
            <TextField
              size="small"
              label={t('statementClosing')}
              value={closing}
              onChange={(event) => setClosing(event.target.value)}
              error={Boolean(amountError)}
              helperText={amountError}
              disabled={isPending}
            />
            <Button type="submit" variant="outlined" disabled={isPending}>
              {t('save')}
            </Button>
            {reconciled ? (
              <Button color="warning" disabled={isPending} onClick={() => mutate({ kind: 'undo' })}>
                {t('undo')}
              </Button>
            ) : (
              <Button variant="contained" disabled={isPending} onClick={() => mutate({ kind: 'reconcile' })}>
                {t('reconcile')}
              </Button>
            )}
          </Stack>
          {refused !== null && !reconciled && (
            <Alert
              severity="warning"
              action={
                <Button color="inherit" size="small" onClick={() => setAdjusting(true)}>
                  {t('reconcileWithAdjustment')}
                </Button>
              }
            >
              {t('differsBy', { amount: formatDollars(refused) })}
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
  const t = useAreaTranslate('ledgerleaf.reconciliation');
  const [memo, setMemo] = useState('');
  const [touched, setTouched] = useState(false);
  const memoError = touched && !memo.trim() ? t('memoRequired') : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (memo.trim()) onConfirm(memo.trim());
  };
  return (
    <Dialog open onClose={isPending ? undefined : onClose} aria-labelledby={`adjustment-${account.accountId}-title`} fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id={`adjustment-${account.accountId}-title`}>{t('adjustmentTitle', { account: account.accountName })}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{difference ? t('adjustmentBodyOf', { amount: formatDollars(difference) }) : t('adjustmentBody')}</Typography>
            <TextField
              label={t('adjustmentMemo')}
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
            {t('cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={isPending}>
            {isPending ? t('reconciling') : t('reconcileWithAdjustment')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};

const ReconciliationView = ({ userId, month }: { userId: number; month: string }) => {
  const t = useAreaTranslate('ledgerleaf.reconciliation');
  const dataProvider = useDataProvider<AdminDataProvider>();
  const { data, isPending, isError, error, refetch, isFetching } = useQuery({
    queryKey: reconciliationQueryKey(userId, month),
    queryFn: () => dataProvider.getClientReconciliation(userId, month),
    retry: false,
  });
  if (isPending) return <LinearProgress aria-label={t('loading')} />;
  if (isError) {
    const reference = errorReferenceOf(error);
    return (
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" disabled={isFetching} onClick={() => void refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {httpErrorMessage(error, t('loadFailed'))}
        {reference && (
          <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
            {reference}
          </Typography>
        )}
      </Alert>
    );
  }
  if (!data.accounts.length) return <EmptyState icon={<AccountBalanceIcon />} message={t('noAccounts')} />;
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
  const t = useAreaTranslate('ledgerleaf.reconciliation');
  const { id, month = '' } = useParams();
  const userId = Number(id);
  const valid = Number.isInteger(userId) && userId > 0;
  const navigate = useNavigate();
  const basename = useBasename();
  const createPath = useCreatePath();
  const { data: client } = useGetOne<AdminUserRow>('users', { id: userId }, { enabled: valid });
  const monthTitle = isMonth(month) ? formatMonth(month) : null;
  const title = client
    ? monthTitle
      ? t('titleOfMonth', { name: client.name, month: monthTitle })
      : t('titleOf', { name: client.name })
    : monthTitle
      ? t('titleMonth', { month: monthTitle })
      : t('title');
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
                    {t('books')}
                  </Button>
                  <Button component={Link} to={createPath({ resource: 'users', id: userId, type: 'show' })} startIcon={<ArrowBackIcon />} size="small">
                    {t('backToClient')}
                  </Button>
                </Stack>
              )}
            </Stack>
            {!valid ? (
              <Alert severity="error">{t('noClient')}</Alert>
            ) : !isMonth(month) ? (
              <Alert severity="error">{t('badMonth')}</Alert>
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
