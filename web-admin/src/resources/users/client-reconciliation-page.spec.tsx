import { describe, expect, it, vi } from 'vitest';
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { AdminContext, HttpError, memoryStore, Notification, RecordContextProvider, type DataProvider } from 'react-admin';
import { RECONCILIATION_TEXTS as T, type ReconciliationAccount, type ReconciliationMonth } from '@ledgerleaf/contracts';
import { adminUserRow } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { staffAuthProvider } from '../../test/render-in-admin';
import { createI18nProvider } from '../../i18n';
import { dataProvider as realDataProvider } from '../../data-provider';
import { jsonResponse } from '../../test/fixtures';
import { ClientReconciliationButton } from './client-reconciliation-button';
import { CLIENT_RECONCILIATION_ROUTE } from './client-reconciliation-path';
import ClientReconciliationPage from './client-reconciliation-page';

const chequing: ReconciliationAccount = {
  accountId: 5,
  accountName: 'RBC Chequing',
  statementOpening: '5230.12',
  statementClosing: '6100.00',
  statementDate: '2026-10-31',
  statementSource: 'entered',
  booksOpening: '5230.12',
  booksClosing: '6087.66',
  difference: '12.34',
  status: 'unreconciled',
  uncleared: [{ transactionId: 301, date: '2026-10-29', name: 'CHEQUE 112', amount: '-12.34' }],
  reconciledBy: null,
  reconciledAt: null,
  adjustment: null,
  enteredBy: 'Riley Staff',
  enteredAt: '2026-11-02T15:00:00.000Z',
};
const visa: ReconciliationAccount = {
  accountId: 6,
  accountName: 'Visa',
  statementOpening: '300.00',
  statementClosing: '500.00',
  statementDate: '2026-10-28',
  statementSource: 'plaid',
  booksOpening: '300.00',
  booksClosing: '500.00',
  difference: '0.00',
  status: 'reconciled',
  uncleared: [],
  reconciledBy: 'Riley Staff',
  reconciledAt: '2026-11-03T10:00:00.000Z',
  adjustment: null,
  enteredBy: null,
  enteredAt: null,
};
const month = (accounts: ReconciliationAccount[]): ReconciliationMonth => ({ month: '2026-10', accounts });

const Where = () => <div data-testid="where">{useLocation().pathname}</div>;

