import { PROVINCES } from '@ledgerleaf/contracts';
import { stringify } from 'csv-stringify/sync';
import type { AdditionalCategoryRow, ManualTransactionRow } from './dto/submission-form';

/** A cell that a spreadsheet would run as a formula is prefixed with an apostrophe. */
const safeCell = (value: string) => (/^[=+\-@\t\r]/.test(value) ? `'${value}` : value);

/** The generated CSV of a submission's typed transactions (manualTransactionsCsvUrl). */
export function manualTransactionsCsv(rows: ManualTransactionRow[]): Buffer {
  const provinceName = (code: string) => PROVINCES.find((p) => p.code === code)?.name ?? code;
  return Buffer.from(
    stringify([
      ['Transaction_Date', 'Transaction_Name', 'Province', 'Province_Name', 'Amount'],
      ...rows.map((r) => [r.transactionDate, safeCell(r.transactionName), r.province, provinceName(r.province), r.amount]),
    ]),
  );
}

/** The generated CSV of a submission's extra categories (additionalCategoriesCsvUrl). */
export function additionalCategoriesCsv(rows: AdditionalCategoryRow[]): Buffer {
  return Buffer.from(stringify([['Type', 'Category_Name'], ...rows.map((r) => [r.type, safeCell(r.categoryName)])]));
}
