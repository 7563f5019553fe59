import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { BalanceSheetResponse, BookAccountsResponse } from '@ledgerleaf/contracts';
import { callsTo, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { BalanceSheetView } from './balance-sheet-view';
import { monthEndsBefore, monthEndsUpTo } from './month-ends';

// 28 November 2026: the last month end is 31 October.
const TODAY = new Date(2026, 10, 28, 12);
const routes: RouteObject[] = [
  { path: '/books', element: <BalanceSheetView today={TODAY} /> },
  { path: '/dashboard', element: <p>Dashboard</p> },
];
const ACCOUNTS = 'GET /api/books/accounts';
const sheetUrl = (asOf: string) => `/api/books/balance-sheet?asOf=${asOf}`;

const WITH_BOOKS: BookAccountsResponse = {
  asOf: '2026-11-28',
  accounts: [
    { id: 1, name: 'Chequing', type: 'asset', gifi: '1002', source: 'csv', systemAccount: null, balance: '4200.00' },
    { id: 2, name: 'Opening balance equity', type: 'equity', gifi: '3540', source: 'system', systemAccount: 'opening_balance_equity', balance: '0.00' },
  ],
};
const NO_BOOKS: BookAccountsResponse = {
  asOf: '2026-11-28',
  accounts: [
    { id: 2, name: 'Opening balance equity', type: 'equity', gifi: '3540', source: 'system', systemAccount: 'opening_balance_equity', balance: '0.00' },
  ],
};

/** A balance sheet whose chequing account holds `chequing` dollars and whose Visa owes 500.25, balanced by equity. */
function sheet(asOf: string, chequing: number): BalanceSheetResponse {
  const assets = chequing + 150;
  const equity = assets - 500.25;
  return {
    asOf,
    fiscalYearStart: '2026-01-01',
    assets: [
      { account: 'Chequing', gifi: '1002', amount: chequing.toFixed(2) },
      { account: 'GST/HST receivable (input tax credits)', gifi: '1483', amount: '150.00' },
    ],
    liabilities: [{ account: 'Visa', gifi: '2707', amount: '500.25' }],
    equity: [
      { account: 'Opening balance equity', gifi: '3540', amount: '1000.00' },
      { account: 'Current-year earnings', gifi: '3680', amount: (equity - 1000).toFixed(2) },
    ],
    totals: { assets: assets.toFixed(2), liabilities: '500.25', equity: equity.toFixed(2) },
  };
}

/** Every month end's balance sheet answers, chequing growing by $100 a month ($2,100 at 31 October 2026). */
function sheets(): Record<string, () => Response> {
  const days = monthEndsBefore(TODAY, 36);
  return Object.fromEntries(days.map((day, i) => [`GET ${sheetUrl(day)}`, () => jsonResponse(sheet(day, 1000 + 100 * (days.length - 1 - i) - 2400))]));
}

// The chart measures its container; jsdom has no layout, so give it an observer.
class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}
beforeEach(() => vi.stubGlobal('ResizeObserver', FakeResizeObserver));
afterEach(() => vi.unstubAllGlobals());

describe('month ends', () => {
  it('lists the month ends before the current month, newest first, and the 12 up to one', () => {
    expect(monthEndsBefore(TODAY, 3)).toEqual(['2026-10-31', '2026-09-30', '2026-08-31']);
    expect(monthEndsBefore(new Date(2024, 2, 1), 1)).toEqual(['2024-02-29']);
    const twelve = monthEndsUpTo('2026-02-28', 12);
    expect(twelve).toHaveLength(12);
    expect(twelve[0]).toBe('2025-03-31');
    expect(twelve[11]).toBe('2026-02-28');
  });
});

