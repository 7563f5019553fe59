// Realistic Canadian small-business bank lines for the CSV browser tests.
const LINES: [name: string, amount: string][] = [
  ['SHOPIFY PAYOUT 8842213', '1284.50'],
  ['ROGERS WIRELESS 800-764-3771 ON', '-98.50'],
  ['SQ *MAPLE LEAF COFFEE TORONTO ON', '-14.25'],
  ['ADOBE *CREATIVE CLOUD 800-833-6687', '-104.99'],
  ['STAPLES #312 VANCOUVER BC', '-64.20'],
  ['MONTHLY ACCOUNT FEE', '-32.95'],
  ['INTERAC E-TRANSFER FROM NORTHSHORE DENTAL', '2250.00'],
  ['UBER *TRIP HELP.UBER.COM', '-23.75'],
  ['HYDRO ONE NETWORKS', '-187.40'],
  ['CRA GST/HST PAYMENT', '-1540.00'],
  ['INTACT INSURANCE', '-212.10'],
  ['GOOGLE *GSUITE_LEDGERLEAF', '-18.00'],
];

export const CSV_HEADER = 'Transaction_Date,Transaction_Name,Transaction_Amount,Transaction_Category';

/** A bank export of `rows` lines, dated through September 2026, as the upload card expects it. */
export function bankExport(rows: number): { content: string; lines: string[][] } {
  const lines = Array.from({ length: rows }, (_, i) => {
    const [name, amount] = LINES[i % LINES.length];
    const day = String((i % 28) + 1).padStart(2, '0');
    return [`2026-09-${day}`, name, amount, ''];
  });
  const cell = (value: string) => (/[",\n]/.test(value) ? `"${value.replaceAll('"', '""')}"` : value);
  return { content: [CSV_HEADER, ...lines.map((line) => line.map(cell).join(','))].join('\r\n') + '\r\n', lines };
}
