import { DataTable, List, useCreatePath, useTranslate } from 'react-admin';
import InboxIcon from '@mui/icons-material/Inbox';
import { LinearProgress } from '@mui/material';
import type { ConversationInboxRowDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../components/empty-state';
import { ListLoadError } from '../../components/list-load-error';
import { useMyClientsFilter } from '../../components/my-clients-filter';
import { formatDateTime } from '../../format-dates';

const Column = DataTable.Col<ConversationInboxRowDto>;

type Translate = (key: string, options?: Record<string, unknown>) => string;

/** "3 h 05 min", "2 d 4 h" ("2 j 4 h" in French): how long the client has waited for an answer (h and min are the same symbols in both languages). */
export function waitedText(minutes: number, translate: Translate): string {
  if (minutes < 60) return `${minutes} min`;
  const hours = Math.floor(minutes / 60);
  if (hours < 24) return `${hours} h ${String(minutes % 60).padStart(2, '0')} min`;
  return translate('ledgerleaf.inbox.days', { days: Math.floor(hours / 24), hours: hours % 24 });
}

const InboxEmpty = () => {
  const translate = useTranslate();
  return <EmptyState icon={<InboxIcon />} message={translate('ledgerleaf.inbox.empty')} />;
};

// Threads waiting for a staff answer, the longest wait first (the API's order); a row opens the client, where the thread is.
// A bookkeeper starts on "My clients".
const InboxList = () => {
  const translate = useTranslate();
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
        <Column source="clientName" disableSort render={(r) => r.clientName ?? r.clientEmail} />
        <Column source="waitingSince" disableSort render={(r) => formatDateTime(r.waitingSince)} />
        <Column source="waitedMinutes" disableSort render={(r) => waitedText(r.waitedMinutes, translate)} />
        <Column source="waitingMessages" disableSort />
        <Column source="lastText" disableSort />
      </DataTable>
    </List>
  );
};

export default InboxList;
