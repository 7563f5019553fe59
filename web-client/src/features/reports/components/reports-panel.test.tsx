import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import {
  QUESTION_TEXTS,
  REPORT_MESSAGES,
  REPORT_TAX_BASIS_LABELS,
  type BalanceSheetResponse,
  type MonthlyReportDto,
  type MonthlyReportsResponse,
  type ReportBuildDto,
} from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { makeReport, makeReportSummary } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ReportsPanel } from './reports-panel';
import { formatAmount } from '../../../lib/format';

const routes: RouteObject[] = [{ path: '/dashboard', element: <ReportsPanel /> }];
const LIST = '/api/plaid/monthly-reports';
const render = () => renderRoutes(routes, '/dashboard');
const answer = (reports: MonthlyReportDto[], status: MonthlyReportsResponse['status'] = 'ready', builds: ReportBuildDto[] = []) =>
  jsonResponse({ status, reports, builds } satisfies MonthlyReportsResponse);
const building = (progress: number): ReportBuildDto => ({ year: 2026, month: 9, status: 'generating', progress, failure: null });
const card = (name: string) => screen.findByRole('article', { name });

const approved = makeReport();
const pendingReport = makeReport({
  id: 42,
  reportId: 'RPT-2026-09-000042',
  month: 9,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  status: 'pending',
  reviewedAt: null,
  summary: null,
});
const rejected = makeReport({
  id: 43,
  reportId: 'RPT-2026-08-000043',
  month: 8,
  startDate: '2026-08-01',
  endDate: '2026-08-31',
  status: 'rejected',
  adminNotes: 'The Adobe charges are software, not office expenses.',
});

/** Captures what the browser is asked to save. jsdom has no object URLs and no downloads. */
function captureSaves() {
  const saved: { name: string; blob: Blob }[] = [];
  const blobs = new Map<string, Blob>();
  let next = 0;
  URL.createObjectURL = (blob: Blob) => {
    const url = `blob:test/${next++}`;
    blobs.set(url, blob as Blob);
    return url;
  };
  URL.revokeObjectURL = () => undefined;
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ name: this.download, blob: blobs.get(this.href)! });
  });
  return saved;
}

// The chart measures its container; jsdom has no layout, so give it a size and an observer.
class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('Reports: states', () => {
  it('shows a spinner while the reports load, with the note about the 1st', async () => {
    stubApi({ [`GET ${LIST}`]: () => pending() });
    render();
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.autoGenerationNote)).toBeInTheDocument();
  });

  it("shows 'Error Loading Reports' with the server's reason, and Retry loads the list", async () => {
    let fail = true;
    stubApi({ [`GET ${LIST}`]: () => (fail ? errorResponse(503, 'The database is not reachable right now.') : answer([approved])) });
    render();

    expect(await screen.findByText(REPORT_MESSAGES.loadErrorTitle)).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable right now.')).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('October 2026')).toBeInTheDocument();
    expect(screen.queryByText(REPORT_MESSAGES.loadErrorTitle)).not.toBeInTheDocument();
  });

  it('says there are no reports yet, keeps Generate available and Clear All disabled', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([]) });
    render();

    expect(await screen.findByText('No reports yet')).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.autoGenerationNote)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Generate Last Month' })).toBeEnabled();
    expect(screen.getByRole('button', { name: 'Clear All' })).toBeDisabled();
  });

  it('shows each report being built with its progress and reads the list again until it is ready', async () => {
    let calls = 0;
    stubApi({
      [`GET ${LIST}`]: () => {
        calls++;
        if (calls === 1) return answer([], 'generating', [building(0)]);
        if (calls === 2) return answer([], 'generating', [building(40)]);
        return answer([pendingReport]);
      },
    });
    render();

    expect(await screen.findByRole('status')).toHaveTextContent(REPORT_MESSAGES.buildProgress('September 2026', 0));
    expect(screen.queryByText('No reports yet')).not.toBeInTheDocument();
    expect(await screen.findByText(REPORT_MESSAGES.buildProgress('September 2026', 40), {}, { timeout: 5000 })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'September 2026 report progress' })).toHaveAttribute('aria-valuenow', '40');
    expect(await card('September 2026')).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
  }, 20_000);

  it('shows why a build gave up, and does not poll for it', async () => {
    const failure = REPORT_MESSAGES.buildFailed('September 2026');
    const server = stubApi({ [`GET ${LIST}`]: () => answer([], 'ready', [{ ...building(0), status: 'failed', failure }]) });
    render();

    expect(await screen.findByText(failure)).toBeInTheDocument();
    expect(screen.queryByRole('status')).not.toBeInTheDocument();
    expect(callsTo(server, 'GET', LIST)).toHaveLength(1);
  });
});

