import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { QUESTION_TEXTS, SUBMISSION_LIMITS, SUBMISSION_MESSAGES, type TransactionQuestionDto, type UserCategoryRow } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../test/api-mock';
import { renderRoutes } from '../../test/render';
import { QuestionsSection } from './questions-section';

const routes: RouteObject[] = [{ path: '/dashboard', element: <QuestionsSection /> }];
const CATEGORIES = 'GET /api/plaid/user-categories';
const category = (id: number, categoryName: string): UserCategoryRow => ({
  id,
  type: 'EXPENSE',
  categoryName,
  createdAt: '2026-09-01T00:00:00.000Z',
  updatedAt: '2026-09-01T00:00:00.000Z',
});
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
        questions = [
          { ...question, status: 'answered', answer: { category: 'Software', note: 'Accounting plan', receipt: null }, answeredAt: '2026-10-03T10:00:00.000Z' },
        ];
        return jsonResponse({ question: questions[0] });
      },
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    expect(within(screen.getByTestId('questions-badge')).getByRole('img', { name: '1 open' })).toBeInTheDocument();
    expect(within(card).getByText('What is this fee for?')).toBeInTheDocument();
    await userEvent.type(within(card).getByLabelText(QUESTION_TEXTS.notePlaceholder), 'Accounting plan');
    await userEvent.click(within(card).getByRole('button', { name: 'Software' }));
    expect(await screen.findByText(QUESTION_TEXTS.answerSent)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/questions/5/answer')).toEqual([{ category: 'Software', note: 'Accounting plan' }]);
    const answered = await screen.findByRole('article', { name: 'Answered: MONTHLY FEE' });
    expect(within(answered).getByText(/Software · Accounting plan/)).toBeInTheDocument();
    expect(within(screen.getByTestId('questions-badge')).getByRole('img', { name: '0 open' })).toBeInTheDocument();
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

  it('attaches a receipt: the chosen name shows, and the answer goes as multipart with the note and the category', async () => {
    let questions = [question];
    const receiptUrl = '/api/downloads/question-receipt/5/fee-statement.pdf';
    const fetchMock = stubApi({
      'GET /api/questions': () => jsonResponse({ questions }),
      [CATEGORIES]: categories,
      'POST /api/questions/5/answer': () => {
        questions = [
          {
            ...question,
            status: 'answered',
            answer: { category: 'Bank Fees', note: 'Monthly plan', receipt: { fileName: 'fee-statement.pdf', url: receiptUrl } },
            answeredAt: '2026-10-03T10:00:00.000Z',
          },
        ];
        return jsonResponse({ question: questions[0] });
      },
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    const pdf = new File(['%PDF-1.4'], 'fee-statement.pdf', { type: 'application/pdf' });
    await userEvent.upload(within(card).getByLabelText(QUESTION_TEXTS.attachReceipt), pdf);
    expect(within(card).getByTestId('chosen-receipt')).toHaveTextContent('fee-statement.pdf');
    await userEvent.type(within(card).getByLabelText(QUESTION_TEXTS.notePlaceholder), 'Monthly plan');
    await userEvent.click(within(card).getByRole('button', { name: 'Bank Fees' }));
    expect(await screen.findByText(QUESTION_TEXTS.answerSent)).toBeInTheDocument();
    const [[, init]] = callsTo(fetchMock, 'POST', '/api/questions/5/answer');
    const sent = init?.body as FormData;
    expect(sent).toBeInstanceOf(FormData);
    expect([sent.get('category'), sent.get('note'), (sent.get('receipt') as File).name]).toEqual(['Bank Fees', 'Monthly plan', 'fee-statement.pdf']);
    const answered = await screen.findByRole('article', { name: 'Answered: MONTHLY FEE' });
    expect(within(answered).getByRole('link', { name: 'fee-statement.pdf' })).toHaveAttribute('href', receiptUrl);
  });

  it('sends a receipt alone, and can remove the chosen one first', async () => {
    const fetchMock = stubApi({
      'GET /api/questions': () => jsonResponse({ questions: [question] }),
      [CATEGORIES]: categories,
      'POST /api/questions/5/answer': () =>
        jsonResponse({ question: { ...question, status: 'answered', answer: { category: null, note: null, receipt: { fileName: 'b.png', url: '/x' } } } }),
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    const send = within(card).getByRole('button', { name: QUESTION_TEXTS.sendAnswer });
    expect(send).toBeDisabled();
    await userEvent.upload(within(card).getByLabelText(QUESTION_TEXTS.attachReceipt), new File(['a'], 'a.png', { type: 'image/png' }));
    await userEvent.click(within(card).getByRole('button', { name: QUESTION_TEXTS.removeReceipt }));
    expect(within(card).queryByTestId('chosen-receipt')).not.toBeInTheDocument();
    expect(send).toBeDisabled();
    await userEvent.upload(within(card).getByLabelText(QUESTION_TEXTS.attachReceipt), new File(['b'], 'b.png', { type: 'image/png' }));
    await userEvent.click(send);
    expect(await screen.findByText(QUESTION_TEXTS.answerSent)).toBeInTheDocument();
    const sent = callsTo(fetchMock, 'POST', '/api/questions/5/answer')[0][1]?.body as FormData;
    expect([...sent.keys()]).toEqual(['receipt']);
  });

  it('refuses a receipt that is not an accepted document or is too large before sending it', async () => {
    const fetchMock = stubApi({ 'GET /api/questions': () => jsonResponse({ questions: [question] }), [CATEGORIES]: categories });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    const input = within(card).getByLabelText(QUESTION_TEXTS.attachReceipt);
    await userEvent.upload(input, new File(['MZ'], 'setup.exe', { type: 'application/octet-stream' }), { applyAccept: false });
    expect(within(card).getByRole('alert')).toHaveTextContent(SUBMISSION_MESSAGES.documentTypeRefused('setup.exe'));
    const big = new File(['x'], 'scan.pdf', { type: 'application/pdf' });
    Object.defineProperty(big, 'size', { value: SUBMISSION_LIMITS.maxFileBytes + 1 });
    await userEvent.upload(input, big);
    expect(within(card).getByRole('alert')).toHaveTextContent(`scan.pdf: ${SUBMISSION_MESSAGES.fileTooLarge}`);
    expect(within(card).queryByTestId('chosen-receipt')).not.toBeInTheDocument();
    expect(within(card).getByRole('button', { name: QUESTION_TEXTS.sendAnswer })).toBeDisabled();
    expect(callsTo(fetchMock, 'POST', '/api/questions/5/answer')).toHaveLength(0);
  });

  it('shows the server’s reason in the card when a receipt is refused', async () => {
    stubApi({
      'GET /api/questions': () => jsonResponse({ questions: [question] }),
      [CATEGORIES]: categories,
      'POST /api/questions/5/answer': () => errorResponse(400, SUBMISSION_MESSAGES.documentTypeRefused('fake.pdf')),
    });
    renderRoutes(routes, '/dashboard');
    const card = await screen.findByRole('article', { name: 'Question: MONTHLY FEE' });
    await userEvent.upload(within(card).getByLabelText(QUESTION_TEXTS.attachReceipt), new File(['not a pdf'], 'fake.pdf', { type: 'application/pdf' }));
    await userEvent.click(within(card).getByRole('button', { name: QUESTION_TEXTS.sendAnswer }));
    expect(await within(card).findByRole('alert')).toHaveTextContent(SUBMISSION_MESSAGES.documentTypeRefused('fake.pdf'));
    expect(within(card).getByTestId('chosen-receipt')).toHaveTextContent('fake.pdf');
  });
});
