import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Notification } from 'react-admin';
import { QUESTION_TEXTS, REPORT_ADMIN_TEXTS as T, type AdminMonthlyReportDto, type AdminTransactionQuestionDto, type ReportTransactionRow } from '@ledgerleaf/contracts';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import PendingReportList from './pending-report-list';

const report: AdminMonthlyReportDto = {
  id: 42,
  reportId: 'RPT-2026-10-000007',
  userId: 7,
  userName: 'Avery Lambert',
  reviewedBy: null,
  year: 2026,
  month: 10,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  transactionCount: 1,
  accountsIncluded: [{ id: 'acc_1', name: 'RBC Chequing' }],
  status: 'pending',
  adminNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-01T10:00:00.000Z',
  files: { transactions: true, summary: true, pdf: true },
  summary: null,
  version: 1,
  versions: [{ version: 1, status: 'pending', approvedAt: null, reason: null, reopenedAt: null, reopenedBy: null, reopenedByName: null, changes: null }],
  openQuestions: 0,
};

const row: ReportTransactionRow = {
  index: 0,
  date: '2026-10-03',
  name: 'ZQX HOLDINGS 4471',
  merchantName: null,
  accountName: 'RBC Chequing',
  amount: '-250.00',
  category: null,
  type: null,
  confidence: 0.2,
  source: 'none',
  origin: 'bank',
  transactionId: 301,
  needsReview: true,
};

const question: AdminTransactionQuestionDto = {
  id: 5,
  status: 'answered',
  question: 'What was this payment?',
  reportId: report.reportId,
  transaction: { transactionId: 301, date: '2026-10-03', name: 'ZQX HOLDINGS 4471', amount: '-250.00', accountName: 'RBC Chequing', category: null },
  askedAt: '2026-11-02T10:00:00.000Z',
  answer: { category: 'Professional Fees', note: 'The accountant', receipt: null },
  answeredAt: '2026-11-03T10:00:00.000Z',
  userId: 7,
  userName: 'Avery Lambert',
  askedBy: 1,
};

const render = (ui: React.ReactNode, resource: string, api: object) =>
  renderInAdmin(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider: api as never, resource, queryClient: noRetryQueryClient() },
  );

// Staff ask the client about a row from a pending report's transaction list (the questions resource lists them).
describe('questions from a pending report', () => {
  it('asks the client about a row of a pending report from its transaction list', async () => {
    const askQuestion = vi.fn(async () => ({ question }));
    render(<PendingReportList />, 'monthly-reports', {
      getList: vi.fn(async () => ({ data: [report], total: 1 })),
      getReportTransactions: async () => [row],
      getReportCategories: async () => [],
      askQuestion,
    });
    const card = await screen.findByRole('article', { name: 'October 2026 report of Avery Lambert' });
    await userEvent.click(within(card).getByRole('button', { name: T.reviewTransactions }));
    const table = await screen.findByRole('table', { name: 'Report transactions' });
    await userEvent.click(within(table).getByRole('button', { name: `${QUESTION_TEXTS.askAction}: ZQX HOLDINGS 4471` }));
    const ask = await screen.findByRole('dialog', { name: QUESTION_TEXTS.askTitle });
    const send = within(ask).getByRole('button', { name: QUESTION_TEXTS.askAction });
    expect(send).toBeDisabled();
    await userEvent.type(within(ask).getByLabelText(QUESTION_TEXTS.askPlaceholder), '  What was this payment? ');
    await userEvent.click(send);
    expect(await screen.findByText(QUESTION_TEXTS.askSent)).toBeInTheDocument();
    expect(askQuestion).toHaveBeenCalledWith(42, { transactionId: 301, question: 'What was this payment?' });
    await waitFor(() => expect(screen.queryByRole('dialog', { name: QUESTION_TEXTS.askTitle })).not.toBeInTheDocument());
  }, 30_000);

  it('shows "awaiting client" on a report with open questions', async () => {
    render(<PendingReportList />, 'monthly-reports', { getList: vi.fn(async () => ({ data: [{ ...report, openQuestions: 1 }], total: 1 })) });
    const card = await screen.findByRole('article', { name: 'October 2026 report of Avery Lambert' });
    expect(within(card).getByText(QUESTION_TEXTS.reportAwaitingClient)).toBeInTheDocument();
  });

});
