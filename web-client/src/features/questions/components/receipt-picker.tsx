import { useState } from 'react';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, isDocumentName, QUESTION_TEXTS as T, SUBMISSION_LIMITS, SUBMISSION_MESSAGES } from '@ledgerleaf/contracts';

interface ReceiptPickerProps {
  receipt: File | null;
  onChange: (receipt: File | null) => void;
  disabled?: boolean;
}

/** What the API would refuse about a receipt before it is sent (the API checks its bytes too). */
function problemWith(file: File): string | null {
  if (!isDocumentName(file.name)) return SUBMISSION_MESSAGES.documentTypeRefused(file.name);
  if (file.size > SUBMISSION_LIMITS.maxFileBytes) return `${file.name}: ${SUBMISSION_MESSAGES.fileTooLarge}`;
  return null;
}

/** "Attach receipt": one optional document for an answer, under the submissions' rules; the chosen name shows, removable. */
export function ReceiptPicker({ receipt, onChange, disabled }: ReceiptPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const choose = (file: File | undefined) => {
    if (!file) return;
    const refused = problemWith(file);
    setProblem(refused);
    onChange(refused ? null : file);
  };
  return (
    <Stack spacing={0.5}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Button component="label" size="small" startIcon={<AttachFileIcon />} disabled={disabled} sx={{ whiteSpace: 'nowrap' }}>
          {T.attachReceipt}
          <input
            type="file"
            hidden
            accept={DOCUMENT_ACCEPT}
            disabled={disabled}
            onChange={(event) => {
              choose(event.target.files?.[0]);
              event.target.value = '';
            }}
          />
        </Button>
        {receipt && (
          <Stack direction="row" sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }} data-testid="chosen-receipt">
              {receipt.name}
            </Typography>
            <IconButton size="small" aria-label={T.removeReceipt} disabled={disabled} onClick={() => onChange(null)}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
      {problem && (
        <Typography role="alert" variant="body2" color="error">
          {problem}
        </Typography>
      )}
    </Stack>
  );
}
