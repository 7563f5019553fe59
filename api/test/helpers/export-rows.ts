import type { ExportRow } from '../../src/modules/exports/writers/export-row';

/** Rows the writers' specs share: money in, money out, an uncategorized row and hostile text. */
export const SAMPLE_ROWS: ExportRow[] = [
  {
    date: '2026-09-02',
    amountCents: 113000,
    category: 'Sales Revenue',
    categoryType: 'REVENUE',
    description: 'SHOPIFY PAYOUT 8841',
    payee: 'Shopify',
    account: 'RBC Chequing',
  },
  {
    date: '2026-09-05',
    amountCents: -11300,
    category: 'Software',
    categoryType: 'EXPENSE',
    description: 'ADOBE *CREATIVE CLD',
    payee: null,
    account: 'RBC Chequing',
  },
  {
    date: '2026-09-12',
    amountCents: -2260,
    category: null,
    categoryType: null,
    description: '=HYPERLINK("x") CAFE',
    payee: '+Cafe, "Le" Bon',
    account: '@Visa',
  },
  { date: '2026-12-31', amountCents: -5, category: '-Odd', categoryType: 'EXPENSE', description: 'FEE', payee: null, account: 'RBC Chequing' },
];

const text = (v: string | null) => v ?? '';
/** What a formula-safe cell reads as once parsed: the text, with a quote before = + - @. */
export const safe = (v: string | null) => (/^[=+\-@]/.test(text(v)) ? `'${text(v)}` : text(v));
