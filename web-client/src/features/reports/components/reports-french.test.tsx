// The Monthly Reports view in French (issue 31): the list, a report's card with its summary,
// versions and bank reconciliations, the toolbar's dialogs and their checks, French money.
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { MonthlyReportDto, MonthlyReportsResponse } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { makeReport } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { ReportsPanel } from './reports-panel';
import { inFrench, plainSpaces } from '../../../test/french';

const routes: RouteObject[] = [{ path: '/dashboard', element: <ReportsPanel /> }];
const LIST = '/api/plaid/monthly-reports';
const answer = (reports: MonthlyReportDto[]) => jsonResponse({ status: 'ready', reports, builds: [] } satisfies MonthlyReportsResponse);

const approved = makeReport();
const reopened = makeReport({
  id: 42,
  reportId: 'RPT-2026-09-000042',
  month: 9,
  startDate: '2026-09-01',
  endDate: '2026-09-30',
  transactionCount: 1,
  status: 'pending',
  summary: null,
  openQuestions: 2,
  version: 1,
  versions: [
    { version: 1, status: 'approved', approvedAt: '2026-10-02T14:00:00.000Z', reason: null, reopenedAt: null, reopenedBy: null, changes: null },
    {
      version: 2,
      status: 'pending',
      approvedAt: null,
      reason: 'Le loyer était mal classé.',
      reopenedAt: '2026-10-05T10:00:00.000Z',
      reopenedBy: null,
      changes: null,
    },
  ],
  reconciliations: [
    {
      accountId: 6,
      accountName: 'Visa Desjardins',
      statementClosing: '1512.34',
      booksClosing: '1500.00',
      difference: '12.34',
      status: 'unreconciled',
      adjustment: null,
    },
  ],
});

class FakeResizeObserver {
  observe() {}
  unobserve() {}
  disconnect() {}
}

