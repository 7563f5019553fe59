import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { RecordContextProvider } from 'react-admin';
import { CsvPreviewTable } from '../resources/csv-uploads/csv-preview-table';
import { adminCsvUpload, csvPreviewRow } from '../test/fixtures';
import { renderInAdmin } from '../test/render-in-admin';
import { createI18nProvider } from './i18n-provider';

// Issue 31: the shared components of libs/ui take the console's words (ledgerleaf.ui) in the staff member's language.

const completed = adminCsvUpload({
  status: 'completed',
  originalRowCount: 9,
  categorizedData: [csvPreviewRow({ transactionAmount: '-1234.50', confidence: 0.94, source: 'rule' })],
});
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

afterEach(() => void createI18nProvider('en-CA'));

describe('the shared CSV preview in the console', () => {
  it('is in French for a staff member who chose Français', async () => {
    renderInAdmin(
      <RecordContextProvider value={completed}>
        <CsvPreviewTable />
      </RecordContextProvider>,
      { dataProvider: {}, resource: 'csv-uploads', locale: 'fr-CA' },
    );

    const table = await screen.findByRole('table', { name: 'Aperçu de october-card-export.csv' });
    expect(
      within(table)
        .getAllByRole('columnheader')
        .map((cell) => cell.textContent),
    ).toEqual(['Date', 'Libellé', 'Montant', 'Catégorie (IA)', 'Confiance', 'Source']);
    const cells = within(table).getAllByRole('row')[1].querySelectorAll('td');
    expect(plain(cells[0].textContent)).toBe('3 sept. 2026');
    expect(plain(cells[2].textContent)).toBe('-1 234,50 $');
    expect(plain(cells[4].textContent)).toBe('94 %');
    expect(cells[5].textContent).toBe('règle');
    expect(screen.getByText('Et 8 autres opérations…')).toBeInTheDocument();
  });

  it('keeps its English words in English', async () => {
    renderInAdmin(
      <RecordContextProvider value={completed}>
        <CsvPreviewTable />
      </RecordContextProvider>,
      { dataProvider: {}, resource: 'csv-uploads' },
    );

    const table = await screen.findByRole('table', { name: 'Preview of october-card-export.csv' });
    expect(within(table).getByRole('columnheader', { name: 'AI Category' })).toBeInTheDocument();
    expect(within(table).getAllByRole('row')[1]).toHaveTextContent('Sep 3, 2026');
    expect(screen.getByText('And 8 more transactions...')).toBeInTheDocument();
  });
});
