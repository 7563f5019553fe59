import { REPORT_FILE_KINDS, REPORT_MESSAGES, type MonthlyReportDto, type ReportFileKind } from '@ledgerleaf/contracts';
import { DownloadButtons } from '../../../components/download-buttons';
import { downloadReportFile } from '../api/download-report-file';

const LABEL: Record<ReportFileKind, string> = {
  transactions: 'Transactions CSV',
  summary: 'Summary CSV',
  pdf: 'PDF Report',
};

/** The approved report's files: transactions CSV, summary CSV and the PDF profit and loss. */
export function ReportDownloads({ report }: { report: MonthlyReportDto }) {
  return (
    <DownloadButtons
      kinds={REPORT_FILE_KINDS.filter((kind) => report.files[kind])}
      labels={LABEL}
      label="Downloads"
      failureTitle={REPORT_MESSAGES.downloadFailed}
      download={(kind) => downloadReportFile(report, kind)}
    />
  );
}
