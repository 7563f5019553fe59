import { afterEach, describe, expect, it, vi } from 'vitest';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { YearEndPackageRow } from '@ledgerleaf/contracts';
import { callsTo, errorResponse, jsonResponse, pending, stubApi } from '../../../test/api-mock';
import { renderRoutes } from '../../../test/render';
import { inFrench } from '../../../test/french';
import { tax } from '../../../i18n/locales/tax';
import { YearEndPackagesCard } from './year-end-packages-card';

const routes: RouteObject[] = [{ path: '/tax', element: <YearEndPackagesCard /> }];
const LIST = 'GET /api/tax/year-end-packages';

const pkg = (fiscalYearEnd: string, status: YearEndPackageRow['status']): YearEndPackageRow => ({
  id: Number(fiscalYearEnd.slice(0, 4)),
  userId: 7,
  fiscalYearStart: `${Number(fiscalYearEnd.slice(0, 4)) - 1}-10-01`,
  fiscalYearEnd,
  form: 't2125',
  status,
  adminNotes: null,
  createdAt: '2026-10-02T12:00:00.000Z',
  reviewedAt: status === 'approved' ? '2026-10-03T12:00:00.000Z' : null,
});

afterEach(() => vi.unstubAllGlobals());

describe('Year-end package card', () => {
  it('shows a spinner while the packages load', async () => {
    stubApi({ [LIST]: () => pending() });
    renderRoutes(routes, '/tax');
    expect(await screen.findByLabelText('Loading')).toBeInTheDocument();
  });

  it('says when the package will come when there is none yet', async () => {
    stubApi({ [LIST]: () => jsonResponse([]) });
    renderRoutes(routes, '/tax');
    expect(await screen.findByText(/prepared once the monthly report of your fiscal year’s last month is approved/)).toBeInTheDocument();
  });

  it('shows the server’s error with a retry', async () => {
    let calls = 0;
    stubApi({ [LIST]: () => (++calls === 1 ? errorResponse(500, 'Database unavailable') : jsonResponse([])) });
    renderRoutes(routes, '/tax');
    expect(await screen.findByText('Database unavailable')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByText(/prepared once the monthly report/)).toBeInTheDocument();
  });

  it('offers the downloads of an approved package only, and downloads the PDF', async () => {
    const createUrl = vi.fn(() => 'blob:year-end');
    vi.stubGlobal('URL', Object.assign(URL, { createObjectURL: createUrl, revokeObjectURL: vi.fn() }));
    const fetchMock = stubApi({
      [LIST]: () => jsonResponse([pkg('2027-09-30', 'pending'), pkg('2026-09-30', 'approved')]),
      'GET /api/downloads/year-end/2026-09-30/pdf': () =>
        new Response('%PDF-1.4', {
          status: 200,
          headers: { 'Content-Type': 'application/pdf', 'Content-Disposition': 'attachment; filename="year-end-2026-09-30.pdf"' },
        }),
    });
    renderRoutes(routes, '/tax');
    const waiting = await screen.findByRole('group', { name: 'Fiscal year ending 2027-09-30' });
    expect(within(waiting).getByText('Waiting for review')).toBeInTheDocument();
    expect(within(waiting).queryByRole('button')).toBeNull();
    const ready = screen.getByRole('group', { name: 'Fiscal year ending 2026-09-30' });
    expect(within(ready).getByText('Ready')).toBeInTheDocument();
    await userEvent.click(within(ready).getByRole('button', { name: 'Year-end PDF' }));
    expect(callsTo(fetchMock, 'GET', '/api/downloads/year-end/2026-09-30/pdf')).toHaveLength(1);
    expect(createUrl).toHaveBeenCalledTimes(1);
  });
});

/** Every English text of the year-end card's catalogue (what a French client must not see). */
const englishTexts = (node: unknown): string[] =>
  typeof node === 'string' ? [node.replace(/\{\{\w+\}\}/g, '').trim()] : Object.values(node as object).flatMap(englishTexts);

describe('Year-end package card in French (issue 31)', () => {
  inFrench();

  it('shows every status, the form, the downloads and a failed download with no English', async () => {
    const gifi = (fiscalYearEnd: string, status: YearEndPackageRow['status']) => ({ ...pkg(fiscalYearEnd, status), form: 'gifi' as const });
    stubApi({
      [LIST]: () =>
        jsonResponse([
          pkg('2030-09-30', 'generating'),
          pkg('2029-09-30', 'pending'),
          gifi('2028-09-30', 'rejected'),
          pkg('2027-09-30', 'failed'),
          gifi('2026-09-30', 'approved'),
        ]),
      // the API answers in the asker's language
      'GET /api/downloads/year-end/2026-09-30/csv': () => errorResponse(404, 'Aucun dossier de fin d’exercice approuvé pour cet exercice.'),
    });
    renderRoutes(routes, '/tax');

    const card = (await screen.findByRole('heading', { name: 'Dossier de fin d’exercice' })).closest('section')!;
    const group = (date: string) => screen.getByRole('group', { name: `Exercice se terminant le ${date}` });
    expect(await within(card).findByText('En préparation')).toBeInTheDocument();
    expect(within(group('2029-09-30')).getByText('En attente de révision')).toBeInTheDocument();
    expect(within(group('2028-09-30')).getByText('Refusé par l’équipe')).toBeInTheDocument();
    expect(within(group('2028-09-30')).getByText('IGRF, annexe 125, Renseignements sur l’état des résultats')).toBeInTheDocument();
    expect(within(group('2028-09-30')).getByText('Votre teneur de livres le prépare de nouveau.')).toBeInTheDocument();
    expect(within(group('2027-09-30')).getByText('N’a pas pu être préparé')).toBeInTheDocument();
    expect(within(group('2029-09-30')).getByText(/^Formulaire T2125, État des résultats/)).toBeInTheDocument();
    expect(within(group('2029-09-30')).getByText('Votre teneur de livres le révise avant que vous puissiez le télécharger.')).toBeInTheDocument();
    const ready = group('2026-09-30');
    expect(within(ready).getByText('Prêt')).toBeInTheDocument();
    expect(within(ready).getByRole('group', { name: 'Téléchargements de fin d’exercice' })).toBeInTheDocument();
    expect(within(ready).getByRole('button', { name: 'Fin d’exercice (PDF)' })).toBeInTheDocument();
    await userEvent.click(within(ready).getByRole('button', { name: 'Fin d’exercice (CSV)' }));
    expect(await screen.findByText('Échec du téléchargement')).toBeInTheDocument();
    expect(screen.getByText('Aucun dossier de fin d’exercice approuvé pour cet exercice.')).toBeInTheDocument();

    const shown = document.body.textContent ?? '';
    for (const english of [...englishTexts(tax['en-CA'].yearEnd), 'Download failed', 'Downloading', 'Please try again'])
      if (english) expect(shown).not.toContain(english);
    expect(shown).not.toMatch(/Fiscal year|Year-end|Ready|Waiting|Rejected/);
  });

  it('says in French when there is no package yet', async () => {
    stubApi({ [LIST]: () => jsonResponse([]) });
    renderRoutes(routes, '/tax');
    expect(await screen.findByText(/^Votre dossier de fin d’exercice est préparé une fois approuvé/)).toBeInTheDocument();
  });
});
