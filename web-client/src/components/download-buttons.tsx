import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import DownloadIcon from '@mui/icons-material/Download';
import PictureAsPdfIcon from '@mui/icons-material/PictureAsPdf';
import { errorReferenceOf, getApiErrorMessage } from '../lib/api-client';
import { useToast } from './toast/toast-context';

interface DownloadButtonsProps<K extends string> {
  /** The files offered, in order; nothing is shown when there are none. */
  kinds: readonly K[];
  labels: Record<K, string>;
  /** The group's accessible name (e.g. "Downloads"). */
  label: string;
  /** Fetches one file and hands it to the browser; a refusal becomes a red toast. */
  download: (kind: K) => Promise<void>;
  failureTitle?: string;
}

/**
 * A row of download buttons (a PDF icon for `pdf`, a download icon otherwise): one file at a
 * time, the pressed button saying "Downloading...", a failure told in a toast with the
 * server's reason. The monthly report, the GST/HST worksheet and the year-end package use it.
 */
export function DownloadButtons<K extends string>({ kinds, labels, label, download, failureTitle }: DownloadButtonsProps<K>) {
  const { toast } = useToast();
  const { t } = useTranslation('layout');
  const [running, setRunning] = useState<K | null>(null);
  const run = async (kind: K) => {
    setRunning(kind);
    try {
      await download(kind);
    } catch (error) {
      toast({
        title: failureTitle ?? t('downloadFailed'),
        description: getApiErrorMessage(error, t('tryAgain')),
        reference: errorReferenceOf(error),
        variant: 'destructive',
      });
    } finally {
      setRunning(null);
    }
  };
  if (!kinds.length) return null;
  return (
    <Stack direction="row" spacing={1} useFlexGap sx={{ flexWrap: 'wrap' }} role="group" aria-label={label}>
      {kinds.map((kind) => (
        <Button
          key={kind}
          size="small"
          variant="outlined"
          startIcon={kind === 'pdf' ? <PictureAsPdfIcon /> : <DownloadIcon />}
          disabled={running !== null}
          onClick={() => void run(kind)}
        >
          {running === kind ? t('downloading') : labels[kind]}
        </Button>
      ))}
    </Stack>
  );
}
