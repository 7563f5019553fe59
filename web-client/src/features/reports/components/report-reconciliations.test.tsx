import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { RECONCILIATION_TEXTS as T, type MonthlyReportDto, type MonthlyReportsResponse, type ReportReconciliation } from '@ledgerleaf/contracts';
import { bodiesOf, callsTo, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { makeReport } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { formatAmount } from '../../../lib/format';
import { ReportsPanel } from './reports-panel';

const routes: RouteObject[] = [{ path: '/dashboard', element: <ReportsPanel /> }];
const LIST = '/api/plaid/monthly-reports';
const render = () => renderRoutes(routes, '/dashboard');
const answer = (reports: MonthlyReportDto[]) => jsonResponse({ status: 'ready', reports, builds: [] } satisfies MonthlyReportsResponse);
const card = (name: string) => screen.findByRole('article', { name });

const chequing: ReportReconciliation = {
  accountId: 5,
  accountName: 'RBC Chequing',
  statementClosing: '6100.00',
  booksClosing: '6100.00',
  difference: '0.00',
  status: 'reconciled',
  adjustment: { amount: '-4.50', memo: 'Bank fee not in the feed' },
};
const visa: ReportReconciliation = {
  accountId: 6,
  accountName: 'Visa',
  statementClosing: '512.34',
  booksClosing: '500.00',
  difference: '12.34',
  status: 'unreconciled',
  adjustment: null,
};
const savings: ReportReconciliation = { ...visa, accountId: 7, accountName: 'Savings', statementClosing: null, difference: null, status: 'no_statement' };

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

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => vi.unstubAllGlobals());

const rowsOf = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .slice(1)
    .map((r) =>
      within(r)
        .getAllByRole('cell')
        .map((c) => c.textContent),
    );

