import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LEDGER_MESSAGES, type LedgerResponse, type LedgerRow } from '@ledgerleaf/contracts';
import { bodiesOf, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { Transfers } from './transfers';

const routes: RouteObject[] = [{ path: '/dashboard', element: <Transfers /> }];
const base: LedgerRow = {
  transactionId: 30,
  source: 'csv',
  accountName: 'Chequing',
  date: '2026-10-10',
  name: 'VISA PAYMENT',
  amount: '-500.00',
  category: null,
  duplicateOf: null,
  duplicateDecision: null,
  duplicate: null,
  transferCandidate: false,
  transferDecision: null,
  transfer: { transactionId: 31, accountName: 'Visa ending 4412', date: '2026-10-12', name: 'PAYMENT THANK YOU', amount: '500.00' },
};
const received: LedgerRow = {
  ...base,
  transactionId: 31,
  accountName: 'Visa ending 4412',
  date: '2026-10-12',
  name: 'PAYMENT THANK YOU',
  amount: '500.00',
  transfer: { transactionId: 30, accountName: 'Chequing', date: '2026-10-10', name: 'VISA PAYMENT', amount: '-500.00' },
};
const candidate: LedgerRow = { ...base, transactionId: 40, name: 'TRANSFER TO VISA', amount: '-300.00', transfer: null, transferCandidate: true };
const page = (rows: LedgerRow[]): LedgerResponse => ({
  transactions: rows,
  pagination: { total: rows.length, page: 1, limit: 500, totalPages: 1 },
  undecidedDuplicates: 0,
});

describe('transfers between your accounts', () => {
  it('shows each pair once beside its other half and the candidates, and sends the decisions', async () => {
    const fetchMock = stubApi({
      'GET /api/ledger': () => jsonResponse(page([candidate, received, base])),
      'POST /api/ledger/30/transfer': () => jsonResponse({ ...base, transferDecision: 'transfer' }),
      'POST /api/ledger/40/transfer': () => jsonResponse({ ...candidate, transferCandidate: false, transferDecision: 'not_transfer' }),
    });
    renderRoutes(routes, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Transfers between your accounts' });
    const pair = within(section).getByRole('article', { name: 'Transfer 30' });
    expect(pair).toHaveTextContent('↔ 2026-10-12 PAYMENT THANK YOU');
    expect(within(section).queryByRole('article', { name: 'Transfer 31' })).not.toBeInTheDocument();
    expect(within(section).getByRole('article', { name: 'Transfer 40' })).toHaveTextContent('More than one row could be its other half');
    await userEvent.click(within(pair).getByRole('button', { name: 'It is a transfer' }));
    expect(await screen.findByText(LEDGER_MESSAGES.transferDecided('transfer'))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/ledger/30/transfer')).toEqual([{ decision: 'transfer', counterpartTransactionId: 31 }]);
    await userEvent.click(within(within(section).getByRole('article', { name: 'Transfer 40' })).getByRole('button', { name: 'Not a transfer' }));
    expect(await screen.findByText(LEDGER_MESSAGES.transferDecided('not_transfer'))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/ledger/40/transfer')).toEqual([{ decision: 'not_transfer' }]);
  });

  it('shows nothing when the books hold no transfer', async () => {
    const fetchMock = stubApi({ 'GET /api/ledger': () => jsonResponse(page([{ ...base, transfer: null }])) });
    renderRoutes(routes, '/dashboard');
    await vi.waitFor(() => expect(fetchMock).toHaveBeenCalled());
    expect(screen.queryByRole('region', { name: 'Transfers between your accounts' })).not.toBeInTheDocument();
  });
});
