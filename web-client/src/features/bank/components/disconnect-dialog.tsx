import { BANK_TEXTS } from '@ledgerleaf/contracts';
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
  return (
    <ConfirmDialog
      open={open}
      title={`Disconnect ${institutionName ?? 'this bank'}?`}
      confirmLabel="Disconnect"
      pendingLabel="Disconnecting..."
      pending={pending}
      onCancel={onCancel}
      onConfirm={onConfirm}
    >
      {BANK_TEXTS.disconnectWarning}
    </ConfirmDialog>
  );
}
