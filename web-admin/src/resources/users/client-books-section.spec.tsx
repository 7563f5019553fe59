import { describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { HttpError, RecordContextProvider } from 'react-admin';
import type { BalanceSheetResponse, TrialBalanceResponse } from '@ledgerleaf/contracts';
import { ClientBalanceSheetSection, ClientTrialBalanceSection, lastMonthEnd } from './client-books-section';
import { renderInAdmin } from '../../test/render-in-admin';
import { adminUserRow } from '../../test/fixtures';

// 28 November 2026: the default as-of is 31 October.
const TODAY = new Date(2026, 10, 28, 12);

const SHEET = (asOf: string): BalanceSheetResponse => ({
  asOf,
  fiscalYearStart: '2026-01-01',
  assets: [
    { account: 'Chequing', gifi: '1002', amount: '4200.00' },
    { account: 'GST/HST receivable (input tax credits)', gifi: '1483', amount: '27.30' },
  ],
  liabilities: [{ account: 'Visa', gifi: '2707', amount: '500.25' }],
  equity: [
    { account: 'Opening balance equity', gifi: '3540', amount: '3000.00' },
    { account: "Owner's drawings", gifi: '3700', amount: '-250.00' },
    { account: 'Current-year earnings', gifi: '3680', amount: '977.05' },
  ],
  totals: { assets: '4227.30', liabilities: '500.25', equity: '3727.05' },
});

const TRIAL: TrialBalanceResponse = {
  asOf: '2026-10-31',
  rows: [
    { account: 'Chequing', systemAccount: null, type: 'asset', debit: '4200.00', credit: '0.00' },
    { account: 'Visa', systemAccount: null, type: 'liability', debit: '0.00', credit: '500.25' },
    { account: 'Opening balance equity', systemAccount: 'opening_balance_equity', type: 'equity', debit: '0.00', credit: '3000.00' },
    { account: 'Sales Revenue', systemAccount: null, type: 'revenue', debit: '0.00', credit: '1200.00' },
    { account: 'Software', systemAccount: null, type: 'expense', debit: '500.25', credit: '0.00' },
  ],
  totals: { debit: '4700.25', credit: '4700.25' },
};

function renderSections(overrides: Partial<Record<'getClientBalanceSheet' | 'getClientTrialBalance', (id: number, asOf: string) => Promise<unknown>>> = {}) {
  const dataProvider = {
    getClientBalanceSheet: vi.fn(overrides.getClientBalanceSheet ?? (async (_id: number, asOf: string) => SHEET(asOf))),
    getClientTrialBalance: vi.fn(overrides.getClientTrialBalance ?? (async () => TRIAL)),
  };
  renderInAdmin(
    <RecordContextProvider value={adminUserRow({ id: 12 })}>
      <ClientBalanceSheetSection today={TODAY} />
      <ClientTrialBalanceSection today={TODAY} />
    </RecordContextProvider>,
    { dataProvider: dataProvider as never, resource: 'users' },
  );
  return dataProvider;
}

const cells = (table: HTMLElement) =>
  within(table)
    .getAllByRole('row')
    .map((row) =>
      within(row)
        .queryAllByRole('cell')
        .map((c) => c.textContent),
    );

describe('lastMonthEnd', () => {
  it('is the end of the month before today', () => {
    expect(lastMonthEnd(TODAY)).toBe('2026-10-31');
    expect(lastMonthEnd(new Date(2024, 2, 15))).toBe('2024-02-29');
    expect(lastMonthEnd(new Date(2027, 0, 1))).toBe('2026-12-31');
  });
});

describe('Client books sections', () => {
  it('shows progress while the statements load', async () => {
    renderSections({ getClientBalanceSheet: () => new Promise(() => {}), getClientTrialBalance: () => new Promise(() => {}) });
    expect(await screen.findByRole('progressbar', { name: 'Balance sheet' })).toBeInTheDocument();
    expect(screen.getByRole('progressbar', { name: 'Trial balance' })).toBeInTheDocument();
  });

  it("shows the client's balance sheet at the last month end: sections, totals, balanced", async () => {
    const dp = renderSections();
    const sheet = await screen.findByRole('region', { name: 'Balance sheet at 2026-10-31' });
    expect(dp.getClientBalanceSheet).toHaveBeenCalledWith(12, '2026-10-31');
    expect(cells(within(sheet).getByRole('table', { name: 'Assets' })).slice(1)).toEqual([
      ['Chequing', '1002', '$4,200.00'],
      ['GST/HST receivable (input tax credits)', '1483', '$27.30'],
      ['Total assets', '$4,227.30'],
    ]);
    expect(cells(within(sheet).getByRole('table', { name: 'Liabilities' })).at(-1)).toEqual(['Total liabilities', '$500.25']);
    expect(cells(within(sheet).getByRole('table', { name: 'Equity' })).slice(1)).toEqual([
      ['Opening balance equity', '3540', '$3,000.00'],
      ["Owner's drawings", '3700', '-$250.00'],
      ['Current-year earnings', '3680', '$977.05'],
      ['Total equity', '$3,727.05'],
    ]);
    const status = within(sheet).getByRole('status');
    expect(status).toHaveTextContent('Balanced');
    expect(status).toHaveTextContent('Assets $4,227.30 · liabilities $500.25 + equity $3,727.05 · fiscal year from 2026-01-01');
  });

  it('shows the trial balance with debits and credits on their sides, the totals and that they agree', async () => {
    const dp = renderSections();
    const trial = await screen.findByRole('region', { name: 'Trial balance at 2026-10-31' });
    expect(dp.getClientTrialBalance).toHaveBeenCalledWith(12, '2026-10-31');
    expect(cells(within(trial).getByRole('table', { name: 'Trial balance' })).slice(1)).toEqual([
      ['Chequing', 'asset', '$4,200.00', ''],
      ['Visa', 'liability', '', '$500.25'],
      ['Opening balance equity', 'equity', '', '$3,000.00'],
      ['Sales Revenue', 'revenue', '', '$1,200.00'],
      ['Software', 'expense', '$500.25', ''],
      ['Totals', '$4,700.25', '$4,700.25'],
    ]);
    expect(within(trial).getByRole('status')).toHaveTextContent('BalancedDebits $4,700.25 · credits $4,700.25');
  });

  it('flags statements that do not balance', async () => {
    renderSections({
      getClientBalanceSheet: async (_id, asOf) => ({ ...SHEET(asOf), totals: { assets: '4227.30', liabilities: '500.25', equity: '3727.04' } }),
      getClientTrialBalance: async () => ({ ...TRIAL, totals: { debit: '4700.25', credit: '4700.24' } }),
    });
    expect(within(await screen.findByRole('region', { name: 'Balance sheet at 2026-10-31' })).getByRole('status')).toHaveTextContent('Unbalanced');
    expect(within(await screen.findByRole('region', { name: 'Trial balance at 2026-10-31' })).getByRole('status')).toHaveTextContent('Unbalanced');
  });

  it('reads the statements again at the date staff enter, and asks nothing for an incomplete date', async () => {
    const dp = renderSections();
    await screen.findByRole('region', { name: 'Balance sheet at 2026-10-31' });
    const input = screen.getByLabelText('Balance sheet as of');
    fireEvent.change(input, { target: { value: '' } });
    expect(await screen.findByText('Enter a date')).toBeInTheDocument();
    fireEvent.change(input, { target: { value: '2026-03-31' } });
    await screen.findByRole('region', { name: 'Balance sheet at 2026-03-31' });
    expect(dp.getClientBalanceSheet).toHaveBeenLastCalledWith(12, '2026-03-31');
    expect(dp.getClientBalanceSheet).toHaveBeenCalledTimes(2);

    fireEvent.change(screen.getByLabelText('Trial balance as of'), { target: { value: '2025-12-31' } });
    await waitFor(() => expect(dp.getClientTrialBalance).toHaveBeenLastCalledWith(12, '2025-12-31'));
  });

  it("shows the API's error with its reference", async () => {
    renderSections({
      getClientBalanceSheet: async () => {
        throw new HttpError('Internal Server Error', 500, { error: 'The database is not reachable right now.', requestId: 'req-77' });
      },
      getClientTrialBalance: async () => {
        throw new HttpError('Not Found', 404, { error: 'User not found' });
      },
    });
    expect(await screen.findByText('The database is not reachable right now.')).toBeInTheDocument();
    expect(screen.getByText(/req-77/)).toBeInTheDocument();
    expect(await screen.findByText('User not found')).toBeInTheDocument();
  });

  it('shows an empty section and an empty trial balance as such', async () => {
    renderSections({
      getClientBalanceSheet: async (_id, asOf) => ({
        ...SHEET(asOf),
        assets: [],
        liabilities: [],
        equity: [{ account: 'Current-year earnings', gifi: '3680', amount: '0.00' }],
        totals: { assets: '0.00', liabilities: '0.00', equity: '0.00' },
      }),
      getClientTrialBalance: async () => ({ asOf: '2026-10-31', rows: [], totals: { debit: '0.00', credit: '0.00' } }),
    });
    const sheet = await screen.findByRole('region', { name: 'Balance sheet at 2026-10-31' });
    expect(within(sheet).getByRole('table', { name: 'Assets' })).toHaveTextContent('None at this date.');
    expect(within(sheet).getByRole('status')).toHaveTextContent('Balanced');
    expect(await screen.findByText('No account has a balance at this date.')).toBeInTheDocument();
  });
});
