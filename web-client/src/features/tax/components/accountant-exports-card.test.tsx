import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { EXPORT_MESSAGES } from '@ledgerleaf/contracts';
import { errorResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { formatDate } from '../../../lib/format';
import { exportPeriodOptions } from '../api/accountant-exports';
import { AccountantExportsCard } from './accountant-exports-card';

const routes: RouteObject[] = [{ path: '/tax', element: <AccountantExportsCard today="2026-11-27" /> }];
const OCTOBER = 'from=2026-10-01&to=2026-10-31';

const csv = (text: string, fileName: string) =>
  new Response(text, { status: 200, headers: { 'Content-Type': 'text/csv; charset=utf-8', 'Content-Disposition': `attachment; filename="${fileName}"` } });

let clicks: string[];
beforeEach(() => {
  clicks = [];
  vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: vi.fn(() => 'blob:export'), revokeObjectURL: vi.fn() }));
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    clicks.push(this.download);
  });
});
afterEach(() => {
  vi.unstubAllGlobals();
  vi.restoreAllMocks();
});

describe('exportPeriodOptions', () => {
  it('offers calendar months, quarters and years up to today, newest first', () => {
    const months = exportPeriodOptions('month', '2026-11-27');
    expect(months[0]).toEqual({ label: 'November 2026', from: '2026-11-01', to: '2026-11-30' });
    expect(months[1]).toEqual({ label: 'October 2026', from: '2026-10-01', to: '2026-10-31' });
    expect(months.find((m) => m.from === '2026-02-01')?.to).toBe('2026-02-28');
    expect(exportPeriodOptions('month', '2024-03-05')[1]).toEqual({ label: 'February 2024', from: '2024-02-01', to: '2024-02-29' });
    expect(exportPeriodOptions('month', '2026-01-10')[1]).toEqual({ label: 'December 2025', from: '2025-12-01', to: '2025-12-31' });
    const quarters = exportPeriodOptions('quarter', '2026-11-27');
    expect(quarters.slice(0, 2)).toEqual([
      { label: 'Q4 2026 (Oct–Dec)', from: '2026-10-01', to: '2026-12-31' },
      { label: 'Q3 2026 (Jul–Sep)', from: '2026-07-01', to: '2026-09-30' },
    ]);
    expect(quarters[4]).toEqual({ label: 'Q4 2025 (Oct–Dec)', from: '2025-10-01', to: '2025-12-31' });
    expect(exportPeriodOptions('year', '2026-11-27')[1]).toEqual({ label: '2025', from: '2025-01-01', to: '2025-12-31' });
  });
});

