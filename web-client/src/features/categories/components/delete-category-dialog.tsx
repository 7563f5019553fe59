import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';

interface DeleteCategoryDialogProps {
  categoryName: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteCategoryDialog({ categoryName, deleting, onCancel, onConfirm }: DeleteCategoryDialogProps) {
  const close = () => {
    if (!deleting) onCancel();
  };
  return (
    <Dialog open={categoryName !== null} onClose={close} aria-labelledby="delete-category-title" aria-describedby="delete-category-text">
      <DialogTitle id="delete-category-title">Delete this category?</DialogTitle>
      <DialogContent>
        <DialogContentText id="delete-category-text">
          &ldquo;{categoryName}&rdquo; will no longer be offered for your transactions. Transactions already
          categorized keep their category.
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
