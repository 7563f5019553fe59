import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LEDGER_MESSAGES, MONTH_CLOSE_MESSAGES, type LedgerResponse, type LedgerRow } from '@ledgerleaf/contracts';
import { errorResponse, jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { PossibleDuplicates } from './possible-duplicates';
import { Transfers } from './transfers';

// The month close (issue 28): a decision on a closed month's row is refused with a 409 whose
// message the client must read where they clicked ("September 2026 is closed; ask your
// bookkeeper to reopen it"), not a bare "failed".
const CLOSED = MONTH_CLOSE_MESSAGES.closed('2026-09');
const routes: RouteObject[] = [
  {
    path: '/dashboard',
    element: (
      <>
        <PossibleDuplicates />
        <Transfers />
      </>
    ),
  },
];
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
const candidate: LedgerRow = {
  ...copy,
  transactionId: 40,
  name: 'TRANSFER TO VISA',
  amount: '-300.00',
  duplicateOf: null,
  duplicate: null,
  transferCandidate: true,
};
const page = (rows: LedgerRow[]): LedgerResponse => ({
  transactions: rows,
  pagination: { total: rows.length, page: 1, limit: 500, totalPages: 1 },
  undecidedDuplicates: rows.filter((r) => r.duplicateOf).length,
});

describe('decisions on a closed month', () => {
  it("shows the server's reason when a duplicate decision is refused, and keeps the pair", async () => {
    stubApi({
      'GET /api/ledger?duplicates=undecided': () => jsonResponse(page([copy])),
      'GET /api/ledger': () => jsonResponse(page([])),
      'POST /api/ledger/912/duplicate': () => errorResponse(409, CLOSED),
    });
    renderRoutes(routes, '/dashboard');
    const pair = await screen.findByRole('article', { name: 'Possible duplicate: ADOBE *CREATIVE CLD' });
    await userEvent.click(within(pair).getByRole('button', { name: 'Same transaction' }));
    expect(await screen.findByText(LEDGER_MESSAGES.decideFailed)).toBeInTheDocument();
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
    expect(screen.getByRole('article', { name: 'Possible duplicate: ADOBE *CREATIVE CLD' })).toBeInTheDocument();
  });

  it("shows the server's reason when a transfer decision is refused", async () => {
    stubApi({
      'GET /api/ledger?duplicates=undecided': () => jsonResponse(page([])),
      'GET /api/ledger?transfers=flagged': () => jsonResponse(page([candidate])),
      'GET /api/ledger/40/transfer-candidates': () => jsonResponse({ transactionId: 40, candidates: [] }),
      'POST /api/ledger/40/transfer': () => errorResponse(409, CLOSED),
    });
    renderRoutes(routes, '/dashboard');
    const section = await screen.findByRole('region', { name: 'Transfers between your accounts' });
    const open = await within(section).findByRole('article', { name: 'Transfer candidate: TRANSFER TO VISA' });
    await userEvent.click(within(open).getByRole('button', { name: 'Not a transfer' }));
    expect(await screen.findByText(CLOSED)).toBeInTheDocument();
  });
});
