import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type FieldProps } from 'react-admin';
import { CONVERSATION_LIMITS, CONVERSATION_TEXTS, type AdminUserRow, type ConversationMessageDto, type ConversationPageDto } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { formatDateTime } from '../../format-dates';

const newestFromClient = (page: ConversationPageDto | undefined): number | null => {
  for (const item of page?.items ?? []) if (item.kind === 'message' && item.side === 'client') return item.id;
  return null;
};

/** The client's thread on their page: oldest first, older pages on demand, an answer box; opening it marks the client's messages read. */
const ClientConversationSection = (_props: Pick<FieldProps, 'label'>) => {
  const record = useRecordContext<AdminUserRow>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const queryClient = useQueryClient();
  const id = record?.id;
  const queryKey = ['users', id, 'conversation'];
  const thread = useInfiniteQuery({
    queryKey,
    queryFn: ({ pageParam }) => dataProvider.getClientConversation(id!, pageParam),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    // Staff accounts have no thread with the firm.
    enabled: id !== undefined && !record?.isAdmin,
    retry: false,
  });
  const [text, setText] = useState('');
  const first = thread.data?.pages[0];
  const newest = newestFromClient(first);
  const unread = first?.unreadCount ?? 0;
  useEffect(() => {
    if (id !== undefined && newest !== null && unread > 0)
      void dataProvider.markClientConversationRead(id, newest).then(() => queryClient.invalidateQueries({ queryKey }));
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest client message
  }, [id, newest, unread]);
  const send = useConsoleAction({
    call: (dp, message: string) => dp.sendClientMessage(id!, message),
    success: 'Message sent',
    failure: CONVERSATION_TEXTS.sendFailed,
    refresh: 'never',
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  if (!record || record.isAdmin) return null;
  if (thread.isPending) return <LinearProgress aria-label="Conversation" sx={{ maxWidth: 320 }} />;
  if (thread.isError)
    return (
      <Typography color="error" variant="body2">
        The conversation could not be loaded.
      </Typography>
    );
  const items = thread.data.pages.flatMap((p) => p.items).reverse();
  const clientRead = first?.otherSideRead.upToMessageId ?? 0;
  return (
    <Stack spacing={1} sx={{ maxWidth: 800 }} component="section" aria-label="Conversation">
      {thread.hasNextPage && (
        <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage} sx={{ alignSelf: 'flex-start' }}>
          Older messages
        </Button>
      )}
      {items.length === 0 && <Typography variant="body2">No messages yet.</Typography>}
      {items.map((item) =>
        item.kind === 'message' ? (
          <Message key={`m${item.id}`} message={item} readByClient={item.side === 'staff' && clientRead >= item.id} />
        ) : (
          <Paper
            key={`q${item.question.id}`}
            component="article"
            variant="outlined"
            aria-label={`${CONVERSATION_TEXTS.questionCard}: ${item.question.transaction.name}`}
            sx={{ p: 1, borderStyle: 'dashed' }}
          >
            <Typography variant="caption">
              {CONVERSATION_TEXTS.questionCard} · {formatDateTime(item.createdAt)} · {item.question.reportId}
            </Typography>
            <Typography variant="body2">
              {item.question.question} ({item.question.transaction.date} · {item.question.transaction.name} · {item.question.transaction.amount})
            </Typography>
          </Paper>
        ),
      )}
      <TextField
        label="Answer the client"
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.textMax } }}
      />
      <Box>
        <Button variant="contained" disabled={!text.trim() || send.isPending} onClick={() => send.mutate(text.trim())}>
          {CONVERSATION_TEXTS.send}
        </Button>
      </Box>
    </Stack>
  );
};

const Message = ({ message, readByClient }: { message: ConversationMessageDto; readByClient: boolean }) => (
  <Paper
    component="article"
    variant="outlined"
    aria-label={`${message.side === 'client' ? 'Client' : 'Staff'}: ${message.text}`}
    sx={{ p: 1, ml: message.side === 'staff' ? 6 : 0 }}
  >
    <Typography variant="caption">
      {message.side === 'client' ? 'Client' : (message.authorName ?? 'Staff')} · {formatDateTime(message.createdAt)}
      {readByClient ? ` · ${CONVERSATION_TEXTS.seen}` : ''}
    </Typography>
    {message.text && (
      <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
        {message.text}
      </Typography>
    )}
    {message.attachments.map((a) => (
      <Link key={a.id} href={a.url} target="_blank" rel="noopener" sx={{ mr: 1 }}>
        {a.fileName}
      </Link>
    ))}
  </Paper>
);

export default ClientConversationSection;
