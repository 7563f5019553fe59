import type { ExportFormat } from '@ledgerleaf/contracts';
import { i18n } from '../../../i18n/i18n';
import { formatMonth } from '../../../lib/format';
import { apiRequestBlob, saveFile } from '../../../lib/download';

export const EXPORT_PERIOD_KINDS = ['month', 'quarter', 'year'] as const;
export type ExportPeriodKind = (typeof EXPORT_PERIOD_KINDS)[number];

export interface ExportPeriodOption {
  label: string;
  from: string;
  to: string;
}

/** How many periods of each kind the picker offers, newest first. */
const HOW_MANY: Record<ExportPeriodKind, number> = { month: 24, quarter: 12, year: 5 };

const iso = (year: number, month: number, day: number) => `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/**
 * Calendar months, quarters or years up to the one containing `today` (YYYY-MM-DD), newest first, labelled in the screens' language
 * ("October 2026" / "octobre 2026", "Q4 2026 (Oct–Dec)" / "T4 2026 (oct.–déc.)").
 */
export function exportPeriodOptions(kind: ExportPeriodKind, today: string): ExportPeriodOption[] {
  const [year, month] = today.split('-').map(Number);
  const options: ExportPeriodOption[] = [];
  for (let i = 0; i < HOW_MANY[kind]; i++) {
    if (kind === 'year') {
      options.push({ label: String(year - i), from: iso(year - i, 1, 1), to: iso(year - i, 12, 31) });
      continue;
    }
    const size = kind === 'month' ? 1 : 3;
    const firstMonth = kind === 'month' ? month : Math.floor((month - 1) / 3) * 3 + 1;
    const index = year * 12 + (firstMonth - 1) - i * size;
    const y = Math.floor(index / 12);
    const m = (index % 12) + 1;
    const endMonth = m + size - 1;
    const quarter = (m + 2) / 3;
    const label =
      kind === 'month' ? formatMonth(y, m) : i18n.t('tax:exports.quarter', { quarter, year: y, months: i18n.t(`tax:exports.quarterMonths.${quarter}`) });
    options.push({ label, from: iso(y, m, 1), to: iso(y, endMonth, lastDay(y, endMonth)) });
  }
  return options;
}

export function accountantExportUrl(format: ExportFormat, { from, to }: Pick<ExportPeriodOption, 'from' | 'to'>): string {
  return `/api/exports/${format}?from=${from}&to=${to}`;
}

/**
 * GET /api/exports/:format and hands the file to the browser; answers how many transactions it
 * holds: the lines after the header, or for the general ledger its entries (the Entry column,
 * an entry having two lines or more; the journal imports likewise), or for the trial balance its
 * accounts (without the Total line); Xero's chart, its accounts.
 */
export async function downloadAccountantExport(format: ExportFormat, period: Pick<ExportPeriodOption, 'from' | 'to'>): Promise<number> {
  const file = await apiRequestBlob(accountantExportUrl(format, period));
  const lines = (await file.blob.text()).split('\r\n').filter(Boolean).slice(1);
  saveFile(file);
  // Date and Entry come first and are never quoted, so the second comma-separated cell is the entry's number.
  if (format === 'general-ledger') return new Set(lines.map((line) => line.split(',')[1])).size;
  // QuickBooks' journal entries: the Journal No. comes first, never quoted.
  if (format === 'qbo-journal') return new Set(lines.map((line) => line.split(',')[0])).size;
  // Xero's manual journals: one narration per entry, "Ledgerleaf entry <id>: ..." (quoted when the memo needs it).
  if (format === 'xero-journal') return new Set(lines.map((line) => /^"?Ledgerleaf entry (\d+)/.exec(line)?.[1])).size;
  if (format === 'trial-balance') return Math.max(0, lines.length - 1);
  return lines.length;
}
