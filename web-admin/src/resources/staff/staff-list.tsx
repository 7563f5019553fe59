import { Chip } from '@mui/material';
import { Datagrid, DateField, EmailField, FunctionField, List, TextField, TopToolbar } from 'react-admin';
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
const StaffList = () => (
  <List actions={<Actions />} pagination={false} perPage={1000} exporter={false} empty={<StaffEmpty />} error={<ListLoadError />}>
    <Datagrid bulkActionButtons={false} rowClick={false}>
      <TextField source="firstName" label="First name" sortable={false} />
      <TextField source="lastName" label="Last name" sortable={false} />
      <EmailField source="email" sortable={false} />
      <FunctionField label="Role" render={() => <StaffRoleSelect />} />
      <FunctionField label="Phone" render={() => <StaffPhoneField />} />
      <FunctionField<StaffMember>
        label="Status"
        render={(member) => <Chip size="small" label={member.active ? 'Active' : 'Deactivated'} color={member.active ? 'success' : 'default'} />}
      />
      <DateField source="createdAt" label="Since" sortable={false} />
      <FunctionField label="" render={() => <StaffActiveButton />} />
    </Datagrid>
  </List>
);

export default StaffList;
