// The Balance Sheet tab in French (issue 31): the sections, their totals in French money, the
// chart's months, the opening balances and the shared opening-balance dialog.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { BalanceSheetResponse, BookAccountsResponse } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { BalanceSheetView } from './balance-sheet-view';
import { monthEndsUpTo } from './month-ends';
import { inFrench, plainSpaces } from '../../../test/french';

const TODAY = new Date(2026, 10, 28, 12);

const ACCOUNTS: BookAccountsResponse = {
  asOf: '2026-11-28',
  accounts: [
    {
      id: 1,
      name: 'Compte chèques',
      type: 'asset',
      gifi: '1002',
      source: 'csv',
      systemAccount: null,
      balance: '1234.56',
      openingBalance: {
        status: 'proposed',
        date: null,
        amount: null,
        proposed: { from: 'csv_balance', date: '2026-01-01', amount: '1000.00' },
        setBy: null,
        setAt: null,
      },
    },
  ],
};

const sheet = (asOf: string): BalanceSheetResponse => ({
  asOf,
  fiscalYearStart: '2026-01-01',
  assets: [{ account: 'Compte chèques', gifi: '1002', amount: '1234.56' }],
  liabilities: [],
  equity: [{ account: 'Bénéfices de l’exercice', gifi: '3680', amount: '1234.56' }],
  totals: { assets: '1234.56', liabilities: '0.00', equity: '1234.56' },
});

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('the Balance Sheet tab in French', () => {
  inFrench();
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });

  it('shows the balance sheet, the chart and the opening balances in French', async () => {
    stubApi({
      'GET /api/books/accounts': () => jsonResponse(ACCOUNTS),
      ...Object.fromEntries(monthEndsUpTo('2026-10-31', 12).map((day) => [`GET /api/books/balance-sheet?asOf=${day}`, () => jsonResponse(sheet(day))])),
    });
    renderRoutes([{ path: '/books', element: <BalanceSheetView today={TODAY} /> }], '/books');

    const panel = await screen.findByRole('region', { name: 'Bilan au 31 oct. 2026' });
    const assets = await within(panel).findByRole('table', { name: 'Actif' });
    expect(within(assets).getByText('Total de l’actif')).toBeInTheDocument();
    expect(within(assets).getAllByText((_content, element) => element?.tagName === 'TD' && plainSpaces(element.textContent) === '1 234,56 $')).toHaveLength(2);
    expect(within(panel).getByRole('table', { name: 'Passif' })).toHaveTextContent('Rien à cette date.');
    expect(within(panel).getByRole('status')).toHaveTextContent(/votre bilan est équilibré/);
    expect(screen.getByLabelText('Fin de mois')).toBeInTheDocument();

    const chart = await screen.findByRole('figure', { name: 'Actif et passif, du 30 nov. 2025 au 31 oct. 2026' });
    const figures = within(chart).getByRole('table', { name: 'Actif et passif, du 30 nov. 2025 au 31 oct. 2026 (chiffres)' });
    expect(plainSpaces(within(figures).getAllByRole('row')[12].textContent)).toBe('oct. 20261 234,56 $0,00 $');

    const opening = screen.getByRole('table', { name: 'Soldes d’ouverture' });
    expect(within(opening).getByText('Proposé d’après la colonne de solde du fichier CSV')).toBeInTheDocument();
    await userEvent.click(within(opening).getByRole('button', { name: 'Solde d’ouverture de Compte chèques' }));
    const dialog = await screen.findByRole('dialog', { name: 'Solde d’ouverture : Compte chèques' });
    expect(dialog).toHaveTextContent('Entrez l’argent que contenait le compte au début de ce jour, d’après votre relevé.');
    expect(plainSpaces(dialog.textContent)).toContain('Proposé d’après la colonne de solde du fichier CSV : 1 000,00 $ au 1 janv. 2026.');
    expect(within(dialog).getByRole('button', { name: 'Enregistrer' })).toBeInTheDocument();

    expect(screen.queryByText(/Balance sheet|Total assets|Opening balances|Proposed from/)).not.toBeInTheDocument();
  });
});
