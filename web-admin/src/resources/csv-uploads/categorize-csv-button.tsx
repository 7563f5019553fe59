import { Button } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useRecordContext } from 'react-admin';
import { CSV_MESSAGES, csvCategorizedMessage, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Starts the categorization of the upload in context; only an uploaded file offers it. */
export const CategorizeCsvButton = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, upload: AdminCsvUploadListItem) => dataProvider.categorizeCsvUpload(upload.id),
    // 202: the job runs on, and the list's progress bar follows it.
    success: (answer) =>
      answer.status === 'completed' ? csvCategorizedMessage(answer.processedCount) : { text: CSV_MESSAGES.categorizeStarted, type: 'info' },
    failure: CSV_MESSAGES.categorizeFailed,
    // A failed job leaves the upload failed: the list shows it.
    refresh: 'always',
  });
  if (!record || record.status !== 'uploaded') return null;
  return (
    <Button size="small" variant="contained" startIcon={<AutoAwesomeIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {isPending ? CSV_MESSAGES.categorizingButton : CSV_MESSAGES.categorizeButton}
    </Button>
  );
};
