import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteUploadDialogProps {
  fileName: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms deleting an upload: its file and every categorized row go for good. */
export function DeleteUploadDialog({ fileName, deleting, onCancel, onConfirm }: DeleteUploadDialogProps) {
  const close = () => {
    if (!deleting) onCancel();
  };
  return (
    <Dialog open={fileName !== null} onClose={close} aria-labelledby="delete-upload-title" aria-describedby="delete-upload-text">
      <DialogTitle id="delete-upload-title">Delete this upload?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-upload-text">
          {fileName} and its categorized transactions will be removed. This cannot be undone.
        </DialogContentText>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={deleting}>
          Cancel
        </Button>
        <Button color="error" variant="contained" onClick={onConfirm} disabled={deleting}>
          {deleting ? 'Deleting...' : 'Delete'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
