import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, Notification, ResourceDefinitionContextProvider } from 'react-admin';
import {
  QUESTION_TEXTS,
  REPORT_ADMIN_TEXTS as T,
  REPORT_MESSAGES,
  REPORT_VERSION_MESSAGES,
  type AdminMonthlyReportDto,
  type ReportTransactionRow,
  type UserCategoryRow,
} from '@ledgerleaf/contracts';
import { dataProvider as realDataProvider } from '../../data-provider';
import { ConsoleMenu } from '../../layout/console-menu';
import { adminQuestion, adminUserRow, jsonResponse } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { renderInAdmin } from '../../test/render-in-admin';
import HistoricalReportPage from './historical-report-page';
import PendingReportList from './pending-report-list';
import RejectedReportList from './rejected-report-list';

const report = (overrides: Partial<AdminMonthlyReportDto> = {}): AdminMonthlyReportDto => ({
  id: 42,
  reportId: 'RPT-2026-10-000007',
  userId: 7,
  userName: 'Avery Lambert',
  reviewedBy: null,
  year: 2026,
  month: 10,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  transactionCount: 38,
  accountsIncluded: [
    { id: 'acc_1', name: 'RBC Chequing' },
    { id: 'acc_2', name: 'RBC Visa' },
  ],
  status: 'pending',
  adminNotes: null,
  reviewedAt: null,
  createdAt: '2026-11-01T11:00:00.000Z',
  files: { transactions: true, summary: true, pdf: true },
  summary: null,
  balanceSheet: null,
  version: 1,
  versions: [{ version: 1, status: 'pending', approvedAt: null, reason: null, reopenedAt: null, reopenedBy: null, reopenedByName: null, changes: null }],
  openQuestions: 0,
  ...overrides,
});

const row = (overrides: Partial<ReportTransactionRow>): ReportTransactionRow => ({
  index: 0,
  date: '2026-10-03',
  name: 'ROGERS WIRELESS PAD',
  merchantName: 'Rogers',
  accountName: 'RBC Chequing',
  amount: '-85.00',
  category: 'Telephone & Internet',
  type: 'EXPENSE',
  confidence: 0.97,
  source: 'rule',
  origin: 'bank',
  transactionId: 301,
  needsReview: false,
  ...overrides,
});

const category = (id: number, categoryName: string, type: 'EXPENSE' | 'REVENUE' = 'EXPENSE'): UserCategoryRow => ({
  id,
  type,
  categoryName,
  createdAt: '2026-01-01T00:00:00.000Z',
  updatedAt: '2026-01-01T00:00:00.000Z',
});

const render = (ui: React.ReactNode, resource: string, api: object) =>
  renderInAdmin(
    <>
      {ui}
      <Notification />
    </>,
    { dataProvider: api as never, resource, queryClient: noRetryQueryClient() },
  );

const pendingApi = (extra: object = {}) => ({ getList: vi.fn(async () => ({ data: [report()], total: 1 })), ...extra });
const card = () => screen.findByRole('article', { name: 'October 2026 report of Avery Lambert' });

