// The Messages tab in French (issue 31): the thread's words, a question card with French money,
// and its status in French.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { ConversationPageDto } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { ConversationPanel } from './conversation-panel';
import { inFrench, plainSpaces } from '../../../test/french';

const thread: ConversationPageDto = {
  items: [
    {
      kind: 'question',
      createdAt: '2026-11-22T11:00:00.000Z',
      question: {
        id: 9,
        status: 'open',
        question: 'À quoi correspond cet achat?',
        reportId: 'RPT-2026-10-000007',
        transaction: { transactionId: 88, date: '2026-10-30', name: 'BUREAU EN GROS', amount: '-1234.56', accountName: 'Desjardins', category: null },
        askedAt: '2026-11-22T11:00:00.000Z',
        answer: null,
        answeredAt: null,
      },
    },
    { id: 2, kind: 'message', side: 'client', authorName: 'Élise', text: 'Voici le reçu', attachments: [], createdAt: '2026-11-21T10:00:00.000Z' },
  ],
  nextBefore: null,
  unreadCount: 0,
  otherSideRead: { upToMessageId: 2, readAt: '2026-11-21T12:00:00.000Z' },
};

describe('the Messages tab in French', () => {
  inFrench();

  it('shows the thread, a question card with French money and the composer in French', async () => {
    stubApi({ 'GET /api/conversation?limit=30': () => jsonResponse(thread) });
    renderRoutes([{ path: '/dashboard', element: <ConversationPanel /> }], '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Écrire à votre gestionnaire de compte' })).toBeInTheDocument();
    const log = screen.getByRole('log', { name: 'Messages' });
    const mine = within(log).getByRole('article', { name: 'Vous: Voici le reçu' });
    expect(within(mine).getByText('Vu')).toBeInTheDocument();
    expect(plainSpaces(mine.textContent)).toMatch(/21 nov\. 2026/);

    const card = within(log).getByRole('article', { name: 'Question sur une transaction: BUREAU EN GROS' });
    expect(plainSpaces(card.textContent)).toContain('BUREAU EN GROS · -1 234,56 $ · 30 oct. 2026');
    expect(within(card).getByText('Ouverte')).toBeInTheDocument();
    expect(within(card).getByRole('link', { name: 'Ouvrir la transaction' })).toHaveAttribute('href', '/dashboard?tab=transactions&transaction=88');

    expect(screen.getByLabelText('Écrivez un message…')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Joindre des fichiers' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Envoyer' })).toBeDisabled();
    expect(document.body.textContent).not.toMatch(/Message your|Question about|Open the transaction|Seen|Attach files/);
  });

  it('says in French that there is no message yet', async () => {
    stubApi({ 'GET /api/conversation?limit=30': () => jsonResponse({ ...thread, items: [] }) });
    renderRoutes([{ path: '/dashboard', element: <ConversationPanel /> }], '/dashboard');
    expect(await screen.findByRole('heading', { name: 'Aucun message pour l’instant' })).toBeInTheDocument();
  });
});
