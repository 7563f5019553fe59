import { useId, useRef, useState, type DragEvent, type KeyboardEvent } from 'react';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { CSV_FILE, CSV_MESSAGES, CSV_REQUIRED_COLUMNS, type CsvRowError } from '@ledgerleaf/contracts';
import { formatFileSize } from './csv-format';

interface CsvDropzoneProps {
  uploading: boolean;
  /** The bad lines of the last refused file, as the server listed them. */
  rowErrors: readonly CsvRowError[];
  /** Uploads the file; `uploaded` clears the card once the server has it (a failure keeps it for a retry). */
  onUpload: (file: File, uploaded: () => void) => void;
}

/** Drag-and-drop or click to choose one CSV, then Upload or Remove it. */
export function CsvDropzone({ uploading, rowErrors, onUpload }: CsvDropzoneProps) {
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState(false);
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();

  const choose = (candidate: File | undefined, accepted: boolean) => {
    if (!candidate) return;
    setRejected(!accepted);
    setFile(accepted ? candidate : null);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    const dropped = event.dataTransfer.files[0];
    choose(dropped, !!dropped && CSV_FILE.isDroppedCsv(dropped));
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    setDragging(true);
  };
  const openPicker = () => input.current?.click();
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };
  const remove = () => {
    setFile(null);
    if (input.current) input.current.value = '';
  };
  const upload = () => {
    if (file) onUpload(file, remove);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2">
        Upload a CSV file
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        Required columns: {CSV_REQUIRED_COLUMNS.join(', ')}. Your transactions are sorted into the categories of your
        Category Configuration (Monthly Reports tab).
      </Typography>
      <Box
        role="button"
        tabIndex={0}
        aria-label="Drop a CSV file here or click to choose one"
        aria-describedby={hintId}
        data-testid="csv-dropzone"
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          mt: 2,
          p: 4,
          border: 2,
          borderStyle: 'dashed',
          borderRadius: 2,
          borderColor: dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          textAlign: 'center',
          cursor: 'pointer',
        }}
      >
        <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} />
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
          choose(picked, !!picked && CSV_FILE.isCsvName(picked.name));
        }}
      />
      {rejected && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {CSV_MESSAGES.notCsvName}
        </Typography>
      )}
      {rowErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>These rows could not be read</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {rowErrors.map((row) => (
              <li key={`${row.line}-${row.column}`}>
                Line {row.line}, {row.column}: {row.message}
              </li>
            ))}
          </Box>
        </Alert>
      )}
      {file && (
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ mt: 2, alignItems: { sm: 'center' } }}>
          <Typography sx={{ flexGrow: 1, overflowWrap: 'anywhere' }}>
            <strong>{file.name}</strong> ({formatFileSize(file.size)})
          </Typography>
          <Button variant="contained" onClick={upload} disabled={uploading}>
            {uploading ? 'Uploading...' : 'Upload'}
          </Button>
          <Button variant="outlined" onClick={remove} disabled={uploading}>
            Remove
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
