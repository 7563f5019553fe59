import { useState } from 'react';
import { Button } from '@mui/material';
import DeleteIcon from '@mui/icons-material/Delete';
import { Confirm, useRecordContext, useTranslate } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

/** Deletes the upload in context, in any state, after a confirmation. */
export const DeleteCsvUploadButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<AdminCsvUploadListItem>();
  const [confirming, setConfirming] = useState(false);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, upload: AdminCsvUploadListItem) => dataProvider.deleteCsvUpload(upload.id),
    success: translate('ledgerleaf.uploads.deleted'),
    failure: translate('ledgerleaf.uploads.deleteFailed'),
    onSettled: () => setConfirming(false),
  });
  if (!record) return null;
  return (
    <>
      <Button size="small" color="error" startIcon={<DeleteIcon />} disabled={isPending} onClick={() => setConfirming(true)}>
        {translate('ledgerleaf.uploads.delete')}
      </Button>
      <Confirm
        isOpen={confirming}
        loading={isPending}
        title="ledgerleaf.uploads.deleteTitle"
        content="ledgerleaf.uploads.deleteContent"
        translateOptions={{ name: record.fileName }}
        confirm="ledgerleaf.uploads.delete"
        onConfirm={() => mutate(record)}
        onClose={() => setConfirming(false)}
      />
    </>
  );
};