describe('Reports: the list', () => {
  it('shows each report with its badge, the notes of a rejected one, and downloads only once approved', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([approved, pendingReport, rejected]) });
    render();

    const october = await card('October 2026');
    expect(within(october).getByText('Approved').closest('.MuiChip-root')).toHaveClass('MuiChip-colorSuccess');
    expect(within(october).getByText('Oct 1, 2026 – Oct 31, 2026 · 6 transactions · RBC Chequing')).toBeInTheDocument();
    const downloads = within(october).getByRole('group', { name: 'Downloads' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Transactions CSV', 'Summary CSV', 'PDF Report']);
    expect(within(october).queryByRole('button', { name: 'Recategorize' })).not.toBeInTheDocument();

    const september = await card('September 2026');
    expect(within(september).getByText('Pending Review').closest('.MuiChip-root')).toHaveClass('MuiChip-colorWarning');
    expect(within(september).queryByRole('group', { name: 'Downloads' })).not.toBeInTheDocument();
    expect(within(september).getByText(/files can be downloaded once the report is approved/)).toBeInTheDocument();
    expect(within(september).getByRole('button', { name: 'Recategorize' })).toBeInTheDocument();

    const august = await card('August 2026');
    expect(within(august).getByText('Rejected').closest('.MuiChip-root')).toHaveClass('MuiChip-colorError');
    expect(within(august).getByText("Your bookkeeper's notes")).toBeInTheDocument();
    expect(within(august).getByText('The Adobe charges are software, not office expenses.')).toBeInTheDocument();
    expect(within(august).queryByRole('group', { name: 'Downloads' })).not.toBeInTheDocument();
  });

  it('says a report with open questions is waiting for the client’s answers', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([approved, { ...pendingReport, openQuestions: 2 }]) });
    render();
    expect(within(await card('September 2026')).getByText(QUESTION_TEXTS.reportWaitingForAnswers)).toBeInTheDocument();
    expect(within(await card('October 2026')).queryByText(QUESTION_TEXTS.reportWaitingForAnswers)).not.toBeInTheDocument();
  });

  it("charts the newest report's revenue and expenses by category, with the totals and tax estimates", async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([approved]) });
    render();

    const october = await card('October 2026');
    expect(await within(october).findByRole('figure', { name: 'Revenue and expenses by category, October 2026' })).toBeInTheDocument();
    const table = within(october).getByRole('table', { name: 'Category totals, October 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Sales Revenue', 'Revenue', '3', '$3,534.50'],
      ['Software', 'Expense', '2', '$122.99'],
      ['Telephone & Internet', 'Expense', '1', '$98.50'],
    ]);
    const totals = within(october).getByRole('group', { name: 'Totals' });
    expect(totals).toHaveTextContent('Total revenue$3,534.50');
    expect(totals).toHaveTextContent('Total expenses$221.49');
    expect(totals).toHaveTextContent('Net income$3,313.01');
    expect(within(october).getByText('Sales tax (estimates, Ontario)')).toBeInTheDocument();
    expect(within(october).getByText(/Estimated tax included in revenue: \$406\.62/)).toBeInTheDocument();
    // A report built before it said its tax basis says nothing about it.
    expect(within(october).queryByText(REPORT_TAX_BASIS_LABELS.tax_included)).not.toBeInTheDocument();
  });

  it("says whether the report's amounts are net of sales tax (a registrant's books) or tax included", async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([{ ...approved, summary: { ...approved.summary!, taxBasis: 'net_of_sales_tax' } }]) });
    render();
    const october = await card('October 2026');
    expect(await within(october).findByText(REPORT_TAX_BASIS_LABELS.net_of_sales_tax)).toBeInTheDocument();
  });

  it('says so when a month has no categorized transactions', async () => {
    const empty = makeReportSummary({ categories: [], totalRevenue: '0.00', totalExpenses: '0.00', netIncome: '0.00', uncategorizedCount: 2 });
    stubApi({ [`GET ${LIST}`]: () => answer([makeReport({ summary: empty })]) });
    render();

    const october = await card('October 2026');
    expect(within(october).getByText('No categorized transactions this month.')).toBeInTheDocument();
    expect(within(october).getByText(/2 transactions could not be categorized/)).toBeInTheDocument();
    expect(within(october).queryByRole('figure')).not.toBeInTheDocument();
  });
});

