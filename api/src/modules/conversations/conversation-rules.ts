import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES, type ConversationSide } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { isRowId } from '../../database/columns';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** The other side of a thread. */
export const otherSide = (side: ConversationSide): ConversationSide => (side === 'client' ? 'staff' : 'client');

/** A message's text, trimmed: required unless files are attached, at most CONVERSATION_LIMITS.textMax. */
export function messageText(raw: unknown, attachmentCount: number): string {
  const text = typeof raw === 'string' ? raw.trim() : '';
  if (text.length > CONVERSATION_LIMITS.textMax) throw invalid(CONVERSATION_MESSAGES.textTooLong);
  if (!text && attachmentCount === 0) throw invalid(CONVERSATION_MESSAGES.emptyMessage);
  return text;
}

/** `?before=&limit=` of a page: before a message id (or none), 1 to pageMax messages (pageDefault when absent). */
export function pageQuery(before: unknown, limit: unknown): { before: number | null; limit: number } {
  let cursor: number | null = null;
  if (before !== undefined && before !== '') {
    if (typeof before !== 'string' || !/^\d{1,10}$/.test(before) || !isRowId(Number(before))) throw invalid(CONVERSATION_MESSAGES.badCursor);
    cursor = Number(before);
  }
  let size: number = CONVERSATION_LIMITS.pageDefault;
  if (limit !== undefined && limit !== '') {
    if (typeof limit !== 'string' || !/^\d{1,3}$/.test(limit) || Number(limit) < 1 || Number(limit) > CONVERSATION_LIMITS.pageMax)
      throw invalid(CONVERSATION_MESSAGES.badLimit);
    size = Number(limit);
  }
  return { before: cursor, limit: size };
}

/**
 * Whether a digest mail may go to a side now: never mailed, or the last one at least
 * CONVERSATION_LIMITS.mailEveryMinutes ago. Otherwise, how long until it may (ms).
 */
export function mailWindow(lastMailedAt: Date | null, now: Date): { due: true } | { due: false; waitMs: number } {
  if (!lastMailedAt) return { due: true };
  const waitMs = lastMailedAt.getTime() + CONVERSATION_LIMITS.mailEveryMinutes * 60_000 - now.getTime();
  return waitMs <= 0 ? { due: true } : { due: false, waitMs };
}

/**
 * The time span of a page of messages (newest first) in which question cards belong:
 * after the oldest message of the page (or from the start when it is the oldest page) and
 * up to the `before` message (or now when it is the newest page). Cards thus show once.
 */
export function cardSpan(pageOldest: Date | null, hasOlder: boolean, beforeAt: Date | null): { after: Date | null; upTo: Date | null } {
  return { after: hasOlder ? pageOldest : null, upTo: beforeAt };
}
