import { Button } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Starts the categorization of the upload in context; only an uploaded file offers it. */
export const CategorizeCsvButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<AdminCsvUploadListItem>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, upload: AdminCsvUploadListItem) => dataProvider.categorizeCsvUpload(upload.id),
    // 202: the job runs on, and the list's progress bar follows it.
    success: (answer) =>
      answer.status === 'completed'
        ? translate('ledgerleaf.uploads.categorized', { smart_count: answer.processedCount })
        : { text: translate('ledgerleaf.uploads.categorizeStarted'), type: 'info' },
    failure: translate('ledgerleaf.uploads.categorizeFailed'),
    // A failed job leaves the upload failed: the list shows it.
    refresh: 'always',
  });
  if (!record || record.status !== 'uploaded') return null;
  return (
    <Button size="small" variant="contained" startIcon={<AutoAwesomeIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {translate(isPending ? 'ledgerleaf.uploads.categorizingButton' : 'ledgerleaf.uploads.categorizeButton')}
    </Button>
  );
};
