import { Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import { useRecordContext, useTranslate } from 'react-admin';
import type { ContactMessageRow } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Marks the message in context read; read messages have no button, since read is final. */
export const MarkAsReadButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<ContactMessageRow>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, message: ContactMessageRow) => dataProvider.markMessageRead(message.id),
    success: translate('ledgerleaf.messages.updated'),
    failure: translate('ledgerleaf.messages.updateFailed'),
  });
  if (!record || record.status !== 'unread') return null;
  return (
    <Button size="small" variant="contained" startIcon={<DoneIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {translate('ledgerleaf.messages.markAsRead')}
    </Button>
  );
};
