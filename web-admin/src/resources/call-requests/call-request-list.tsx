import { DataTable, EmailField, List, SelectInput } from 'react-admin';
import { CALL_REQUEST_STATUS_LABELS, statusChoices, type CallRequestRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { formatCalendarDate } from '../../format-dates';
import { CallRequestStatusField } from './call-request-status-field';
import { CallRequestsEmpty } from './call-requests-empty';
import { ToggleCallRequestButton } from './toggle-call-request-button';

const Column = DataTable.Col<CallRequestRow>;

const filters = [<SelectInput key="status" source="status" label="Status" choices={statusChoices(CALL_REQUEST_STATUS_LABELS)} alwaysOn />];

// Nine columns fit a laptop screen with tighter cells; narrower screens scroll sideways
// rather than cutting off the status and the action.
const tableSx = { overflowX: 'auto', '& .MuiTableCell-root': { px: 1 } };

// Newest first, as the spec's tab lists them; no export so contact details stay in the console.
const CallRequestList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<CallRequestsEmpty />} error={<ListLoadError />} exporter={false}>
    <DataTable rowClick={false} bulkActionButtons={false} sx={tableSx}>
      <Column source="firstName" label="First Name" />
      <Column source="lastName" label="Last Name" />
      <Column source="phone" label="Phone Number" sx={{ whiteSpace: 'nowrap' }} />
      <Column source="email" label="Email" field={EmailField} sx={{ width: 170, overflowWrap: 'anywhere' }} />
      <Column source="preferredDate" label="Preferred Date" sx={{ whiteSpace: 'nowrap' }} render={(call) => formatCalendarDate(call.preferredDate)} />
      <Column source="preferredTime" label="Preferred Time" />
      <Column source="timezone" label="Timezone" />
      <Column source="status" label="Status">
        <CallRequestStatusField />
      </Column>
      <Column label="Actions" disableSort>
        <ToggleCallRequestButton />
      </Column>
    </DataTable>
  </List>
);

export default CallRequestList;
