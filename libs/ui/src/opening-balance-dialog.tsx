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
import type { BookAccountRow } from '@ledgerleaf/contracts';
import type { OpeningBalanceDialogTexts } from './texts';

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
  /** The dialog's words in the person's language (English by default). */
  texts: OpeningBalanceDialogTexts;
}

/**
 * The opening balance of one account of money: a day and an amount in the account's own sense
 * (money in it for an asset, what was owed for a card or loan), with the proposed value (from
 * the bank, an OFX file or a CSV balance column) to take in one click. Both apps show it.
 */
export function OpeningBalanceDialog({ account, audience, formatAmount, formatDate, onSave, saving, error, onClose, texts }: OpeningBalanceDialogProps) {
  const words = texts;
  const opening = account.openingBalance;
  const proposed = opening?.proposed ?? null;
  const [date, setDate] = useState(opening?.date ?? '');
  const [amount, setAmount] = useState(opening?.amount ?? '');
  const [touched, setTouched] = useState(false);
  const dateError = touched && !DAY.test(date) ? words.enterDate : undefined;
  const amountError = touched && !AMOUNT.test(amount.trim()) ? words.enterAmount : undefined;
  const kind = account.type === 'asset' ? 'asset' : 'owed';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (DAY.test(date) && AMOUNT.test(amount.trim())) onSave({ date, amount: amount.trim() });
  };

  return (
    <Dialog open onClose={saving ? undefined : onClose} aria-labelledby="opening-balance-dialog-title" fullWidth maxWidth="xs">
      <form onSubmit={submit} noValidate>
        <DialogTitle id="opening-balance-dialog-title">{words.title(account.name)}</DialogTitle>
        <DialogContent>
          <Stack spacing={2} sx={{ pt: 1 }}>
            <Typography variant="body2">{words.intro(kind, audience)}</Typography>
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
                    {words.useIt}
                  </Button>
                }
              >
                {words.proposed({ source: proposed.from, amount: formatAmount(proposed.amount), date: formatDate(proposed.date) })}
              </Alert>
            ) : (
              <Typography variant="body2" sx={{ color: 'text.secondary' }}>
                {words.nothingProposed}
              </Typography>
            )}
            <TextField
              type="date"
              label={words.date}
              value={date}
              onChange={(event) => setDate(event.target.value)}
              error={Boolean(dateError)}
              helperText={dateError ?? words.dateHelp}
              slotProps={{ inputLabel: { shrink: true } }}
            />
            <TextField
              label={kind === 'asset' ? words.amountAsset : words.amountOwed}
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
            {words.cancel}
          </Button>
          <Button type="submit" variant="contained" disabled={saving}>
            {saving ? words.saving : words.save}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
