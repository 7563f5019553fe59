import { useState } from 'react';
import { Button, Card, CardContent, Stack, Typography } from '@mui/material';
import { useNotify } from 'react-admin';
import { ACCEPTED_BANK_NAMES, CSV_MESSAGES, CSV_REQUIRED_COLUMNS, csvUploadedMessage, type CategoryInput } from '@ledgerleaf/contracts';
import { CsvDropzone } from '@ledgerleaf/ui';
import { useConsoleAction } from '../../components/use-console-action';

const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Drag-and-drop or click to choose one .csv/.ofx/.qfx, then Upload (with the page's categories) or Remove. */
export const CsvUploadCard = ({ categories }: { categories: readonly CategoryInput[] }) => {
  const [file, setFile] = useState<File | null>(null);
  const notify = useNotify();
  const clear = () => setFile(null);
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, chosen: File) => dataProvider.uploadCsv(chosen, categories),
    success: ({ rowCount }) => csvUploadedMessage(rowCount),
    failure: CSV_MESSAGES.uploadFailed,
    onSuccess: clear,
  });

  return (
    <Card variant="outlined" component="section" aria-label="Upload a CSV file" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Upload CSV
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Required columns: {CSV_REQUIRED_COLUMNS.join(', ')}. Also read as exported: OFX/QFX statements and the CSV files of {ACCEPTED_BANK_NAMES.join(', ')}.
        </Typography>
        <CsvDropzone dense onFile={setFile} onRejected={() => notify(CSV_MESSAGES.notCsvName, { type: 'warning' })} sx={{ mt: 2 }} />
        {file && (
          <Stack direction="row" spacing={1} sx={{ mt: 2, alignItems: 'center' }}>
            <Typography sx={{ flex: 1, overflowWrap: 'anywhere' }}>
              <strong>{file.name}</strong> ({sizeInKb(file.size)})
            </Typography>
            <Button variant="contained" size="small" disabled={isPending} onClick={() => mutate(file)}>
              {isPending ? 'Uploading...' : 'Upload'}
            </Button>
            <Button size="small" disabled={isPending} onClick={clear}>
              Remove
            </Button>
          </Stack>
        )}
      </CardContent>
    </Card>
  );
};
