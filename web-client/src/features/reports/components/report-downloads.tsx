import {
  RECONCILIATION_TEXTS,
  REPORT_BALANCE_SHEET_KIND,
  REPORT_FILE_KINDS,
  REPORT_MESSAGES,
  REPORT_RECONCILIATION_KIND,
  type MonthlyReportDto,
} from '@ledgerleaf/contracts';
import { DownloadButtons } from '../../../components/download-buttons';
import { downloadReportFile, type ReportDownloadKind } from '../api/download-report-file';

const LABEL: Record<ReportDownloadKind, string> = {
  transactions: 'Transactions CSV',
  summary: 'Summary CSV',
  pdf: 'PDF Report',
  [REPORT_BALANCE_SHEET_KIND]: 'Balance Sheet CSV',
  [REPORT_RECONCILIATION_KIND]: RECONCILIATION_TEXTS.reconciliationCsv,
};

/** The approved report's files: transactions CSV, summary CSV, the PDF, and the balance sheet and reconciliation CSVs when the report carries them. */
export function ReportDownloads({ report }: { report: MonthlyReportDto }) {
  const kinds: ReportDownloadKind[] = REPORT_FILE_KINDS.filter((kind) => report.files[kind]);
  if (report.balanceSheet) kinds.push(REPORT_BALANCE_SHEET_KIND);
  if (report.reconciliations?.length) kinds.push(REPORT_RECONCILIATION_KIND);
  return (
    <DownloadButtons
      kinds={kinds}
      labels={LABEL}
      label="Downloads"
      failureTitle={REPORT_MESSAGES.downloadFailed}
      download={(kind) => downloadReportFile(report, kind)}
    />
  );
}
