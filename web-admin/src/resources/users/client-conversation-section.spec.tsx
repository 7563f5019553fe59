import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification, RecordContextProvider } from 'react-admin';
import { CONVERSATION_TEXTS, type ConversationPageDto } from '@ledgerleaf/contracts';
import { adminUserRow } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import ClientConversationSection from './client-conversation-section';

const page = (over: Partial<ConversationPageDto> = {}): ConversationPageDto => ({
  items: [
    { id: 2, kind: 'message', side: 'staff', authorName: 'Sam Staff', text: 'On it', attachments: [], createdAt: '2026-11-28T11:00:00.000Z' },
    {
      id: 1,
      kind: 'message',
      side: 'client',
      authorName: 'Avery Client',
      text: 'Can you look at March?',
      attachments: [{ id: 4, fileName: 'march.pdf', mimeType: 'application/pdf', size: 9, url: '/api/downloads/conversation-attachment/4/march.pdf' }],
      createdAt: '2026-11-28T10:00:00.000Z',
    },
  ],
  nextBefore: null,
  unreadCount: 1,
  otherSideRead: { upToMessageId: 2, readAt: '2026-11-28T11:30:00.000Z' },
  ...over,
});

describe("a client's conversation on their page", () => {
  it('shows the thread oldest first, marks the client’s message read, and sends an answer', async () => {
    const dataProvider = {
      getClientConversation: vi.fn(async () => page()),
      markClientConversationRead: vi.fn(async () => undefined),
      sendClientMessage: vi.fn(async () => ({ message: page().items[0] })),
    };
    renderInAdmin(
      <RecordContextProvider value={adminUserRow({ id: 12 })}>
        <ClientConversationSection />
        <Notification />
      </RecordContextProvider>,
      { dataProvider: dataProvider as never, resource: 'users', queryClient: noRetryQueryClient() },
    );
    const articles = await screen.findAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual(['Client: Can you look at March?', 'Staff: On it']);
    expect(screen.getByRole('link', { name: 'march.pdf' })).toHaveAttribute('href', '/api/downloads/conversation-attachment/4/march.pdf');
    expect(articles[1]).toHaveTextContent(CONVERSATION_TEXTS.seen);
    await waitFor(() => expect(dataProvider.markClientConversationRead).toHaveBeenCalledWith(12, 1));
    await userEvent.type(screen.getByLabelText('Answer the client'), 'Done, see the report');
    await userEvent.click(screen.getByRole('button', { name: CONVERSATION_TEXTS.send }));
    await waitFor(() => expect(dataProvider.sendClientMessage).toHaveBeenCalledWith(12, 'Done, see the report'));
    expect(await screen.findByText('Message sent')).toBeInTheDocument();
  });

  it('shows nothing for a staff account', () => {
    const dataProvider = { getClientConversation: vi.fn(async () => page()) };
    renderInAdmin(
      <RecordContextProvider value={adminUserRow({ id: 3, isAdmin: true })}>
        <ClientConversationSection />
      </RecordContextProvider>,
      { dataProvider: dataProvider as never, resource: 'users', queryClient: noRetryQueryClient() },
    );
    expect(dataProvider.getClientConversation).not.toHaveBeenCalled();
  });
});
