import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { CsvRowError } from '@ledgerleaf/contracts';
import { CsvDropzone as SharedCsvDropzone } from '@ledgerleaf/ui';
import { formatFileSize } from './csv-format';

/** The banks named on the tab, in the order of the contracts' ACCEPTED_BANK_NAMES (their names are in the csv namespace). */
const ACCEPTED_BANKS = ['rbc', 'td', 'cibc', 'bmo', 'scotiabank', 'national-bank', 'desjardins', 'tangerine', 'simplii', 'amex'] as const;

interface CsvDropzoneProps {
  uploading: boolean;
  /** The bad lines of the last refused file, as the server listed them. */
  rowErrors: readonly CsvRowError[];
  /** Uploads the file; `uploaded` clears the card once the server has it (a failure keeps it for a retry). */
  onUpload: (file: File, uploaded: () => void) => void;
}

/** Drag-and-drop or click to choose one bank file (CSV, OFX, QFX), then Upload or Remove it. */
export function CsvDropzone({ uploading, rowErrors, onUpload }: CsvDropzoneProps) {
  const [file, setFile] = useState<File | null>(null);
  const [rejected, setRejected] = useState(false);
  const hintId = useId();
  const { t } = useTranslation('csv');

  const choose = (candidate: File | null) => {
    setRejected(!candidate);
    setFile(candidate);
  };
  const remove = () => setFile(null);
  const upload = () => {
    if (file) onUpload(file, remove);
  };

  return (
    <Paper variant="outlined" sx={{ p: 3 }}>
      <Typography variant="h6" component="h2">
        {t('dropzone.title')}
      </Typography>
      <Box id={hintId} sx={{ color: 'text.secondary', mt: 0.5 }}>
        <Typography variant="body2">{t('dropzone.acceptedBanks')}</Typography>
        <Box component="ul" aria-label={t('dropzone.banksLabel')} sx={{ m: 0, mt: 0.5, pl: 2.5, columns: { sm: 2 }, typography: 'body2' }}>
          {ACCEPTED_BANKS.map((bank) => (
            <li key={bank}>{t(`banks.${bank}`)}</li>
          ))}
          <li>{t('dropzone.ofxAny')}</li>
        </Box>
        <Typography variant="body2" sx={{ mt: 0.5 }}>
          {t('dropzone.otherBanks')} {t('dropzone.templateHint')} {t('dropzone.categoriesHint')}
        </Typography>
      </Box>
      <SharedCsvDropzone
        aria-describedby={hintId}
        onFile={choose}
        onRejected={() => choose(null)}
        sx={{ mt: 2 }}
        texts={{ ariaLabel: t('dropzone.areaLabel'), prompt: t('dropzone.areaPrompt') }}
      />
      {rejected && (
        <Typography role="alert" sx={{ color: 'error.main', mt: 1 }}>
          {t('dropzone.notCsvName')}
        </Typography>
      )}
      {rowErrors.length > 0 && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{t('dropzone.rowsUnreadable')}</AlertTitle>
          <Box component="ul" sx={{ m: 0, pl: 2 }}>
            {rowErrors.map((row) => (
              <li key={`${row.line}-${row.column}`}>{t('dropzone.rowError', { line: row.line, column: row.column, message: row.message })}</li>
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
            {uploading ? t('dropzone.uploading') : t('dropzone.upload')}
          </Button>
          <Button variant="outlined" onClick={remove} disabled={uploading}>
            {t('dropzone.remove')}
          </Button>
        </Stack>
      )}
    </Paper>
  );
}
