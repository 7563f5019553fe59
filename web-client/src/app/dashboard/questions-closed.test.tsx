import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { MONTH_CLOSE_MESSAGES, QUESTION_TEXTS, type TransactionQuestionDto } from '@ledgerleaf/contracts';
import { errorResponse, jsonResponse, stubApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { QuestionsSection } from './questions-section';

// The month close (issue 28): an answer on a closed month's transaction is refused (409); the
// client reads why in the question's card, and the question stays open.
const CLOSED = MONTH_CLOSE_MESSAGES.closed('2026-09');
const routes: RouteObject[] = [{ path: '/dashboard', element: <QuestionsSection /> }];
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

describe('questions on a closed month', () => {
  it("shows the server's reason in the question's card and keeps it open", async () => {
    stubApi({
      'GET /api/questions': () => jsonResponse({ questions: [question] }),
      'GET /api/plaid/user-categories': () =>
        jsonResponse({
          categories: [{ id: 1, type: 'EXPENSE', categoryName: 'Bank Fees', createdAt: '2026-09-01T00:00:00.000Z', updatedAt: '2026-09-01T00:00:00.000Z' }],
        }),
      'POST /api/questions/5/answer': () => errorResponse(409, CLOSED),
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    await userEvent.click(within(card).getByRole('button', { name: 'Bank Fees' }));
    expect(await screen.findByText(QUESTION_TEXTS.answerFailed)).toBeInTheDocument();
    expect(await within(card).findByText(CLOSED)).toBeInTheDocument();
    expect(within(screen.getByTestId('questions-badge')).getByRole('img', { name: '1 open' })).toBeInTheDocument();
  });
});