function renderPage(extra: Record<string, unknown>, path = '/users/12/reconciliation/2026-10') {
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: adminUserRow({ id: 12, name: 'Avery Lambert' }) })),
    ...extra,
  };
  render(
    <MemoryRouter initialEntries={[path]}>
      <AdminContext
        dataProvider={dataProvider as unknown as DataProvider}
        authProvider={staffAuthProvider}
        i18nProvider={createI18nProvider()}
        store={memoryStore()}
        queryClient={noRetryQueryClient()}
      >
        <Routes>
          <Route path={CLIENT_RECONCILIATION_ROUTE} element={<ClientReconciliationPage />} />
        </Routes>
        <Where />
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const card = (name: string) => screen.findByRole('article', { name });
const figures = (c: HTMLElement) =>
  within(within(c).getByRole('table', { name: /statement against books/ }))
    .getAllByRole('row')
    .slice(1)
    .map((row) => [...row.querySelectorAll('th,td')].map((cell) => cell.textContent));

describe("the console's reconciliation page", () => {
  it("shows each account's statement against the books, the highlighted difference, the source and the uncleared items", async () => {
    const getClientReconciliation = vi.fn(async () => month([chequing, visa]));
    renderPage({ getClientReconciliation });
    expect(await screen.findByRole('heading', { name: 'Reconciliation of Avery Lambert, October 2026' })).toBeInTheDocument();
    const c = await card('RBC Chequing');
    expect(getClientReconciliation).toHaveBeenCalledWith(12, '2026-10');
    expect(figures(c)).toEqual([
      ['Opening', '$5,230.12', '$5,230.12'],
      ['Closing', '$6,100.00', '$6,087.66'],
      ['Difference', '$12.34'],
    ]);
    expect(within(c).getByText('$12.34')).toHaveAttribute('data-differs', 'true');
    expect(within(c).getByText('Not reconciled')).toBeInTheDocument();
    expect(c).toHaveTextContent(/Entered by Riley Staff on Nov 2, 2026/);
    const uncleared = within(c).getByRole('table', { name: 'Uncleared items of RBC Chequing' });
    expect(uncleared).toHaveTextContent('CHEQUE 112');
    expect(uncleared).toHaveTextContent('-$12.34');

    const v = await card('Visa');
    expect(within(v).getByText('$0.00')).toHaveAttribute('data-differs', 'false');
    expect(v).toHaveTextContent('From the bank through Plaid.');
    expect(v).toHaveTextContent(/Reconciled by Riley Staff/);
    expect(within(v).getByText('No uncleared items.')).toBeInTheDocument();
    expect(within(v).getByRole('button', { name: 'Undo reconciliation' })).toBeInTheDocument();
    expect(within(v).queryByRole('button', { name: 'Reconcile' })).not.toBeInTheDocument();
  }, 40_000);

  it('saves an entered statement balance, checking it first', async () => {
    let current = chequing;
    const enterClientStatementClosing = vi.fn(async (_u: number, _a: number, _m: string, statementClosing: string) => {
      current = { ...chequing, statementClosing, difference: '0.00' };
      return current;
    });
    renderPage({ getClientReconciliation: vi.fn(async () => month([current])), enterClientStatementClosing });
    const c = await card('RBC Chequing');
    const field = within(c).getByRole('textbox', { name: T.statementClosing });
    await userEvent.clear(field);
    await userEvent.type(field, '60 87');
    await userEvent.click(within(c).getByRole('button', { name: 'Save' }));
    expect(await within(c).findByText('Enter an amount, for example 1234.56')).toBeInTheDocument();
    expect(enterClientStatementClosing).not.toHaveBeenCalled();

    await userEvent.clear(field);
    await userEvent.type(field, '6087.66');
    await userEvent.click(within(c).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText(T.saved)).toBeInTheDocument();
    expect(enterClientStatementClosing).toHaveBeenCalledWith(12, 5, '2026-10', '6087.66');
    await waitFor(async () => expect(figures(await card('RBC Chequing'))[2]).toEqual(['Difference', '$0.00']));
  }, 40_000);

  it('on a 422 shows the difference and reconciles with an adjustment only with a memo', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let current = chequing;
    const reconcileClientAccount = vi.fn(async (_u: number, _a: number, _m: string, body: { adjustment?: { memo: string } }) => {
      if (!body.adjustment) {
        const words = 'The books differ from the statement by 12.34; find the difference or reconcile with an adjustment and a memo';
        throw new HttpError(words, 422, { statusCode: 422, error: words, message: words, difference: '12.34' });
      }
      current = { ...chequing, status: 'reconciled', reconciledBy: 'Riley Staff', adjustment: { amount: '12.34', memo: body.adjustment.memo } };
      return current;
    });
    renderPage({ getClientReconciliation: vi.fn(async () => month([current])), reconcileClientAccount });
    const c = await card('RBC Chequing');
    await userEvent.click(within(c).getByRole('button', { name: 'Reconcile' }));
    expect(await screen.findByText(/find the difference or reconcile with an adjustment/)).toBeInTheDocument();
    expect(await within(c).findByText('The books differ from the statement by $12.34.')).toBeInTheDocument();
    expect(reconcileClientAccount).toHaveBeenCalledWith(12, 5, '2026-10', {});

    await userEvent.click(within(c).getByRole('button', { name: T.reconcileWithAdjustment }));
    const dialog = await screen.findByRole('dialog', { name: `${T.reconcileWithAdjustment}: RBC Chequing` });
    expect(dialog).toHaveTextContent('The difference of $12.34 is posted to "Reconciliation adjustments"');
    await userEvent.click(within(dialog).getByRole('button', { name: T.reconcileWithAdjustment }));
    expect(await within(dialog).findByText(T.memoRequired)).toBeInTheDocument();
    expect(reconcileClientAccount).toHaveBeenCalledTimes(1);

    await userEvent.type(within(dialog).getByRole('textbox', { name: new RegExp(T.adjustmentMemo.replace(/[()]/g, '\\$&')) }), 'Bank fee not in the feed');
    await userEvent.click(within(dialog).getByRole('button', { name: T.reconcileWithAdjustment }));
    expect(await screen.findByText(T.reconciled)).toBeInTheDocument();
    expect(reconcileClientAccount).toHaveBeenLastCalledWith(12, 5, '2026-10', { adjustment: { memo: 'Bank fee not in the feed' } });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    const after = await card('RBC Chequing');
    await waitFor(() => expect(after).toHaveTextContent('Adjustment of $12.34: Bank fee not in the feed'));
    expect(within(after).getByText('Reconciled')).toBeInTheDocument();
  }, 40_000);

  it('undoes a reconciliation', async () => {
    let current = visa;
    const undoClientReconciliation = vi.fn(async () => {
      current = { ...visa, status: 'unreconciled', reconciledBy: null, reconciledAt: null };
      return current;
    });
    renderPage({ getClientReconciliation: vi.fn(async () => month([current])), undoClientReconciliation });
    await userEvent.click(within(await card('Visa')).getByRole('button', { name: 'Undo reconciliation' }));
    expect(await screen.findByText(T.undone)).toBeInTheDocument();
    expect(undoClientReconciliation).toHaveBeenCalledWith(12, 6, '2026-10');
    await waitFor(async () => expect(within(await card('Visa')).getByRole('button', { name: 'Reconcile' })).toBeInTheDocument());
  }, 40_000);

  it('says so when the books have no account of money in the month', async () => {
    renderPage({ getClientReconciliation: vi.fn(async () => month([])) });
    expect(await screen.findByText(T.noAccounts)).toBeInTheDocument();
  });

  it('shows the load error with Retry, and loads again', async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const getClientReconciliation = vi
      .fn()
      .mockRejectedValueOnce(new HttpError('Busy, try again.', 503, { error: 'Busy, try again.', requestId: 'req-rec-1' }))
      .mockResolvedValueOnce(month([visa]));
    renderPage({ getClientReconciliation });
    expect(await screen.findByText(/Busy, try again./)).toBeInTheDocument();
    expect(screen.getByText(/req-rec-1/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await card('Visa')).toBeInTheDocument();
  });

  it('shows a progress bar while loading, and moves to another month with the picker', async () => {
    const getClientReconciliation = vi.fn((_u: number, m: string) =>
      m === '2026-10' ? new Promise(() => {}) : Promise.resolve({ month: m, accounts: [visa] }),
    );
    renderPage({ getClientReconciliation });
    expect(await screen.findByRole('progressbar', { name: 'Loading the reconciliation' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: 'Month' }));
    await userEvent.click(await screen.findByRole('option', { name: 'September 2026' }));
    await waitFor(() => expect(screen.getByTestId('where')).toHaveTextContent('/users/12/reconciliation/2026-09'));
    expect(await card('Visa')).toBeInTheDocument();
    expect(getClientReconciliation).toHaveBeenLastCalledWith(12, '2026-09');
  }, 40_000);

  it('refuses a month that is not YYYY-MM', async () => {
    renderPage({ getClientReconciliation: vi.fn() }, '/users/12/reconciliation/october');
    expect(await screen.findByText(/The month must be written YYYY-MM/)).toBeInTheDocument();
  });

  it("is linked from the client's page", async () => {
    render(
      <MemoryRouter>
        <AdminContext dataProvider={{} as DataProvider} authProvider={staffAuthProvider} i18nProvider={createI18nProvider()} store={memoryStore()}>
          <RecordContextProvider value={adminUserRow({ id: 12 })}>
            <ClientReconciliationButton />
          </RecordContextProvider>
        </AdminContext>
      </MemoryRouter>,
    );
    expect(screen.getByRole('link', { name: 'Reconciliation' })).toHaveAttribute('href', expect.stringMatching(/^\/users\/12\/reconciliation\/\d{4}-\d{2}$/));
  });

  it('calls the staff routes as the API reads them', async () => {
    const fetchMock = vi.fn<typeof fetch>(async () => jsonResponse(visa));
    vi.stubGlobal('fetch', fetchMock);
    try {
      await realDataProvider.getClientReconciliation(12, '2026-10');
      await realDataProvider.enterClientStatementClosing(12, 5, '2026-10', '6100.00');
      await realDataProvider.reconcileClientAccount(12, 5, '2026-10', { adjustment: { memo: 'Fee' } });
      await realDataProvider.undoClientReconciliation(12, 5, '2026-10');
      const calls = fetchMock.mock.calls.map(([url, init]) => [init?.method ?? 'GET', String(url), init?.body ?? null]);
      expect(calls).toEqual([
        ['GET', '/api/admin/users/12/books/reconciliations?month=2026-10', null],
        ['PUT', '/api/admin/users/12/books/reconciliations/5/2026-10', JSON.stringify({ statementClosing: '6100.00' })],
        ['POST', '/api/admin/users/12/books/reconciliations/5/2026-10/reconcile', JSON.stringify({ adjustment: { memo: 'Fee' } })],
        ['DELETE', '/api/admin/users/12/books/reconciliations/5/2026-10/reconcile', null],
      ]);
    } finally {
      vi.unstubAllGlobals();
    }
  });
});
