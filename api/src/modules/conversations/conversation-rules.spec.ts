import { CONVERSATION_LIMITS, CONVERSATION_MESSAGES } from '@ledgerleaf/contracts';
import { cardSpan, mailWindow, messageText, otherSide, pageQuery } from './conversation-rules';

describe('conversation rules', () => {
  it('a message needs text unless files are attached; text is trimmed and limited', () => {
    expect(messageText('  hi  ', 0)).toBe('hi');
    expect(messageText(undefined, 2)).toBe('');
    expect(() => messageText('   ', 0)).toThrow(CONVERSATION_MESSAGES.emptyMessage);
    expect(() => messageText(42, 0)).toThrow(CONVERSATION_MESSAGES.emptyMessage);
    expect(() => messageText('x'.repeat(CONVERSATION_LIMITS.textMax + 1), 1)).toThrow(CONVERSATION_MESSAGES.textTooLong);
    expect(messageText('x'.repeat(CONVERSATION_LIMITS.textMax), 0)).toHaveLength(CONVERSATION_LIMITS.textMax);
  });

  it('page query: a message id cursor and a limit within range', () => {
    expect(pageQuery(undefined, undefined)).toEqual({ before: null, limit: CONVERSATION_LIMITS.pageDefault });
    expect(pageQuery('12', '5')).toEqual({ before: 12, limit: 5 });
    expect(() => pageQuery('-1', undefined)).toThrow(CONVERSATION_MESSAGES.badCursor);
    expect(() => pageQuery('99999999999', undefined)).toThrow(CONVERSATION_MESSAGES.badCursor);
    expect(() => pageQuery(['1', '2'], undefined)).toThrow(CONVERSATION_MESSAGES.badCursor);
    expect(() => pageQuery(undefined, '0')).toThrow(CONVERSATION_MESSAGES.badLimit);
    expect(() => pageQuery(undefined, String(CONVERSATION_LIMITS.pageMax + 1))).toThrow(CONVERSATION_MESSAGES.badLimit);
    expect(() => pageQuery(undefined, '1.5')).toThrow(CONVERSATION_MESSAGES.badLimit);
  });

  it('mail window: at most one mail per side in mailEveryMinutes', () => {
    const now = new Date('2026-11-28T12:00:00Z');
    expect(mailWindow(null, now)).toEqual({ due: true });
    expect(mailWindow(new Date('2026-11-28T11:50:00Z'), now)).toEqual({ due: false, waitMs: 5 * 60_000 });
    expect(mailWindow(new Date(now.getTime() - CONVERSATION_LIMITS.mailEveryMinutes * 60_000), now)).toEqual({ due: true });
  });

  it('question cards belong to the page whose span holds them, once', () => {
    const oldest = new Date('2026-11-01T00:00:00Z');
    const before = new Date('2026-11-10T00:00:00Z');
    expect(cardSpan(oldest, true, before)).toEqual({ after: oldest, upTo: before });
    expect(cardSpan(oldest, false, before)).toEqual({ after: null, upTo: before });
    expect(cardSpan(null, false, null)).toEqual({ after: null, upTo: null });
  });

  it('the other side', () => {
    expect(otherSide('client')).toBe('staff');
    expect(otherSide('staff')).toBe('client');
  });
});
