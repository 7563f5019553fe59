import { render, screen, within } from '@testing-library/react';
import type { CsvPreviewRow } from '@ledgerleaf/contracts';
import { CsvPreviewTable } from './csv-preview-table';
import { CSV_PREVIEW_TABLE_TEXTS } from './test-texts';

const row = (overrides: Partial<CsvPreviewRow>): CsvPreviewRow => ({
  id: 1,
  transactionDate: '2026-09-01',
  transactionName: 'SHOPIFY PAYOUT',
  transactionAmount: '1234.50',
  currency: 'CAD',
  originalCategory: null,
  aiCategory: 'Sales Revenue',
  confidence: 0.97,
  source: 'rule',
  needsReview: false,
  ...overrides,
});

const rows = [
  row({ id: 1 }),
  row({
    id: 2,
    transactionDate: '2026-09-30',
    transactionName: 'MYSTERY SHOP',
    transactionAmount: '-9.99',
    aiCategory: null,
    confidence: null,
    source: null,
    needsReview: true,
  }),
];

const dollars = (amount: string) => `$${amount}`;

function bodyRows() {
  return within(screen.getByRole('table', { name: 'Preview of october.csv' }))
    .getAllByRole('row')
    .slice(1);
}

describe('CsvPreviewTable', () => {
  it('names the currency of a row that is not in Canadian dollars', () => {
    render(
      <CsvPreviewTable
        texts={CSV_PREVIEW_TABLE_TEXTS}
        fileName="october.csv"
        rows={[row({ id: 1 }), row({ id: 2, transactionAmount: '-42.17', currency: 'USD' })]}
        totalRows={2}
        formatAmount={dollars}
      />,
    );
    const [cad, usd] = bodyRows();
    expect(cad).not.toHaveTextContent('CAD');
    expect(usd).toHaveTextContent('$-42.17 USD');
  });

  it('shows each row with its date, name, amount, category, confidence and source', () => {
    render(<CsvPreviewTable texts={CSV_PREVIEW_TABLE_TEXTS} fileName="october.csv" rows={rows} totalRows={2} formatAmount={dollars} />);

    const headings = within(screen.getByRole('table'))
      .getAllByRole('columnheader')
      .map((cell) => cell.textContent);
    expect(headings).toEqual(['Date', 'Name', 'Amount', 'Category', 'Confidence', 'Source']);
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('Sep 1, 2026');
    expect(first).toHaveTextContent('SHOPIFY PAYOUT');
    expect(first).toHaveTextContent('$1234.50');
    expect(first).toHaveTextContent('Sales Revenue');
    expect(first).toHaveTextContent('97%');
    expect(first).toHaveTextContent('rule');
    expect(within(first).queryByText('Review')).not.toBeInTheDocument();
    // The last day of a month stays that day whatever the browser's time zone.
    expect(second).toHaveTextContent('Sep 30, 2026');
    expect(second).toHaveTextContent('Uncategorized');
    expect(second).toHaveTextContent('—');
    expect(within(second).getByText('Review')).toBeInTheDocument();
  });

  it('counts the rows the preview leaves out, and says nothing when it shows them all', () => {
    const { rerender } = render(<CsvPreviewTable texts={CSV_PREVIEW_TABLE_TEXTS} fileName="october.csv" rows={rows} totalRows={9} formatAmount={dollars} />);
    expect(screen.getByText('And 7 more transactions...')).toBeInTheDocument();

    rerender(<CsvPreviewTable texts={CSV_PREVIEW_TABLE_TEXTS} fileName="october.csv" rows={rows} totalRows={2} formatAmount={dollars} />);
    expect(screen.queryByText(/more transactions/)).not.toBeInTheDocument();
  });

  it("takes the app's column label, amount format and category cell", () => {
    render(
      <CsvPreviewTable
        texts={CSV_PREVIEW_TABLE_TEXTS}
        fileName="october.csv"
        rows={rows}
        totalRows={2}
        categoryLabel="AI Category"
        formatAmount={(amount) => `CAD ${amount}`}
        renderCategory={(r) => <button type="button">Change {r.transactionName}</button>}
      />,
    );

    expect(screen.getByRole('columnheader', { name: 'AI Category' })).toBeInTheDocument();
    const [first, second] = bodyRows();
    expect(first).toHaveTextContent('CAD 1234.50');
    expect(within(first).getByRole('button', { name: 'Change SHOPIFY PAYOUT' })).toBeInTheDocument();
    expect(within(second).getByRole('button', { name: 'Change MYSTERY SHOP' })).toBeInTheDocument();
    expect(within(second).getByText('Review')).toBeInTheDocument();
  });
});
