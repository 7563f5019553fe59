import { useEffect, useState } from 'react';
import { Box, Button, LinearProgress, Link, Paper, Stack, TextField, Typography } from '@mui/material';
import { useInfiniteQuery, useQueryClient } from '@tanstack/react-query';
import { useDataProvider, useRecordContext, type FieldProps } from 'react-admin';
import { CONVERSATION_LIMITS, type AdminUserRow, type ConversationMessageDto, type ConversationPageDto } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import type { AdminDataProvider } from '../../data-provider';
import { formatDollars } from '../../format-amounts';
import { formatDateTime } from '../../format-dates';
import { useAreaTranslate } from '../../i18n';

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
  const t = useAreaTranslate('ledgerleaf.users.conversation');
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
    success: 'ledgerleaf.users.conversation.sent',
    failure: 'ledgerleaf.users.conversation.sendFailed',
    refresh: 'never',
    onSuccess: () => {
      setText('');
      void queryClient.invalidateQueries({ queryKey });
    },
  });
  if (!record || record.isAdmin) return null;
  if (thread.isPending) return <LinearProgress aria-label={t('label')} sx={{ maxWidth: 320 }} />;
  if (thread.isError)
    return (
      <Typography color="error" variant="body2">
        {t('loadFailed')}
      </Typography>
    );
  const items = thread.data.pages.flatMap((p) => p.items).reverse();
  const clientRead = first?.otherSideRead.upToMessageId ?? 0;
  return (
    <Stack spacing={1} sx={{ maxWidth: 800 }} component="section" aria-label={t('label')}>
      {thread.hasNextPage && (
        <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage} sx={{ alignSelf: 'flex-start' }}>
          {t('older')}
        </Button>
      )}
      {items.length === 0 && <Typography variant="body2">{t('none')}</Typography>}
      {items.map((item) =>
        item.kind === 'message' ? (
          <Message key={`m${item.id}`} t={t} message={item} readByClient={item.side === 'staff' && clientRead >= item.id} />
        ) : (
          <Paper
            key={`q${item.question.id}`}
            component="article"
            variant="outlined"
            aria-label={`${t('questionCard')}: ${item.question.transaction.name}`}
            sx={{ p: 1, borderStyle: 'dashed' }}
          >
            <Typography variant="caption">
              {t('questionCard')} · {formatDateTime(item.createdAt)} · {item.question.reportId}
            </Typography>
            <Typography variant="body2">
              {item.question.question} ({item.question.transaction.date} · {item.question.transaction.name} · {formatDollars(item.question.transaction.amount)})
            </Typography>
          </Paper>
        ),
      )}
      <TextField
        label={t('answer')}
        multiline
        minRows={2}
        value={text}
        onChange={(e) => setText(e.target.value)}
        slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.textMax } }}
      />
      <Box>
        <Button variant="contained" disabled={!text.trim() || send.isPending} onClick={() => send.mutate(text.trim())}>
          {t('send')}
        </Button>
      </Box>
    </Stack>
  );
};

const Message = ({ message, readByClient, t }: { message: ConversationMessageDto; readByClient: boolean; t: ReturnType<typeof useAreaTranslate> }) => (
  <Paper
    component="article"
    variant="outlined"
    aria-label={`${message.side === 'client' ? t('client') : t('staff')}: ${message.text}`}
    sx={{ p: 1, ml: message.side === 'staff' ? 6 : 0 }}
  >
    <Typography variant="caption">
      {message.side === 'client' ? t('client') : (message.authorName ?? t('staff'))} · {formatDateTime(message.createdAt)}
      {readByClient ? ` · ${t('seen')}` : ''}
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
