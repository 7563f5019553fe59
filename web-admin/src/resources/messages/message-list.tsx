import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { List, RecordContextProvider, SelectInput, useListContext } from 'react-admin';
import { MESSAGE_STATUS_LABELS, statusChoices, type ContactMessageRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { MessageCard } from './message-card';
import { MessagesEmpty } from './messages-empty';

const filters = [<SelectInput key="status" source="status" label="Status" choices={statusChoices(MESSAGE_STATUS_LABELS)} alwaysOn />];

const MessageCards = () => {
  const { data, isPending } = useListContext<ContactMessageRow>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        No messages match this filter.
      </Typography>
    );
  }
  return (
    <Stack spacing={2} sx={{ p: 2 }}>
      {data.map((message) => (
        <RecordContextProvider key={message.id} value={message}>
          <MessageCard />
        </RecordContextProvider>
      ))}
    </Stack>
  );
};

// Newest first; no export so contact details stay in the console.
const MessageList = () => (
  <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<MessagesEmpty />} error={<ListLoadError />} exporter={false}>
    <Box component="section" aria-label="Messages">
      <MessageCards />
    </Box>
  </List>
);

export default MessageList;
