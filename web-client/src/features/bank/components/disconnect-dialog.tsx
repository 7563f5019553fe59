import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import { BANK_TEXTS } from '@ledgerleaf/contracts';

interface DisconnectDialogProps {
  institutionName: string | null;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm prompt before a disconnect: every transaction of the bank is removed. */
export function DisconnectDialog({ institutionName, open, pending, onCancel, onConfirm }: DisconnectDialogProps) {
  return (
    <Dialog open={open} onClose={pending ? undefined : onCancel} aria-labelledby="disconnect-title" aria-describedby="disconnect-text">
      <DialogTitle id="disconnect-title">Disconnect {institutionName ?? 'this bank'}?</DialogTitle>
      <DialogContent>
        <DialogContentText id="disconnect-text">{BANK_TEXTS.disconnectWarning}</DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={pending}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={pending}>
          {pending ? 'Disconnecting...' : 'Disconnect'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
