import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DOCUMENT_ACCEPT, formatNumber, isDocumentName, SUBMISSION_LIMITS } from '@ledgerleaf/contracts';
import { currentLocale, i18n } from '../../../i18n/i18n';

interface ReceiptPickerProps {
  receipt: File | null;
  onChange: (receipt: File | null) => void;
  disabled?: boolean;
}

/** What the API would refuse about a receipt before it is sent (the API checks its bytes too). */
function problemWith(file: File): string | null {
  if (!isDocumentName(file.name)) return i18n.t('questions:documentTypeRefused', { name: file.name });
  if (file.size > SUBMISSION_LIMITS.maxFileBytes) {
    const megabytes = formatNumber(Math.round(SUBMISSION_LIMITS.maxFileBytes / (1024 * 1024)), currentLocale());
    return i18n.t('questions:fileTooLarge', { name: file.name, megabytes });
  }
  return null;
}

/** "Attach receipt": one optional document for an answer, under the submissions' rules; the chosen name shows, removable. */
export function ReceiptPicker({ receipt, onChange, disabled }: ReceiptPickerProps) {
  const [problem, setProblem] = useState<string | null>(null);
  const { t } = useTranslation('questions');
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
          {t('attachReceipt')}
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
            <IconButton size="small" aria-label={t('removeReceipt')} disabled={disabled} onClick={() => onChange(null)}>
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
