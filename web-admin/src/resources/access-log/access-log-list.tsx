import { AutocompleteInput, DataTable, DateField, DateInput, FilterButton, List, ReferenceInput, SearchInput, SelectInput, TopToolbar } from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { AdminAccessLogRow } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { ExportAccessLogButton } from './export-access-log-button';

const Column = DataTable.Col<AdminAccessLogRow>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="staff" source="staffUserId" reference="users" filter={{ isAdmin: true }} alwaysOn>
    <AutocompleteInput label="Staff" optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="client" source="clientUserId" reference="users" filter={{ isAdmin: false }} alwaysOn>
    <AutocompleteInput label="Client" optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="from" source="from" label="From" alwaysOn />,
  <DateInput key="to" source="to" label="To" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    label="Action"
    choices={[
      { id: 'read', name: 'Read' },
      { id: 'change', name: 'Change' },
    ]}
  />,
];

const Actions = () => (
  <TopToolbar>
    <FilterButton />
    <ExportAccessLogButton />
  </TopToolbar>
);

// Owners only (the API answers 403 to anyone else). The export is the server's CSV of every matching row.
const AccessLogList = () => (
  <List
    filters={filters}
    actions={<Actions />}
    sort={{ field: 'at', order: 'DESC' }}
    perPage={50}
    empty={
      <EmptyState icon={<VisibilityIcon />} message="No access recorded yet" detail="Each time staff read or change a client's data, a row appears here." />
    }
    error={<ListLoadError />}
    exporter={false}
  >
    <DataTable bulkActionButtons={false} rowClick={false}>
      <Column source="at" label="When">
        <DateField source="at" showTime />
      </Column>
      <Column source="staffName" label="Staff" render={(row) => `${row.staffName} (${row.staffRole})`} />
      <Column source="clientName" label="Client" render={(row) => `${row.clientName} (#${row.clientUserId})`} />
      <Column source="what" label="What" disableSort />
      <Column source="route" label="Route" disableSort />
      <Column source="objectRef" label="Object" disableSort />
      <Column source="ip" label="Address" disableSort />
    </DataTable>
  </List>
);

export default AccessLogList;
