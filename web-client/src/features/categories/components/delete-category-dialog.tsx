import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteCategoryDialogProps {
  categoryName: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteCategoryDialog({ categoryName, deleting, onCancel, onConfirm }: DeleteCategoryDialogProps) {
  return (
    <ConfirmDialog
      open={categoryName !== null}
      title="Delete this category?"
      confirmLabel="Delete"
      pendingLabel="Deleting..."
      pending={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      &ldquo;{categoryName}&rdquo; will no longer be offered for your transactions. Transactions already categorized keep their category.
    </ConfirmDialog>
  );
}
