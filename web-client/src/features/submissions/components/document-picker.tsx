import { useRef, useState, type DragEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from '@ledgerleaf/contracts';

interface DocumentPickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  error?: string;
  disabled?: boolean;
}

const kb = (bytes: number) => `${Math.max(1, Math.round(bytes / 1024))} KB`;

/** Documents by drag and drop or click; several at once, each removable before sending. */
export function DocumentPicker({ label, files, onChange, error, disabled }: DocumentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (incoming: File[]) => {
    const tooBig = incoming.find((f) => f.size > SUBMISSION_LIMITS.maxFileBytes);
    if (tooBig) return setProblem(`${tooBig.name}: ${SUBMISSION_MESSAGES.fileTooLarge}`);
    const next = [...files, ...incoming];
    if (next.length > SUBMISSION_LIMITS.maxFiles) return setProblem(SUBMISSION_MESSAGES.tooManyFiles);
    if (next.reduce((sum, f) => sum + f.size, 0) > SUBMISSION_LIMITS.maxRequestBytes) return setProblem(SUBMISSION_MESSAGES.requestTooLarge);
    setProblem(null);
    onChange(next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const shown = problem ?? error;

  return (
    <Box>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={label}
        aria-disabled={disabled}
        onClick={() => !disabled && input.current?.click()}
        onKeyDown={(e) => (e.key === 'Enter' || e.key === ' ') && !disabled && (e.preventDefault(), input.current?.click())}
        onDragOver={(e) => {
          e.preventDefault();
          setDragging(true);
        }}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={{
          border: '2px dashed',
          borderColor: shown ? 'error.main' : dragging ? 'primary.main' : 'divider',
          bgcolor: dragging ? 'action.hover' : 'transparent',
          borderRadius: 2,
          p: 3,
          textAlign: 'center',
          cursor: disabled ? 'default' : 'pointer',
        }}
      >
        <UploadFileIcon color="action" />
        <Typography>{label}</Typography>
        <Typography variant="body2" color="text.secondary">
          Drag and drop, or click to choose. PDF, CSV, PNG, JPEG, HEIC or WebP; up to {SUBMISSION_LIMITS.maxFiles} files.
        </Typography>
        <input
          ref={input}
          type="file"
          multiple
          hidden
          accept={DOCUMENT_ACCEPT}
          data-testid={`${label}-input`}
          onChange={(e) => {
            add(Array.from(e.target.files ?? []));
            e.target.value = '';
          }}
        />
      </Box>
      {shown && (
        <Typography role="alert" variant="body2" color="error" sx={{ mt: 0.5 }}>
          {shown}
        </Typography>
      )}
      {files.length > 0 && (
        <List dense aria-label="Chosen documents">
          {files.map((file, i) => (
            <ListItem
              key={`${file.name}-${i}`}
              secondaryAction={
                <IconButton edge="end" aria-label={`Remove ${file.name}`} disabled={disabled} onClick={() => onChange(files.filter((_, j) => j !== i))}>
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={kb(file.size)} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
