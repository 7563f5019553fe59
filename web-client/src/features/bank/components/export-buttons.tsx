import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import { useToast } from '../../../components/toast/toast-context';
import { errorReferenceOf, getApiErrorMessage } from '../../../lib/api-client';
import { exportTransactions, type ExportKind } from '../api/export-transactions';
import { saveFile } from '../../../lib/download';

const FAILURE_TITLE = { detailed: 'texts.exportFailed', summary: 'texts.summaryExportFailed' } as const satisfies Record<ExportKind, string>;

/** Detailed and summary CSV exports of the visible accounts, leaving out the rows excluded on this device. */
export function ExportButtons({ excludedIds, disabled }: { excludedIds: number[]; disabled?: boolean }) {
  const { toast } = useToast();
  const { t } = useTranslation('bank');
  const [running, setRunning] = useState<ExportKind | null>(null);
  const run = async (kind: ExportKind) => {
    setRunning(kind);
    try {
      saveFile(await exportTransactions(kind, excludedIds));
    } catch (error) {
      toast({
        title: t(FAILURE_TITLE[kind]),
        description: getApiErrorMessage(error, t('exports.tryAgain')),
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
        {running === 'detailed' ? t('exports.exporting') : t('exports.detailed')}
      </Button>
      <Button variant="outlined" startIcon={<DownloadIcon />} disabled={disabled || running !== null} onClick={() => void run('summary')}>
        {running === 'summary' ? t('exports.exporting') : t('exports.summary')}
      </Button>
    </Stack>
  );
}
