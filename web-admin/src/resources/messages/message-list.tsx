import { Box, LinearProgress, Stack, Typography } from '@mui/material';
import { List, RecordContextProvider, SelectInput, useListContext, useTranslate } from 'react-admin';
import { MESSAGE_STATUS_LABELS, type ContactMessageRow } from '@ledgerleaf/contracts';
import { ListLoadError } from '../../components/list-load-error';
import { MessageCard } from './message-card';
import { MessagesEmpty } from './messages-empty';

// The choices' names are catalogue keys: SelectInput translates them.
const STATUS_CHOICES = Object.keys(MESSAGE_STATUS_LABELS).map((id) => ({ id, name: `ledgerleaf.messages.status.${id}` }));
const filters = [<SelectInput key="status" source="status" choices={STATUS_CHOICES} alwaysOn />];

const MessageCards = () => {
  const translate = useTranslate();
  const { data, isPending } = useListContext<ContactMessageRow>();
  if (isPending) return <LinearProgress sx={{ m: 2 }} />;
  if (!data?.length) {
    return (
      <Typography sx={{ p: 3 }} color="text.secondary">
        {translate('ledgerleaf.messages.noMatch')}
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
const MessageList = () => {
  const translate = useTranslate();
  return (
    <List filters={filters} sort={{ field: 'createdAt', order: 'DESC' }} perPage={25} empty={<MessagesEmpty />} error={<ListLoadError />} exporter={false}>
      <Box component="section" aria-label={translate('ledgerleaf.messages.label')}>
        <MessageCards />
      </Box>
    </List>
  );
};

export default MessageList;
