// The ledger's review lists in French (issue 31): a possible duplicate and a transfer with its
// other half, their French money, dates and decisions, through the shared pairs of libs/ui.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { LedgerResponse, LedgerRow } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { PossibleDuplicates } from './possible-duplicates';
import { Transfers } from './transfers';
import { inFrench, plainSpaces } from '../../../test/french';

const row: LedgerRow = {
  transactionId: 30,
  source: 'csv',
  accountName: 'Compte chèques',
  date: '2026-10-10',
  name: 'PAIEMENT VISA',
  amount: '-1500.00',
  category: null,
  duplicateOf: null,
  duplicateDecision: null,
  duplicate: null,
  transferCandidate: false,
  transferDecision: null,
  transfer: null,
};
const page = (rows: LedgerRow[]): LedgerResponse => ({
  transactions: rows,
  pagination: { total: rows.length, page: 1, limit: 500, totalPages: 1 },
  undecidedDuplicates: 0,
});

describe('the ledger lists in French', () => {
  inFrench();

  it('shows a possible duplicate beside the row it matches, with the decisions in French', async () => {
    const duplicate = { transactionId: 17, source: 'bank' as const, accountName: 'Desjardins', date: '2026-10-09', name: 'PAIEMENT VISA', amount: '-1500.00' };
    stubApi({ 'GET /api/ledger?duplicates=undecided': () => jsonResponse(page([{ ...row, duplicateOf: 17, duplicate }])) });
    renderRoutes([{ path: '/dashboard', element: <PossibleDuplicates /> }], '/dashboard');

    const pair = await screen.findByRole('article', { name: 'Doublon possible : PAIEMENT VISA' });
    expect(screen.getByRole('heading', { name: 'Doublons possibles' })).toBeInTheDocument();
    expect(pair).toHaveTextContent('Nouveau dans vos livres');
    expect(pair).toHaveTextContent('Ressemble à');
    expect(plainSpaces(pair.textContent)).toContain('-1 500,00 $ · 10 oct. 2026');
    expect(pair).toHaveTextContent('Banque: Desjardins');
    expect(within(pair).getByRole('button', { name: 'Même opération' })).toBeInTheDocument();
    expect(within(pair).getByRole('button', { name: 'Les deux sont réelles' })).toBeInTheDocument();
    expect(screen.queryByText(/Looks like|Same transaction|Possible duplicates/)).not.toBeInTheDocument();
  });

  it('shows a transfer beside its other half in French', async () => {
    const pairRow: LedgerRow = {
      ...row,
      transfer: { transactionId: 31, accountName: 'Visa', date: '2026-10-12', name: 'MERCI PAIEMENT', amount: '1500.00' },
      transferDecision: 'transfer',
    };
    stubApi({ 'GET /api/ledger?transfers=flagged': () => jsonResponse(page([pairRow])) });
    renderRoutes([{ path: '/dashboard', element: <Transfers /> }], '/dashboard');

    const pair = await screen.findByRole('article', { name: 'Virement : PAIEMENT VISA' });
    expect(screen.getByRole('heading', { name: 'Virements entre vos comptes' })).toBeInTheDocument();
    expect(pair).toHaveTextContent('Sortie d’argent · Compte chèques');
    expect(pair).toHaveTextContent('Autre moitié');
    expect(plainSpaces(pair.textContent)).toContain('1 500,00 $ · 12 oct. 2026');
    expect(within(pair).getByText('Virement confirmé')).toBeInTheDocument();
    expect(within(pair).getByRole('button', { name: 'Pas un virement' })).toBeInTheDocument();
    expect(screen.queryByText(/Money out|Other half|Confirmed transfer|Not a transfer/)).not.toBeInTheDocument();
  });
});