describe('the Monthly Reports view in French', () => {
  inFrench();
  beforeEach(() => {
    vi.stubGlobal('ResizeObserver', FakeResizeObserver);
  });

  it('shows the list, a report’s summary and its downloads in French with French money', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([approved, reopened]) });
    renderRoutes(routes, '/dashboard');

    const october = await screen.findByRole('article', { name: 'octobre 2026' });
    expect(screen.getByRole('heading', { name: 'Rapports mensuels' })).toBeInTheDocument();
    expect(screen.getByText('Les rapports sont produits automatiquement le 1er de chaque mois.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Produire le mois dernier' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Choisir le mois' })).toBeInTheDocument();
    expect(within(october).getByText('Approuvé')).toBeInTheDocument();
    expect(
      within(october).getByText(
        (_c, el) => el?.tagName === 'P' && plainSpaces(el.textContent) === '1 oct. 2026 – 31 oct. 2026 · 6 transactions · RBC Chequing',
      ),
    ).toBeInTheDocument();

    const totals = within(october).getByRole('group', { name: 'Totaux' });
    expect(plainSpaces(totals.textContent)).toContain('Total des revenus3 534,50 $');
    expect(plainSpaces(totals.textContent)).toContain('Bénéfice net3 313,01 $');
    const table = within(october).getByRole('table', { name: 'Totaux par catégorie, octobre 2026' });
    expect(within(table).getByRole('columnheader', { name: 'Catégorie' })).toBeInTheDocument();
    expect(within(table).getAllByText('Dépense')).toHaveLength(2);
    expect(within(october).getByText('Taxes de vente (estimations, Ontario)')).toBeInTheDocument();
    expect(plainSpaces(within(october).getByText(/^Taxes estimées incluses dans les revenus/).textContent)).toBe(
      'Taxes estimées incluses dans les revenus : 406,62 $ · Crédits de taxe sur les intrants estimés : 25,48 $ · Taxe nette estimée à payer : 381,14 $',
    );
    const downloads = within(october).getByRole('group', { name: 'Téléchargements' });
    expect(within(downloads).getByRole('button', { name: 'Rapport PDF' })).toBeInTheDocument();
    expect(within(downloads).getByRole('button', { name: 'Sommaire (CSV)' })).toBeInTheDocument();

    const september = screen.getByRole('article', { name: 'septembre 2026' });
    expect(within(september).getByText('En attente de révision')).toBeInTheDocument();
    expect(within(september).getByText('En attente de vos réponses')).toBeInTheDocument();
    expect(
      within(september).getByText(
        (_c, el) => el?.tagName === 'P' && plainSpaces(el.textContent) === '1 sept. 2026 – 30 sept. 2026 · 1 transaction · RBC Chequing',
      ),
    ).toBeInTheDocument();
    expect(within(september).getByRole('alert')).toHaveTextContent(
      'Votre teneur de livres a rouvert ce rapport : Le loyer était mal classé. La version 2 est en révision; jusqu’à son approbation, les fichiers ci-dessous sont ceux de la version 1.',
    );

    expect(screen.queryByText(/Monthly Reports|Approved|Pending Review|Total revenue|Downloads|Waiting for/)).not.toBeInTheDocument();
  });

  it('shows the bank reconciliations and the closing-balance form in French, with its check', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([reopened]) });
    renderRoutes(routes, '/dashboard');

    const september = await screen.findByRole('article', { name: 'septembre 2026' });
    await userEvent.click(within(september).getByRole('button', { name: 'Rapprochements bancaires' }));
    const table = within(september).getByRole('table', { name: 'Rapprochements bancaires' });
    expect(within(table).getByRole('columnheader', { name: 'Solde du relevé' })).toBeInTheDocument();
    expect(within(table).getByText('Ne concorde pas encore')).toBeInTheDocument();
    expect(plainSpaces(within(table).getAllByRole('row')[1].textContent)).toContain('1 512,34 $1 500,00 $12,34 $');

    const form = within(september).getByRole('form', { name: /^Entrez le solde de clôture de votre relevé\s: Visa Desjardins$/ });
    const closing = within(form).getByLabelText('Solde de clôture de Visa Desjardins');
    await userEvent.clear(closing);
    await userEvent.type(closing, 'mille');
    await userEvent.click(within(form).getByRole('button', { name: 'Enregistrer' }));
    expect(await within(form).findByText('Entrez un montant avec un point décimal, par exemple 1234.56')).toBeInTheDocument();
    expect(screen.queryByText(/Bank reconciliations|Does not agree|Enter an amount/)).not.toBeInTheDocument();
  });

  it('asks for a month and for examples in French', async () => {
    stubApi({ [`GET ${LIST}`]: () => answer([reopened]) });
    renderRoutes(routes, '/dashboard');

    await userEvent.click(await screen.findByRole('button', { name: 'Choisir le mois' }));
    const monthDialog = await screen.findByRole('dialog', { name: 'Produire le rapport d’un mois' });
    await userEvent.click(within(monthDialog).getByRole('button', { name: 'Produire' }));
    expect(await within(monthDialog).findByText('Choisissez un mois.')).toBeInTheDocument();
    await userEvent.click(within(monthDialog).getByRole('button', { name: 'Annuler' }));

    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await userEvent.click(within(await screen.findByRole('article', { name: 'septembre 2026' })).getByRole('button', { name: 'Recatégoriser' }));
    const dialog = await screen.findByRole('dialog', { name: 'Recatégoriser septembre 2026' });
    expect(within(dialog).getByText('Nom de la transaction => Bonne catégorie')).toBeInTheDocument();
    expect(within(dialog).getByText('0 exemple valide')).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recatégoriser' }));
    expect(await within(dialog).findByText(/^Aucun exemple de correction valide/)).toBeInTheDocument();
    expect(screen.queryByText(/Choose a month|valid example|No valid feedback/)).not.toBeInTheDocument();
  });
});