describe('Exports for your accountant', () => {
  it('downloads the last month that has ended, saying it is preparing, then how many transactions the file holds', async () => {
    let answer: (r: Response) => void = () => {};
    const fetchMock = stubApi({
      [`GET /api/exports/qbo-bank?${OCTOBER}`]: () => new Promise<Response>((resolve) => (answer = resolve)),
    });
    renderRoutes(routes, '/tax');
    expect(await screen.findByRole('heading', { name: 'Exports for your accountant' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('October 2026');

    await userEvent.click(screen.getByRole('button', { name: 'QuickBooks Online (bank upload)' }));
    expect(await screen.findByRole('button', { name: 'Preparing...' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'General ledger' })).toBeDisabled();
    answer(csv('Date,Description,Amount\r\n10/02/2026,SALE,10.00\r\n10/03/2026,FEE,-1.00\r\n', 'qbo-bank-2026-10-01-to-2026-10-31.csv'));

    expect(await screen.findByText('Downloaded 2 transactions for October 2026.')).toBeInTheDocument();
    expect(clicks).toEqual(['qbo-bank-2026-10-01-to-2026-10-31.csv']);
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('asks for the quarter picked and counts ledger entries, not lines', async () => {
    stubApi({
      'GET /api/exports/general-ledger?from=2026-07-01&to=2026-09-30': () =>
        csv(
          'Date,Entry,Account,Debit,Credit,Memo\r\n2026-07-02,1,Bank,5.00,,X\r\n2026-07-02,1,Sales,,5.00,X\r\n',
          'general-ledger-2026-07-01-to-2026-09-30.csv',
        ),
    });
    renderRoutes(routes, '/tax');
    await userEvent.click(await screen.findByRole('button', { name: 'Quarter' }));
    expect(screen.getByRole('combobox', { name: 'Period' })).toHaveTextContent('Q3 2026 (Jul–Sep)');
    await userEvent.click(screen.getByRole('button', { name: 'General ledger' }));
    expect(await screen.findByText('Downloaded 1 transaction for Q3 2026 (Jul–Sep).')).toBeInTheDocument();
    expect(clicks).toEqual(['general-ledger-2026-07-01-to-2026-09-30.csv']);
  });

  it("counts the general ledger's entries of three lines once, and says the trial balance's day and accounts", async () => {
    stubApi({
      [`GET /api/exports/general-ledger?${OCTOBER}`]: () =>
        csv(
          'Date,Entry,Account,Debit,Credit,Memo\r\n2026-10-02,1,Software,100.00,,"A, B"\r\n2026-10-02,1,GST/HST receivable,13.00,,"A, B"\r\n2026-10-02,1,Bank,,113.00,"A, B"\r\n2026-10-05,2,Bank,5.00,,X\r\n2026-10-05,2,Sales,,5.00,X\r\n',
          'general-ledger-2026-10-01-to-2026-10-31.csv',
        ),
      [`GET /api/exports/trial-balance?${OCTOBER}`]: () =>
        csv('Account,Type,Debit,Credit\r\nBank,asset,5.00,\r\nSales,revenue,,5.00\r\nTotal,,5.00,5.00\r\n', 'trial-balance-2026-10-01-to-2026-10-31.csv'),
    });
    renderRoutes(routes, '/tax');
    await userEvent.click(await screen.findByRole('button', { name: 'General ledger' }));
    expect(await screen.findByText('Downloaded 2 transactions for October 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Trial balance' }));
    expect(await screen.findByText(`Downloaded the trial balance at ${formatDate('2026-10-31')}: 2 accounts.`)).toBeInTheDocument();
    expect(clicks).toEqual(['general-ledger-2026-10-01-to-2026-10-31.csv', 'trial-balance-2026-10-01-to-2026-10-31.csv']);
  });

  it("counts Xero's manual journals by narration (quoted or not), and says the chart's accounts", async () => {
    stubApi({
      [`GET /api/exports/xero-journal?${OCTOBER}`]: () =>
        csv(
          '*Narration,*Date,Description,*AccountCode,*TaxRate,*Amount,TrackingName1,TrackingOption1,TrackingName2,TrackingOption2\r\n' +
            '"Ledgerleaf entry 901: A, B",02/10/2026,"A, B",485,Tax Exempt,100.00,,,,\r\n"Ledgerleaf entry 901: A, B",02/10/2026,"A, B",1483-1B,Tax Exempt,13.00,,,,\r\n' +
            '"Ledgerleaf entry 901: A, B",02/10/2026,"A, B",1002-15,Tax Exempt,-113.00,,,,\r\nLedgerleaf entry 77: X,05/10/2026,X,1002-15,Tax Exempt,5.00,,,,\r\n' +
            'Ledgerleaf entry 77: X,05/10/2026,X,200,Tax Exempt,-5.00,,,,\r\n',
          'xero-journal-2026-10-01-to-2026-10-31.csv',
        ),
      [`GET /api/exports/xero-chart?${OCTOBER}`]: () =>
        csv(
          '*Code,*Name,*Type,*Tax Code,Description,Dashboard,Expense Claims,Enable Payments,Balance\r\n1002-15,Bank,Current Asset,Tax Exempt,x,No,No,No,\r\n200,Sales,Revenue,Tax Exempt,x,No,No,No,\r\n',
          'xero-chart-2026-10-01-to-2026-10-31.csv',
        ),
    });
    renderRoutes(routes, '/tax');
    await userEvent.click(await screen.findByRole('button', { name: 'Xero (manual journals)' }));
    expect(await screen.findByText('Downloaded 2 transactions for October 2026.')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Xero (chart of accounts)' }));
    expect(await screen.findByText('Downloaded your chart of accounts for Xero: 2 accounts. Import it before the manual journals.')).toBeInTheDocument();
  });

  it('asks for the year picked and says when the period has no transactions', async () => {
    stubApi({
      'GET /api/exports/xero-statement?from=2024-01-01&to=2024-12-31': () =>
        csv('*Date,*Amount,Payee,Description,Reference,Account Code,Tax Type\r\n', 'xero-statement-2024.csv'),
    });
    renderRoutes(routes, '/tax');
    await userEvent.click(await screen.findByRole('button', { name: 'Year' }));
    await userEvent.click(screen.getByRole('combobox', { name: 'Period' }));
    await userEvent.click(within(screen.getByRole('listbox')).getByRole('option', { name: '2024' }));
    await userEvent.click(screen.getByRole('button', { name: 'Xero (precoded statement)' }));
    expect(await screen.findByText('No transactions in 2024: the file has its header row only.')).toBeInTheDocument();
  });

  it("shows the server's error and lets the client try again", async () => {
    let calls = 0;
    stubApi({
      [`GET /api/exports/qbo-bank?${OCTOBER}`]: () => (++calls === 1 ? errorResponse(400, EXPORT_MESSAGES.rangeTooLong) : pending()),
    });
    renderRoutes(routes, '/tax');
    await userEvent.click(await screen.findByRole('button', { name: 'QuickBooks Online (bank upload)' }));
    expect(await screen.findByText(EXPORT_MESSAGES.rangeTooLong)).toBeInTheDocument();
    expect(clicks).toEqual([]);
    await userEvent.click(screen.getByRole('button', { name: 'QuickBooks Online (bank upload)' }));
    await waitFor(() => expect(screen.queryByText(EXPORT_MESSAGES.rangeTooLong)).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Preparing...' })).toBeInTheDocument();
  });
});
