import Stack from '@mui/material/Stack';
import { rowErrorsOf, useUploadCsv } from '../api/upload-csv';
import { CsvDropzone } from './csv-dropzone';
import { CsvUploadList } from './csv-upload-list';

/** The dashboard's CSV Upload & AI Categorization tab. */
export function CsvUploadTab() {
  const upload = useUploadCsv();
  return (
    <Stack spacing={3}>
      <CsvDropzone
        uploading={upload.isPending}
        rowErrors={rowErrorsOf(upload.error)}
        onUpload={(file, uploaded) => upload.mutate(file, { onSuccess: uploaded })}
      />
      <CsvUploadList />
    </Stack>
  );
}
