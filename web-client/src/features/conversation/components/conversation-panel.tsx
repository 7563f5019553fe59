import { useEffect, useRef, useState, type UIEvent } from 'react';
import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ForumIcon from '@mui/icons-material/Forum';
import { CONVERSATION_LIMITS, formatDateTime, type ConversationItemDto, type ConversationMessageDto, type ConversationPageDto } from '@ledgerleaf/contracts';
import { currentLocale } from '../../../i18n/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useConversation, useMarkRead, useSendMessage } from '../api/conversation';

/** When a message was written, in the screens' language and the browser's time zone. */
const time = (iso: string) => formatDateTime(iso, currentLocale(), Intl.DateTimeFormat().resolvedOptions().timeZone);

function Message({ message, seen }: { message: ConversationMessageDto; seen: boolean }) {
  const { t } = useTranslation('conversation');
  const mine = message.side === 'client';
  return (
    <Box sx={{ display: 'flex', justifyContent: mine ? 'flex-end' : 'flex-start' }}>
      <Paper
        component="article"
        aria-label={`${mine ? t('you') : t('firm')}: ${message.text || message.attachments.map((a) => a.fileName).join(', ')}`}
        variant="outlined"
        sx={{ p: 1.5, maxWidth: '80%', bgcolor: mine ? 'primary.50' : 'background.paper' }}
      >
        <Typography variant="caption" sx={{ color: 'text.secondary' }}>
          {mine ? t('you') : (message.authorName ?? t('firm'))} · {time(message.createdAt)}
        </Typography>
        {message.text && <Typography sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>{message.text}</Typography>}
        {message.attachments.length > 0 && (
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
            {message.attachments.map((a) => (
              <Link key={a.id} href={a.url} target="_blank" rel="noopener">
                {a.fileName}
              </Link>
            ))}
          </Stack>
        )}
        {seen && (
          <Typography variant="caption" sx={{ display: 'block', textAlign: 'right', color: 'text.secondary' }}>
            {t('seen')}
          </Typography>
        )}
      </Paper>
    </Box>
  );
}

function QuestionCard({ item }: { item: Extract<ConversationItemDto, { kind: 'question' }> }) {
  const { question } = item;
  const { t } = useTranslation('conversation');
  return (
    <Paper component="article" aria-label={`${t('questionCard')}: ${question.transaction.name}`} variant="outlined" sx={{ p: 1.5, borderStyle: 'dashed' }}>
      <Typography variant="caption" sx={{ color: 'text.secondary' }}>
        {t('questionCard')} · {time(item.createdAt)}
      </Typography>
      <Typography>{question.question}</Typography>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
        <Typography variant="body2">
          {question.transaction.name} · {formatAmount(question.transaction.amount)} · {formatDate(question.transaction.date)}
        </Typography>
        <Chip size="small" label={t(`status.${question.status}`)} />
      </Stack>
      <Link href={`/dashboard?tab=transactions&transaction=${question.transaction.transactionId}`}>{t('openTransaction')}</Link>
    </Paper>
  );
}

/** The newest message of the other side (staff) in the pages loaded. */
const newestFromFirm = (pages: ConversationPageDto[]): number | null => {
  for (const item of pages[0]?.items ?? []) if (item.kind === 'message' && item.side === 'staff') return item.id;
  return null;
};

/**
 * "Message your account manager": the thread, newest at the bottom; scrolling to the top
 * loads older pages (`before`). Reading marks the firm's messages read; "Seen" shows under
 * the client's last message the firm has read.
 */
