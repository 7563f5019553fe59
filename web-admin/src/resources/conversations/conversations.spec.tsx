import { describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import { CONVERSATION_TEXTS, type ConversationInboxRowDto } from '@ledgerleaf/contracts';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import { createI18nProvider } from '../../i18n/i18n-provider';
import InboxList, { waitedText } from './inbox-list';

const row: ConversationInboxRowDto = {
  id: 12,
  userId: 12,
  clientName: 'Avery Client',
  clientEmail: 'avery@example.test',
  waitingSince: '2026-11-28T10:00:00.000Z',
  waitedMinutes: 185,
  waitingMessages: 2,
  lastText: 'Here is the receipt',
};

describe('the console inbox', () => {
  it('says how long a client waited', () => {
    const english = createI18nProvider('en-CA').translate;
    expect(waitedText(5, english)).toBe('5 min');
    expect(waitedText(185, english)).toBe('3 h 05 min');
    expect(waitedText(60 * 50, english)).toBe('2 d 2 h');
    const french = createI18nProvider('fr-CA').translate;
    expect(waitedText(60 * 50, french)).toBe('2 j 2 h');
    // The next test formats in English again.
    createI18nProvider('en-CA');
  });

  it('lists the threads waiting for an answer, oldest first, with the time waited', async () => {
    const getList = vi.fn(async () => ({ data: [row], total: 1 }));
    renderInAdmin(<InboxList />, { dataProvider: { getList } as never, resource: 'conversations', queryClient: noRetryQueryClient() });
    expect(await screen.findByText('Avery Client')).toBeInTheDocument();
    expect(screen.getByText('3 h 05 min')).toBeInTheDocument();
    expect(screen.getByText('Here is the receipt')).toBeInTheDocument();
    expect(getList).toHaveBeenCalledWith('conversations', expect.objectContaining({ sort: { field: 'waitingSince', order: 'ASC' } }));
  });

  it('says so when no thread waits', async () => {
    renderInAdmin(<InboxList />, {
      dataProvider: { getList: async () => ({ data: [], total: 0 }) } as never,
      resource: 'conversations',
      queryClient: noRetryQueryClient(),
    });
    expect(await screen.findByText(CONVERSATION_TEXTS.inboxEmpty)).toBeInTheDocument();
  });
});
