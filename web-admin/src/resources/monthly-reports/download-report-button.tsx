import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider } from 'react-admin';
import { REPORT_MESSAGES, reportFileName, type AdminMonthlyReportDto, type ReportFileKind } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { saveFile } from '../../save-file';
import { useReportToasts } from './use-report-toasts';

/** Saves one report file as transactions-2026-10.csv / summary-2026-10.csv (admin-spec section 7). */
export const DownloadReportButton = ({ report, kind, label }: { report: AdminMonthlyReportDto; kind: ReportFileKind; label: string }) => {
  const dataProvider = useDataProvider<AdminDataProvider>();
  const toasts = useReportToasts();
  const { mutate, isPending } = useMutation({
    mutationFn: async () => saveFile(await dataProvider.downloadReportFile(report.id, kind), reportFileName(kind, report.year, report.month)),
    onError: (error) => toasts.failure(error, REPORT_MESSAGES.downloadFailed),
  });
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={isPending || !report.files[kind]} onClick={() => mutate()}>
      {label}
    </Button>
  );
};
