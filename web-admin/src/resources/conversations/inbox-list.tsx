import { DataTable, List, useCreatePath } from 'react-admin';
import InboxIcon from '@mui/icons-material/Inbox';
import { LinearProgress } from '@mui/material';
import { CONVERSATION_TEXTS, type ConversationInboxRowDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { formatDateTime } from '../../format-dates';

const Column = DataTable.Col<ConversationInboxRowDto>;

/** "3 h 05 min", "2 d 4 h": how long the client has waited for an answer. */
export function waitedText(minutes: number): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return `${Math.floor(hours / 24)} d ${hours % 24} h`;
}

const InboxEmpty = () => <EmptyState icon={<InboxIcon />} message={CONVERSATION_TEXTS.inboxEmpty} />;

// Threads waiting for a staff answer, the longest wait first (the API's order); a row opens the client, where the thread is.
// A bookkeeper starts on "My clients".
const InboxList = () => {
  const createPath = useCreatePath();
  const myClients = useMyClientsFilter();
  if (myClients.isPending) return <LinearProgress sx={{ m: 2 }} />;
  return (
    <List
      pagination={false}
      filters={myClients.filters()}
      filterDefaultValues={myClients.defaultValues}
      empty={<InboxEmpty />}
      error={<ListLoadError />}
      exporter={false}
      sort={{ field: 'waitingSince', order: 'ASC' }}
    >
      <DataTable rowClick={(id) => createPath({ resource: 'users', id, type: 'show' })} bulkActionButtons={false} empty={<InboxEmpty />}>
        <Column source="clientName" label="Client" disableSort render={(r) => r.clientName ?? r.clientEmail} />
        <Column source="waitingSince" label="Waiting since" disableSort render={(r) => formatDateTime(r.waitingSince)} />
        <Column source="waitedMinutes" label={CONVERSATION_TEXTS.waited} disableSort render={(r) => waitedText(r.waitedMinutes)} />
        <Column source="waitingMessages" label="Messages" disableSort />
        <Column source="lastText" label="Last message" disableSort />
      </DataTable>
    </List>
  );
};

export default InboxList;
