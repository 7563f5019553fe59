// The Sales tax view in French (issue 31): the GST/HST periods as "TPS/TVH", a worksheet with its
// QST lines as Revenu Québec names them, Mark as filed, the year-end package and the exports for
// the accountant, with French money and dates.
import { describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { GstHstReturnsResponse, GstHstWorksheet, YearEndPackageRow } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { exportPeriodOptions } from '../api/accountant-exports';
import { SalesTaxTab } from './sales-tax-tab';
import { YearEndPackagesCard } from './year-end-packages-card';
import { inFrench, plainSpaces } from '../../../test/french';

const routes: RouteObject[] = [
  { path: '/tax', element: <SalesTaxTab /> },
  { path: '/year-end', element: <YearEndPackagesCard /> },
];

const RETURNS: GstHstReturnsResponse = [
  { periodStart: '2026-10-01', periodEnd: '2026-12-31', dueDate: '2027-01-31', paymentDueDate: '2027-01-31', status: 'in_progress', netTax: '12.00' },
  { periodStart: '2026-07-01', periodEnd: '2026-09-30', dueDate: '2026-10-31', paymentDueDate: '2026-10-31', status: 'past_due', netTax: '1234.56' },
];

const worksheet = (start: string, end: string, net: string): GstHstWorksheet => ({
  period: { start, end, dueDate: '2026-10-31', paymentDueDate: '2026-10-31' },
  province: 'QC',
  method: 'regular',
  lines: { '101': '10000.00', '103': '500.00', '104': '0.00', '105': '500.00', '106': '27.30', '107': '0.00', '108': '27.30', '109': net },
  qst: { collected: '997.50', inputTaxRefunds: '54.46', netTax: '943.04' },
  quickMethod: null,
  categories: [{ category: 'Repas et déplacements', type: 'EXPENSE', treatment: 'taxable', itcShare: 0.5, total: '1022.60', taxIncluded: '2.60' }],
  transactionCount: 5,
  uncategorizedCount: 1,
  itcDocumentation: {
    documented: { count: 1, itc: '26.00' },
    partlyDocumented: { count: 0, itc: '0.00' },
    undocumented: { count: 1, itc: '1.30' },
  },
  estimate: true,
});

describe('the Sales tax view in French', () => {
  inFrench();

  it('shows the periods and a worksheet in French, TPS/TVH and TVQ, with French money', async () => {
    stubApi({
      'GET /api/tax/gst-hst-returns': () => jsonResponse(RETURNS),
      'GET /api/tax/gst-hst-returns/2026-10-01': () => jsonResponse(worksheet('2026-10-01', '2026-12-31', '12.00')),
      'GET /api/tax/gst-hst-returns/2026-07-01': () => jsonResponse(worksheet('2026-07-01', '2026-09-30', '1234.56')),
    });
    renderRoutes(routes, '/tax');

    const current = await screen.findByRole('region', { name: 'Période en cours' });
    expect(
      await screen.findByText(
        'Estimations de TPS/TVH tirées de vos transactions bancaires, production trimestrielle, méthode normale. Modifiez ces choix dans votre profil.',
      ),
    ).toBeInTheDocument();
    expect(plainSpaces(within(current).getByText(/taxe nette à ce jour/).textContent)).toBe(
      '1 oct. 2026 – 31 déc. 2026 · échéance le 31 janv. 2027 · taxe nette à ce jour 12,00 $',
    );
    expect(plainSpaces(within(current).getByRole('table', { name: 'Lignes de la déclaration' }).textContent)).toContain(
      '103TPS/TVH perçue ou percevable500,00 $',
    );
    expect(plainSpaces(within(current).getByText(/^Québec ·/).textContent)).toBe(
      'Québec · Méthode normale · 5 transactions (1 sans catégorie, exclues) · à produire au plus tard le 31 oct. 2026',
    );
    expect(within(current).getByRole('heading', { name: 'TVQ (déclaration FP-500 de Revenu Québec)' })).toBeInTheDocument();
    expect(plainSpaces(within(current).getByText(/^Ligne 203/).textContent)).toBe(
      'Ligne 203, TVQ perçue ou percevable 997,50 $ · ligne 206, remboursements de la taxe sur les intrants (RTI) 54,46 $ · ligne 209, taxe nette (TVQ) 943,04 $',
    );
    expect(plainSpaces(within(current).getByRole('table', { name: 'Catégories à l’origine des lignes' }).textContent)).toContain(
      'Repas et déplacementsDépense · Taxable50 %1 022,60 $2,60 $',
    );

    const past = screen.getByRole('table', { name: 'Périodes passées' });
    const row = within(past).getByRole('row', { name: /1\sjuill\.\s2026 – 30\ssept\.\s2026/ });
    expect(row).toHaveTextContent('Échéance passée');
    expect(plainSpaces(row.textContent)).toContain('1 234,56 $');
    await userEvent.click(within(row).getByRole('button', { name: 'Afficher la feuille de travail 2026-07-01' }));
    const opened = await screen.findByRole('region', { name: 'Feuille de travail du 2026-07-01 au 2026-09-30' });
    expect(within(opened).getByRole('button', { name: 'Feuille de travail (PDF)' })).toBeInTheDocument();
    expect(screen.getByRole('heading', { name: 'Exportations pour votre comptable' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Grand livre' })).toBeInTheDocument();
    const filing = within(opened).getByRole('group', { name: 'Production' });
    expect(filing).toHaveTextContent('Pas encore inscrite comme produite.');
    await userEvent.click(within(filing).getByRole('button', { name: 'Marquer comme produite' }));
    const dialog = await screen.findByRole('dialog', { name: 'Inscrire cette déclaration comme produite?' });
    expect(plainSpaces(dialog.textContent)).toContain('Inscrire la déclaration de la période 1 juill. 2026 – 30 sept. 2026 comme produite auprès de l’ARC.');

    expect(screen.queryByText(/Past periods|Current period|Mark as filed|Return lines|GST\/HST collected|Exports for your accountant/)).not.toBeInTheDocument();
  });

  it('labels the export periods in French', () => {
    expect(exportPeriodOptions('month', '2026-11-27')[1].label).toBe('octobre 2026');
    expect(exportPeriodOptions('quarter', '2026-11-27')[0].label).toBe('T4 2026 (oct.–déc.)');
  });

  it('shows the year-end package in French', async () => {
    stubApi({
      'GET /api/tax/year-end-packages': () =>
        jsonResponse([
          {
            id: 2026,
            userId: 7,
            fiscalYearStart: '2025-10-01',
            fiscalYearEnd: '2026-09-30',
            form: 't2125',
            status: 'pending',
            adminNotes: null,
            createdAt: '2026-10-02T12:00:00.000Z',
            reviewedAt: null,
          } satisfies YearEndPackageRow,
        ]),
    });
    renderRoutes(routes, '/year-end');

    const group = await screen.findByRole('group', { name: 'Exercice se terminant le 2026-09-30' });
    expect(screen.getByRole('heading', { name: 'Dossier de fin d’exercice' })).toBeInTheDocument();
    expect(plainSpaces(within(group).getByText(/^Exercice du/).textContent)).toBe('Exercice du 1 oct. 2025 au 30 sept. 2026');
    expect(within(group).getByText('En attente de révision')).toBeInTheDocument();
    expect(within(group).getByText(/^Formulaire T2125/)).toBeInTheDocument();
    expect(screen.queryByText(/Year-end package|Waiting for review|Fiscal year/)).not.toBeInTheDocument();
  });
});
