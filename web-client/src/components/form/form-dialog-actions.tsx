import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import type { SxProps, Theme } from '@mui/material/styles';

interface FormDialogActionsProps {
  /** While the form's request runs: both buttons are disabled and the submit button says `pendingLabel`. */
  pending: boolean;
  onCancel: () => void;
  submitLabel: string;
  pendingLabel: string;
  sx?: SxProps<Theme>;
}

/** The foot of a dialog form: Cancel, and the submit button that shows the request running. */
export function FormDialogActions({ pending, onCancel, submitLabel, pendingLabel, sx }: FormDialogActionsProps) {
  const { t } = useTranslation('layout');
  return (
    <DialogActions sx={sx}>
      <Button onClick={onCancel} disabled={pending}>
        {t('cancel')}
      </Button>
      <Button type="submit" variant="contained" disabled={pending}>
        {pending ? pendingLabel : submitLabel}
      </Button>
    </DialogActions>
  );
}
