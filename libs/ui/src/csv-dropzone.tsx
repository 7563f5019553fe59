import { useRef, useState, type ChangeEvent, type DragEvent, type KeyboardEvent } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import type { SxProps, Theme } from '@mui/material/styles';
import UploadFileIcon from '@mui/icons-material/UploadFile';
import { BANK_FILE } from '@ledgerleaf/contracts';
import type { CsvDropzoneTexts } from './texts';

/** How the file arrived: dropped on the area, or chosen in the click picker. */
type CsvFileSource = 'drop' | 'pick';

export interface CsvDropzoneProps {
  /** A file the bank-file rule accepts. */
  onFile: (file: File) => void;
  /** A file the bank-file rule refuses; each app says so its own way. */
  onRejected: (kind: CsvFileSource, file: File) => void;
  /** Takes no drop, click or key, and greys out. */
  disabled?: boolean;
  /** The console's tighter look: less padding, squarer corners, a smaller icon. */
  dense?: boolean;
  /** The id of the text that explains what to drop. */
  'aria-describedby'?: string;
  /** Placement (margins, width) from the page around it. */
  sx?: SxProps<Theme>;
  /** The area's words in the person's language (English by default). */
  texts: CsvDropzoneTexts;
}

/**
 * The area to drop one bank file on, or to click (Enter, Space) to pick one. The rule is
 * BANK_FILE's, the same in both apps: a dropped CSV counts only when its type is text/csv,
 * whatever its name (admin-spec); an .ofx/.qfx statement by its name (browsers give those no
 * agreed type); a picked file when its name ends in .csv, .ofx or .qfx.
 */
export function CsvDropzone({ onFile, onRejected, disabled = false, dense = false, 'aria-describedby': describedBy, sx, texts }: CsvDropzoneProps) {
  const words = texts;
  const [dragging, setDragging] = useState(false);
  const input = useRef<HTMLInputElement>(null);

  const report = (file: File | undefined, kind: CsvFileSource, accepted: (file: File) => boolean) => {
    if (!file) return;
    if (accepted(file)) onFile(file);
    else onRejected(kind, file);
  };
  const openPicker = () => {
    if (!disabled) input.current?.click();
  };
  const onKeyDown = (event: KeyboardEvent) => {
    if (event.key === 'Enter' || event.key === ' ') {
      event.preventDefault();
      openPicker();
    }
  };
  const onDragOver = (event: DragEvent) => {
    event.preventDefault();
    if (!disabled) setDragging(true);
  };
  const onDrop = (event: DragEvent) => {
    event.preventDefault();
    setDragging(false);
    if (!disabled) report(event.dataTransfer.files[0], 'drop', BANK_FILE.isDropped);
  };
  const onChange = (event: ChangeEvent<HTMLInputElement>) => {
    report(event.target.files?.[0], 'pick', (file) => BANK_FILE.isBankFileName(file.name));
    // The picker forgets its choice, so the same file can be picked again after a Remove or a refusal.
    event.target.value = '';
  };

  return (
    <>
      <Box
        role="button"
        tabIndex={disabled ? -1 : 0}
        aria-label={words.ariaLabel}
        aria-describedby={describedBy}
        aria-disabled={disabled || undefined}
        data-testid="csv-dropzone"
        onClick={openPicker}
        onKeyDown={onKeyDown}
        onDragOver={onDragOver}
        onDragLeave={() => setDragging(false)}
        onDrop={onDrop}
        sx={[
          {
            p: dense ? 3 : 4,
            border: 2,
            borderStyle: 'dashed',
            borderRadius: dense ? 1 : 2,
            borderColor: dragging ? 'primary.main' : 'divider',
            bgcolor: dragging ? 'action.hover' : 'transparent',
            textAlign: 'center',
            cursor: disabled ? 'default' : 'pointer',
            opacity: disabled ? 0.6 : 1,
          },
          ...(Array.isArray(sx) ? sx : [sx]),
        ]}
      >
        {dense ? <UploadFileIcon color="action" /> : <UploadFileIcon sx={{ fontSize: 40, color: 'text.secondary' }} />}
        <Typography>{words.prompt}</Typography>
      </Box>
      <input ref={input} type="file" accept={BANK_FILE.accept} hidden disabled={disabled} data-testid="csv-file-input" onChange={onChange} />
    </>
  );
}
