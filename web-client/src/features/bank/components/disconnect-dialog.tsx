import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../components/confirm-dialog';

interface DisconnectDialogProps {
  institutionName: string | null;
  open: boolean;
  pending: boolean;
  onCancel: () => void;
  onConfirm: () => void;
}

/** The confirm prompt before a disconnect: every transaction of the bank is removed. */
export function DisconnectDialog({ institutionName, open, pending, onCancel, onConfirm }: DisconnectDialogProps) {
  const { t } = useTranslation('bank');
  return (
    <ConfirmDialog
      open={open}
      title={t('disconnectDialog.title', { name: institutionName ?? t('disconnectDialog.thisBank') })}
      confirmLabel={t('disconnectDialog.confirm')}
      pendingLabel={t('disconnectDialog.pending')}
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {t('texts.disconnectWarning')}
    </ConfirmDialog>
  );
}
