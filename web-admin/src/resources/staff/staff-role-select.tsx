import { MenuItem, TextField } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { STAFF_MESSAGES, STAFF_ROLE_LABELS, STAFF_ROLES, personName, type StaffMember, type StaffRole } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** The member's role, changed in place (the API keeps the last active owner: its 409 shows as the toast). */
export const StaffRoleSelect = () => {
  const record = useRecordContext<StaffMember>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, role: StaffRole) => dataProvider.changeStaff(record!.id, { role }),
    success: STAFF_MESSAGES.roleChanged,
    failure: STAFF_MESSAGES.changeFailed,
    refresh: 'always',
  });
  if (!record) return null;
  return (
    <TextField
      select
      size="small"
      label="Role"
      value={record.role}
      disabled={isPending}
      slotProps={{ htmlInput: { 'aria-label': `Role of ${personName(record)}` } }}
      onChange={(event) => event.target.value !== record.role && mutate(event.target.value as StaffRole)}
      onClick={(event) => event.stopPropagation()}
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {STAFF_ROLE_LABELS[role]}
        </MenuItem>
      ))}
    </TextField>
  );
};
