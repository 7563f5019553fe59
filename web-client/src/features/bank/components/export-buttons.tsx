import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { BANK_TEXTS } from '@ledgerleaf/contracts';
import { useToast } from '../../../components/toast/toast-context';
import { errorReferenceOf, getApiErrorMessage } from '../../../lib/api-client';
import { exportTransactions, type ExportKind } from '../api/export-transactions';
import { saveFile } from '../../../lib/download';

const FAILURE_TITLE: Record<ExportKind, string> = {
  detailed: BANK_TEXTS.exportFailed,
  summary: BANK_TEXTS.summaryExportFailed,
};

/** Detailed and summary CSV exports of the visible accounts, leaving out the rows excluded on this device. */
export function ExportButtons({ excludedIds, disabled }: { excludedIds: number[]; disabled?: boolean }) {
  const { toast } = useToast();
  const [running, setRunning] = useState<ExportKind | null>(null);
  const run = async (kind: ExportKind) => {
    setRunning(kind);
    try {
      saveFile(await exportTransactions(kind, excludedIds));
    } catch (error) {
      toast({
        title: FAILURE_TITLE[kind],
        description: getApiErrorMessage(error, 'Please try again.'),
        reference: errorReferenceOf(error),
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };
  return (
    <Stack direction="row" spacing={1}>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || running !== null} onClick={() => void run('detailed')}>
        {running === 'detailed' ? 'Exporting...' : 'Export Transactions'}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || running !== null} onClick={() => void run('summary')}>
        {running === 'summary' ? 'Exporting...' : 'Export Summary'}
      </Button>
    </Stack>
  );
}
