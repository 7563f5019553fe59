import { Button } from '@mui/material';
import AutoAwesomeIcon from '@mui/icons-material/AutoAwesome';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { CSV_MESSAGES, csvCategorizedMessage, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

/** Starts the categorization of the upload in context; only an uploaded file offers it. */
export const CategorizeCsvButton = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (upload: AdminCsvUploadListItem) => dataProvider.categorizeCsvUpload(upload.id),
    onSuccess: (answer) => {
      if (answer.status === 'completed') notify(csvCategorizedMessage(answer.processedCount), { type: 'success' });
      else notify(CSV_MESSAGES.categorizeStarted, { type: 'info' });
      refresh();
    },
    onError: (error) => {
      notify(httpErrorMessage(error, CSV_MESSAGES.categorizeFailed), { type: 'error' });
      refresh();
    },
  });
  if (!record || record.status !== 'uploaded') return null;
  return (
    <Button size="small" variant="contained" startIcon={<AutoAwesomeIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {isPending ? CSV_MESSAGES.categorizingButton : CSV_MESSAGES.categorizeButton}
    </Button>
  );
};
