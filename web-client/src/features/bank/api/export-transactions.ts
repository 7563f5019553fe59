import { apiRequestBlob } from '../../../lib/download';
import { BANK_URLS } from './bank-query-keys';

export type ExportKind = 'detailed' | 'summary';

export function exportUrl(kind: ExportKind, excludedIds: number[]): string {
  const base = kind === 'detailed' ? BANK_URLS.exportTransactions : BANK_URLS.exportSummary;
  return excludedIds.length ? `${base}?excludedIds=${excludedIds.join(',')}` : base;
}

/** GET export-transactions / export-summary: the CSV of the visible accounts, minus the excluded rows. */
export function exportTransactions(kind: ExportKind, excludedIds: number[]) {
  return apiRequestBlob(exportUrl(kind, excludedIds));
}
