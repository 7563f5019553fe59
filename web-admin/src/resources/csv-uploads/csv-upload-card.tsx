import { useRef, useState, type DragEvent } from 'react';
import { Box, Button, Card, CardContent, Stack, Typography } from '@mui/material';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { useNotify } from 'react-admin';
import { CSV_FILE, CSV_MESSAGES, CSV_REQUIRED_COLUMNS, csvUploadedMessage, type CategoryInput } from '@ledgerleaf/contracts';
import { useConsoleAction } from '../../components/use-console-action';

const sizeInKb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** Drag-and-drop or click to choose one .csv, then Upload (with the page's categories) or Remove. */
export const CsvUploadCard = ({ categories }: { categories: readonly CategoryInput[] }) => {
  const [file, setFile] = useState<File | null>(null);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const notify = useNotify();
  const clear = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const { mutate, isPending } = useConsoleAction({
    call: (dataProvider, chosen: File) => dataProvider.uploadCsv(chosen, categories),
    success: ({ rowCount }) => csvUploadedMessage(rowCount),
    failure: CSV_MESSAGES.uploadFailed,
    onSuccess: clear,
  });

  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    // admin-spec: a drop is accepted only if its type is text/csv.
    if (dropped && CSV_FILE.isDroppedCsv(dropped)) setFile(dropped);
    else if (dropped) notify(CSV_MESSAGES.notCsvName, { type: 'warning' });
  };

  return (
    <Card variant="outlined" component="section" aria-label="Upload a CSV file" sx={{ flex: 1 }}>
      <CardContent>
        <Typography variant="h6" component="h2">
          Upload CSV
        </Typography>
        <Typography variant="body2" color="text.secondary">
          Required columns: {CSV_REQUIRED_COLUMNS.join(', ')}
        </Typography>
        <Box
          role="button"
          tabIndex={0}
          aria-label="Drop a CSV file here or click to choose one"
          data-testid="csv-dropzone"
          onClick={() => input.current?.click()}
          onKeyDown={(event) => {
            if (event.key === 'Enter' || event.key === ' ') {
              event.preventDefault();
              input.current?.click();
            }
          }}
          onDragOver={(event) => {
            event.preventDefault();
            setDragging(true);
          }}
          onDragLeave={() => setDragging(false)}
          onDrop={onDrop}
          sx={{
            mt: 2,
            p: 3,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: 1,
            borderColor: dragging ? 'primary.main' : 'divider',
            textAlign: 'center',
            cursor: 'pointer',
          }}
        >
          <UploadFileIcon color="action" />
          <Typography>Drag and drop a CSV file here, or click to choose one</Typography>
        </Box>
        <input
          ref={input}
          type="file"
          accept={CSV_FILE.accept}
          hidden
          data-testid="csv-file-input"
          onChange={(event) => {
            const picked = event.target.files?.[0];
            if (picked && CSV_FILE.isCsvName(picked.name)) setFile(picked);
            else if (picked) notify(CSV_MESSAGES.notCsvName, { type: 'warning' });
          }}
        />
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
