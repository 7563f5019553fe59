import { DataTable, EmailField, List, SelectInput } from 'react-admin';
import { CALL_REQUEST_STATUS_LABELS, type CallRequestRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { formatCalendarDate } from '../../format-dates';
import { CallRequestStatusField } from './call-request-status-field';
import { CallRequestsEmpty } from './call-requests-empty';
import { ToggleCallRequestButton } from './toggle-call-request-button';

const Column = DataTable.Col<CallRequestRow>;

// The choices' names are catalogue keys: SelectInput translates them.
const STATUS_CHOICES = Object.keys(CALL_REQUEST_STATUS_LABELS).map((id) => ({ id, name: `ledgerleaf.callRequests.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

// Nine columns fit a laptop screen with tighter cells; narrower screens scroll sideways
// rather than cutting off the status and the action.
const tableSx = { overflowX: 'auto', '& .MuiTableCell-root': { px: 1 } };

// Newest first, as the spec's tab lists them; no export so contact details stay in the console.
const CallRequestList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<CallRequestsEmpty />} error={<ListLoadError />} exporter={false}>
    <DataTable rowClick={false} bulkActionButtons={false} sx={tableSx}>
      <Column source="firstName" />
      <Column source="lastName" />
      <Column source="phone" sx={{ whiteSpace: 'nowrap' }} />
      <Column source="email" field={EmailField} sx={{ width: 170, overflowWrap: 'anywhere' }} />
      <Column source="preferredDate" sx={{ whiteSpace: 'nowrap' }} render={(call) => formatCalendarDate(call.preferredDate)} />
      <Column source="preferredTime" />
      <Column source="timezone" />
      <Column source="status">
        <CallRequestStatusField />
      </Column>
      <Column label="resources.call-requests.fields.actions" disableSort>
        <ToggleCallRequestButton />
      </Column>
    </DataTable>
  </List>
);

export default CallRequestList;
