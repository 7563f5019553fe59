import { describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LEDGER_MESSAGES, type LedgerResponse, type LedgerRow } from '@ledgerleaf/contracts';
import { bodiesOf, errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
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

const options = [
  { transactionId: 41, accountName: 'Visa ending 4412', date: '2026-11-11', name: 'PAYMENT RECEIVED', amount: '300.00' },
  { transactionId: 42, accountName: 'Visa ending 4412', date: '2026-11-13', name: 'PAYMENT RECEIVED - THANKS', amount: '300.00' },
];

describe('transfers between your accounts', () => {
  it('shows each pair once beside its other half, and a candidate beside the rows that could be its other half', async () => {
    const fetchMock = stubApi({
      'GET /api/ledger?transfers=flagged': () => jsonResponse(page([candidate, received, base])),
      'GET /api/ledger/40/transfer-candidates': () => jsonResponse({ transactionId: 40, candidates: options }),
      'POST /api/ledger/30/transfer': () => jsonResponse({ ...base, transferDecision: 'transfer' }),
      'POST /api/ledger/40/transfer': () => jsonResponse({ ...candidate, transferCandidate: false, transferDecision: 'transfer' }),
    });
    renderRoutes(routes, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Transfers between your accounts' });
    const pair = await within(section).findByRole('article', { name: 'Transfer: VISA PAYMENT' });
    expect(pair).toHaveTextContent('Other half');
    expect(pair).toHaveTextContent('PAYMENT THANK YOU');
    expect(within(section).queryByRole('article', { name: 'Transfer: PAYMENT THANK YOU' })).not.toBeInTheDocument();
    // the pair is confirmed with its own counterpart
    await userEvent.click(within(pair).getByRole('button', { name: 'Transfer' }));
    expect(await screen.findByText(LEDGER_MESSAGES.transferDecided('transfer'))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/ledger/30/transfer')).toEqual([{ decision: 'transfer', counterpartTransactionId: 31 }]);
    // the candidate: pick the other half, then decide
    const open = within(section).getByRole('article', { name: 'Transfer candidate: TRANSFER TO VISA' });
    const choice = await within(open).findByRole('radio', { name: /PAYMENT RECEIVED - THANKS/ });
    expect(within(open).getByRole('button', { name: 'Transfer' })).toBeDisabled();
    await userEvent.click(choice);
    await userEvent.click(within(open).getByRole('button', { name: 'Transfer' }));
    await vi.waitFor(() => expect(bodiesOf(fetchMock, 'POST', '/api/ledger/40/transfer')).toEqual([{ decision: 'transfer', counterpartTransactionId: 42 }]));
  });

  it('sends "not a transfer" for a candidate', async () => {
    const fetchMock = stubApi({
      'GET /api/ledger?transfers=flagged': () => jsonResponse(page([candidate])),
      'GET /api/ledger/40/transfer-candidates': () => jsonResponse({ transactionId: 40, candidates: options }),
      'POST /api/ledger/40/transfer': () => jsonResponse({ ...candidate, transferCandidate: false, transferDecision: 'not_transfer' }),
    });
    renderRoutes(routes, '/dashboard');
    const open = await screen.findByRole('article', { name: 'Transfer candidate: TRANSFER TO VISA' });
    await userEvent.click(within(open).getByRole('button', { name: 'Not a transfer' }));
    expect(await screen.findByText(LEDGER_MESSAGES.transferDecided('not_transfer'))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/ledger/40/transfer')).toEqual([{ decision: 'not_transfer' }]);
  });

  it("shows the picker's error with a retry when the candidates cannot be read", async () => {
    let calls = 0;
    stubApi({
      'GET /api/ledger?transfers=flagged': () => jsonResponse(page([candidate])),
      'GET /api/ledger/40/transfer-candidates': () => (++calls === 1 ? errorResponse(500, 'Server down') : jsonResponse({ transactionId: 40, candidates: [] })),
    });
    renderRoutes(routes, '/dashboard');
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent(LEDGER_MESSAGES.candidatesFailed);
    await userEvent.click(within(alert).getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(LEDGER_MESSAGES.emptyTransferCandidates)).toBeInTheDocument();
  });

  it('says when the books hold no transfer', async () => {
    stubApi({ 'GET /api/ledger?transfers=flagged': () => jsonResponse(page([])) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(LEDGER_MESSAGES.emptyTransfers)).toBeInTheDocument();
  });

  it('shows an error with a retry when the transfers cannot be read', async () => {
    stubApi({ 'GET /api/ledger?transfers=flagged': () => errorResponse(500, 'Server down') });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(LEDGER_MESSAGES.loadFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /retry|try again/i })).toBeInTheDocument();
  });
});