export function ConversationPanel() {
  const thread = useConversation();
  const send = useSendMessage();
  const markRead = useMarkRead();
  const { t } = useTranslation('conversation');
  const [text, setText] = useState('');
  const [files, setFiles] = useState<File[]>([]);
  const fileInput = useRef<HTMLInputElement>(null);
  const scroller = useRef<HTMLDivElement>(null);
  const pages = thread.data?.pages ?? [];
  const first = pages[0];
  const newest = newestFromFirm(pages);
  const unread = first?.unreadCount ?? 0;

  useEffect(() => {
    if (newest !== null && unread > 0 && !markRead.isPending) markRead.mutate(newest);
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per newest message read
  }, [newest, unread]);

  // Newest at the bottom: start there, and go back there when a message is added.
  const newestId = first?.items[0]?.kind === 'message' ? first.items[0].id : null;
  useEffect(() => {
    const el = scroller.current;
    if (el) el.scrollTop = el.scrollHeight;
  }, [newestId]);

  if (thread.isPending) return <PageSpinner minHeight={120} />;
  if (thread.isError)
    return <ErrorState title={t('loadError')} message={getErrorMessage(thread.error)} error={thread.error} onRetry={() => void thread.refetch()} />;

  const items = pages.flatMap((p) => p.items).reverse();
  const seenUpTo = first?.otherSideRead.upToMessageId ?? 0;
  const lastMine = [...items].reverse().find((i): i is ConversationMessageDto => i.kind === 'message' && i.side === 'client');
  const onScroll = (event: UIEvent<HTMLDivElement>) => {
    if (event.currentTarget.scrollTop < 40 && thread.hasNextPage && !thread.isFetchingNextPage) void thread.fetchNextPage();
  };
  const canSend = !send.isPending && (text.trim().length > 0 || files.length > 0);
  const submit = () =>
    send.mutate(
      { text: text.trim(), files },
      {
        onSuccess: () => {
          setText('');
          setFiles([]);
        },
      },
    );

  return (
    <Stack spacing={2} component="section" aria-label={t('title')}>
      <Typography variant="h5" component="h2" sx={{ fontWeight: 700 }}>
        {t('title')}
      </Typography>
      {items.length === 0 ? (
        <EmptyState icon={<ForumIcon />} headingLevel="h3" title={t('empty')} hint={t('emptyHint')} />
      ) : (
        <Box
          ref={scroller}
          onScroll={onScroll}
          role="log"
          aria-label={t('log')}
          sx={{ maxHeight: 480, overflowY: 'auto', display: 'flex', flexDirection: 'column', gap: 1, p: 1 }}
        >
          {thread.hasNextPage && (
            <Button size="small" onClick={() => void thread.fetchNextPage()} disabled={thread.isFetchingNextPage} sx={{ alignSelf: 'center' }}>
              {thread.isFetchingNextPage ? <CircularProgress size={16} aria-label={t('loadOlder')} /> : t('olderMessages')}
            </Button>
          )}
          {items.map((item) =>
            item.kind === 'message' ? (
              <Message key={`m${item.id}`} message={item} seen={item.id === lastMine?.id && seenUpTo >= item.id} />
            ) : (
              <QuestionCard key={`q${item.question.id}`} item={item} />
            ),
          )}
        </Box>
      )}
      <Stack spacing={1}>
        <TextField
          label={t('placeholder')}
          multiline
          minRows={2}
          value={text}
          onChange={(event) => setText(event.target.value)}
          slotProps={{ htmlInput: { maxLength: CONVERSATION_LIMITS.textMax } }}
          disabled={send.isPending}
        />
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
          <input
            ref={fileInput}
            type="file"
            multiple
            hidden
            aria-label={t('attach')}
            accept=".pdf,.csv,.png,.jpg,.jpeg,.heic,.webp"
            onChange={(event) => {
              setFiles([...(event.target.files ?? [])].slice(0, CONVERSATION_LIMITS.maxAttachments));
              event.target.value = '';
            }}
          />
          <Button variant="outlined" onClick={() => fileInput.current?.click()} disabled={send.isPending}>
            {t('attach')}
          </Button>
          {files.map((f) => (
            <Chip key={f.name} label={f.name} onDelete={() => setFiles(files.filter((x) => x !== f))} />
          ))}
          <Box sx={{ flexGrow: 1 }} />
          <Button variant="contained" onClick={submit} disabled={!canSend}>
            {send.isPending ? t('sending') : t('send')}
          </Button>
        </Stack>
        {send.isError && (
          <Typography role="alert" variant="body2" color="error">
            {getErrorMessage(send.error)}
          </Typography>
        )}
      </Stack>
    </Stack>
  );
}
