import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { REPORT_BALANCE_SHEET_KIND, reportBalanceSheetFileName, reportFileName, type AdminMonthlyReportDto, type ReportFileKind } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import { useAreaTranslate } from '../../i18n';
import { saveFile } from '../../save-file';
import { reportErrorNotice } from './report-error-notice';

type DownloadKind = ReportFileKind | typeof REPORT_BALANCE_SHEET_KIND;

/** Saves one report file as transactions-2026-10.csv / summary-2026-10.csv (admin-spec section 7), or its balance sheet as balance-sheet-2026-10.csv. */
export const DownloadReportButton = ({ report, kind, label }: { report: AdminMonthlyReportDto; kind: DownloadKind; label: string }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const fileName = kind === REPORT_BALANCE_SHEET_KIND ? reportBalanceSheetFileName(report.year, report.month) : reportFileName(kind, report.year, report.month);
  const available = kind === REPORT_BALANCE_SHEET_KIND ? Boolean(report.balanceSheet) : report.files[kind];
  const { mutate, isPending } = useConsoleAction({
    call: async (dataProvider) => saveFile(await dataProvider.downloadReportFile(report.id, kind), fileName),
    failure: t('notices.downloadFailed'),
    failureNotice: reportErrorNotice(t('errorTitle')),
    refresh: 'never',
  });
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={isPending || !available} onClick={() => mutate()}>
      {label}
    </Button>
  );
};
