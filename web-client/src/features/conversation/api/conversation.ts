import { infiniteQueryOptions, useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { CONVERSATION_ATTACHMENT_FIELD, CONVERSATION_LIMITS, type ConversationMessageResponse, type ConversationPageDto } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { useToast } from '../../../components/toast/toast-context';
import { apiRequest, failureToast } from '../../../lib/api-client';

export const CONVERSATION_URL = '/api/conversation';
export const CONVERSATION_QUERY_KEY = [CONVERSATION_URL] as const;
/** The thread is read again this often while the dashboard is open (new answers, the unread badge). */
export const CONVERSATION_REFRESH_MS = 60_000;

/** GET /api/conversation: a page, newest first; `before` the oldest message id already shown. */
export function getConversationPage({ before, signal }: { before?: number | null; signal?: AbortSignal } = {}): Promise<ConversationPageDto> {
  const params = new URLSearchParams({ limit: String(CONVERSATION_LIMITS.pageDefault) });
  if (before) params.set('before', String(before));
  return apiRequest<ConversationPageDto>(`${CONVERSATION_URL}?${params.toString()}`, { signal });
}

export const conversationQuery = () =>
  infiniteQueryOptions({
    queryKey: CONVERSATION_QUERY_KEY,
    queryFn: ({ pageParam, signal }) => getConversationPage({ before: pageParam, signal }),
    initialPageParam: null as number | null,
    getNextPageParam: (last) => last.nextBefore,
    refetchInterval: CONVERSATION_REFRESH_MS,
  });

/** The thread, page by page going back in time (infinite scroll up). */
export function useConversation() {
  return useInfiniteQuery(conversationQuery());
}

/** The unread count for the tab's badge: the newest page's. */
export function useUnreadCount(): number {
  const { data } = useConversation();
  return data?.pages[0]?.unreadCount ?? 0;
}

export interface SendMessageInput {
  text: string;
  files: File[];
}

/** POST /api/conversation/messages: JSON for text alone, multipart with attachments. */
export function sendMessage({ text, files }: SendMessageInput): Promise<ConversationMessageResponse> {
  if (!files.length) return apiRequest<ConversationMessageResponse>(`${CONVERSATION_URL}/messages`, { method: 'POST', body: { text } });
  const body = new FormData();
  if (text.trim()) body.append('text', text);
  for (const file of files) body.append(CONVERSATION_ATTACHMENT_FIELD, file);
  return apiRequest<ConversationMessageResponse>(`${CONVERSATION_URL}/messages`, { method: 'POST', body });
}

export function useSendMessage() {
  const { toast } = useToast();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: sendMessage,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATION_QUERY_KEY }),
    onError: (error) => toast(failureToast(error, i18n.t('conversation:sendFailed'))),
  });
}

/** POST /api/conversation/read: read up to the newest message shown. */
export function useMarkRead() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (upToMessageId: number) => apiRequest<void>(`${CONVERSATION_URL}/read`, { method: 'POST', body: { upToMessageId } }),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: CONVERSATION_QUERY_KEY }),
  });
}
