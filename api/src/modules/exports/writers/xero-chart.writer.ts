import { EXPORT_COLUMNS, XERO_NO_TAX_RATE } from '@ledgerleaf/contracts';
import type { ChartAccount } from '../../books/books.repository';
import { xeroAccountType, xeroCodeOf } from '../xero-codes';
import { csvLine } from './export-row';
import type { AccountCodeOf } from './xero-statement.writer';

/** Xero's longest account name. */
const XERO_NAME_MAX = 150;

const SOURCE_LABELS: Record<ChartAccount['source'], string> = {
  bank: 'linked bank account',
  csv: 'CSV account',
  manual: 'manual rows',
  system: 'system account',
  category: 'category',
};

/**
 * Xero's chart of accounts import: one row per code the xero-journal file can name (xeroCodeOf),
 * in the chart's order. Categories mapped to one Xero code (Sales Revenue and Service Income on
 * 200) share its row, named after them all. Names are unique (Xero refuses a repeated name: a
 * repeat gets its code in brackets). Bank, CSV and Cash accounts are Current Asset, not Bank:
 * Xero's manual journals cannot post to a Bank account. No tax rate computes tax (the journal
 * has its own GST/HST lines); no balance (the journal's opening entries carry them).
 */
export function xeroChartCsv(accounts: readonly ChartAccount[], mappedCodeOf: AccountCodeOf): string {
  const byCode = new Map<string, ChartAccount[]>();
  for (const account of accounts) {
    const code = xeroCodeOf(account, mappedCodeOf);
    byCode.set(code, [...(byCode.get(code) ?? []), account]);
  }
  const taken = new Set<string>();
  let text = csvLine(EXPORT_COLUMNS['xero-chart']);
  for (const [code, group] of byCode) {
    const first = group[0];
    let name = [...new Set(group.map((a) => a.name))].join(' / ').slice(0, XERO_NAME_MAX);
    if (taken.has(name.toLowerCase())) name = `${name.slice(0, XERO_NAME_MAX - code.length - 3)} (${code})`;
    taken.add(name.toLowerCase());
    const description = `Ledgerleaf ${SOURCE_LABELS[first.source]}${first.gifi ? `, GIFI ${first.gifi}` : ''}`;
    text += csvLine([code, name, xeroAccountType(first), XERO_NO_TAX_RATE, description, 'No', 'No', 'No', '']);
  }
  return text;
}
