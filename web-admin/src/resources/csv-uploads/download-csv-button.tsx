import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useMutation } from '@tanstack/react-query';
import { useDataProvider, useNotify, useRecordContext } from 'react-admin';
import { CSV_MESSAGES, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import type { AdminDataProvider } from '../../data-provider';
import { httpErrorMessage } from '../../http-error-message';
import { saveFile } from '../../save-file';

/** The categorized CSV, saved under the upload's fileName or upload-{id}.csv (admin-spec section 7). */
export const downloadName = (upload: Pick<AdminCsvUploadListItem, 'id' | 'fileName'>) =>
  upload.fileName || `upload-${upload.id}.csv`;

export const DownloadCsvButton = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  const dataProvider = useDataProvider<AdminDataProvider>();
  const notify = useNotify();
  const { mutate, isPending } = useMutation({
    mutationFn: async (upload: AdminCsvUploadListItem) => saveFile(await dataProvider.downloadCsvUpload(upload.id), downloadName(upload)),
    onError: (error) => notify(httpErrorMessage(error, 'Download failed'), { type: 'error' }),
  });
  if (!record || record.status !== 'completed') return null;
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {CSV_MESSAGES.downloadButton}
    </Button>
  );
};
