import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STATEMENT_BALANCE_SOURCE_LABELS, type BookAccountRow, type BookOpeningBalance } from '@ledgerleaf/contracts';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useSetOpeningBalance } from '../api/statements';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

/** What the account's opening means, in its own sense. */
const senseOf = (account: BookAccountRow) =>
  account.type === 'asset' ? 'the money in the account at the start of that day' : 'what was owed on it at the start of that day';

/** Where the books' opening came from, in words. */
export function openingStatus(opening: BookOpeningBalance | null | undefined): string {
  if (!opening || opening.status === 'none') return 'Not set';
  if (opening.status === 'set') return 'Set by a person';
  return `Proposed from ${STATEMENT_BALANCE_SOURCE_LABELS[opening.proposed!.from]}`;
}

/**
 * The opening balance of each account of money (the balance at the start of its first day in
 * the books), with where it came from, and an "Opening balance" action per account.
 */
export function OpeningBalancesPanel({ accounts }: { accounts: BookAccountRow[] }) {
  const [editing, setEditing] = useState<BookAccountRow | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="opening-balances-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="opening-balances-title" variant="h6" component="h2">
        Opening balances
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        What each account held (or owed) when your books start. We propose one from your bank or your file; set it from your statement if it differs.
      </Typography>
      {accounts.length === 0 ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>No account of money in your books yet.</Typography>
      ) : (
        <Table size="small" aria-label="Opening balances" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">Account</TableCell>
              <TableCell component="th" align="right">
                Opening balance
              </TableCell>
              <TableCell component="th">On</TableCell>
              <TableCell component="th">From</TableCell>
              <TableCell component="th" />
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => {
              const opening = account.openingBalance;
              return (
                <TableRow key={account.id}>
                  <TableCell>{account.name}</TableCell>
                  <TableCell align="right">{opening?.amount ? formatAmount(opening.amount) : '—'}</TableCell>
                  <TableCell>{opening?.date ? formatDate(opening.date) : '—'}</TableCell>
                  <TableCell>{openingStatus(opening)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(account)} aria-label={`Opening balance of ${account.name}`}>
                      Opening balance
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {editing && <OpeningBalanceDialog account={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

/** The dialog: a day and an amount in the account's own sense, with the proposed value to take. */
export function OpeningBalanceDialog({ account, onClose }: { account: BookAccountRow; onClose: () => void }) {
  const opening = account.openingBalance;
  const proposed = opening?.proposed ?? null;
  const [date, setDate] = useState(opening?.date ?? '');
  const [amount, setAmount] = useState(opening?.amount ?? '');
  const [touched, setTouched] = useState(false);
  const save = useSetOpeningBalance(account.id);
  const dateError = touched && !DAY.test(date) ? 'Enter a date' : undefined;
  const amountError = touched && !AMOUNT.test(amount.trim()) ? 'Enter an amount, for example 1234.56' : undefined;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!DAY.test(date) || !AMOUNT.test(amount.trim())) return;
    save.mutate({ date, amount: amount.trim() }, { onSuccess: onClose });
  };

  return (
    <Dialog open onClose={save.isPending ? undefined : onClose} aria-labelledby="opening-balance-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="opening-balance-dialog-title">Opening balance: {account.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">Enter {senseOf(account)}, from your statement.</Typography>
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
                Proposed from {STATEMENT_BALANCE_SOURCE_LABELS[proposed.from]}: {formatAmount(proposed.amount)} on {formatDate(proposed.date)}.
              </Alert>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                Nothing proposed: no statement balance for this account yet.
              </Typography>
            )}
            <TextField
              type="date"
              label="Date"
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={Boolean(dateError)}
              helperText={dateError ?? 'The balance at the start of this day'}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={account.type === 'asset' ? 'Amount in the account' : 'Amount owed'}
              value={amount}
              onChange={(event) => setAmount(event.target.value)}
              error={Boolean(amountError)}
              helperText={amountError}
              slotProps={{ htmlInput: { inputMode: 'decimal' } }}
            />
            {save.isError && <Alert severity="error">{getErrorMessage(save.error)}</Alert>}
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
}
