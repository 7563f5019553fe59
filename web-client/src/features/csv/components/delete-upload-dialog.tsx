import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DeleteUploadDialogProps {
  fileName: string | null;
  deleting: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** Confirms deleting an upload: its file and every categorized row go for good. */
export function DeleteUploadDialog({ fileName, deleting, onCancel, onConfirm }: DeleteUploadDialogProps) {
  const { t } = useTranslation('csv');
  return (
    <ConfirmDialog
      open={fileName !== null}
      title={t('deleteDialog.title')}
      confirmLabel={t('deleteDialog.confirm')}
      pendingLabel={t('deleteDialog.pending')}
      pending={deleting}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {t('deleteDialog.body', { fileName })}
    </ConfirmDialog>
  );
}
