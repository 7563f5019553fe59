import { LinearProgress } from '@mui/material';
import { BooleanField, DataTable, List, SearchInput, SelectInput, useGetIdentity, usePermissions } from 'react-admin';
import { ACCOUNT_MANAGER_TEXTS, type AdminUserRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { CreatedAtField, PlanField, RegistrationTypeField } from './user-fields';
import { UsersEmpty } from './users-empty';

const Column = DataTable.Col<AdminUserRow>;

/**
 * "My clients" is the account manager filter set to the staff member: a bookkeeper's list
 * starts with it (they can clear it; the server still decides which client they may open).
 */
const filtersFor = (staffId: number | string | undefined) => [
  <SearchInput key="q" source="q" alwaysOn />,
  ...(staffId === undefined
    ? []
    : [
        <SelectInput
          key="accountManagerId"
          source="accountManagerId"
          label="Account manager"
          choices={[{ id: staffId, name: ACCOUNT_MANAGER_TEXTS.myClients }]}
          emptyText="All clients"
          translateChoice={false}
          alwaysOn
        />,
      ]),
];

// No export button: client contact details stay inside the console.
const UserList = () => {
  const { identity, isPending: identityPending } = useGetIdentity();
  const { permissions, isPending: permissionsPending } = usePermissions<string>();
  // The default filter must be known before the list's first request.
  if (identityPending || permissionsPending) return <LinearProgress aria-label="Users" />;
  const mine = permissions === 'bookkeeper' && identity ? { accountManagerId: identity.id } : {};
  return (
    <List
      filters={filtersFor(identity?.id)}
      filterDefaultValues={mine}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={<UsersEmpty />}
      error={<ListLoadError />}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="id" label="ID" />
        {/* Sorting by name means sorting by last name, the server's sort field for it. */}
        <Column source="lastName" label="Name" render={(user) => user.name} />
        <Column source="email" label="Email" />
        <Column source="isAdmin" label="Staff" field={BooleanField} />
        <Column source="accountManagerName" label="Account manager" disableSort render={(user) => user.accountManagerName ?? '—'} />
        <Column source="paymentPlan" label="Plan">
          <PlanField />
        </Column>
        <Column source="registrationType" label="Registration">
          <RegistrationTypeField />
        </Column>
        <Column source="createdAt" label="Created">
          <CreatedAtField />
        </Column>
      </DataTable>
    </List>
  );
};

export default UserList;
