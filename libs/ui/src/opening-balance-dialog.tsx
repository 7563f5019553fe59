import { useState, type FormEvent } from 'react';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { STATEMENT_BALANCE_SOURCE_LABELS, type BookAccountRow } from '@ledgerleaf/contracts';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const AMOUNT = /^-?\d{1,12}(\.\d{1,2})?$/;

export interface OpeningBalanceDialogProps {
  account: BookAccountRow;
  /** Whose statement it is: the client reads "your statement", staff "the client's statement". */
  audience: 'client' | 'staff';
  /** Money and days as each app shows them. */
  formatAmount: (amount: string) => string;
  formatDate: (date: string) => string;
  /** Sends `{date, amount}` (PUT …/opening-balance); the app closes the dialog on success. */
  onSave: (body: { date: string; amount: string }) => void;
  saving: boolean;
  /** The refusal to show under the fields, or null. */
  error: string | null;
  onClose: () => void;
}

/**
 * The opening balance of one account of money: a day and an amount in the account's own sense
 * (money in it for an asset, what was owed for a card or loan), with the proposed value (from
 * the bank, an OFX file or a CSV balance column) to take in one click. Both apps show it.
 */
export function OpeningBalanceDialog({ account, audience, formatAmount, formatDate, onSave, saving, error, onClose }: OpeningBalanceDialogProps) {
  const opening = account.openingBalance;
  const proposed = opening?.proposed ?? null;
  const [date, setDate] = useState(opening?.date ?? '');
  const [amount, setAmount] = useState(opening?.amount ?? '');
  const [touched, setTouched] = useState(false);
  const dateError = touched && !DAY.test(date) ? 'Enter a date' : undefined;
  const amountError = touched && !AMOUNT.test(amount.trim()) ? 'Enter an amount, for example 1234.56' : undefined;
  const sense = account.type === 'asset' ? 'the money in the account at the start of that day' : 'what was owed on it at the start of that day';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (DAY.test(date) && AMOUNT.test(amount.trim())) onSave({ date, amount: amount.trim() });
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="opening-balance-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="opening-balance-dialog-title">Opening balance: {account.name}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">
              Enter {sense}, from {audience === 'client' ? 'your' : "the client's"} statement.
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
            {error && <Alert severity="error">{error}</Alert>}
          </Stack>
        </DialogContent>
        <DialogActions>
          <Button onClick={onClose} disabled={saving}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? 'Saving…' : 'Save'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
