import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteUploadDialogProps {
  fileName: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms deleting an upload: its file and every categorized row go for good. */
export function DeleteUploadDialog({ fileName, deleting, onCancel, onConfirm }: DeleteUploadDialogProps) {
  return (
    <ConfirmDialog
      open={fileName !== null}
      title="Delete this upload?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {fileName} and its categorized transactions will be removed. This cannot be undone.
    </ConfirmDialog>
  );
}
