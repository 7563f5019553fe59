import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CONTACT_ADMIN_MESSAGES, type CallRequestRow } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Flips the call request in context between pending and completed (admin-spec tab 5). */
export const ToggleCallRequestButton = () => {
  const record = useRecordContext<CallRequestRow>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, call: CallRequestRow) => dataProvider.setCallRequestStatus(call.id, call.status === 'completed' ? 'pending' : 'completed'),
    success: CONTACT_ADMIN_MESSAGES.callRequestStatusUpdated,
    failure: CONTACT_ADMIN_MESSAGES.callRequestStatusFailed,
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
