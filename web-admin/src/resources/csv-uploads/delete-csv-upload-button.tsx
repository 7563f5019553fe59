import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useRecordContext } from 'react-admin';
import { CSV_MESSAGES, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Deletes the upload in context, in any state, after a confirmation. */
export const DeleteCsvUploadButton = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, upload: AdminCsvUploadListItem) => dataProvider.deleteCsvUpload(upload.id),
    success: CSV_MESSAGES.deleted,
    failure: CSV_MESSAGES.deleteFailed,
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
