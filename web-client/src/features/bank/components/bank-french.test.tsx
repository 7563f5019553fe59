// The bank screens in French (issue 31): the Transactions view with French money and dates,
// and the connected accounts in Profile; no English left on them.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import type { RouteObject } from 'react-router';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { makeAccount, makeItem, makeTransaction, makeTransactionsPage, transactionsKey } from '../test/bank-fixtures';
import { BankTransactionsCard } from '../../../app/dashboard/bank-transactions-card';
import { ConnectedAccountsSection } from './connected-accounts-section';
import { TransactionsView } from './transactions-view';
import { inFrench, plainSpaces } from '../../../test/french';

describe('the bank screens in French', () => {
  inFrench();

  it('shows the transactions with French headers, money and dates', async () => {
    stubApi({
      [transactionsKey()]: () =>
        jsonResponse(
          makeTransactionsPage({
            transactions: [
              makeTransaction(1, { name: 'Bureau en Gros', amount: '-1234.56', date: '2026-11-03' }),
              makeTransaction(2, { name: 'Paiement client', amount: '1250.00', date: '2026-11-02', pending: true }),
            ],
          }),
        ),
    });
    const routes: RouteObject[] = [{ path: '/dashboard', element: <TransactionsView reportsPanel={() => <p>Rapports</p>} /> }];
    renderRoutes(routes, '/dashboard');

    const table = await screen.findByRole('table', { name: 'Opérations' });
    const rows = within(table).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Exclure', 'Date', 'Libellé', 'Catégorie', 'Compte', 'Montant']);
    const cells = within(rows[1])
      .getAllByRole('cell')
      .map((cell) => plainSpaces(cell.textContent));
    expect(cells.slice(1, 2)).toEqual(['3 nov. 2026']);
    expect(cells[5]).toBe('-1 234,56 $');
    expect(within(rows[2]).getByText('En attente')).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Opérations' })).toBeInTheDocument();
    expect(screen.getByRole('tab', { name: 'Rapports mensuels' })).toBeInTheDocument();
    expect(screen.getByText('Opérations 1 à 2 sur 2')).toBeInTheDocument();
    expect(screen.getByText('Les banques ne fournissent qu’environ 90 jours d’historique des opérations.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Exporter les opérations' })).toBeInTheDocument();
    expect(screen.getByRole('checkbox', { name: 'Exclure Bureau en Gros du 3 nov. 2026 des exportations' })).toBeInTheDocument();
    expect(screen.queryByText(/Showing|Export Transactions|Banks only provide|Pending/)).not.toBeInTheDocument();
  });

  it('lists the connected banks in French', async () => {
    stubApi({
      'GET /api/plaid/items': () => jsonResponse({ items: [makeItem({ institutionName: 'Desjardins' })] }),
      'GET /api/plaid/accounts': () => jsonResponse({ accounts: [makeAccount({ name: 'Compte d’entreprise', transactionCount: 1 })] }),
      'GET /api/plaid/account-visibility': () => jsonResponse({ hiddenAccountIds: [] }),
    });
    renderRoutes([{ path: '/', element: <ConnectedAccountsSection /> }]);

    expect(await screen.findByRole('heading', { name: 'Comptes bancaires connectés' })).toBeInTheDocument();
    const card = await screen.findByRole('article', { name: 'Desjardins' });
    expect(within(card).getByText('Connecté')).toBeInTheDocument();
    expect(within(card).getByText(/^Connecté le 1 sept\. 2026 · mis à jour le/)).toBeInTheDocument();
    expect(within(card).getByRole('switch', { name: 'Afficher Compte d’entreprise ••4321 dans les opérations' })).toBeChecked();
    expect(within(card).getByText(/1 opération$/)).toBeInTheDocument();
    expect(within(card).getByRole('button', { name: 'Déconnecter' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Connecter une banque' })).toBeInTheDocument();
    expect(screen.queryByText(/Connected bank accounts|Disconnect|last updated/)).not.toBeInTheDocument();
  });

  it('offers the transactions from the dashboard in French', () => {
    renderRoutes([{ path: '/', element: <BankTransactionsCard active={false} onOpen={() => {}} /> }]);

    expect(screen.getByRole('heading', { name: 'Opérations bancaires' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Voir les opérations' })).toBeInTheDocument();
  });
});
