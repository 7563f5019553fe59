import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { BANK_TEXTS } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { makeAccount, makeTransaction, makeTransactionsPage, transactionsKey } from '../test/bank-fixtures';
import { TransactionsView } from './transactions-view';

const routes: RouteObject[] = [{ path: '/dashboard', element: <TransactionsView reportsPanel={() => <p>The reports list</p>} /> }];

const csv = (text: string, name: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv', 'Content-Disposition': `attachment; filename="${name}"` } });

afterEach(() => vi.restoreAllMocks());

describe('TransactionsView', () => {
  it('shows a spinner, then the table with date, name, first category, account and amount', async () => {
    let answer: (r: Response) => void = () => {};
    stubApi({ [transactionsKey()]: () => new Promise<Response>((resolve) => (answer = resolve)) });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByRole('progressbar', { name: 'Loading' })).toBeInTheDocument();
    answer(jsonResponse(makeTransactionsPage()));

    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Exclude', 'Date', 'Name', 'Category', 'Account', 'Amount']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['', 'Nov 3, 2026', 'Staples', 'Office Expenses', 'Business Chequing', '-$42.50']);
    expect(
      within(rows[2])
        .getAllByRole('cell')
        .slice(1)
        .map((cell) => cell.textContent),
    ).toEqual(['Nov 2, 2026', 'Client payment', 'Transfer', 'Business Chequing', '$1,250.00']);
    expect(screen.getByText(BANK_TEXTS.historyNote)).toBeInTheDocument();
    expect(screen.getByText('Showing 1–2 of 2 transactions')).toBeInTheDocument();
  });

  it('sorting goes back to page 1, and changing the page resets the sort to date descending', async () => {
    const many = (page: number) =>
      jsonResponse(
        makeTransactionsPage({
          transactions: [makeTransaction(page * 1000, { name: `Row on page ${page}` })],
          pagination: { total: 1200, page, limit: 500, totalPages: 3 },
        }),
      );
    const fetchMock = stubApi({
      [transactionsKey(1)]: () => many(1),
      [transactionsKey(2)]: () => many(2),
      [transactionsKey(1, 'name', 'asc')]: () => many(1),
      [transactionsKey(1, 'name', 'desc')]: () => many(1),
    });
    renderRoutes(routes, '/dashboard');

    await screen.findByText('Row on page 1');
    const pages = screen.getByRole('navigation', { name: 'Transaction pages' });
    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    expect(await screen.findByText('Row on page 2')).toBeInTheDocument();

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    expect(await screen.findByText('Row on page 1')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/plaid/transactions?page=1&limit=500&sortColumn=name&sortDirection=asc')).toHaveLength(1);
    expect(within(pages).getByRole('button', { name: 'page 1' })).toHaveAttribute('aria-current', 'page');

    await userEvent.click(screen.getByRole('button', { name: 'Name' }));
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/plaid/transactions?page=1&limit=500&sortColumn=name&sortDirection=desc')).toHaveLength(1));

    await userEvent.click(within(pages).getByRole('button', { name: 'Go to page 2' }));
    // Page 2 by date, newest first, again (answered from the cache this time).
    expect(await screen.findByText('Row on page 2')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Date/ })).toHaveAttribute('aria-sort', 'descending');
    expect(callsTo(fetchMock, 'GET', '/api/plaid/transactions?page=2&limit=500&sortColumn=name&sortDirection=desc')).toHaveLength(0);
  });

  it('leaves locally excluded rows out of both exports', async () => {
    const fetchMock = stubApi({
      [transactionsKey()]: () => jsonResponse(makeTransactionsPage()),
      'GET /api/plaid/export-transactions?excludedIds=1': () => csv('Date,Name\n', 'transactions-2026-11-23.csv'),
      'GET /api/plaid/export-summary?excludedIds=1': () => csv('Category,Net\n', 'transactions-summary-2026-11-23.csv'),
    });
    const createUrl = vi.fn(() => 'blob:export');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const clicks: string[] = [];
    vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
      clicks.push(this.download);
    });
    renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('checkbox', { name: 'Exclude Staples on Nov 3, 2026 from exports' }));
    expect(screen.getByText(/1 excluded from exports/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Export Transactions' }));
    await waitFor(() => expect(clicks).toEqual(['transactions-2026-11-23.csv']));
    await userEvent.click(screen.getByRole('button', { name: 'Export Summary' }));
    await waitFor(() => expect(clicks).toEqual(['transactions-2026-11-23.csv', 'transactions-summary-2026-11-23.csv']));
    expect(callsTo(fetchMock, 'GET', '/api/plaid/export-transactions?excludedIds=1')).toHaveLength(1);
    // Excluding is local only: nothing was sent to the server besides the exports.
    expect(fetchMock.mock.calls.filter(([, init]) => init?.method && init.method !== 'GET')).toHaveLength(0);
  });

  it("says 'Export Failed' and 'Summary Export Failed' when an export fails", async () => {
    stubApi({
      [transactionsKey()]: () => jsonResponse(makeTransactionsPage()),
      'GET /api/plaid/export-transactions': () => errorResponse(500, 'The export could not be built.'),
      'GET /api/plaid/export-summary': () => Promise.reject(new TypeError('Failed to fetch')),
    });
    renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Export Transactions' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(`${BANK_TEXTS.exportFailed}The export could not be built.`);
    await userEvent.click(screen.getByRole('button', { name: 'Export Summary' }));
    await waitFor(() => expect(screen.getByRole('alert')).toHaveTextContent(BANK_TEXTS.summaryExportFailed));
  });

  it("toasts 'Failed to fetch transactions' and shows the bank-error panel", async () => {
    stubApi({ [transactionsKey()]: () => errorResponse(500, 'Database unavailable') });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByText(BANK_TEXTS.fetchFailed)).toBeInTheDocument();
    expect(screen.getByText(BANK_TEXTS.panelTitles.api)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Refresh Page' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'support@ledgerleaf.ca' })).toBeInTheDocument();
  });

  it('stores the page as returnUrl and goes to the login when the session has ended', async () => {
    stubApi({ [transactionsKey()]: () => errorResponse(401, 'Please log in to continue.') });
    const { router } = renderRoutes([...routes, { path: '/auth', element: <p>Login page</p> }], '/dashboard?tab=transactions');

    expect(await screen.findByText(BANK_TEXTS.panelTitles.session)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Log In Again' }));
    expect(router.state.location.pathname).toBe('/auth');
    expect(window.localStorage.getItem('returnUrl')).toBe('/dashboard?tab=transactions');
  });

  it('offers to connect a bank when no account is connected, and says when there are no transactions yet', async () => {
    stubApi({
      [transactionsKey()]: () =>
        jsonResponse(makeTransactionsPage({ transactions: [], accounts: [], pagination: { total: 0, page: 1, limit: 500, totalPages: 0 } })),
    });
    const first = renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(BANK_TEXTS.noAccounts)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connect a bank' })).toBeEnabled();
    first.unmount();

    stubApi({
      [transactionsKey()]: () =>
        jsonResponse(makeTransactionsPage({ transactions: [], accounts: [makeAccount()], pagination: { total: 0, page: 1, limit: 500, totalPages: 0 } })),
    });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(BANK_TEXTS.noTransactions)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Export Transactions' })).toBeDisabled();
  });

  it('warns about a connection that needs reconnection, with a Reconnect button', async () => {
    stubApi({
      [transactionsKey()]: () => pending(),
      'GET /api/plaid/connection-health': () =>
        jsonResponse({
          needsReconnection: 1,
          items: [
            { itemId: 4, institutionName: 'TD Canada Trust', status: 'needs_reconnection', newAccountsAvailable: false, errorCode: 'ITEM_LOGIN_REQUIRED' },
          ],
        }),
    });
    renderRoutes(routes, '/dashboard');

    expect(await screen.findByText(BANK_TEXTS.healthAlertTitle)).toBeInTheDocument();
    expect(screen.getByText('TD Canada Trust')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Reconnect' })).toBeEnabled();
  });

  it('shows the Monthly Reports panel in its own tab', async () => {
    stubApi({ [transactionsKey()]: () => jsonResponse(makeTransactionsPage()) });
    renderRoutes(routes, '/dashboard');
    await userEvent.click(await screen.findByRole('tab', { name: 'Monthly Reports' }));
    expect(screen.getByText('The reports list')).toBeInTheDocument();
  });
});

describe('TransactionsView: receipts', () => {
  it('shows the receipt linked to a transaction, opening its file', async () => {
    const page = makeTransactionsPage();
    page.transactions[0] = { ...page.transactions[0], receipt: { id: 12, fileName: 'staples.pdf' } };
    stubApi({ [transactionsKey()]: () => jsonResponse(page) });
    renderRoutes(routes, '/dashboard');
    const table = await screen.findByRole('table', { name: 'Transactions' });
    const rows = within(table).getAllByRole('row');
    const link = within(rows[1]).getByRole('link', { name: 'Receipt staples.pdf' });
    expect(link).toHaveAttribute('href', '/api/receipts/12/file');
    expect(within(rows[2]).queryByRole('link', { name: /Receipt/ })).not.toBeInTheDocument();
  });
});
