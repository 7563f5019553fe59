import { Button } from '@mui/material';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { CONTACT_ADMIN_MESSAGES, type CallRequestRow } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

/** Flips the call request in context between pending and completed (admin-spec tab 5). */
export const ToggleCallRequestButton = () => {
  const record = useRecordContext<CallRequestRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (call: CallRequestRow) =>
      dataProvider.setCallRequestStatus(call.id, call.status === 'completed' ? 'pending' : 'completed'),
    onSuccess: () => {
      notify(CONTACT_ADMIN_MESSAGES.callRequestStatusUpdated, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(httpErrorMessage(error, CONTACT_ADMIN_MESSAGES.callRequestStatusFailed), { type: 'error' }),
  });
  if (!record) return null;
  const completed = record.status === 'completed';
  return (
    <Button
      size="small"
      variant={completed ? 'outlined' : 'contained'}
      color={completed ? 'inherit' : 'success'}
      disabled={isPending}
      sx={{ whiteSpace: 'nowrap', textTransform: 'none' }}
      // The row itself is not clickable, but keep the click from reaching it anyway.
      onClick={(event) => {
        event.stopPropagation();
        mutate(record);
      }}
    >
      {completed ? 'Mark as Pending' : 'Mark as Completed'}
    </Button>
  );
};
