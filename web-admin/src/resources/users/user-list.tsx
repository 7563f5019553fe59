import { LinearProgress } from '@mui/material';
import { BooleanField, DataTable, List, SearchInput, useTranslate } from 'react-admin';
import type { AdminUserRow } from '@ledgerleaf/contracts';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { ListLoadError } from '../../components/list-load-error';
import { CreatedAtField, PlanField, RegistrationTypeField } from './user-fields';
import { UsersEmpty } from './users-empty';

const Column = DataTable.Col<AdminUserRow>;

// No export button: client contact details stay inside the console.
const UserList = () => {
  // "My clients" by default for a bookkeeper.
  const myClients = useMyClientsFilter();
  const translate = useTranslate();
  if (myClients.isPending) return <LinearProgress aria-label={translate('resources.users.name')} />;
  return (
    <List
      filters={myClients.filters([<SearchInput key="q" source="q" alwaysOn />])}
      filterDefaultValues={myClients.defaultValues}
      sort={{ field: 'createdAt', order: 'DESC' }}
      perPage={25}
      empty={<UsersEmpty />}
      error={<ListLoadError />}
      exporter={false}
    >
      <DataTable rowClick="show" bulkActionButtons={false}>
        <Column source="id" />
        {/* Sorting by name means sorting by last name, the server's sort field for it. */}
        <Column source="lastName" render={(user) => user.name} />
        <Column source="email" />
        <Column source="isAdmin" field={BooleanField} />
        <Column source="accountManagerName" disableSort render={(user) => user.accountManagerName ?? '—'} />
        <Column source="paymentPlan">
          <PlanField />
        </Column>
        <Column source="registrationType">
          <RegistrationTypeField />
        </Column>
        <Column source="createdAt">
          <CreatedAtField />
        </Column>
      </DataTable>
    </List>
  );
};

export default UserList;
