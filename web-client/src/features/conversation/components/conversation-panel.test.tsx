import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { CONVERSATION_TEXTS as T, type ConversationMessageDto, type ConversationPageDto } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { ConversationPanel } from './conversation-panel';

const routes: RouteObject[] = [{ path: '/dashboard', element: <ConversationPanel /> }];
const FIRST = 'GET /api/conversation?limit=30';

const message = (id: number, side: 'client' | 'staff', text: string, extra: Partial<ConversationMessageDto> = {}): ConversationMessageDto => ({
  id,
  kind: 'message',
  side,
  authorName: side === 'staff' ? 'Sam Staff' : 'Avery Client',
  text,
  attachments: [],
  createdAt: `2026-11-2${Math.min(id, 8)}T10:00:00.000Z`,
  ...extra,
});
const page = (items: ConversationPageDto['items'], extra: Partial<ConversationPageDto> = {}): ConversationPageDto => ({
  items,
  nextBefore: null,
  unreadCount: 0,
  otherSideRead: { upToMessageId: null, readAt: null },
  ...extra,
});

describe('Message your account manager', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ [FIRST]: pending });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi({ [FIRST]: () => (fail ? errorResponse(500, 'Internal server error') : jsonResponse(page([]))) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(T.loadError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
  });

  it('an empty thread invites a first message; sending posts the text and reloads', async () => {
    let items: ConversationPageDto['items'] = [];
    const fetchMock = stubApi({
      [FIRST]: () => jsonResponse(page(items)),
      'POST /api/conversation/messages': () => {
        items = [message(1, 'client', 'Hello there')];
        return jsonResponse({ message: items[0] });
      },
    });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(T.empty)).toBeInTheDocument();
    const send = screen.getByRole('button', { name: T.send });
    expect(send).toBeDisabled();
    await userEvent.type(screen.getByLabelText(T.placeholder), '  Hello there ');
    await userEvent.click(send);
    expect(await screen.findByRole('article', { name: `${T.you}: Hello there` })).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/conversation/messages')).toEqual([{ text: 'Hello there' }]);
  });

  it('shows both sides oldest first with attachments, question cards and "Seen"; marks the firm’s message read', async () => {
    const fetchMock = stubApi({
      [FIRST]: () =>
        jsonResponse(
          page(
            [
              message(3, 'staff', 'Got it, thanks'),
              {
                kind: 'question',
                createdAt: '2026-11-22T11:00:00.000Z',
                question: {
                  id: 9,
                  status: 'open',
                  question: 'What is this fee for?',
                  reportId: 'RPT-2026-09-000007',
                  transaction: { transactionId: 88, date: '2026-09-30', name: 'MONTHLY FEE', amount: '-4.95', accountName: 'RBC', category: null },
                  askedAt: '2026-11-22T11:00:00.000Z',
                  answer: null,
                  answeredAt: null,
                },
              },
              message(2, 'client', 'Here is the receipt', {
                attachments: [
                  { id: 7, fileName: 'receipt.pdf', mimeType: 'application/pdf', size: 10, url: '/api/downloads/conversation-attachment/7/receipt.pdf' },
                ],
              }),
            ],
            { unreadCount: 1, otherSideRead: { upToMessageId: 2, readAt: '2026-11-23T00:00:00.000Z' } },
          ),
        ),
      'POST /api/conversation/read': () => new Response(null, { status: 204 }),
    });
    renderRoutes(routes, '/dashboard');
    const log = await screen.findByRole('log', { name: 'Messages' });
    const articles = within(log).getAllByRole('article');
    expect(articles.map((a) => a.getAttribute('aria-label'))).toEqual([
      `${T.you}: Here is the receipt`,
      `${T.questionCard}: MONTHLY FEE`,
      'Your bookkeeper: Got it, thanks',
    ]);
    expect(within(articles[0]).getByRole('link', { name: 'receipt.pdf' })).toHaveAttribute('href', '/api/downloads/conversation-attachment/7/receipt.pdf');
    expect(within(articles[0]).getByText(T.seen)).toBeInTheDocument();
    expect(within(articles[1]).getByRole('link', { name: T.openTransaction })).toHaveAttribute('href', '/dashboard?tab=transactions&transaction=88');
    await vi.waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/conversation/read')).toEqual([{ upToMessageId: 3 }]));
  });

  it('loads older messages with the before cursor', async () => {
    const fetchMock = stubApi({
      [FIRST]: () => jsonResponse(page([message(5, 'client', 'Newest')], { nextBefore: 5 })),
      'GET /api/conversation?limit=30&before=5': () => jsonResponse(page([message(4, 'staff', 'Older one')])),
    });
    renderRoutes(routes, '/dashboard');
    await screen.findByRole('article', { name: `${T.you}: Newest` });
    await userEvent.click(screen.getByRole('button', { name: 'Older messages' }));
    expect(await screen.findByRole('article', { name: 'Your bookkeeper: Older one' })).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/conversation?limit=30&before=5')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Older messages' })).not.toBeInTheDocument();
  });

  it('sends attachments as multipart and shows the server’s 4xx message', async () => {
    const fetchMock = stubApi({
      [FIRST]: () => jsonResponse(page([])),
      'POST /api/conversation/messages': () => errorResponse(400, '"bad.pdf" is not a PDF, CSV, PNG, JPEG, HEIC or WebP file'),
    });
    renderRoutes(routes, '/dashboard');
    await screen.findByText(T.empty);
    await userEvent.upload(screen.getByLabelText(T.attach), new File(['%PDF-1.4'], 'bad.pdf', { type: 'application/pdf' }));
    expect(screen.getByText('bad.pdf')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: T.send }));
    expect(await screen.findByRole('alert')).toHaveTextContent('is not a PDF');
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/conversation/messages');
    expect(init?.body).toBeInstanceOf(FormData);
    expect((init?.body as FormData).getAll('attachments')).toHaveLength(1);
  });
});
