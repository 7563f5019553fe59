import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { REPORT_MESSAGES, reportFileName, type AdminMonthlyReportDto, type ReportFileKind } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import { saveFile } from '../../save-file';
import { reportErrorNotice } from './report-error-notice';

/** Saves one report file as transactions-2026-10.csv / summary-2026-10.csv (admin-spec section 7). */
export const DownloadReportButton = ({ report, kind, label }: { report: AdminMonthlyReportDto; kind: ReportFileKind; label: string }) => {
  const { mutate, isPending } = useConsoleAction({
    call: async (dataProvider) => saveFile(await dataProvider.downloadReportFile(report.id, kind), reportFileName(kind, report.year, report.month)),
    failure: REPORT_MESSAGES.downloadFailed,
    failureNotice: reportErrorNotice,
    refresh: 'never',
  });
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={isPending || !report.files[kind]} onClick={() => mutate()}>
      {label}
    </Button>
  );
};
