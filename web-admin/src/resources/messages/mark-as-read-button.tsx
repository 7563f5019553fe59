import { Button } from '@mui/material';
import DoneIcon from '@mui/icons-material/Done';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { CONTACT_ADMIN_MESSAGES, type ContactMessageRow } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

/** Marks the message in context read; read messages have no button, since read is final. */
export const MarkAsReadButton = () => {
  const record = useRecordContext<ContactMessageRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (message: ContactMessageRow) => dataProvider.markMessageRead(message.id),
    onSuccess: () => {
      notify(CONTACT_ADMIN_MESSAGES.messageStatusUpdated, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(httpErrorMessage(error, CONTACT_ADMIN_MESSAGES.messageStatusFailed), { type: 'error' }),
  });
  if (!record || record.status !== 'unread') return null;
  return (
    <Button size="small" variant="contained" startIcon={<DoneIcon />} disabled={isPending} onClick={() => mutate(record)}>
      Mark as Read
    </Button>
  );
};
