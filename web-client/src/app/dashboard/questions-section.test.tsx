import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { QUESTION_TEXTS, type TransactionQuestionDto, type UserCategoryRow } from '@ledgerleaf/contracts';
import { bodiesOf, errorResponse, jsonResponse, pending, stubApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { QuestionsSection } from './questions-section';

const routes: RouteObject[] = [{ path: '/dashboard', element: <QuestionsSection /> }];
const CATEGORIES = 'GET /api/plaid/user-categories';
const category = (id: number, categoryName: string): UserCategoryRow => ({ id, type: 'EXPENSE', categoryName, createdAt: '2026-09-01T00:00:00.000Z', updatedAt: '2026-09-01T00:00:00.000Z' });
const categories = () => jsonResponse({ categories: [category(1, 'Bank Fees'), category(2, 'Software')] });

const question: TransactionQuestionDto = {
  id: 5,
  status: 'open',
  question: 'What is this fee for?',
  reportId: 'RPT-2026-09-000007',
  transaction: { transactionId: 88, date: '2026-09-30', name: 'MONTHLY FEE', amount: '-4.95', accountName: 'RBC Chequing', category: 'Bank Fees' },
  askedAt: '2026-10-02T10:00:00.000Z',
  answer: null,
  answeredAt: null,
};

describe('questions from your bookkeeper', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ 'GET /api/questions': pending, [CATEGORIES]: categories });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    stubApi({ 'GET /api/questions': () => jsonResponse({ questions: [] }), [CATEGORIES]: categories });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(QUESTION_TEXTS.panelEmpty)).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi({ 'GET /api/questions': () => (fail ? errorResponse(500, 'Internal server error') : jsonResponse({ questions: [] })), [CATEGORIES]: categories });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(QUESTION_TEXTS.panelError)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(QUESTION_TEXTS.panelEmpty)).toBeInTheDocument();
  });

  it('counts the open questions and answers one with a category in one click, with the note', async () => {
    let questions = [question];
    const fetchMock = stubApi({
      'GET /api/questions': () => jsonResponse({ questions }),
      [CATEGORIES]: categories,
      'POST /api/questions/5/answer': () => {
        questions = [{ ...question, status: 'answered', answer: { category: 'Software', note: 'Accounting plan' }, answeredAt: '2026-10-03T10:00:00.000Z' }];
        return jsonResponse({ question: questions[0] });
      },
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    expect(screen.getByTestId('questions-badge')).toHaveAttribute('aria-label', '1 open');
    expect(within(card).getByText('What is this fee for?')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(QUESTION_TEXTS.notePlaceholder), 'Accounting plan');
    await userEvent.click(within(card).getByRole('button', { name: 'Software' }));
    expect(await screen.findByText(QUESTION_TEXTS.answerSent)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/questions/5/answer')).toEqual([{ category: 'Software', note: 'Accounting plan' }]);
    const answered = await screen.findByRole('article', { name: 'Answered: MONTHLY FEE' });
    expect(within(answered).getByText(/Software · Accounting plan/)).toBeInTheDocument();
    expect(screen.getByTestId('questions-badge')).toHaveAttribute('aria-label', '0 open');
  });

  it('shows the server’s reason when an answer is refused', async () => {
    stubApi({
      'GET /api/questions': () => jsonResponse({ questions: [question] }),
      [CATEGORIES]: categories,
      'POST /api/questions/5/answer': () => errorResponse(400, 'Give a category or a note (or both) to answer the question'),
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bank Fees' }));
    expect(await screen.findByText(QUESTION_TEXTS.answerFailed)).toBeInTheDocument();
  });
});
