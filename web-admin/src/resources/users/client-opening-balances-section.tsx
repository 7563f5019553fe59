import { useState, type FormEvent } from 'react';
import {
  Alert,
  Button,
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
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, type FieldProps } from 'react-admin';
import { STATEMENT_BALANCE_SOURCE_LABELS, type AdminUserRow, type BookAccountRow, type BookOpeningBalance } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
import { errorReferenceOf, httpErrorMessage } from '../../http-error-message';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;
/** The accounts that hold the client's money: linked banks, CSV accounts of the books, the manual Cash account. */
const MONEY_SOURCES = new Set(['bank', 'csv', 'manual']);
const bold = { fontWeight: 700 } as const;

const statusOf = (opening: BookOpeningBalance | null | undefined): string => {
  if (!opening || opening.status === 'none') return 'Not set';
  if (opening.status === 'set') return `Set${opening.setAt ? ` ${opening.setAt.slice(0, 10)}` : ''}`;
  return `Proposed from ${STATEMENT_BALANCE_SOURCE_LABELS[opening.proposed!.from]}`;
};

/**
 * The client's accounts of money with their opening balances (set, proposed from the bank or a
 * file, or none), and an "Opening balance" action per account to set one from the client's statement.
 */
export const ClientOpeningBalancesSection = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const [editing, setEditing] = useState<BookAccountRow | null>(null);
  const { data, isPending, isError, error } = useQuery({
    queryKey: ['users', record?.id, 'books', 'accounts'],
    queryFn: () => dataProvider.getClientBookAccounts(record!.id),
    retry: false,
    enabled: record !== undefined,
  });
  if (!record) return null;
  if (isPending) return <LinearProgress aria-label="Opening balances" sx={{ maxWidth: 320 }} />;
  if (isError) {
    const reference = errorReferenceOf(error);
    return (
      <Alert severity="error">
        {httpErrorMessage(error, 'The opening balances could not be loaded.')}
        {reference && (
          <Typography variant="body2" component="div" sx={{ fontFamily: 'monospace', userSelect: 'all' }}>
            {reference}
          </Typography>
        )}
      </Alert>
    );
  }
  const accounts = data.accounts.filter((a) => MONEY_SOURCES.has(a.source));
  if (!accounts.length)
    return <Typography variant="body2">No account of money in the books yet (no linked bank, no CSV account added to the books).</Typography>;
  return (
    <Stack spacing={1} sx={{ maxWidth: 900 }}>
      <Table size="small" aria-label="Opening balances">
        <TableHead>
          <TableRow>
            <TableCell sx={bold}>Account</TableCell>
            <TableCell sx={bold}>Type</TableCell>
            <TableCell align="right" sx={bold}>
              Opening balance
            </TableCell>
            <TableCell sx={bold}>On</TableCell>
            <TableCell sx={bold}>From</TableCell>
            <TableCell />
          </TableRow>
        </TableHead>
        <TableBody>
          {accounts.map((account) => (
            <TableRow key={account.id}>
              <TableCell>{account.name}</TableCell>
              <TableCell>{account.type}</TableCell>
              <TableCell align="right">{account.openingBalance?.amount ? formatDollars(account.openingBalance.amount) : ''}</TableCell>
              <TableCell>{account.openingBalance?.date ?? ''}</TableCell>
              <TableCell>{statusOf(account.openingBalance)}</TableCell>
              <TableCell align="right">
                <Button size="small" onClick={() => setEditing(account)} aria-label={`Opening balance of ${account.name}`}>
                  Opening balance
                </Button>
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {editing && <OpeningBalanceDialog clientId={record.id} account={editing} onClose={() => setEditing(null)} />}
    </Stack>
  );
};

const OpeningBalanceDialog = ({ clientId, account, onClose }: { clientId: AdminUserRow['id']; account: BookAccountRow; onClose: () => void }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const notify = useNotify();
  const proposed = account.openingBalance?.proposed ?? null;
  const [date, setDate] = useState(account.openingBalance?.date ?? '');
  const [amount, setAmount] = useState(account.openingBalance?.amount ?? '');
  const [touched, setTouched] = useState(false);
  const save = useMutation({
    mutationFn: (body: { date: string; amount: string }) => dataProvider.setClientOpeningBalance(clientId, account.id, body),
    onSuccess: async () => {
      notify('Opening balance saved', { type: 'success' });
      await queryClient.invalidateQueries({ queryKey: ['users', clientId, 'books'] });
      onClose();
    },
  });
  const dateError = touched && !DAY.test(date) ? 'Enter a date' : undefined;
  const amountError = touched && !AMOUNT.test(amount.trim()) ? 'Enter an amount, for example 1234.56' : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (DAY.test(date) && AMOUNT.test(amount.trim())) save.mutate({ date, amount: amount.trim() });
  };
  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby="client-opening-balance-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="client-opening-balance-title">Opening balance: {account.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              {account.type === 'asset' ? 'Money in the account' : 'What was owed on it'} at the start of the day, from the client&apos;s statement.
            </Typography>
            {proposed ? (
              <Alert
                severity="info"
                action={
                  <Button
                    color="inherit"
                    size="small"
                    onClick={() => {
                      setDate(proposed.date);
                      setAmount(proposed.amount);
                    }}
                  >
                    Use it
                  </Button>
                }
              >
                Proposed from {STATEMENT_BALANCE_SOURCE_LABELS[proposed.from]}: {formatDollars(proposed.amount)} on {proposed.date}
              </Alert>
            ) : (
              <Typography variant="body2">Nothing proposed: no statement balance for this account yet.</Typography>
            )}
            <TextField
              type="date"
              label="Date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={Boolean(dateError)}
              helperText={dateError}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={account.type === 'asset' ? 'Amount in the account' : 'Amount owed'}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(amountError)}
              helperText={amountError}
            />
            {save.isError && <Alert severity="error">{httpErrorMessage(save.error, 'The opening balance could not be saved.')}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={save.isPending}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={save.isPending}>
            {save.isPending ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
};