describe('Reports: downloads', () => {
  it('saves each file of an approved report under its month name', async () => {
    const saved = captureSaves();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: () => answer([approved]),
      'GET /api/downloads/monthly-report/41/transactions': () => new Response('Date,Name\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      'GET /api/downloads/monthly-report/41/summary': () => new Response('Category,Type\r\n', { headers: { 'Content-Type': 'text/csv' } }),
      'GET /api/downloads/monthly-report/41/pdf': () => new Response('%PDF-1.7', { headers: { 'Content-Type': 'application/pdf' } }),
    });
    render();
    const october = await card('October 2026');

    await userEvent.click(within(october).getByRole('button', { name: 'Transactions CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    await userEvent.click(within(october).getByRole('button', { name: 'Summary CSV' }));
    await waitFor(() => expect(saved).toHaveLength(2));
    await userEvent.click(within(october).getByRole('button', { name: 'PDF Report' }));
    await waitFor(() => expect(saved).toHaveLength(3));

    expect(saved.map((s) => s.name)).toEqual(['transactions-2026-10.csv', 'summary-2026-10.csv', 'report-2026-10.pdf']);
    expect(await saved[0].blob.text()).toBe('Date,Name\r\n');
    expect(await saved[2].blob.text()).toBe('%PDF-1.7');
    expect(callsTo(fetchMock, 'GET', '/api/downloads/monthly-report/41/pdf')).toHaveLength(1);
  });

  it("shows 'Download failed' with the server's reason", async () => {
    const saved = captureSaves();
    stubApi({
      [`GET ${LIST}`]: () => answer([approved]),
      'GET /api/downloads/monthly-report/41/summary': () => errorResponse(404, REPORT_MESSAGES.fileMissing),
    });
    render();

    await userEvent.click(within(await card('October 2026')).getByRole('button', { name: 'Summary CSV' }));

    expect(await screen.findByText(REPORT_MESSAGES.downloadFailed)).toBeInTheDocument();
    expect(screen.getByText(REPORT_MESSAGES.fileMissing)).toBeInTheDocument();
    expect(saved).toHaveLength(0);
  });
});

describe('Reports: the balance sheet at the month end', () => {
  const sheet: BalanceSheetResponse = {
    asOf: '2026-10-31',
    fiscalYearStart: '2026-01-01',
    assets: [{ account: 'RBC Chequing', gifi: '1002', amount: '376.45' }],
    liabilities: [{ account: 'Uncategorized (suspense)', gifi: '2960', amount: '-113.00' }],
    equity: [
      { account: 'Current-year earnings', gifi: '3680', amount: '989.45' },
      { account: "Owner's drawings", gifi: '3700', amount: '-500.00' },
    ],
    totals: { assets: '376.45', liabilities: '-113.00', equity: '489.45' },
  };

  it('shows the three sections and their totals, and offers the CSV once approved', async () => {
    const saved = captureSaves();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: () => answer([makeReport({ balanceSheet: sheet })]),
      'GET /api/downloads/monthly-report/41/balance-sheet': () => new Response('Section,Account,GIFI,Amount\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    render();
    const october = await card('October 2026');

    await userEvent.click(within(october).getByRole('button', { name: /Balance sheet at/ }));
    const table = within(october).getByRole('table', { name: 'Balance sheet, October 2026' });
    const rows = within(table)
      .getAllByRole('row')
      .map((r) =>
        within(r)
          .queryAllByRole('cell')
          .map((c) => c.textContent),
      );
    expect(rows).toContainEqual(['RBC Chequing', formatAmount('376.45')]);
    expect(rows).toContainEqual(['Total liabilities', formatAmount('-113.00')]);
    expect(rows).toContainEqual(["Owner's drawings", formatAmount('-500.00')]);
    expect(rows).toContainEqual(['Total liabilities and equity', formatAmount('376.45')]);
    expect(within(october).queryByText(/do not equal/)).not.toBeInTheDocument();

    const downloads = within(october).getByRole('group', { name: 'Downloads' });
    expect(
      within(downloads)
        .getAllByRole('button')
        .map((b) => b.textContent),
    ).toEqual(['Transactions CSV', 'Summary CSV', 'PDF Report', 'Balance Sheet CSV']);
    await userEvent.click(within(downloads).getByRole('button', { name: 'Balance Sheet CSV' }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('balance-sheet-2026-10.csv');
    expect(await saved[0].blob.text()).toBe('Section,Account,GIFI,Amount\r\n');
    expect(callsTo(fetchMock, 'GET', '/api/downloads/monthly-report/41/balance-sheet')).toHaveLength(1);
  });

  it('offers no balance sheet for a report built before reports carried one, and no download before approval', async () => {
    stubApi({
      [`GET ${LIST}`]: () =>
        answer([
          makeReport({ balanceSheet: null }),
          makeReport({ id: 42, reportId: 'RPT-2026-09-000042', month: 9, status: 'pending', balanceSheet: { ...sheet, asOf: '2026-09-30' } }),
        ]),
    });
    render();
    const october = await card('October 2026');
    expect(within(october).queryByRole('button', { name: /Balance sheet at/ })).not.toBeInTheDocument();
    expect(within(within(october).getByRole('group', { name: 'Downloads' })).queryByRole('button', { name: 'Balance Sheet CSV' })).not.toBeInTheDocument();
    const september = await card('September 2026');
    expect(within(september).getByRole('button', { name: /Balance sheet at/ })).toBeInTheDocument();
    expect(within(september).queryByRole('group', { name: 'Downloads' })).not.toBeInTheDocument();
  });
});
