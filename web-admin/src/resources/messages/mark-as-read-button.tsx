import { Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import { useRecordContext } from 'react-admin';
import { CONTACT_ADMIN_MESSAGES, type ContactMessageRow } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Marks the message in context read; read messages have no button, since read is final. */
export const MarkAsReadButton = () => {
  const record = useRecordContext<ContactMessageRow>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, message: ContactMessageRow) => dataProvider.markMessageRead(message.id),
    success: CONTACT_ADMIN_MESSAGES.messageStatusUpdated,
    failure: CONTACT_ADMIN_MESSAGES.messageStatusFailed,
  });
  if (!record || record.status !== 'unread') return null;
  return (
    <Button size="small" variant="contained" startIcon={<DoneIcon />} disabled={isPending} onClick={() => mutate(record)}>
      Mark as Read
    </Button>
  );
};
