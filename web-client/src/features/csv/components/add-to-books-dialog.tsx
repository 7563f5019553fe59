import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CSV_BOOKS_ACCOUNT_TYPE_LABELS, CSV_BOOKS_ACCOUNT_TYPES, type CsvBooksAccountType, LEDGER_LIMITS, LEDGER_MESSAGES } from '@ledgerleaf/contracts';
import { getFieldError } from '../../../lib/api-client';

interface AddToBooksDialogProps {
  /** The upload being added; null while closed. */
  fileName: string | null;
  adding: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (accountName: string, accountType: CsvBooksAccountType) => void;
}

/** Asks for the account name the upload's rows carry in the books ("Visa ending 4412") and what the account is (a card or loan is owed). */
export function AddToBooksDialog({ fileName, adding, error, onCancel, onConfirm }: AddToBooksDialogProps) {
  const [accountName, setAccountName] = useState('');
  const [accountType, setAccountType] = useState<CsvBooksAccountType>('bank');
  const [touched, setTouched] = useState(false);
  const trimmed = accountName.trim();
  const localError = touched && !trimmed ? LEDGER_MESSAGES.accountNameRequired : null;
  const serverError = getFieldError(error, 'accountName');
  const accountTypeError = getFieldError(error, 'accountType');
  const close = () => {
    if (adding) return;
    setAccountName('');
    setAccountType('bank');
    setTouched(false);
    onCancel();
  };
  return (
    <Dialog open={fileName !== null} onClose={close} aria-labelledby="add-to-books-title">
      <form
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          setTouched(true);
          if (trimmed) onConfirm(trimmed, accountType);
        }}
      >
        <DialogTitle id="add-to-books-title">Add to my books</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The rows of {fileName} will count in your monthly reports, under the account name you give here. Rows that look like ones already in your books are
            shown as possible duplicates for you to decide.
          </DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label="Account name"
            placeholder="Visa ending 4412"
            value={accountName}
            onChange={(event) => setAccountName(event.target.value)}
            onBlur={() => setTouched(true)}
            error={Boolean(localError ?? serverError)}
            helperText={localError ?? serverError ?? ' '}
            slotProps={{ htmlInput: { maxLength: LEDGER_LIMITS.accountNameMax } }}
          />
          <TextField
            select
            fullWidth
            label="Account type"
            value={accountType}
            onChange={(event) => setAccountType(event.target.value as CsvBooksAccountType)}
            error={Boolean(accountTypeError)}
            helperText={accountTypeError ?? 'A credit card or a loan is money you owe: its payments and purchases keep the signs of the file.'}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CSV_BOOKS_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {CSV_BOOKS_ACCOUNT_TYPE_LABELS[type]}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={adding}>
            Cancel
          </Button>
          <Button type="submit" variant="contained" disabled={adding}>
            {adding ? 'Adding...' : 'Add to my books'}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