describe('Balance Sheet view', () => {
  it('shows a spinner while the books load', async () => {
    stubApi({ [ACCOUNTS]: () => pending() });
    renderRoutes(routes, '/books');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it("shows the server's error with its reference, and Retry loads the books", async () => {
    let calls = 0;
    stubApi({
      [ACCOUNTS]: () =>
        ++calls === 1
          ? jsonResponse({ statusCode: 500, message: 'The database is not reachable right now.', requestId: 'req-7f3a' }, 500)
          : jsonResponse(NO_BOOKS),
    });
    renderRoutes(routes, '/books');
    expect(await screen.findByText('We could not load your books')).toBeInTheDocument();
    expect(screen.getByText('The database is not reachable right now.')).toBeInTheDocument();
    expect(screen.getByText(/req-7f3a/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText('No books yet')).toBeInTheDocument();
  });

  it('tells a client with no books to link a bank or add a CSV account, and asks for no balance sheet', async () => {
    const fetchMock = stubApi({ [ACCOUNTS]: () => jsonResponse(NO_BOOKS) });
    const { router } = renderRoutes(routes, '/books');
    expect(await screen.findByRole('heading', { name: 'No books yet' })).toBeInTheDocument();
    expect(screen.getByText(/Link a bank account, or upload a CSV of an account and add it to your books/)).toBeInTheDocument();
    expect(fetchMock.mock.calls.filter(([url]) => String(url).startsWith('/api/books/balance-sheet'))).toHaveLength(0);
    expect(screen.getByRole('link', { name: 'Link a bank account' })).toHaveAttribute('href', '/dashboard?tab=profile');
    await userEvent.click(screen.getByRole('link', { name: 'Add a CSV account' }));
    await waitFor(() => expect(router.state.location.search).toBe('?tab=csv'));
  });

  it('shows the last month end: the three sections with their lines and totals, that they balance, and a 12-month chart', async () => {
    const fetchMock = stubApi({ [ACCOUNTS]: () => jsonResponse(WITH_BOOKS), ...sheets() });
    renderRoutes(routes, '/books');

    const panel = await screen.findByRole('region', { name: 'Balance sheet at Oct 31, 2026' });
    const rows = (name: string) =>
      within(within(panel).getByRole('table', { name }))
        .getAllByRole('row')
        .map((row) =>
          within(row)
            .queryAllByRole('cell')
            .map((c) => c.textContent),
        );
    // October is the newest of the 36 month ends: chequing 1000 + 100 × 35 − 2400 = 2100.
    expect(await within(panel).findByRole('table', { name: 'Assets' })).toBeInTheDocument();
    expect(rows('Assets').slice(1)).toEqual([
      ['Chequing', '$2,100.00'],
      ['GST/HST receivable (input tax credits)', '$150.00'],
      ['Total assets', '$2,250.00'],
    ]);
    expect(rows('Liabilities').slice(1)).toEqual([
      ['Visa', '$500.25'],
      ['Total liabilities', '$500.25'],
    ]);
    expect(rows('Equity').slice(1)).toEqual([
      ['Opening balance equity', '$1,000.00'],
      ['Current-year earnings', '$749.75'],
      ['Total equity', '$1,749.75'],
    ]);
    expect(within(panel).getByRole('status')).toHaveTextContent('Assets $2,250.00 = liabilities $500.25 + equity $1,749.75: your balance sheet balances.');
    expect(within(panel).getByText(/Current-year earnings run from Jan 1, 2026/)).toBeInTheDocument();

    // The chart: 12 month ends, November 2025 to October 2026, assets and liabilities at each.
    const chart = await screen.findByRole('figure', { name: 'Assets and liabilities, Nov 30, 2025 to Oct 31, 2026' });
    // Two lines drawn (assets, liabilities); jsdom has no layout, so the points are read from the figures table.
    expect(chart.querySelectorAll('.MuiLineChart-line')).toHaveLength(2);
    const figures = within(chart).getByRole('table', { name: /\(figures\)$/ });
    const points = within(figures).getAllByRole('row').slice(1);
    expect(points).toHaveLength(12);
    expect(points[0]).toHaveTextContent('Nov 2025$1,150.00$500.25');
    expect(points[11]).toHaveTextContent('Oct 2026$2,250.00$500.25');
    // One request per month end (October's shared by the sheet and the chart).
    for (const day of monthEndsUpTo('2026-10-31', 12)) expect(callsTo(fetchMock, 'GET', sheetUrl(day))).toHaveLength(1);
  });

  it('asks for the month end picked, and charts the 12 month ends up to it', async () => {
    const fetchMock = stubApi({ [ACCOUNTS]: () => jsonResponse(WITH_BOOKS), ...sheets() });
    renderRoutes(routes, '/books');
    await screen.findByRole('region', { name: 'Balance sheet at Oct 31, 2026' });
    expect(callsTo(fetchMock, 'GET', sheetUrl('2026-03-31'))).toHaveLength(1);
    expect(callsTo(fetchMock, 'GET', sheetUrl('2025-06-30'))).toHaveLength(0);

    await userEvent.click(screen.getByRole('combobox', { name: 'Month end' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Jun 30, 2025' }));

    const panel = await screen.findByRole('region', { name: 'Balance sheet at Jun 30, 2025' });
    await waitFor(() => expect(callsTo(fetchMock, 'GET', sheetUrl('2025-06-30'))).toHaveLength(1));
    // June 2025 is month end 16 back: chequing 1000 + 100 × 19 − 2400 = 500.
    expect(await within(panel).findByRole('table', { name: 'Assets' })).toHaveTextContent('Chequing$500.00');
    const chart = await screen.findByRole('figure', { name: 'Assets and liabilities, Jul 31, 2024 to Jun 30, 2025' });
    expect(within(within(chart).getByRole('table')).getAllByRole('row').slice(1)).toHaveLength(12);
    expect(callsTo(fetchMock, 'GET', sheetUrl('2024-07-31'))).toHaveLength(1);
  });

  it('flags a balance sheet whose figures do not balance, and shows an empty section as such', async () => {
    const odd: BalanceSheetResponse = { ...sheet('2026-10-31', 100), liabilities: [], totals: { assets: '250.00', liabilities: '0.00', equity: '249.99' } };
    stubApi({ [ACCOUNTS]: () => jsonResponse(WITH_BOOKS), ...sheets(), [`GET ${sheetUrl('2026-10-31')}`]: () => jsonResponse(odd) });
    renderRoutes(routes, '/books');
    const panel = await screen.findByRole('region', { name: 'Balance sheet at Oct 31, 2026' });
    expect(await within(panel).findByRole('status')).toHaveTextContent('Assets $250.00 do not equal liabilities $0.00 + equity $249.99');
    expect(within(panel).getByRole('table', { name: 'Liabilities' })).toHaveTextContent('Nothing at this date.');
  });

  it("shows the balance sheet's own error with its reference, while the picker stays", async () => {
    stubApi({
      [ACCOUNTS]: () => jsonResponse(WITH_BOOKS),
      ...sheets(),
      [`GET ${sheetUrl('2026-10-31')}`]: () => jsonResponse({ statusCode: 503, message: 'Busy, try again.', requestId: 'req-bs-1' }, 503),
    });
    renderRoutes(routes, '/books');
    const panel = await screen.findByRole('region', { name: 'Balance sheet at Oct 31, 2026' });
    expect(await within(panel).findByText('We could not load your balance sheet')).toBeInTheDocument();
    expect(within(panel).getByText('Busy, try again.')).toBeInTheDocument();
    expect(within(panel).getByText('Reference: req-bs-1')).toBeInTheDocument();
    // October is also the chart's last point: the chart says so too, and the picker stays to choose another month.
    expect(within(screen.getByRole('region', { name: /^Assets against liabilities/ })).getByText('We could not load the chart')).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Month end' })).toBeInTheDocument();
  });
});
