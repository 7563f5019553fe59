import { describe, expect, it, vi } from 'vitest';
import { act, fireEvent, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import { AdminContext, HttpError, memoryStore, Notification, RecordContextProvider, type DataProvider } from 'react-admin';
import { LEDGER_MESSAGES, type DuplicateDecision, type LedgerResponse, type LedgerRow } from '@ledgerleaf/contracts';
import { adminUserRow } from '../../test/fixtures';
import { noRetryQueryClient } from '../../test/no-retry-query-client';
import { staffAuthProvider } from '../../test/render-in-admin';
import { createI18nProvider } from '../../i18n';
import type { ClientLedgerQuery } from './client-ledger-api';
import { ClientLedgerButton } from './client-ledger-button';
import { CLIENT_LEDGER_ROUTE } from './client-ledger-path';
import ClientLedgerPage from './client-ledger-page';

const bank: LedgerRow = {
  transactionId: 17,
  source: 'bank',
  accountName: 'RBC Chequing',
  date: '2026-09-05',
  name: 'ADOBE *CREATIVE CLD',
  amount: '-113.00',
  category: 'Software',
  duplicateOf: null,
  duplicateDecision: null,
  transfer: null,
  transferCandidate: false,
  transferDecision: null,
  duplicate: null,
};
const copy: LedgerRow = {
  transactionId: 912,
  source: 'csv',
  accountName: 'Visa ending 4412',
  date: '2026-09-06',
  name: 'ADOBE *CREATIVE CLD',
  amount: '-113.00',
  category: null,
  duplicateOf: 17,
  duplicateDecision: null,
  transfer: null,
  transferCandidate: false,
  transferDecision: null,
  duplicate: { transactionId: 17, source: 'bank', accountName: 'RBC Chequing', date: '2026-09-05', name: 'ADOBE *CREATIVE CLD', amount: '-113.00' },
};
const deposit: LedgerRow = { ...bank, transactionId: 18, date: '2026-09-02', name: 'SHOPIFY PAYOUT', amount: '1284.50', category: 'Sales Revenue' };

const answer = (rows: LedgerRow[], total = rows.length, undecided = rows.filter((r) => r.duplicate && !r.duplicateDecision).length): LedgerResponse => ({
  transactions: rows,
  pagination: { total, page: 1, limit: 25, totalPages: Math.max(1, Math.ceil(total / 25)) },
  undecidedDuplicates: undecided,
});

/** The books page of client 12 at `path`, over a data provider answering like the staff routes. */
function renderPage(
  path: string,
  getClientLedger: (userId: number, query: ClientLedgerQuery) => Promise<LedgerResponse>,
  extra: object = {},
  page = <ClientLedgerPage />,
) {
  const dataProvider = {
    getOne: vi.fn(async () => ({ data: adminUserRow({ id: 12, name: 'Avery Lambert' }) })),
    getClientLedger: vi.fn(getClientLedger),
    decideClientDuplicate: vi.fn(async (_id: number, decision: DuplicateDecision) => ({ ...copy, duplicateDecision: decision })),
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
          <Route path={CLIENT_LEDGER_ROUTE} element={page} />
          <Route path="/users/:id/show" element={page} />
        </Routes>
        <Notification />
      </AdminContext>
    </MemoryRouter>,
  );
  return dataProvider;
}

const lastQuery = (dp: ReturnType<typeof renderPage>) => dp.getClientLedger.mock.calls.at(-1)!;

describe("the console's page of a client's books", () => {
  it('lists the rows with date, name, amount, source, account, category and the possible-duplicate marker, from the first page', async () => {
    const dp = renderPage('/users/12/ledger', async () => answer([copy, bank, deposit], 60));
    expect(await screen.findByRole('heading', { name: 'Books of Avery Lambert' })).toBeInTheDocument();
    const table = await screen.findByRole('table', { name: 'Books' });
    const rows = within(table)
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .map((cell) => cell.textContent),
      );
    expect(rows).toEqual([
      [
        'Sep 6, 2026',
        'ADOBE *CREATIVE CLD',
        '-$113.00',
        'CSV account',
        'Visa ending 4412',
        '—',
        'Possible duplicateof ADOBE *CREATIVE CLD, Sep 5, 2026 (Bank)',
      ],
      ['Sep 5, 2026', 'ADOBE *CREATIVE CLD', '-$113.00', 'Bank', 'RBC Chequing', 'Software', ''],
      ['Sep 2, 2026', 'SHOPIFY PAYOUT', '$1,284.50', 'Bank', 'RBC Chequing', 'Sales Revenue', ''],
    ]);
    expect(screen.getByText('1 possible duplicate waits for a decision in this period.')).toBeInTheDocument();
    expect(screen.getByText('1–25 of 60')).toBeInTheDocument();
    expect(lastQuery(dp)).toEqual([12, { from: undefined, to: undefined, page: 1, limit: 25, undecidedOnly: false }]);

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(dp)).toEqual([12, { from: undefined, to: undefined, page: 2, limit: 25, undecidedOnly: false }]));
  });

  it('reads the page and its size from the address, and asks the server for a new size from the first page', async () => {
    const dp = renderPage('/users/12/ledger?page=2&perPage=50', async () => ({
      ...answer([bank], 120),
      pagination: { total: 120, page: 2, limit: 50, totalPages: 3 },
    }));
    await screen.findByRole('table', { name: 'Books' });
    expect(lastQuery(dp)).toEqual([12, { from: undefined, to: undefined, page: 2, limit: 50, undecidedOnly: false }]);
    expect(screen.getByText('51–100 of 120')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('combobox', { name: /Rows per page/ }));
    await userEvent.click(await screen.findByRole('option', { name: '100' }));
    await waitFor(() => expect(lastQuery(dp)).toEqual([12, { from: undefined, to: undefined, page: 1, limit: 100, undecidedOnly: false }]));
  });

  it('keeps the page buttons waiting while the next page loads, so a second click cannot skip a page', async () => {
    let release = () => {};
    const dp = renderPage('/users/12/ledger', (_userId, query) =>
      query.page === 1 ? Promise.resolve(answer([bank], 60)) : new Promise((resolve) => (release = () => resolve(answer([deposit], 60)))),
    );
    await screen.findByRole('table', { name: 'Books' });
    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(lastQuery(dp)[1]).toMatchObject({ page: 2 }));
    expect(screen.getByRole('button', { name: 'Go to next page' })).toBeDisabled();
    act(() => release());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Go to next page' })).toBeEnabled());
    expect(within(screen.getByRole('table', { name: 'Books' })).getByText('SHOPIFY PAYOUT')).toBeInTheDocument();
  });

  it('asks the server for the month or the dates chosen, and for the possible duplicates only', async () => {
    const dp = renderPage('/users/12/ledger', async () => answer([bank]));
    await screen.findByRole('table', { name: 'Books' });
    fireEvent.change(screen.getByLabelText('Month'), { target: { value: '2026-09' } });
    await waitFor(() => expect(lastQuery(dp)[1]).toMatchObject({ from: '2026-09-01', to: '2026-09-30', page: 1 }));
    fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-09-15' } });
    await waitFor(() => expect(lastQuery(dp)[1]).toMatchObject({ from: '2026-09-01', to: '2026-09-15' }));
    expect(screen.getByLabelText('Month')).toHaveValue('');
    await userEvent.click(screen.getByRole('switch', { name: 'Possible duplicates only' }));
    await waitFor(() => expect(lastQuery(dp)[1]).toMatchObject({ from: '2026-09-01', to: '2026-09-15', undecidedOnly: true }));
    await userEvent.click(screen.getByRole('button', { name: 'Any date' }));
    await waitFor(() => expect(lastQuery(dp)[1]).toEqual({ from: undefined, to: undefined, page: 1, limit: 25, undecidedOnly: true }));
  });

  it('keeps both dates when From and To change before the page shows the first', async () => {
    const dp = renderPage('/users/12/ledger', async () => answer([bank]));
    await screen.findByRole('table', { name: 'Books' });
    act(() => {
      fireEvent.change(screen.getByLabelText('From'), { target: { value: '2026-10-02' } });
      fireEvent.change(screen.getByLabelText('To'), { target: { value: '2026-10-02' } });
    });
    await waitFor(() => expect(lastQuery(dp)[1]).toMatchObject({ from: '2026-10-02', to: '2026-10-02', page: 1 }));
  });

  it('says so when the period has no row, and when no possible duplicate waits', async () => {
    renderPage('/users/12/ledger?from=2026-01-01&to=2026-01-31', async () => answer([]));
    expect(await screen.findByText('No transactions in the books for this period.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('switch', { name: 'Possible duplicates only' }));
    expect(await screen.findByText(LEDGER_MESSAGES.emptyDuplicates)).toBeInTheDocument();
  });

  it("shows the API's words when the books cannot be loaded, and reads again on Retry", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    let fail = true;
    renderPage('/users/12/ledger?from=2026-09-30&to=2026-09-01', async () => {
      if (fail) throw new HttpError('Bad Request', 400, { statusCode: 400, error: LEDGER_MESSAGES.rangeInvalid, message: LEDGER_MESSAGES.rangeInvalid });
      return answer([bank]);
    });
    expect(await screen.findByRole('alert')).toHaveTextContent(LEDGER_MESSAGES.rangeInvalid);
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('table', { name: 'Books' })).toBeInTheDocument();
  });

  it('puts each undecided possible duplicate beside the row it matches; a decision goes to the staff route and the pair leaves the list', async () => {
    let waiting = [copy];
    const dp = renderPage('/users/12/ledger?duplicates=undecided', async () => answer(waiting), {
      decideClientDuplicate: vi.fn(async (_id: number, decision: DuplicateDecision) => {
        waiting = [];
        return { ...copy, duplicateDecision: decision };
      }),
    });
    const pair = await screen.findByRole('article', { name: 'Possible duplicate: ADOBE *CREATIVE CLD' });
    expect(pair).toHaveTextContent('New in the books');
    expect(pair).toHaveTextContent('-$113.00 · Sep 6, 2026');
    expect(pair).toHaveTextContent('CSV account: Visa ending 4412');
    expect(pair).toHaveTextContent('Looks like');
    expect(pair).toHaveTextContent('-$113.00 · Sep 5, 2026');
    expect(pair).toHaveTextContent('Bank: RBC Chequing');
    expect(lastQuery(dp)[1]).toMatchObject({ undecidedOnly: true });

    await userEvent.click(within(pair).getByRole('button', { name: 'Same transaction' }));
    expect(dp.decideClientDuplicate).toHaveBeenCalledWith(912, 'same');
    expect(await screen.findByText(LEDGER_MESSAGES.decided('same'))).toBeInTheDocument();
    expect(await screen.findByText(LEDGER_MESSAGES.emptyDuplicates)).toBeInTheDocument();
    expect(screen.queryByRole('article')).not.toBeInTheDocument();
  });

  it("shows the API's words when a decision is refused", async () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const dp = renderPage('/users/12/ledger?duplicates=undecided', async () => answer([copy]), {
      decideClientDuplicate: vi.fn(async () => {
        throw new HttpError('Conflict', 409, { statusCode: 409, error: LEDGER_MESSAGES.notADuplicate, message: LEDGER_MESSAGES.notADuplicate });
      }),
    });
    const pair = await screen.findByRole('article', { name: 'Possible duplicate: ADOBE *CREATIVE CLD' });
    await userEvent.click(within(pair).getByRole('button', { name: 'Both are real' }));
    expect(dp.decideClientDuplicate).toHaveBeenCalledWith(912, 'distinct');
    expect(await screen.findByText(LEDGER_MESSAGES.notADuplicate)).toBeInTheDocument();
  });

  it("is reached from the client's page", async () => {
    renderPage(
      '/users/12/show',
      async () => answer([]),
      {},
      <RecordContextProvider value={adminUserRow({ id: 12 })}>
        <ClientLedgerButton />
      </RecordContextProvider>,
    );
    expect(await screen.findByRole('link', { name: 'Books' })).toHaveAttribute('href', '/users/12/ledger');
  });

  it('shows a matched transfer beside its other half, and staff confirm it or say it is not a transfer', async () => {
    const payment: LedgerRow = {
      ...bank,
      transactionId: 30,
      date: '2026-10-10',
      name: 'VISA PAYMENT',
      amount: '-500.00',
      category: null,
      transfer: { transactionId: 31, accountName: 'Visa ending 4412', date: '2026-10-12', name: 'PAYMENT THANK YOU', amount: '500.00' },
    };
    const received: LedgerRow = {
      ...copy,
      transactionId: 31,
      date: '2026-10-12',
      name: 'PAYMENT THANK YOU',
      amount: '500.00',
      duplicateOf: null,
      duplicate: null,
      transfer: { transactionId: 30, accountName: 'RBC Chequing', date: '2026-10-10', name: 'VISA PAYMENT', amount: '-500.00' },
    };
    const candidate: LedgerRow = { ...bank, transactionId: 40, date: '2026-11-10', name: 'TRANSFER TO VISA', amount: '-300.00', transferCandidate: true };
    const decideClientTransfer = vi.fn(async () => ({ ...payment, transferDecision: 'transfer' as const }));
    const getClientTransferCandidates = vi.fn(async (id: number) => ({
      transactionId: id,
      candidates: [
        { transactionId: 41, accountName: 'Visa ending 4412', date: '2026-11-11', name: 'PAYMENT RECEIVED', amount: '300.00' },
        { transactionId: 42, accountName: 'Visa ending 4412', date: '2026-11-13', name: 'PAYMENT RECEIVED - THANKS', amount: '300.00' },
      ],
    }));
    renderPage('/users/12/ledger', async () => answer([candidate, received, payment]), { decideClientTransfer, getClientTransferCandidates });
    const section = await screen.findByRole('region', { name: "Transfers between the client's accounts" });
    const pair = within(section).getByRole('article', { name: 'Transfer: VISA PAYMENT' });
    expect(pair).toHaveTextContent('Money out · RBC Chequing');
    expect(pair).toHaveTextContent('Other half');
    expect(pair).toHaveTextContent('PAYMENT THANK YOU$500.00 · Oct 12, 2026Visa ending 4412');
    expect(within(section).queryByRole('article', { name: 'Transfer: PAYMENT THANK YOU' })).not.toBeInTheDocument();
    // only the candidate asks for its possible counterparts
    await waitFor(() => expect(getClientTransferCandidates).toHaveBeenCalledWith(40));
    expect(getClientTransferCandidates).toHaveBeenCalledTimes(1);
    await userEvent.click(within(pair).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(decideClientTransfer).toHaveBeenCalledWith(30, { decision: 'transfer', counterpartTransactionId: 31 }));
    const open = within(section).getByRole('article', { name: 'Transfer candidate: TRANSFER TO VISA' });
    await userEvent.click(await within(open).findByRole('radio', { name: /PAYMENT RECEIVED · \$300.00 · Nov 11, 2026/ }));
    await userEvent.click(within(open).getByRole('button', { name: 'Transfer' }));
    await waitFor(() => expect(decideClientTransfer).toHaveBeenCalledWith(40, { decision: 'transfer', counterpartTransactionId: 41 }));
    await userEvent.click(
      within(within(section).getByRole('article', { name: 'Transfer candidate: TRANSFER TO VISA' })).getByRole('button', { name: 'Not a transfer' }),
    );
    await waitFor(() => expect(decideClientTransfer).toHaveBeenCalledWith(40, { decision: 'not_transfer' }));
  });

  it("shows a candidate's picker error and its retry", async () => {
    const candidate: LedgerRow = { ...bank, transactionId: 40, date: '2026-11-10', name: 'TRANSFER TO VISA', amount: '-300.00', transferCandidate: true };
    let calls = 0;
    const getClientTransferCandidates = vi.fn(async (id: number) => {
      if (++calls === 1) throw new Error('boom');
      return { transactionId: id, candidates: [] };
    });
    renderPage('/users/12/ledger', async () => answer([candidate]), { getClientTransferCandidates });
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEDGER_MESSAGES.candidatesFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(LEDGER_MESSAGES.emptyTransferCandidates)).toBeInTheDocument();
  });
});
