import { reportFileName, type MonthlyReportDto, type ReportFileKind } from '@ledgerleaf/contracts';
import { apiRequestBlob, saveFile } from '../../../lib/download';

export const reportFileUrl = (id: number, kind: ReportFileKind) => `/api/downloads/monthly-report/${id}/${kind}`;

/**
 * GET /api/downloads/monthly-report/{id}/{kind}, saved as transactions-2026-10.csv,
 * summary-2026-10.csv or report-2026-10.pdf. Fetched rather than linked so a refusal
 * (not approved yet, file gone) can be shown as 'Download failed' with the reason.
 */
export async function downloadReportFile(report: Pick<MonthlyReportDto, 'id' | 'year' | 'month'>, kind: ReportFileKind): Promise<void> {
  const { blob } = await apiRequestBlob(reportFileUrl(report.id, kind));
  saveFile({ blob, fileName: reportFileName(kind, report.year, report.month) });
}
