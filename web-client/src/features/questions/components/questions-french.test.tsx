// "Questions from your bookkeeper" in French (issue 31): the panel's words, the transaction in
// French money and date, an answered question, and a refused receipt in French.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import type { TransactionQuestionDto, UserCategoryRow } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { QuestionsPanel } from './questions-panel';
import { inFrench, plainSpaces } from '../../../test/french';

const open: TransactionQuestionDto = {
  id: 5,
  status: 'open',
  question: 'À quoi correspond cet achat?',
  reportId: 'RPT-2026-10-000007',
  transaction: { transactionId: 88, date: '2026-10-30', name: 'BUREAU EN GROS', amount: '-1234.56', accountName: 'Desjardins', category: null },
  askedAt: '2026-11-02T10:00:00.000Z',
  answer: null,
  answeredAt: null,
};
const answered: TransactionQuestionDto = {
  ...open,
  id: 4,
  status: 'answered',
  transaction: { ...open.transaction, transactionId: 87, name: 'TIM HORTONS', amount: '-12.50' },
  answer: { category: 'Repas', note: 'Client', receipt: null },
  answeredAt: '2026-11-03T10:00:00.000Z',
};
const category: UserCategoryRow = {
  id: 1,
  type: 'EXPENSE',
  categoryName: 'Fournitures de bureau',
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
};

describe('questions from your bookkeeper in French', () => {
  inFrench();

  it('shows the open and answered questions in French with French money', async () => {
    stubApi({ 'GET /api/questions': () => jsonResponse({ questions: [open, answered] }) });
    const categories = { data: [category], isPending: false, error: null, refetch: async () => undefined };
    renderRoutes([{ path: '/dashboard', element: <QuestionsPanel categories={categories} /> }], '/dashboard');

    expect(await screen.findByRole('heading', { name: 'Questions de votre teneur de livres' })).toBeInTheDocument();
    const question = await screen.findByRole('article', { name: 'Question : BUREAU EN GROS' });
    expect(screen.getByTitle('1 ouverte')).toBeInTheDocument();
    expect(plainSpaces(question.textContent)).toContain('-1 234,56 $ · 30 oct. 2026 · Desjardins');
    expect(within(question).getByText('Choisissez la catégorie en un clic :')).toBeInTheDocument();
    expect(within(question).getByRole('group', { name: 'Catégories' })).toBeInTheDocument();
    expect(within(question).getByLabelText('Ajouter une note (facultatif)')).toBeInTheDocument();
    expect(within(question).getByRole('button', { name: 'Envoyer' })).toBeDisabled();

    const done = screen.getByRole('article', { name: 'Répondue : TIM HORTONS' });
    expect(within(done).getByText('Votre réponse : Repas · Client')).toBeInTheDocument();

    fireEvent.change(within(question).getByLabelText('Joindre un reçu'), { target: { files: [new File(['x'], 'virus.exe')] } });
    expect(await within(question).findByRole('alert')).toHaveTextContent('« virus.exe » n’est pas un document accepté.');
    expect(document.body.textContent).not.toMatch(/Questions from|Pick the category|Your answer|Attach receipt|is not an accepted/);
  });
});
