import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext } from 'react-admin';
import { CSV_MESSAGES, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import { saveFile } from '../../save-file';

/** The categorized CSV, saved under the upload's fileName or upload-{id}.csv (admin-spec section 7). */
export const downloadName = (upload: Pick<AdminCsvUploadListItem, 'id' | 'fileName'>) => upload.fileName || `upload-${upload.id}.csv`;

export const DownloadCsvButton = () => {
  const record = useRecordContext<AdminCsvUploadListItem>();
  const { mutate, isPending } = useConsoleAction({
    call: async (dataProvider, upload: AdminCsvUploadListItem) => saveFile(await dataProvider.downloadCsvUpload(upload.id), downloadName(upload)),
    failure: 'Download failed',
    refresh: 'never',
  });
  if (!record || record.status !== 'completed') return null;
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {CSV_MESSAGES.downloadButton}
    </Button>
  );
};
