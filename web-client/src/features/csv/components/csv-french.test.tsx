// The CSV tab in French (issue 31): the drop area, an upload with its preview in French money
// and dates, and the column-mapping step with its checks; no English left on them.
import { describe, expect, it } from 'vitest';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { RouteObject } from 'react-router';
import type { CsvNeedsMappingResponse } from '@ledgerleaf/contracts';
import { jsonResponse, stubApi } from '../../../test/api-mock';
import { makeCsvUpload, makePreviewRow } from '../../../test/fixtures';
import { renderRoutes } from '../../../test/render';
import { CsvUploadTab } from './csv-upload-tab';
import { inFrench, plainSpaces } from '../../../test/french';

const routes: RouteObject[] = [{ path: '/dashboard', element: <CsvUploadTab /> }];
const drop = (file: File) => fireEvent.drop(screen.getByTestId('csv-dropzone'), { dataTransfer: { files: [file], types: ['Files'] } });

const completed = makeCsvUpload({
  id: 40,
  fileName: 'releve-septembre.csv',
  status: 'completed',
  originalRowCount: 8,
  processedRowCount: 8,
  progress: 100,
  createdAt: '2026-10-02T15:00:00.000Z',
  categorizedData: [
    makePreviewRow({
      id: 1,
      transactionDate: '2026-09-01',
      transactionName: 'DEPOT SHOPIFY',
      transactionAmount: '1234.5',
      aiCategory: 'Revenus de ventes',
      confidence: 0.97,
      source: 'rule',
    }),
    makePreviewRow({ id: 2, transactionName: 'VIREMENT 8812', aiCategory: null, confidence: 0.31, source: 'ai', needsReview: true }),
  ],
});

describe('the CSV tab in French', () => {
  inFrench();

  it('shows the drop area and an upload with its preview in French', async () => {
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([completed]) });
    renderRoutes(routes, '/dashboard');

    const upload = await screen.findByRole('article', { name: 'releve-septembre.csv' });
    expect(screen.getByRole('heading', { name: 'Téléverser un fichier bancaire' })).toBeInTheDocument();
    expect(within(screen.getByRole('list', { name: 'Banques dont nous lisons les fichiers' })).getByText('Banque Nationale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Déposez un fichier CSV, OFX ou QFX ici ou cliquez pour en choisir un' })).toBeInTheDocument();

    expect(within(upload).getByText(/^8 lignes · téléversé le 2 oct\. 2026$/)).toBeInTheDocument();
    expect(within(upload).getByText('Terminé')).toBeInTheDocument();
    expect(within(upload).getByRole('button', { name: 'Ajouter à mes livres' })).toBeInTheDocument();
    const preview = within(upload).getByRole('table', { name: 'Aperçu de releve-septembre.csv' });
    const rows = within(preview).getAllByRole('row');
    expect(
      within(rows[0])
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Libellé', 'Montant', 'Catégorie', 'Confiance', 'Source']);
    expect(
      within(rows[1])
        .getAllByRole('cell')
        .map((cell) => plainSpaces(cell.textContent)),
    ).toEqual(['1 sept. 2026', 'DEPOT SHOPIFY', '1 234,50 $', 'Revenus de ventes', '97 %', 'règle']);
    expect(within(rows[2]).getByText('Non catégorisé')).toBeInTheDocument();
    expect(within(rows[2]).getByText('À vérifier')).toBeInTheDocument();
    expect(within(upload).getByText('Et 6 autres opérations…')).toBeInTheDocument();

    drop(new File(['Date;Libellé;Montant\n'], 'desjardins.csv', { type: 'text/csv' }));
    expect(plainSpaces(screen.getByText(/Ko\)/).textContent)).toBe('desjardins.csv (0,0 Ko)');
    expect(screen.getByRole('button', { name: 'Téléverser' })).toBeEnabled();

    expect(screen.queryByText(/Upload a bank file|rows · uploaded|Completed|Add to my books|Uncategorized/)).not.toBeInTheDocument();
  });

  it('asks which column is which in French, with its checks', async () => {
    const needs: CsvNeedsMappingResponse = {
      statusCode: 422,
      message: 'Nous ne connaissons pas encore la disposition de ce fichier.',
      needsMapping: true,
      columns: ['Date', 'Libellé', 'Retrait', 'Dépôt'],
      sample: [['03/10/2026', 'CAFE DEPOT', '57,25', '']],
      locale: 'fr',
      decimalSeparator: ',',
    };
    stubApi({ 'GET /api/csv/uploads': () => jsonResponse([]), 'POST /api/csv/upload': () => jsonResponse(needs, 422) });
    renderRoutes(routes, '/dashboard');
    await screen.findByText('Aucun fichier CSV téléversé pour l’instant');

    drop(new File(['Date;Libellé;Retrait;Dépôt\n'], 'caisse.csv', { type: 'text/csv' }));
    await userEvent.click(screen.getByRole('button', { name: 'Téléverser' }));
    const form = await screen.findByRole('form', { name: 'Quelle colonne contient quoi?' });
    expect(screen.getByRole('table', { name: 'Les premières lignes de votre fichier' })).toHaveTextContent('CAFE DEPOT');
    expect(within(form).getByLabelText('Séparateur décimal')).toHaveDisplayValue('Virgule (1 234,56)');

    await userEvent.click(within(form).getByRole('button', { name: 'Téléverser avec ces colonnes' }));
    expect(await within(form).findAllByText('Choisissez une colonne')).not.toHaveLength(0);
    expect(screen.queryByText(/Which column|Choose a column|Date column/)).not.toBeInTheDocument();
  });
});
