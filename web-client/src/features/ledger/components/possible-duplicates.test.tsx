import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import { LEDGER_MESSAGES, type LedgerResponse, type LedgerRow } from '@ledgerleaf/contracts';
import { bodiesOf, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { PossibleDuplicates } from './possible-duplicates';

const routes: RouteObject[] = [{ path: '/dashboard', element: <PossibleDuplicates /> }];
const URL = '/api/ledger?duplicates=undecided';

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
const page = (rows: LedgerRow[]): LedgerResponse => ({
  transactions: rows,
  pagination: { total: rows.length, page: 1, limit: 500, totalPages: 1 },
  undecidedDuplicates: rows.length,
});

describe('possible duplicates', () => {
  it('shows a spinner while loading', async () => {
    stubApi({ [`GET ${URL}`]: pending });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByRole('progressbar')).toBeInTheDocument();
  });

  it('says so when there is none', async () => {
    stubApi({ [`GET ${URL}`]: () => jsonResponse(page([])) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(LEDGER_MESSAGES.emptyDuplicates)).toBeInTheDocument();
  });

  it('shows the error with a retry', async () => {
    let fail = true;
    stubApi({ [`GET ${URL}`]: () => (fail ? errorResponse(500, 'Internal server error') : jsonResponse(page([]))) });
    renderRoutes(routes, '/dashboard');
    expect(await screen.findByText(LEDGER_MESSAGES.loadFailed)).toBeInTheDocument();
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(LEDGER_MESSAGES.emptyDuplicates)).toBeInTheDocument();
  });

  it('puts the new row beside the one it matches and sends the decision', async () => {
    let rows = [copy];
    const fetchMock = stubApi({
      [`GET ${URL}`]: () => jsonResponse(page(rows)),
      'POST /api/ledger/912/duplicate': () => {
        rows = [];
        return jsonResponse({ ...copy, duplicateDecision: 'same' });
      },
    });
    renderRoutes(routes, '/dashboard');
    const pair = await screen.findByRole('article', { name: 'Possible duplicate: ADOBE *CREATIVE CLD' });
    expect(within(pair).getByText('CSV account: Visa ending 4412')).toBeInTheDocument();
    expect(within(pair).getByText('Bank: RBC Chequing')).toBeInTheDocument();
    expect(within(pair).getByText(/Sep 6, 2026/)).toBeInTheDocument();
    expect(within(pair).getByText(/Sep 5, 2026/)).toBeInTheDocument();

    await userEvent.click(within(pair).getByRole('button', { name: 'Same transaction' }));
    expect(await screen.findByText(LEDGER_MESSAGES.decided('same'))).toBeInTheDocument();
    expect(bodiesOf(fetchMock, 'POST', '/api/ledger/912/duplicate')).toEqual([{ decision: 'same' }]);
    expect(await screen.findByText(LEDGER_MESSAGES.emptyDuplicates)).toBeInTheDocument();
  });
});