describe('Monthly Reports (pending)', () => {
  it('shows the empty state', async () => {
    render(<PendingReportList />, 'monthly-reports', { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByText(REPORT_MESSAGES.noPendingTitle)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.noPendingBody)).toBeInTheDocument();
  });

  it('shows the server message when the list cannot be loaded', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    render(<PendingReportList />, 'monthly-reports', { getList: async () => Promise.reject(new HttpError('Service unavailable', 503)) });
    expect(await screen.findByRole('alert')).toHaveTextContent('Service unavailable');
  });

  it('shows the card: grey Pending badge, the client, the month, dates, counts and the accounts', async () => {
    render(<PendingReportList />, 'monthly-reports', pendingApi());
    const c = await card();
    expect(within(c).getByText(T.pending)).toBeInTheDocument();
    expect(within(c).getByText('User ID: 7 · Avery Lambert')).toBeInTheDocument();
    expect(within(c).getByRole('heading', { name: 'October 2026' })).toBeInTheDocument();
    expect(within(c).getByText('Oct 1, 2026 – Oct 31, 2026')).toBeInTheDocument();
    expect(within(c).getByText('38 transactions · 2 accounts')).toBeInTheDocument();
    expect(within(within(c).getByRole('list', { name: 'Included accounts' })).getAllByRole('listitem')).toHaveLength(2);
    expect(within(c).getByPlaceholderText(T.adminNotesPlaceholder)).toBeInTheDocument();
  });

  it('says Unknown User when the client has no name', async () => {
    render(<PendingReportList />, 'monthly-reports', { getList: async () => ({ data: [report({ userName: null })], total: 1 }) });
    expect(await screen.findByRole('article', { name: 'October 2026 report of Unknown User' })).toHaveTextContent('User ID: 7 · Unknown User');
  });

  it('keeps Reject disabled without notes, asks for notes when they are blank, then rejects with them', async () => {
    const rejectReport = vi.fn(async () => report({ status: 'rejected' }));
    render(<PendingReportList />, 'monthly-reports', pendingApi({ rejectReport }));
    const c = await card();
    const reject = within(c).getByRole('button', { name: T.reject });
    expect(reject).toBeDisabled();

    await userEvent.type(within(c).getByLabelText(T.adminNotes), '   ');
    await userEvent.click(reject);
    expect(await screen.findByText(REPORT_MESSAGES.notesRequiredTitle)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.notesRequired)).toBeInTheDocument();
    expect(rejectReport).not.toHaveBeenCalled();

    await userEvent.type(within(c).getByLabelText(T.adminNotes), 'Rent is filed under Utilities');
    await userEvent.click(reject);
    expect(await screen.findByText(REPORT_MESSAGES.rejectedToast)).toBeInTheDocument();
    expect(rejectReport).toHaveBeenCalledWith(42, 'Rent is filed under Utilities');
  }, 20_000);

  it('approves without notes, and shows the server error in a red Error toast when it fails', async () => {
    const approveReport = vi
      .fn()
      .mockRejectedValueOnce(
        new HttpError('Only a report that is pending review can be approved or rejected.', 409, {
          error: 'Only a report that is pending review can be approved or rejected.',
        }),
      )
      .mockResolvedValueOnce(report({ status: 'approved' }));
    render(<PendingReportList />, 'monthly-reports', pendingApi({ approveReport }));
    const c = await card();
    await userEvent.click(within(c).getByRole('button', { name: T.approve }));
    expect(await screen.findByText(T.errorTitle)).toBeInTheDocument();
    expect(screen.getByText('Only a report that is pending review can be approved or rejected.')).toBeInTheDocument();

    await userEvent.click(within(c).getByRole('button', { name: T.approve }));
    expect(await screen.findByText(REPORT_MESSAGES.approvedToast)).toBeInTheDocument();
    expect(approveReport).toHaveBeenLastCalledWith(42, '');
  }, 20_000);

  it('shows the upload button once an override CSV is chosen, and uploads it', async () => {
    const uploadReportOverride = vi.fn(async () => report());
    render(<PendingReportList />, 'monthly-reports', pendingApi({ uploadReportOverride }));
    const c = await card();
    expect(within(c).queryByRole('button', { name: `${T.upload} ${T.summaryCsv}` })).not.toBeInTheDocument();
    const file = new File(['Category,Type,Count,Total\n'], 'summary-fixed.csv', { type: 'text/csv' });
    fireEvent.change(within(c).getByLabelText(T.summaryCsv), { target: { files: [file] } });
    await userEvent.click(within(c).getByRole('button', { name: `${T.upload} ${T.summaryCsv}` }));
    expect(await screen.findByText(REPORT_MESSAGES.overrideUploaded('summary'))).toBeInTheDocument();
    expect(uploadReportOverride).toHaveBeenCalledWith(42, 'summary', file);
  });

  it('refuses an override that is not a .csv before sending it', async () => {
    const uploadReportOverride = vi.fn();
    render(<PendingReportList />, 'monthly-reports', pendingApi({ uploadReportOverride }));
    const c = await card();
    fireEvent.change(within(c).getByLabelText(T.transactionsCsv), { target: { files: [new File(['x'], 'notes.txt')] } });
    await userEvent.click(within(c).getByRole('button', { name: `${T.upload} ${T.transactionsCsv}` }));
    expect(await screen.findByText(REPORT_MESSAGES.overrideNotCsv)).toBeInTheDocument();
    expect(uploadReportOverride).not.toHaveBeenCalled();
  });
});

