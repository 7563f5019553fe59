import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { HttpError, RecordContextProvider } from 'react-admin';
import type { BookAccountsResponse } from '@ledgerleaf/contracts';
import { ClientOpeningBalancesSection } from './client-opening-balances-section';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminUserRow } from '../../test/fixtures';

const ACCOUNTS: BookAccountsResponse = {
  asOf: '2026-11-28',
  accounts: [
    {
      id: 5,
      name: 'Business Chequing',
      type: 'asset',
      gifi: '1002',
      source: 'bank',
      systemAccount: null,
      balance: '6100.00',
      openingBalance: {
        status: 'proposed',
        date: '2026-09-01',
        amount: '5230.12',
        proposed: { date: '2026-09-01', amount: '5230.12', from: 'plaid' },
        setBy: null,
        setAt: null,
      },
    },
    {
      id: 6,
      name: 'Visa',
      type: 'liability',
      gifi: '2707',
      source: 'csv',
      systemAccount: null,
      balance: '500.00',
      openingBalance: { status: 'set', date: '2026-10-01', amount: '300.00', proposed: null, setBy: 9, setAt: '2026-11-02T10:00:00.000Z' },
    },
    {
      id: 7,
      name: 'Opening balance equity',
      type: 'equity',
      gifi: '3540',
      source: 'system',
      systemAccount: 'opening_balance_equity',
      balance: '5530.12',
      openingBalance: null,
    },
  ],
};

function renderSection(dataProvider: Record<string, (...args: never[]) => Promise<unknown>>) {
  renderInAdmin(
    <RecordContextProvider value={adminUserRow({ id: 12 })}>
      <ClientOpeningBalancesSection label="Opening balances" />
    </RecordContextProvider>,
    { dataProvider: dataProvider as never, resource: 'users' },
  );
}

describe("the console's opening balances of a client", () => {
  it('lists the accounts of money with their openings, and sets one from the dialog', async () => {
    let accounts = ACCOUNTS;
    const dataProvider = {
      getClientBookAccounts: vi.fn(async () => accounts),
      setClientOpeningBalance: vi.fn(async (_id: number, accountId: number, body: { date: string; amount: string }) => {
        accounts = {
          ...accounts,
          accounts: accounts.accounts.map((a) =>
            a.id === accountId
              ? { ...a, openingBalance: { ...a.openingBalance!, status: 'set' as const, ...body, setBy: 1, setAt: '2026-11-28T12:00:00.000Z' } }
              : a,
          ),
        };
        return { accountId, openingBalance: accounts.accounts.find((a) => a.id === accountId)!.openingBalance };
      }),
    };
    renderSection(dataProvider);
    const table = await screen.findByRole('table', { name: 'Opening balances' });
    const rows = () =>
      within(screen.getByRole('table', { name: 'Opening balances' }))
        .getAllByRole('row')
        .slice(1)
        .map((r) =>
          within(r)
            .getAllByRole('cell')
            .slice(0, 5)
            .map((c) => c.textContent),
        );
    expect(rows()).toEqual([
      ['Business Chequing', 'asset', '$5,230.12', '2026-09-01', 'Proposed from your bank (Plaid)'],
      ['Visa', 'liability', '$300.00', '2026-10-01', 'Set 2026-11-02'],
    ]);
    expect(table).not.toHaveTextContent('Opening balance equity');

    await userEvent.click(screen.getByRole('button', { name: 'Opening balance of Business Chequing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening balance: Business Chequing' });
    expect(within(dialog).getByText(/Proposed from your bank \(Plaid\): \$5,230.12 on 2026-09-01/)).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in the account' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '5000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(dataProvider.setClientOpeningBalance).toHaveBeenCalledWith(12, 5, { date: '2026-09-01', amount: '5000' });
    await waitFor(() => expect(rows()[0]).toEqual(['Business Chequing', 'asset', '$5,000.00', '2026-09-01', 'Set 2026-11-28']));
  });

  it("shows the API's refusal in the dialog and keeps it open", async () => {
    const dataProvider = {
      getClientBookAccounts: vi.fn(async () => ACCOUNTS),
      setClientOpeningBalance: vi.fn(async () => {
        throw new HttpError('amount must be an amount of money such as 1234.56 or -12.00', 400, {
          error: 'amount must be an amount of money such as 1234.56 or -12.00',
        });
      }),
    };
    renderSection(dataProvider);
    await userEvent.click(await screen.findByRole('button', { name: 'Opening balance of Visa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening balance: Visa' });
    expect(within(dialog).getByText(/Nothing proposed/)).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Amount owed' })).toHaveValue('300.00');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText(/amount must be an amount of money/)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('says so when the client has no account of money', async () => {
    renderSection({ getClientBookAccounts: vi.fn(async () => ({ asOf: '2026-11-28', accounts: [ACCOUNTS.accounts[2]] })) });
    expect(await screen.findByText(/No account of money in the books yet/)).toBeInTheDocument();
  });

  it('shows the load error', async () => {
    renderSection({
      getClientBookAccounts: vi.fn(async () => {
        throw new HttpError('Busy, try again.', 503, { error: 'Busy, try again.', requestId: 'req-ob-1' });
      }),
    });
    expect(await screen.findByText(/Busy, try again./)).toBeInTheDocument();
    expect(screen.getByText(/req-ob-1/)).toBeInTheDocument();
  });
});
