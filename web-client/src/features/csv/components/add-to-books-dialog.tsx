import { useState } from 'react';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { LEDGER_LIMITS, LEDGER_MESSAGES } from '@ledgerleaf/contracts';
import { getFieldError } from '../../../lib/api-client';

interface AddToBooksDialogProps {
  /** The upload being added; null while closed. */
  fileName: string | null;
  adding: boolean;
  error: unknown;
  onCancel: () => void;
  onConfirm: (accountName: string) => void;
}

/** Asks for the account name the upload's rows carry in the books ("Visa ending 4412"). */
export function AddToBooksDialog({ fileName, adding, error, onCancel, onConfirm }: AddToBooksDialogProps) {
  const [accountName, setAccountName] = useState('');
  const [touched, setTouched] = useState(false);
  const trimmed = accountName.trim();
  const localError = touched && !trimmed ? LEDGER_MESSAGES.accountNameRequired : null;
  const serverError = getFieldError(error, 'accountName');
  const close = () => {
    if (adding) return;
    setAccountName('');
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
          if (trimmed) onConfirm(trimmed);
        }}
      >
        <DialogTitle id="add-to-books-title">Add to my books</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>
            The rows of {fileName} will count in your monthly reports, under the account name you give here. Rows that look like ones already in
            your books are shown as possible duplicates for you to decide.
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
