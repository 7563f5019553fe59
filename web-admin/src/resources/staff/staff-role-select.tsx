import { MenuItem, TextField } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import { STAFF_ROLES, personName, type StaffMember, type StaffRole } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { useConsoleAction } from '../../components/use-console-action';

/** The member's role, changed in place (the API keeps the last active owner: its 409 shows as the toast). */
export const StaffRoleSelect = () => {
  const translate = useTranslate();
  const t = useAreaTranslate('ledgerleaf.staff');
  const record = useRecordContext<StaffMember>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, role: StaffRole) => dataProvider.changeStaff(record!.id, { role }),
    success: t('notices.roleChanged'),
    failure: t('notices.changeFailed'),
    refresh: 'always',
  });
  if (!record) return null;
  return (
    <TextField
      select
      size="small"
      label={translate('resources.staff.fields.role')}
      value={record.role}
      disabled={isPending}
      slotProps={{ htmlInput: { 'aria-label': t('roleOf', { name: personName(record) }) } }}
      onChange={(event) => event.target.value !== record.role && mutate(event.target.value as StaffRole)}
      onClick={(event) => event.stopPropagation()}
    >
      {STAFF_ROLES.map((role) => (
        <MenuItem key={role} value={role}>
          {t(`role.${role}`)}
        </MenuItem>
      ))}
    </TextField>
  );
};
