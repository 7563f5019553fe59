import { Button } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { STAFF_MESSAGES, personName, type StaffMember } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Deactivate (their sessions end at once) or reactivate the member in context. */
export const StaffActiveButton = () => {
  const record = useRecordContext<StaffMember>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, active: boolean) => dataProvider.changeStaff(record!.id, { active }),
    success: (_result, active) => (active ? STAFF_MESSAGES.memberReactivated : STAFF_MESSAGES.memberDeactivated),
    failure: STAFF_MESSAGES.changeFailed,
  });
  if (!record) return null;
  return (
    <Button
      size="small"
      variant="outlined"
      color={record.active ? 'error' : 'primary'}
      disabled={isPending}
      aria-label={`${record.active ? 'Deactivate' : 'Reactivate'} ${personName(record)}`}
      onClick={(event) => {
        event.stopPropagation();
        mutate(!record.active);
      }}
    >
      {record.active ? 'Deactivate' : 'Reactivate'}
    </Button>
  );
};