describe("the report's bank reconciliations", () => {
  it("shows each account's statement against the books, its state, the adjustment's memo and the reason to approve anyway; the CSV once approved", async () => {
    const saved = captureSaves();
    const fetchMock = stubApi({
      [`GET ${LIST}`]: () =>
        answer([makeReport({ reconciliations: [chequing, visa], unreconciledReason: 'The Visa statement arrives on the 20th; we will check it then.' })]),
      'GET /api/downloads/monthly-report/41/reconciliation': () =>
        new Response('Account,Statement closing,Books closing,Difference\r\n', { headers: { 'Content-Type': 'text/csv' } }),
    });
    render();
    const october = await card('October 2026');
    await userEvent.click(within(october).getByRole('button', { name: T.bankReconciliations }));
    const table = within(october).getByRole('table', { name: T.bankReconciliations });
    expect(rowsOf(table)).toEqual([
      [
        'RBC Chequing',
        formatAmount('6100.00'),
        formatAmount('6100.00'),
        formatAmount('0.00'),
        'Agrees with the statement',
        `Adjusted by ${formatAmount('-4.50')}: Bank fee not in the feed`,
      ],
      ['Visa', formatAmount('512.34'), formatAmount('500.00'), formatAmount('12.34'), 'Does not agree yet', ''],
    ]);
    expect(within(october).getByText(/before every account agreed with its statement/)).toHaveTextContent(
      'The Visa statement arrives on the 20th; we will check it then.',
    );
    // An approved month is closed: no balance to enter.
    expect(within(october).queryByRole('form', { name: /Enter your statement/ })).not.toBeInTheDocument();

    const downloads = within(october).getByRole('group', { name: 'Downloads' });
    await userEvent.click(within(downloads).getByRole('button', { name: T.reconciliationCsv }));
    await waitFor(() => expect(saved).toHaveLength(1));
    expect(saved[0].name).toBe('reconciliation-2026-10.csv');
    expect(callsTo(fetchMock, 'GET', '/api/downloads/monthly-report/41/reconciliation')).toHaveLength(1);
  }, 40_000);

  it("lets the client enter their paper statement's closing balance while the month is open, and shows a refusal", async () => {
    let reports = [makeReport({ status: 'pending', reconciliations: [chequing, savings] })];
    const fetchMock = stubApi({
      [`GET ${LIST}`]: () => answer(reports),
      'PUT /api/books/reconciliations/7/2026-10': (init) => {
        const { statementClosing } = JSON.parse(String(init?.body)) as { statementClosing: string };
        if (statementClosing === '1.00') return errorResponse(409, 'October 2026 is closed; ask your bookkeeper to reopen it');
        reports = [
          makeReport({ status: 'pending', reconciliations: [chequing, { ...savings, statementClosing, difference: '0.00', status: 'unreconciled' }] }),
        ];
        return jsonResponse({});
      },
    });
    render();
    const october = await card('October 2026');
    await userEvent.click(within(october).getByRole('button', { name: T.bankReconciliations }));
    // Only the account not reconciled is offered the form.
    expect(within(october).queryByRole('textbox', { name: 'Closing balance of RBC Chequing' })).not.toBeInTheDocument();
    const field = within(october).getByRole('textbox', { name: 'Closing balance of Savings' });
    await userEvent.type(field, 'abc');
    await userEvent.click(within(october).getByRole('button', { name: 'Save' }));
    expect(await within(october).findByText('Enter an amount, for example 1234.56')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/books/reconciliations/7/2026-10')).toHaveLength(0);

    await userEvent.clear(field);
    await userEvent.type(field, '1.00');
    await userEvent.click(within(october).getByRole('button', { name: 'Save' }));
    expect(await within(october).findByText('October 2026 is closed; ask your bookkeeper to reopen it')).toBeInTheDocument();

    await userEvent.clear(field);
    await userEvent.type(field, '500.00');
    await userEvent.click(within(october).getByRole('button', { name: 'Save' }));
    expect(await within(october).findByText(/your bookkeeper will compare it/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/books/reconciliations/7/2026-10').at(-1)).toEqual({ statementClosing: '500.00' });
    await waitFor(() => expect(rowsOf(within(october).getByRole('table', { name: T.bankReconciliations }))[1][1]).toBe(formatAmount('500.00')));
    // The API's answer: not reconciled yet, but nothing left to explain — not "does not agree".
    expect(rowsOf(within(october).getByRole('table', { name: T.bankReconciliations }))[1][4]).toBe('Agrees; your bookkeeper will confirm it');
    expect(within(october).queryByText('Does not agree yet')).not.toBeInTheDocument();
  }, 40_000);

  it("sends the statement's day when the client gives one, and refuses a day outside the month", async () => {
    const fetchMock = stubApi({
      [`GET ${LIST}`]: () => answer([makeReport({ status: 'pending', reconciliations: [visa] })]),
      'PUT /api/books/reconciliations/6/2026-10': () => jsonResponse({}),
    });
    render();
    const october = await card('October 2026');
    await userEvent.click(within(october).getByRole('button', { name: T.bankReconciliations }));
    const form = within(october).getByRole('form', { name: `${T.clientEnterClosing}: Visa` });
    const day = within(form).getByLabelText('Statement date of Visa');
    expect(day).toHaveAttribute('min', '2026-10-01');
    expect(day).toHaveAttribute('max', '2026-10-31');
    fireEvent.change(day, { target: { value: '2026-11-02' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText('Choose a day from 2026-10-01 to 2026-10-31')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'PUT', '/api/books/reconciliations/6/2026-10')).toHaveLength(0);

    fireEvent.change(day, { target: { value: '2026-10-27' } });
    await userEvent.click(within(form).getByRole('button', { name: 'Save' }));
    expect(await within(form).findByText(/your bookkeeper will compare it/)).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/books/reconciliations/6/2026-10')).toEqual([{ statementClosing: '512.34', date: '2026-10-27' }]);
  }, 40_000);

  it('shows no section for a report without reconciliations', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([makeReport()]) });
    render();
    const october = await card('October 2026');
    expect(within(october).queryByRole('button', { name: T.bankReconciliations })).not.toBeInTheDocument();
    expect(within(within(october).getByRole('group', { name: 'Downloads' })).queryByRole('button', { name: T.reconciliationCsv })).not.toBeInTheDocument();
  });
});
