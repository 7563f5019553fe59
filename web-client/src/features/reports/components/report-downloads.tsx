import { useTranslation } from 'react-i18next';
import { REPORT_BALANCE_SHEET_KIND, REPORT_FILE_KINDS, REPORT_RECONCILIATION_KIND, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { DownloadButtons } from '../../../components/download-buttons';
import { downloadReportFile, type ReportDownloadKind } from '../api/download-report-file';

/** The approved report's files: transactions CSV, summary CSV, the PDF, and the balance sheet and reconciliation CSVs when the report carries them. */
export function ReportDownloads({ report }: { report: MonthlyReportDto }) {
  const { t } = useTranslation('reports');
  const kinds: ReportDownloadKind[] = REPORT_FILE_KINDS.filter((kind) => report.files[kind]);
  if (report.balanceSheet) kinds.push(REPORT_BALANCE_SHEET_KIND);
  if (report.reconciliations?.length) kinds.push(REPORT_RECONCILIATION_KIND);
  const labels: Record<ReportDownloadKind, string> = {
    transactions: t('downloads.files.transactions'),
    summary: t('downloads.files.summary'),
    pdf: t('downloads.files.pdf'),
    [REPORT_BALANCE_SHEET_KIND]: t('downloads.files.balance-sheet'),
    [REPORT_RECONCILIATION_KIND]: t('downloads.files.reconciliation'),
  };
  return (
    <DownloadButtons
      kinds={kinds}
      labels={labels}
      label={t('downloads.label')}
      failureTitle={t('downloads.failed')}
      download={(kind) => downloadReportFile(report, kind)}
    />
  );
}
