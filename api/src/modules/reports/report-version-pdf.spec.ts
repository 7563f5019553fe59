import { CategoryType } from '@ledgerleaf/contracts';
import { summaryDto } from './report-builder.service';
import type { ReportLineData } from './report-lines';
import { summaryRowsOf } from './report-lines';
import { summarizeReport, withJournalFigures } from './report-summary';
import { summaryOfVersion } from './report-version-pdf';

const line = (index: number, amount: string, category: string | null, type: CategoryType | null): ReportLineData => ({
  index,
  date: '2026-10-05',
  name: `ROW ${index}`,
  merchantName: null,
  accountName: 'Chequing',
  amount,
  category,
  type,
  confidence: category ? 0.9 : null,
  source: 'rule',
  origin: 'bank',
  transactionId: index,
});

describe('summaryOfVersion', () => {
  it('gives back the summary the build drew the PDF with, from the stored summary and the lines', () => {
    const lines = [
      line(1, '1130.00', 'Sales Revenue', CategoryType.REVENUE),
      line(2, '-113.00', 'Software', CategoryType.EXPENSE),
      line(3, '-49.99', null, null),
      line(4, '-12.50', null, null),
    ];
    // The build: the lines' summary with the journal's figures (net of HST for a registrant).
    const built = withJournalFigures(summarizeReport(summaryRowsOf(lines), 'ON', '2026-10-01'), {
      netOfSalesTax: true,
      accounts: [
        { name: 'Sales Revenue', type: 'revenue', cents: 100000n, count: 1 },
        { name: 'Software', type: 'expense', cents: 10000n, count: 1 },
      ],
    });
    const again = summaryOfVersion(summaryDto(built), lines, '2026-10-01');
    expect(again).toEqual(built);
    expect(again.uncategorized).toEqual({ count: 2, netCents: -6249 });
    expect(again.taxBasis).toBe('net_of_sales_tax');
  });
});
