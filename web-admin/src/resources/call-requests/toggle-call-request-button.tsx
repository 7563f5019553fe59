import { Button } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { CallRequestRow } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Flips the call request in context between pending and completed (admin-spec tab 5). */
export const ToggleCallRequestButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<CallRequestRow>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, call: CallRequestRow) => dataProvider.setCallRequestStatus(call.id, call.status === 'completed' ? 'pending' : 'completed'),
    success: translate('ledgerleaf.callRequests.updated'),
    failure: translate('ledgerleaf.callRequests.updateFailed'),
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
      {translate(completed ? 'ledgerleaf.callRequests.markPending' : 'ledgerleaf.callRequests.markCompleted')}
    </Button>
  );
};
