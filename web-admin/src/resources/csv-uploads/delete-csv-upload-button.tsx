import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { useMutation } from '@tanstack/react-query';
import { Confirm, useDataProvider, useNotify, useRecordContext, useRefresh } from 'react-admin';
import { CSV_MESSAGES, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';

/** Deletes the upload in context, in any state, after a confirmation. */
export const DeleteCsvUploadButton = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  const [confirming, setConfirming] = useState(false);
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const refresh = useRefresh();
  const { mutate, isPending } = useMutation({
    mutationFn: (upload: AdminCsvUploadListItem) => dataProvider.deleteCsvUpload(upload.id),
    onSuccess: () => {
      notify(CSV_MESSAGES.deleted, { type: 'success' });
      refresh();
    },
    onError: (error) => notify(httpErrorMessage(error, CSV_MESSAGES.deleteFailed), { type: 'error' }),
    onSettled: () => setConfirming(false),
  });
  if (!record) return null;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => setConfirming(true)}>
        Delete
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="Delete this upload?"
        content={`${record.fileName} and its categorized transactions will be removed.`}
        confirm="Delete"
        onConfirm={() => mutate(record)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
