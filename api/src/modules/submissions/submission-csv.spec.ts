import { parse } from 'csv-parse/sync';
import { CategoryType } from '@ledgerleaf/contracts';
import { additionalCategoriesCsv, manualTransactionsCsv } from './submission-csv';

const rowsOf = (csv: Buffer): string[][] => parse(csv.toString('utf8')) as string[][];

describe('manualTransactionsCsv', () => {
  it("writes the spec's columns with the province's full name beside its code", () => {
    const rows = rowsOf(manualTransactionsCsv([{ transactionDate: '2026-10-14', transactionName: 'Staples, Main St', province: 'QC', amount: '42.50' }]));
    expect(rows).toEqual([
      ['Transaction_Date', 'Transaction_Name', 'Province', 'Province_Name', 'Amount'],
      ['2026-10-14', 'Staples, Main St', 'QC', 'Quebec', '42.50'],
    ]);
  });

  it('prefixes a name a spreadsheet would run as a formula with an apostrophe', () => {
    const names = ['=HYPERLINK("http://x")', '+1+1', '-2', '@SUM(A1)', 'Plain name'];
    const rows = rowsOf(
      manualTransactionsCsv(names.map((transactionName) => ({ transactionDate: '2026-10-14', transactionName, province: 'ON' as const, amount: '1.00' }))),
    );
    expect(rows.slice(1).map((r) => r[1])).toEqual(['\'=HYPERLINK("http://x")', "'+1+1", "'-2", "'@SUM(A1)", 'Plain name']);
  });
});

describe('additionalCategoriesCsv', () => {
  it('writes type and name, neutralising formula names too', () => {
    expect(rowsOf(additionalCategoriesCsv([{ type: CategoryType.EXPENSE, categoryName: '=cmd' }]))).toEqual([
      ['Type', 'Category_Name'],
      [CategoryType.EXPENSE, "'=cmd"],
    ]);
  });
});
