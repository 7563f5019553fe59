import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BookAccountRow } from '@ledgerleaf/contracts';
import { bodiesOf, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { OpeningBalancesPanel } from './opening-balances-panel';

const CHEQUING: BookAccountRow = {
  id: 1,
  name: 'Chequing',
  type: 'asset',
  gifi: '1002',
  source: 'csv',
  systemAccount: null,
  balance: '2700.00',
  openingBalance: {
    status: 'proposed',
    date: '2026-10-01',
    amount: '2500.00',
    proposed: { date: '2026-10-01', amount: '2500.00', from: 'csv_balance' },
    setBy: null,
    setAt: null,
  },
};
const VISA: BookAccountRow = {
  id: 2,
  name: 'Visa',
  type: 'liability',
  gifi: '2707',
  source: 'bank',
  systemAccount: null,
  balance: '200.00',
  openingBalance: { status: 'none', date: null, amount: null, proposed: null, setBy: null, setAt: null },
};
const PUT_URL = '/api/books/accounts/1/opening-balance';
const render = (accounts: BookAccountRow[]) => renderRoutes([{ path: '/', element: <OpeningBalancesPanel accounts={accounts} /> }], '/');

afterEach(() => vi.unstubAllGlobals());

describe('Opening balances', () => {
  it('lists each account of money with its opening and where it came from', () => {
    stubApi({});
    render([CHEQUING, VISA]);
    const rows = within(screen.getByRole('table', { name: 'Opening balances' }))
      .getAllByRole('row')
      .slice(1)
      .map((row) =>
        within(row)
          .getAllByRole('cell')
          .slice(0, 4)
          .map((c) => c.textContent),
      );
    expect(rows).toEqual([
      ['Chequing', '$2,500.00', 'Oct 1, 2026', "Proposed from the CSV file's balance column"],
      ['Visa', '—', '—', 'Not set'],
    ]);
  });

  it('says so when there is no account of money', () => {
    stubApi({});
    render([]);
    expect(screen.getByText('No account of money in your books yet.')).toBeInTheDocument();
  });

  it('sets an opening from the dialog, which shows the proposed value, and shows saving while it goes', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubApi({
      [`PUT ${PUT_URL}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    render([CHEQUING, VISA]);
    await userEvent.click(screen.getByRole('button', { name: 'Opening balance of Chequing' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening balance: Chequing' });
    expect(within(dialog).getByText(/Proposed from the CSV file's balance column: \$2,500.00 on Oct 1, 2026/)).toBeInTheDocument();
    const amount = within(dialog).getByRole('textbox', { name: 'Amount in the account' });
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Use it' }));
    expect(amount).toHaveValue('2500.00');
    await userEvent.clear(amount);
    await userEvent.type(amount, '2000.50');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Saving…' })).toBeDisabled();
    expect(bodiesOf(fetchMock, 'PUT', PUT_URL)).toEqual([{ date: '2026-10-01', amount: '2000.50' }]);
    answer(jsonResponse({ accountId: 1, openingBalance: { ...CHEQUING.openingBalance, status: 'set', amount: '2000.50' } }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it("asks what is owed on a card, checks the fields, and shows the server's error in the dialog", async () => {
    const fetchMock = stubApi({
      'PUT /api/books/accounts/2/opening-balance': () => jsonResponse({ statusCode: 400, message: 'date must be a date in the format YYYY-MM-DD' }, 400),
    });
    render([CHEQUING, VISA]);
    await userEvent.click(screen.getByRole('button', { name: 'Opening balance of Visa' }));
    const dialog = await screen.findByRole('dialog', { name: 'Opening balance: Visa' });
    expect(within(dialog).getByText(/Nothing proposed/)).toBeInTheDocument();
    expect(within(dialog).getByText(/what was owed on it at the start of that day/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(within(dialog).getByText('Enter a date')).toBeInTheDocument();
    expect(within(dialog).getByText('Enter an amount, for example 1234.56')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/books/accounts/2/opening-balance')).toHaveLength(0);

    await userEvent.type(within(dialog).getByLabelText('Date'), '2026-10-01');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Amount owed' }), '300');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByText('date must be a date in the format YYYY-MM-DD')).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'PUT', '/api/books/accounts/2/opening-balance')).toEqual([{ date: '2026-10-01', amount: '300' }]);
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });

  it('keeps the dialog open while a save is in flight', async () => {
    stubApi({ [`PUT ${PUT_URL}`]: () => pending() });
    render([CHEQUING]);
    await userEvent.click(screen.getByRole('button', { name: 'Opening balance of Chequing' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await within(dialog).findByRole('button', { name: 'Cancel' })).toBeDisabled();
  });
});
