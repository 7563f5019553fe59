import type { Identifier } from 'react-admin';
import { CONVERSATION_LIMITS, type ConversationMessageResponse, type ConversationPageDto } from '@ledgerleaf/contracts';
import { ADMIN_API_URL, requestJson, sendJson } from '../../http-client';

const base = (id: Identifier) => `${ADMIN_API_URL}/users/${id}/conversation`;

/** A client's thread on the staff side: pages newest first, an answer, the read mark. */
export const conversationsApi = {
  getClientConversation: (id: Identifier, before?: number | null) =>
    requestJson<ConversationPageDto>(`${base(id)}?limit=${CONVERSATION_LIMITS.pageDefault}${before ? `&before=${before}` : ''}`),
  sendClientMessage: (id: Identifier, text: string) => sendJson<ConversationMessageResponse>('POST', `${base(id)}/messages`, { text }),
  markClientConversationRead: (id: Identifier, upToMessageId: number) => sendJson<void>('POST', `${base(id)}/read`, { upToMessageId }),
};
