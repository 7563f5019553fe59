import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import type { ContactMessageRow } from '@ledgerleaf/contracts';
import MessageList from './message-list';
import { renderInAdmin } from '../../test/render-in-admin';
import { contactMessageRow } from '../../test/fixtures';

// A fake console API whose list reflects what markMessageRead did, like the real one.
const fakeMessagesApi = (rows: ContactMessageRow[]) => {
  let data = rows;
  return {
    getList: vi.fn(async () => ({ data, total: data.length })),
    markMessageRead: vi.fn(async (id: number) => {
      data = data.map((row) => (row.id === id ? { ...row, status: 'read' as const, readAt: '2026-11-22T15:00:00.000Z' } : row));
      return { data: data.find((row) => row.id === id) };
    }),
  };
};

const renderList = (dataProvider: object) =>
  renderInAdmin(
    <>
      <MessageList />
      <Notification />
    </>,
    { dataProvider: dataProvider as never, resource: 'messages' },
  );

describe('MessageList', () => {
  it('shows each message as a card with name, mailto link, phone, question and date-time', async () => {
    renderList(fakeMessagesApi([contactMessageRow({ createdAt: '2026-11-21T16:30:00.000Z' })]));

    const card = await screen.findByRole('article', { name: 'Message from Olivia Martin' });
    expect(within(card).getByRole('heading', { name: 'Olivia Martin' })).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'olivia@martinbakery.ca' })).toHaveAttribute('href', 'mailto:olivia@martinbakery.ca');
    expect(within(card).getByText('+1 (613) 555-0175')).toBeInTheDocument();
    expect(within(card).getByText(/HST filings for a bakery/)).toBeInTheDocument();
    expect(within(card).getByText(/Nov 21, 2026/)).toHaveAttribute('datetime', '2026-11-21T16:30:00.000Z');
  });

  it('highlights unread messages with a Mark as Read button, and not read ones', async () => {
    renderList(
      fakeMessagesApi([
        contactMessageRow({ id: 1, firstName: 'Olivia', status: 'unread' }),
        contactMessageRow({ id: 2, firstName: 'Emma', lastName: 'Fraser', status: 'read', readAt: '2026-11-21T18:00:00.000Z' }),
      ]),
    );

    const unread = await screen.findByRole('article', { name: 'Message from Olivia Martin' });
    const read = screen.getByRole('article', { name: 'Message from Emma Fraser' });
    expect(within(unread).getByText('Unread')).toBeInTheDocument();
    expect(within(unread).getByRole('button', { name: 'Mark as Read' })).toBeInTheDocument();
    expect(within(read).queryByText('Unread')).not.toBeInTheDocument();
    expect(within(read).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument();
  });

  it('marks a message read: toast, then the highlight and button go away', async () => {
    const api = fakeMessagesApi([contactMessageRow({ id: 41 })]);
    renderList(api);
    const card = await screen.findByRole('article', { name: 'Message from Olivia Martin' });

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Read' }));

    expect(api.markMessageRead).toHaveBeenCalledWith(41);
    expect(await screen.findByText('Message status updated')).toBeInTheDocument();
    await waitFor(() => expect(within(card).queryByRole('button', { name: 'Mark as Read' })).not.toBeInTheDocument());
    expect(within(card).queryByText('Unread')).not.toBeInTheDocument();
  });

  it('says "Failed to update message status" when marking fails, and keeps the message unread', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const api = { ...fakeMessagesApi([contactMessageRow()]), markMessageRead: vi.fn().mockRejectedValue(new TypeError('Failed to fetch')) };
    renderList(api);
    const card = await screen.findByRole('article', { name: 'Message from Olivia Martin' });

    await userEvent.click(within(card).getByRole('button', { name: 'Mark as Read' }));

    expect(await screen.findByText('Failed to update message status')).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Mark as Read' })).toBeEnabled();
  });

  it('shows "No messages yet" when there are none', async () => {
    renderList(fakeMessagesApi([]));

    expect(await screen.findByText('No messages yet')).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    renderList({ getList: vi.fn().mockRejectedValue(new Error('Database unavailable')) });

    expect(await screen.findByRole('alert')).toHaveTextContent('Database unavailable');
    expect(screen.queryByText('No messages yet')).not.toBeInTheDocument();
  });
});
