import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { REPORT_FILE_KINDS, REPORT_MESSAGES, type MonthlyReportDto, type ReportFileKind } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { getApiErrorMessage } from '../../../lib/api-client';
import { downloadReportFile } from '../api/download-report-file';

const LABEL: Record<ReportFileKind, string> = {
  transactions: 'Transactions CSV',
  summary: 'Summary CSV',
  pdf: 'PDF Report',
};

/** The approved report's files: transactions CSV, summary CSV and the PDF profit and loss. */
export function ReportDownloads({ report }: { report: MonthlyReportDto }) {
  const { toast } = useToast();
  const [running, setRunning] = useState<ReportFileKind | null>(null);
  const download = async (kind: ReportFileKind) => {
    setRunning(kind);
    try {
      await downloadReportFile(report, kind);
    } catch (error) {
      toast({ title: REPORT_MESSAGES.downloadFailed, description: getApiErrorMessage(error, 'Please try again.'), variant: 'destructive' });
    } finally {
      setRunning(null);
    }
  };
  const kinds = REPORT_FILE_KINDS.filter((kind) => report.files[kind]);
  if (!kinds.length) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label="Downloads">
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          startIcon={kind === 'pdf' ? <PictureAsPdfIcon /> : <DownloadIcon />}
          disabled={running !== null}
          onClick={() => void download(kind)}
        >
          {running === kind ? 'Downloading...' : LABEL[kind]}
        </Button>
      ))}
    </Stack>
  );
}
