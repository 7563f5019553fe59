import {
  AutocompleteInput,
  DataTable,
  DateField,
  DateInput,
  FilterButton,
  List,
  ReferenceInput,
  SearchInput,
  SelectInput,
  TopToolbar,
  useLocale,
  useTranslate,
} from 'react-admin';
import VisibilityIcon from '@mui/icons-material/Visibility';
import type { AdminAccessLogRow } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { ExportAccessLogButton } from './export-access-log-button';

const Column = DataTable.Col<AdminAccessLogRow>;

const filters = [
  <SearchInput key="q" source="q" alwaysOn />,
  <ReferenceInput key="staff" source="staffUserId" reference="users" filter={{ isAdmin: true }} alwaysOn>
    <AutocompleteInput label="resources.access-log.fields.staffUserId" optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <ReferenceInput key="client" source="clientUserId" reference="users" filter={{ isAdmin: false }} alwaysOn>
    <AutocompleteInput label="resources.access-log.fields.clientUserId" optionText="name" filterToQuery={(q) => ({ q })} />
  </ReferenceInput>,
  <DateInput key="from" source="from" alwaysOn />,
  <DateInput key="to" source="to" alwaysOn />,
  <SelectInput
    key="action"
    source="action"
    // The names are catalogue keys: SelectInput translates them.
    choices={[
      { id: 'read', name: 'ledgerleaf.accessLog.action.read' },
      { id: 'change', name: 'ledgerleaf.accessLog.action.change' },
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
const AccessLogList = () => {
  const translate = useTranslate();
  const locale = useLocale();
  return (
    <List
      filters={filters}
      actions={<Actions />}
      sort={{ field: 'at', order: 'DESC' }}
      perPage={50}
      empty={
        <EmptyState icon={<VisibilityIcon />} message={translate('ledgerleaf.accessLog.emptyTitle')} detail={translate('ledgerleaf.accessLog.emptyDetail')} />
      }
      error={<ListLoadError />}
      exporter={false}
    >
      <DataTable bulkActionButtons={false} rowClick={false}>
        <Column source="at">
          <DateField source="at" showTime locales={locale} />
        </Column>
        <Column source="staffName" render={(row) => `${row.staffName} (${translate(`ledgerleaf.accessLog.role.${row.staffRole}`, { _: row.staffRole })})`} />
        <Column source="clientName" render={(row) => `${row.clientName} (#${row.clientUserId})`} />
        <Column source="what" disableSort />
        <Column source="route" disableSort />
        <Column source="objectRef" disableSort />
        <Column source="ip" disableSort />
      </DataTable>
    </List>
  );
};

export default AccessLogList;
