import { useTranslation } from 'react-i18next';
import { useRef, useState, type DragEvent } from 'react';
import CloseIcon from '@mui/icons-material/Close';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, formatNumber, SUBMISSION_LIMITS } from '@ledgerleaf/contracts';
import { currentLocale } from '../../../i18n/i18n';

interface DocumentPickerProps {
  label: string;
  files: File[];
  onChange: (files: File[]) => void;
  /** A form's message: a catalogue key ('submissions:validation.documentRequired') or a text already in the person's language. */
  error?: string;
  disabled?: boolean;
}

const MB = 1024 * 1024;
/** Whole kilobytes (at least 1) or megabytes in the screens' digits. */
const kilobytes = (bytes: number) => formatNumber(Math.max(1, Math.round(bytes / 1024)), currentLocale());
const megabytes = (bytes: number) => formatNumber(Math.round(bytes / MB), currentLocale());

/** Documents by drag and drop or click; several at once, each removable before sending. */
export function DocumentPicker({ label, files, onChange, error, disabled }: DocumentPickerProps) {
  const { t, i18n } = useTranslation('submissions');
  const input = useRef<HTMLInputElement>(null);
  const [dragging, setDragging] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const add = (incoming: File[]) => {
    const tooBig = incoming.find((f) => f.size > SUBMISSION_LIMITS.maxFileBytes);
    if (tooBig) return setProblem(t('picker.fileTooLarge', { name: tooBig.name, size: megabytes(SUBMISSION_LIMITS.maxFileBytes) }));
    const next = [...files, ...incoming];
    if (next.length > SUBMISSION_LIMITS.maxFiles) return setProblem(t('picker.tooManyFiles', { max: SUBMISSION_LIMITS.maxFiles }));
    if (next.reduce((sum, f) => sum + f.size, 0) > SUBMISSION_LIMITS.maxRequestBytes)
      return setProblem(t('picker.requestTooLarge', { size: megabytes(SUBMISSION_LIMITS.maxRequestBytes) }));
    setProblem(null);
    onChange(next);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) add(Array.from(event.dataTransfer.files));
  };
  const shown = problem ?? (error && i18n.exists(error) ? t(error) : error);

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
          {t('picker.hint', { max: SUBMISSION_LIMITS.maxFiles })}
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
        <List dense aria-label={t('picker.chosen')}>
          {files.map((file, i) => (
            <ListItem
              key={`${file.name}-${i}`}
              secondaryAction={
                <IconButton
                  edge="end"
                  aria-label={t('picker.remove', { name: file.name })}
                  disabled={disabled}
                  onClick={() => onChange(files.filter((_, j) => j !== i))}
                >
                  <CloseIcon />
                </IconButton>
              }
            >
              <ListItemText primary={file.name} secondary={t('picker.size', { size: kilobytes(file.size) })} />
            </ListItem>
          ))}
        </List>
      )}
    </Box>
  );
}
