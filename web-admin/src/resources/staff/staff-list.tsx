import { Chip } from '@mui/material';
import { Datagrid, DateField, EmailField, FunctionField, List, TextField, TopToolbar, useLocale, useTranslate } from 'react-admin';
import type { StaffMember } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { InviteStaffButton } from './invite-staff-button';
import { StaffActiveButton } from './staff-active-button';
import { StaffEmpty } from './staff-empty';
import { StaffPhoneField } from './staff-phone-field';
import { StaffRoleSelect } from './staff-role-select';

const Actions = () => (
  <TopToolbar>
    <InviteStaffButton />
  </TopToolbar>
);

// The API answers the whole firm at once (a few people): no pagination, no export.
const StaffList = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <List actions={<Actions />} pagination={false} perPage={1000} exporter={false} empty={<StaffEmpty />} error={<ListLoadError />}>
      <Datagrid bulkActionButtons={false} rowClick={false}>
        <TextField source="firstName" sortable={false} />
        <TextField source="lastName" sortable={false} />
        <EmailField source="email" sortable={false} />
        <FunctionField label="resources.staff.fields.role" render={() => <StaffRoleSelect />} />
        <FunctionField label="resources.staff.fields.phone" render={() => <StaffPhoneField />} />
        <FunctionField<StaffMember>
          label="resources.staff.fields.status"
          render={(member) => (
            <Chip
              size="small"
              label={translate(member.active ? 'ledgerleaf.staff.active' : 'ledgerleaf.staff.deactivated')}
              color={member.active ? 'success' : 'default'}
            />
          )}
        />
        <DateField source="createdAt" sortable={false} locales={locale} />
        <FunctionField label="" render={() => <StaffActiveButton />} />
      </Datagrid>
    </List>
  );
};

export default StaffList;
