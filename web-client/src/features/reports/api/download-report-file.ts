import {
  REPORT_BALANCE_SHEET_KIND,
  REPORT_RECONCILIATION_KIND,
  reportBalanceSheetFileName,
  reportFileName,
  reportReconciliationFileName,
  type MonthlyReportDto,
  type ReportFileKind,
} from '@ledgerleaf/contracts';
import { apiRequestBlob, saveFile } from '../../../lib/download';

/** A report's stored files, and its balance sheet (a CSV rendered from the figures stored with it). */
export type ReportDownloadKind = ReportFileKind | typeof REPORT_BALANCE_SHEET_KIND | typeof REPORT_RECONCILIATION_KIND;

export const reportFileUrl = (id: number, kind: ReportDownloadKind) => `/api/downloads/monthly-report/${id}/${kind}`;

/**
 * GET /api/downloads/monthly-report/{id}/{kind}, saved as transactions-2026-10.csv,
 * summary-2026-10.csv, report-2026-10.pdf, balance-sheet-2026-10.csv or reconciliation-2026-10.csv. Fetched rather than linked so a refusal
 * (not approved yet, file gone) can be shown as 'Download failed' with the reason.
 */
export async function downloadReportFile(report: Pick<MonthlyReportDto, 'id' | 'year' | 'month'>, kind: ReportDownloadKind): Promise<void> {
  const { blob } = await apiRequestBlob(reportFileUrl(report.id, kind));
  const fileName =
    kind === REPORT_BALANCE_SHEET_KIND
      ? reportBalanceSheetFileName(report.year, report.month)
      : kind === REPORT_RECONCILIATION_KIND
        ? reportReconciliationFileName(report.year, report.month)
        : reportFileName(kind, report.year, report.month);
  saveFile({ blob, fileName });
}