describe("a report's balance sheet", () => {
  const sheet = {
    asOf: '2026-10-31',
    fiscalYearStart: '2026-01-01',
    assets: [{ account: 'RBC Chequing', gifi: '1002', amount: '376.45' }],
    liabilities: [{ account: 'Uncategorized (suspense)', gifi: '2960', amount: '-113.00' }],
    equity: [{ account: 'Current-year earnings', gifi: '3680', amount: '489.45' }],
    totals: { assets: '376.45', liabilities: '-113.00', equity: '489.45' },
  };

  it('shows the balance sheet stored with the report, each account with its GIFI code, and downloads its CSV', async () => {
    const downloadReportFile = vi.fn(async () => new Blob(['Section,Account,GIFI,Amount\r\n'], { type: 'text/csv' }));
    // jsdom has no object URLs: saveFile's are stubbed for this test and put back after it.
    const { createObjectURL, revokeObjectURL } = URL;
    URL.createObjectURL = vi.fn(() => 'blob:test/1');
    URL.revokeObjectURL = vi.fn();
    onTestFinished(() => {
      URL.createObjectURL = createObjectURL;
      URL.revokeObjectURL = revokeObjectURL;
    });
    render(
      <PendingReportList />,
      'monthly-reports',
      pendingApi({ getList: vi.fn(async () => ({ data: [report({ balanceSheet: sheet })], total: 1 })), downloadReportFile }),
    );
    const article = await card();
    await userEvent.click(within(article).getByRole('button', { name: T.balanceSheetAt('Oct 31, 2026') }));
    const table = within(article).getByRole('table', { name: T.balanceSheetAt('Oct 31, 2026') });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toContainEqual(['RBC Chequing', '1002', '$376.45']);
    expect(rows).toContainEqual(['Uncategorized (suspense)', '2960', '-$113.00']);
    expect(rows).toContainEqual(['Total equity', '', '$489.45']);
    await userEvent.click(within(article).getByRole('button', { name: T.balanceSheetCsv }));
    await waitFor(() => expect(downloadReportFile).toHaveBeenCalledWith(42, 'balance-sheet'));
  });

  it('shows none, and disables its download, for a report built before reports carried one', async () => {
    render(<PendingReportList />, 'monthly-reports', pendingApi());
    const article = await card();
    expect(within(article).queryByRole('button', { name: /Balance sheet at/ })).not.toBeInTheDocument();
    expect(within(article).getByRole('button', { name: T.balanceSheetCsv })).toBeDisabled();
  });
});

