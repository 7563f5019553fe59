import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import TextField from '@mui/material/TextField';
import { CSV_BOOKS_ACCOUNT_TYPES, type CsvBooksAccountType, LEDGER_LIMITS } from '@ledgerleaf/contracts';
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
  const { t } = useTranslation('csv');
  const [accountName, setAccountName] = useState('');
  const [accountType, setAccountType] = useState<CsvBooksAccountType>('bank');
  const [touched, setTouched] = useState(false);
  const trimmed = accountName.trim();
  const localError = touched && !trimmed ? t('addToBooks.nameRequired') : null;
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
        <DialogTitle id="add-to-books-title">{t('addToBooks.title')}</DialogTitle>
        <DialogContent>
          <DialogContentText sx={{ mb: 2 }}>{t('addToBooks.body', { fileName })}</DialogContentText>
          <TextField
            autoFocus
            fullWidth
            label={t('addToBooks.accountName')}
            placeholder={t('addToBooks.placeholder')}
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
            label={t('addToBooks.accountType')}
            value={accountType}
            onChange={(event) => setAccountType(event.target.value as CsvBooksAccountType)}
            error={Boolean(accountTypeError)}
            helperText={accountTypeError ?? t('addToBooks.accountTypeHelp')}
            slotProps={{ select: { native: true }, inputLabel: { shrink: true } }}
          >
            {CSV_BOOKS_ACCOUNT_TYPES.map((type) => (
              <option key={type} value={type}>
                {t(`addToBooks.types.${type}`)}
              </option>
            ))}
          </TextField>
        </DialogContent>
        <DialogActions>
          <Button onClick={close} disabled={adding}>
            {t('addToBooks.cancel')}
          </Button>
          <Button type="submit" variant="contained" disabled={adding}>
            {adding ? t('addToBooks.adding') : t('addToBooks.submit')}
          </Button>
        </DialogActions>
      </form>
    </Dialog>
  );
}
