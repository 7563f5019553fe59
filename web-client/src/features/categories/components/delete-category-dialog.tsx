import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteCategoryDialogProps {
  categoryName: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

export function DeleteCategoryDialog({ categoryName, deleting, onCancel, onConfirm }: DeleteCategoryDialogProps) {
  const { t } = useTranslation('categories');
  return (
    <ConfirmDialog
      open={categoryName !== null}
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      pendingLabel={t('deleteDialog.pending')}
      pending={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {t('deleteDialog.body', { name: categoryName })}
    </ConfirmDialog>
  );
}