describe("a report's transactions", () => {
  const rows = [
    row({ index: 2, name: 'ZQX HOLDINGS 4471', merchantName: null, category: null, confidence: null, source: null, needsReview: true }),
    row({ index: 1, name: 'SQ *MAPLE LEAF COFFEE', merchantName: null, category: 'Travel & Meals', confidence: 0.55, source: 'ai', needsReview: true }),
    row({ index: 0 }),
  ];
  const categories = [
    category(1, 'Sales Revenue', 'REVENUE'),
    category(2, 'Travel & Meals'),
    category(3, 'Office Expenses'),
    category(4, 'Telephone & Internet'),
  ];

  it('lists the rows below the threshold first, marked, and a correction teaches and refreshes', async () => {
    let served = rows;
    const getReportTransactions = vi.fn(async () => served);
    const correctReportTransaction = vi.fn(async () => {
      served = [rows[0], rows[2], { ...rows[1], category: 'Office Expenses', confidence: 0.99, source: 'learned', needsReview: false }];
      return report();
    });
    render(
      <PendingReportList />,
      'monthly-reports',
      pendingApi({ getReportTransactions, getReportCategories: async () => categories, correctReportTransaction }),
    );
    await userEvent.click(within(await card()).getByRole('button', { name: T.reviewTransactions }));
    const dialog = await screen.findByRole('dialog', { name: T.transactionsTitle('October 2026 report of Avery Lambert') });
    const table = await within(dialog).findByRole('table', { name: 'Report transactions' });
    const body = within(table).getAllByRole('row').slice(1);
    expect(body.map((r) => within(r).getAllByRole('cell')[1].textContent)).toEqual(['ZQX HOLDINGS 4471', 'SQ *MAPLE LEAF COFFEE', 'ROGERS WIRELESS PADRogers']);
    expect(within(body[0]).getByText(T.needsReview)).toBeInTheDocument();
    expect(within(body[1]).getByText(T.needsReview)).toBeInTheDocument();
    expect(within(body[2]).queryByText(T.needsReview)).not.toBeInTheDocument();
    expect(within(dialog).getByText(T.belowThreshold(2, 80), { exact: false })).toBeInTheDocument();

    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Category of SQ *MAPLE LEAF COFFEE' }));
    const options = within(await screen.findByRole('listbox'))
      .getAllByRole('option')
      .map((o) => o.textContent);
    expect(options).toEqual(['Sales Revenue', 'Travel & Meals', 'Office Expenses', 'Telephone & Internet']);
    await userEvent.click(screen.getByRole('option', { name: 'Office Expenses' }));
    expect(await screen.findByText(T.corrected)).toBeInTheDocument();
    expect(correctReportTransaction).toHaveBeenCalledWith(42, { name: 'SQ *MAPLE LEAF COFFEE', category: 'Office Expenses' });
    await waitFor(() => expect(within(dialog).getByText(T.belowThreshold(1, 80), { exact: false })).toBeInTheDocument());
    expect(getReportTransactions.mock.calls.length).toBeGreaterThanOrEqual(2);
  }, 30_000);

  it('says the report is still being rebuilt when the API answers 202, instead of claiming it is done', async () => {
    const message = REPORT_MESSAGES.rebuilding('October 2026');
    const correctReportTransaction = vi.fn(async () => ({
      message,
      status: 'generating' as const,
      build: { year: 2026, month: 10, status: 'generating' as const, progress: 0, failure: null },
    }));
    render(
      <PendingReportList />,
      'monthly-reports',
      pendingApi({ getReportTransactions: async () => rows, getReportCategories: async () => categories, correctReportTransaction }),
    );
    await userEvent.click(within(await card()).getByRole('button', { name: T.reviewTransactions }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(await within(dialog).findByRole('combobox', { name: 'Category of SQ *MAPLE LEAF COFFEE' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Office Expenses' }));
    expect(await screen.findByText(message)).toBeInTheDocument();
    expect(screen.queryByText(T.corrected)).not.toBeInTheDocument();
  }, 30_000);

  it('shows the load error with Retry, and the empty state', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getReportTransactions = vi.fn().mockRejectedValueOnce(new Error('Report not found.')).mockResolvedValueOnce([]);
    render(<PendingReportList />, 'monthly-reports', pendingApi({ getReportTransactions, getReportCategories: async () => categories }));
    await userEvent.click(within(await card()).getByRole('button', { name: T.reviewTransactions }));
    const dialog = await screen.findByRole('dialog');
    expect(await within(dialog).findByText('Report not found.')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Retry' }));
    expect(await within(dialog).findByText(T.noTransactions)).toBeInTheDocument();
  });

  it('is read only for a report that is no longer pending', async () => {
    const getReportCategories = vi.fn();
    render(<RejectedReportList />, 'rejected-reports', {
      getList: async () => ({ data: [report({ status: 'rejected', adminNotes: 'Redo', reviewedAt: '2026-11-03T15:00:00.000Z' })], total: 1 }),
      getReportTransactions: async () => rows,
      getReportCategories,
    });
    await userEvent.click(within(await card()).getByRole('button', { name: T.viewTransactions }));
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('table');
    expect(within(dialog).queryByRole('combobox')).not.toBeInTheDocument();
    expect(within(dialog).getByText(T.correctionsOnlyPending, { exact: false })).toBeInTheDocument();
    expect(getReportCategories).not.toHaveBeenCalled();
  });
});

describe('Rejected Reports', () => {
  it('shows the empty state', async () => {
    render(<RejectedReportList />, 'rejected-reports', { getList: async () => ({ data: [], total: 0 }) });
    expect(await screen.findByText(REPORT_MESSAGES.noRejectedTitle)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.noRejectedBody)).toBeInTheDocument();
  });

  it('shows the red badge, the feedback, the downloads and when it was rejected', async () => {
    render(<RejectedReportList />, 'rejected-reports', {
      getList: async () => ({
        data: [report({ status: 'rejected', adminNotes: 'Rent is under Utilities', reviewedAt: '2026-11-03T15:00:00.000Z' })],
        total: 1,
      }),
    });
    const c = await card();
    expect(within(c).getByText(T.rejected)).toBeInTheDocument();
    expect(within(c).getByText(T.adminFeedback)).toBeInTheDocument();
    expect(within(c).getByText('Rent is under Utilities')).toBeInTheDocument();
    expect(within(c).getByRole('button', { name: T.transactions })).toBeEnabled();
    expect(within(c).getByRole('button', { name: T.summary })).toBeEnabled();
    expect(within(c).getByText(new RegExp(`^${T.rejectedOn} Nov 3, 2026`))).toBeInTheDocument();
    expect(within(c).queryByRole('button', { name: T.approve })).not.toBeInTheDocument();
  });
});

describe('Historical Reports', () => {
  const users = [adminUserRow({ id: 7, firstName: 'Avery', lastName: 'Lambert' }), adminUserRow({ id: 12 })];
  const historyApi = (reports: AdminMonthlyReportDto[], extra: object = {}) => ({
    getList: vi.fn(async (resource: string) => (resource === 'users' ? { data: users, total: users.length } : { data: reports, total: reports.length })),
    getOne: vi.fn(async (_resource: string, { id }: { id: number }) => ({ data: users.find((u) => u.id === id) })),
    ...extra,
  });

  it('asks for a user, then lists their reports newest first and replaces a file', async () => {
    const uploadReportOverride = vi.fn(async () => report());
    const api = historyApi(
      [
        report({ id: 43, month: 10, status: 'approved', reviewedAt: '2026-11-04T10:00:00.000Z', adminNotes: 'Looks right' }),
        report({ id: 41, month: 9, status: 'rejected' }),
      ],
      { uploadReportOverride },
    );
    render(<HistoricalReportPage />, 'historical-reports', api);
    expect(await screen.findByText(T.chooseUserHint)).toBeInTheDocument();

    await userEvent.click(screen.getByRole('combobox', { name: T.chooseUser }));
    expect((await screen.findAllByRole('option')).map((o) => o.textContent)).toEqual(['Avery Lambert (ID: 7)', 'Jordan Okafor (ID: 12)']);
    await userEvent.click(screen.getByRole('option', { name: 'Avery Lambert (ID: 7)' }));

    expect(await screen.findByText(REPORT_MESSAGES.newestFirst)).toBeInTheDocument();
    expect(api.getList).toHaveBeenCalledWith('historical-reports', expect.objectContaining({ filter: { userId: 7 } }));
    const cards = screen.getAllByRole('article');
    expect(cards.map((c) => within(c).getByRole('heading').textContent)).toEqual(['October 2026', 'September 2026']);
    expect(within(cards[0]).getByText(T.approved)).toBeInTheDocument();
    expect(within(cards[0]).getByText('Looks right')).toBeInTheDocument();
    expect(within(cards[0]).getByText(/^Reviewed: Nov 4, 2026/)).toBeInTheDocument();
    expect(within(cards[1]).getByText(T.rejected)).toBeInTheDocument();

    const file = new File(['Date,Name\n'], 'fixed.csv', { type: 'text/csv' });
    fireEvent.change(within(cards[0]).getByLabelText(T.replaceTransactions), { target: { files: [file] } });
    await userEvent.click(within(cards[0]).getByRole('button', { name: `${T.upload} ${T.replaceTransactions}` }));
    expect(await screen.findByText(REPORT_MESSAGES.fileReplacedTitle)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.fileReplaced('transactions'))).toBeInTheDocument();
    expect(uploadReportOverride).toHaveBeenCalledWith(43, 'transactions', file);
  }, 30_000);

  it('reopens an approved report with a reason, and shows who reopened a version, when and why', async () => {
    const reopenReport = vi.fn(async () => report({ id: 43, version: 2, status: 'pending' }));
    const reason = 'The monthly fee is the software subscription.';
    const reopened = report({
      id: 44,
      month: 9,
      status: 'approved',
      version: 2,
      versions: [
        {
          version: 1,
          status: 'approved',
          approvedAt: '2026-10-04T10:00:00.000Z',
          reason: null,
          reopenedAt: null,
          reopenedBy: null,
          reopenedByName: null,
          changes: null,
        },
        {
          version: 2,
          status: 'approved',
          approvedAt: '2026-11-06T10:00:00.000Z',
          reason,
          reopenedAt: '2026-11-05T09:30:00.000Z',
          reopenedBy: 3,
          reopenedByName: 'Jane Staff',
          changes: null,
        },
      ],
    });
    render(
      <HistoricalReportPage />,
      'historical-reports',
      historyApi([report({ id: 43, status: 'approved', reviewedAt: '2026-11-04T10:00:00.000Z' }), reopened], { reopenReport }),
    );
    await userEvent.click(await screen.findByRole('combobox', { name: T.chooseUser }));
    await userEvent.click(await screen.findByRole('option', { name: 'Avery Lambert (ID: 7)' }));
    const [october, september] = await screen.findAllByRole('article');

    const history = within(september).getByRole('region', { name: 'Version history' });
    const items = within(history)
      .getAllByRole('listitem')
      .map((li) => li.textContent);
    expect(items[0]).toMatch(/^Version 1 · Approved Oct 4, 2026/);
    expect(items[1]).toMatch(/^Version 2 · Approved Nov 6, 2026.* · reopened Nov 5, 2026.* by Jane Staff: The monthly fee is the software subscription\.$/);
    expect(within(october).queryByRole('region', { name: 'Version history' })).not.toBeInTheDocument();

    const button = within(october).getByRole('button', { name: 'Reopen as version 2' });
    expect(button).toBeDisabled();
    await userEvent.type(within(october).getByLabelText('Reason to reopen'), '   ');
    await userEvent.click(button);
    expect(await screen.findByText(REPORT_VERSION_MESSAGES.reasonRequired)).toBeInTheDocument();
    expect(reopenReport).not.toHaveBeenCalled();

    await userEvent.clear(within(october).getByLabelText('Reason to reopen'));
    await userEvent.type(within(october).getByLabelText('Reason to reopen'), reason);
    await userEvent.click(within(october).getByRole('button', { name: 'Reopen as version 2' }));
    expect(await screen.findByText('Reopened as version 2: it is pending review.')).toBeInTheDocument();
    expect(reopenReport).toHaveBeenCalledWith(43, reason);
  }, 30_000);

  it('says so when the chosen user has no reports', async () => {
    render(<HistoricalReportPage />, 'historical-reports', historyApi([]));
    await userEvent.click(await screen.findByRole('combobox', { name: T.chooseUser }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jordan Okafor (ID: 12)' }));
    expect(await screen.findByText(REPORT_MESSAGES.noHistoryTitle)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.noHistoryBody)).toBeInTheDocument();
  });
});

describe('the report badges', () => {
  it('counts pending and rejected reports in the menu', async () => {
    const totals: Record<string, number> = { 'monthly-reports': 3, 'rejected-reports': 2 };
    renderInAdmin(
      <ResourceDefinitionContextProvider
        definitions={{
          'monthly-reports': { name: 'monthly-reports', hasList: true, options: { label: T.monthlyReportsTitle } },
          'rejected-reports': { name: 'rejected-reports', hasList: true, options: { label: T.rejectedReportsTitle } },
        }}
      >
        <ConsoleMenu />
      </ResourceDefinitionContextProvider>,
      {
        dataProvider: {
          getAdminStats: vi.fn().mockResolvedValue({ pendingCallRequests: 0, unreadMessages: 0, users: 1 }),
          getList: vi.fn(async (resource: string) => ({ data: [], total: totals[resource] ?? 0 })),
        } as never,
      },
    );
    const item = (name: string) => screen.getByRole('menuitem', { name: new RegExp(name) });
    await waitFor(() => expect(within(item(T.monthlyReportsTitle)).getByText('3')).toBeInTheDocument());
    expect(within(item(T.rejectedReportsTitle)).getByText('2')).toHaveClass('MuiBadge-colorError');
  });
});

describe('dataProvider for reports', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => vi.unstubAllGlobals());
  const path = (call: number) => new URL(String(fetchMock.mock.calls[call][0]), 'http://console.test').pathname;

  const query = (call: number) => new URL(String(fetchMock.mock.calls[call][0]), 'http://console.test').searchParams;

  it('asks each list for one page on its path, with no sort so the API keeps its order, and reads the total from Content-Range', async () => {
    const rows = Array.from({ length: 30 }, (_, i) => report({ id: i + 1 }));
    fetchMock.mockResolvedValueOnce(jsonResponse(rows.slice(25), { headers: { 'Content-Range': 'reports 25-29/30' } }));
    const page = await realDataProvider.getList('monthly-reports', { pagination: { page: 2, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} });
    expect(path(0)).toBe('/api/admin/reports/pending');
    expect(query(0).get('range')).toBe('[25,49]');
    expect(query(0).has('sort')).toBe(false);
    expect(query(0).get('filter')).toBe('{}');
    expect(fetchMock.mock.calls[0][1]).toMatchObject({ credentials: 'include' });
    expect(page.total).toBe(30);
    expect(page.data.map((r) => r.id)).toEqual([26, 27, 28, 29, 30]);

    fetchMock.mockResolvedValueOnce(jsonResponse([report({ status: 'rejected' })], { headers: { 'Content-Range': 'reports 0-0/4' } }));
    const rejected = await realDataProvider.getList('rejected-reports', {
      pagination: { page: 1, perPage: 1 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(path(1)).toBe('/api/admin/reports/rejected');
    expect(query(1).get('range')).toBe('[0,0]');
    expect(query(1).has('sort')).toBe(false);
    expect(rejected.total).toBe(4);

    fetchMock.mockResolvedValueOnce(jsonResponse([], { headers: { 'Content-Range': 'reports */0' } }));
    await realDataProvider.getList('historical-reports', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'DESC' },
      filter: { userId: 7 },
    });
    expect(path(2)).toBe('/api/admin/reports/user/7/historical');
    expect(query(2).get('range')).toBe('[0,99]');
    expect(query(2).has('sort')).toBe(false);
    // The user is in the path, not in the filter the API checks.
    expect(query(2).get('filter')).toBe('{}');
  });

  it('refuses an answer without Content-Range, as on the other lists', async () => {
    fetchMock.mockResolvedValueOnce(jsonResponse([report()]));
    await expect(
      realDataProvider.getList('monthly-reports', { pagination: { page: 1, perPage: 25 }, sort: { field: 'id', order: 'ASC' }, filter: {} }),
    ).rejects.toThrow(/Content-Range/);
  });

  it('asks nothing for the history before a user is chosen', async () => {
    const page = await realDataProvider.getList('historical-reports', {
      pagination: { page: 1, perPage: 100 },
      sort: { field: 'id', order: 'ASC' },
      filter: {},
    });
    expect(page).toEqual({ data: [], total: 0 });
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends the review, the override and the correction as the API reads them', async () => {
    fetchMock.mockImplementation(async () => jsonResponse(report()));
    await realDataProvider.approveReport(42, '  ');
    await realDataProvider.rejectReport(42, 'Redo the rent');
    await realDataProvider.uploadReportOverride(42, 'summary', new File(['a'], 's.csv'));
    await realDataProvider.correctReportTransaction(42, { name: 'ZQX', category: 'Office Expenses' });
    expect(path(0)).toBe('/api/admin/reports/42/update-status');
    expect(JSON.parse(String(fetchMock.mock.calls[0][1]?.body))).toEqual({ status: 'approved' });
    expect(JSON.parse(String(fetchMock.mock.calls[1][1]?.body))).toEqual({ status: 'rejected', adminNotes: 'Redo the rent' });
    const form = fetchMock.mock.calls[2][1]?.body as FormData;
    expect(path(2)).toBe('/api/admin/reports/42/upload-override');
    expect(form.get('fileType')).toBe('summary');
    expect((form.get('file') as File).name).toBe('s.csv');
    expect(path(3)).toBe('/api/admin/reports/42/corrections');
    expect(JSON.parse(String(fetchMock.mock.calls[3][1]?.body))).toEqual({ name: 'ZQX', category: 'Office Expenses' });
  });
});

// Staff ask the client about a row from a pending report's transaction list (the questions resource lists them).
describe('questions from a pending report', () => {
  it('asks the client about a row of a pending report from its transaction list', async () => {
    const askQuestion = vi.fn(async () => ({ question: adminQuestion() }));
    render(<PendingReportList />, 'monthly-reports', {
      getList: vi.fn(async () => ({ data: [report()], total: 1 })),
      getReportTransactions: async () => [
        row({
          name: 'ZQX HOLDINGS 4471',
          merchantName: null,
          amount: '-250.00',
          category: null,
          type: null,
          confidence: 0.2,
          source: 'none',
          needsReview: true,
        }),
      ],
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
    render(<PendingReportList />, 'monthly-reports', { getList: vi.fn(async () => ({ data: [report({ openQuestions: 1 })], total: 1 })) });
    const card = await screen.findByRole('article', { name: 'October 2026 report of Avery Lambert' });
    expect(within(card).getByText(QUESTION_TEXTS.reportAwaitingClient)).toBeInTheDocument();
  });
});
