import { Button } from '@mui/material';
import DownloadIcon from '@mui/icons-material/Download';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';
import { saveFile } from '../../save-file';

/** The categorized CSV, saved under the upload's fileName or upload-{id}.csv (admin-spec section 7). */
export const downloadName = (upload: Pick<AdminCsvUploadListItem, 'id' | 'fileName'>) => upload.fileName || `upload-${upload.id}.csv`;

export const DownloadCsvButton = () => {
  const translate = useTranslate();
  const record = useRecordContext<AdminCsvUploadListItem>();
  const { mutate, isPending } = useConsoleAction({
    call: async (dataProvider, upload: AdminCsvUploadListItem) => saveFile(await dataProvider.downloadCsvUpload(upload.id), downloadName(upload)),
    failure: translate('ledgerleaf.uploads.downloadFailed'),
    refresh: 'never',
  });
  if (!record || record.status !== 'completed') return null;
  return (
    <Button size="small" variant="outlined" startIcon={<DownloadIcon />} disabled={isPending} onClick={() => mutate(record)}>
      {translate('ledgerleaf.uploads.downloadButton')}
    </Button>
  );
};
