// Conversations (issue 29, point 3): one thread per client between the client and the firm.
// Messages carry text and/or up to CONVERSATION_LIMITS.maxAttachments documents under the
// submissions' document rules; questions on transactions show in the thread as cards.

import { conversations } from './i18n/catalogues/conversations.js';
import { mail } from './i18n/catalogues/mail.js';
import { renderEnglishTexts } from './i18n/render.js';
import type { TransactionQuestionDto } from './questions.js';

export const CONVERSATION_SIDES = ['client', 'staff'] as const;
export type ConversationSide = (typeof CONVERSATION_SIDES)[number];

export const CONVERSATION_LIMITS = {
  textMax: 5000,
  maxAttachments: 5,
  pageDefault: 30,
  pageMax: 100,
  /** At most one mail per thread and side in this many minutes: a digest of what waits. */
  mailEveryMinutes: 15,
} as const;

/** The multipart file field of a message's attachments. */
export const CONVERSATION_ATTACHMENT_FIELD = 'attachments';

export interface ConversationAttachmentDto {
  id: number;
  fileName: string;
  mimeType: string;
  size: number;
  /** Serves the file to the thread's client and to staff (GET or HEAD); anyone else gets 404. */
  url: string;
}

export interface ConversationMessageDto {
  id: number;
  kind: 'message';
  side: ConversationSide;
  authorName: string | null;
  text: string;
  attachments: ConversationAttachmentDto[];
  createdAt: string;
}

/** A question on a transaction, shown in the thread as a card linking to the transaction. */
export interface ConversationQuestionCardDto {
  kind: 'question';
  question: TransactionQuestionDto;
  createdAt: string;
}

export type ConversationItemDto = ConversationMessageDto | ConversationQuestionCardDto;

/** Where a side has read up to (the last message id it has seen), or null. */
export interface ConversationReceiptDto {
  upToMessageId: number | null;
  readAt: string | null;
}

/** GET /api/conversation (and /api/admin/users/{id}/conversation): newest first. */
export interface ConversationPageDto {
  /** Newest first; question cards are placed by the time they were asked. */
  items: ConversationItemDto[];
  /** The `before` cursor of the next (older) page, or null when this is the oldest. */
  nextBefore: number | null;
  /** Messages of the other side the reader has not read. */
  unreadCount: number;
  /** The other side's read receipt. */
  otherSideRead: ConversationReceiptDto;
}

export interface ConversationMessageResponse {
  message: ConversationMessageDto;
}

/** POST /api/conversation/read */
export interface ConversationReadRequest {
  upToMessageId: number;
}

/** A thread waiting for a staff answer (GET /api/admin/conversations, the console's inbox), oldest first. */
export interface ConversationInboxRowDto {
  /** The client's user id (react-admin's id). */
  id: number;
  userId: number;
  clientName: string | null;
  clientEmail: string;
  /** The first client message since the last staff message. */
  waitingSince: string;
  waitedMinutes: number;
  waitingMessages: number;
  lastText: string;
}

export const CONVERSATION_MESSAGES = renderEnglishTexts(conversations['en-CA'], {
  textMax: CONVERSATION_LIMITS.textMax,
  maxAttachments: CONVERSATION_LIMITS.maxAttachments,
  field: CONVERSATION_ATTACHMENT_FIELD,
  pageMax: CONVERSATION_LIMITS.pageMax,
});

export const CONVERSATION_TEXTS = {
  tabLabel: 'Messages',
  title: 'Message your account manager',
  empty: 'No messages yet',
  emptyHint: 'Ask us anything about your books: your bookkeeper answers here.',
  loadError: 'Could not load your messages.',
  retry: 'Try again',
  placeholder: 'Write a message…',
  send: 'Send',
  sending: 'Sending…',
  attach: 'Attach files',
  sendFailed: 'Could not send your message',
  loadOlder: 'Loading older messages…',
  seen: 'Seen',
  you: 'You',
  firm: 'Your bookkeeper',
  questionCard: 'Question about a transaction',
  openTransaction: 'Open the transaction',
  inboxLabel: 'Inbox',
  inboxEmpty: 'No thread is waiting for an answer',
  waited: 'Waited',
  /** The client's digest mail's subject: the mail catalogue's. */
  mailSubjectToClient: mail['en-CA'].conversation.subject,
  /** The staff's digest mail's subject (before the client's name): the mail catalogue's, in the staff member's language. */
  mailSubjectToStaff: mail['en-CA'].conversationToStaff.subject,
} as const;
