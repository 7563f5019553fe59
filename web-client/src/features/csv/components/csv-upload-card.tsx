import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import DownloadIcon from '@mui/icons-material/Download';
import MenuBookIcon from '@mui/icons-material/MenuBook';
import { csvDownloadUrl } from '../api/delete-csv-upload';
import { CSV_UPLOAD_STATUS_LABELS, type CsvUploadListItem, type CsvUploadStatus } from '@ledgerleaf/contracts';
import { CsvPreviewTable } from '@ledgerleaf/ui';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { formatAmount, formatDisplayDate } from './csv-format';

const STATUS_COLORS: Record<CsvUploadStatus, StatusChipColor> = {
  uploaded: 'default',
  processing: 'warning',
  completed: 'success',
  failed: 'error',
};

interface CsvUploadCardProps {
  upload: CsvUploadListItem;
  categorizing: boolean;
  onCategorize: () => void;
  onDelete: () => void;
  /** Opens the "Add to my books" dialog. */
  onAddToBooks: () => void;
  onRemoveFromBooks: () => void;
  /** A books change of this upload is on its way. */
  booksPending: boolean;
}

/** One upload: what it is, where it stands, and what can be done with it now. */
export function CsvUploadCard({ upload, categorizing, onCategorize, onDelete, onAddToBooks, onRemoveFromBooks, booksPending }: CsvUploadCardProps) {
  const titleId = `csv-upload-${upload.id}`;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {upload.fileName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {upload.originalRowCount} rows · uploaded {formatDisplayDate(upload.createdAt)}
          </Typography>
          {upload.books && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              icon={<MenuBookIcon />}
              label={`In your books as ${upload.books.accountName}`}
              sx={{ mt: 0.5, maxWidth: '100%' }}
            />
          )}
        </Box>
        <StatusChip status={upload.status} labels={CSV_UPLOAD_STATUS_LABELS} colors={STATUS_COLORS} />
        {upload.status === 'uploaded' && (
          <Button variant="contained" size="small" onClick={onCategorize} disabled={categorizing}>
            {categorizing ? 'Categorizing...' : 'Categorize with AI'}
          </Button>
        )}
        {upload.status === 'completed' && (
          <Button variant="outlined" size="small" component="a" href={csvDownloadUrl(upload.id)} download={upload.fileName} startIcon={<DownloadIcon />}>
            Download
          </Button>
        )}
        {upload.status === 'completed' && !upload.books && (
          <Button variant="contained" size="small" startIcon={<MenuBookIcon />} onClick={onAddToBooks} disabled={booksPending}>
            Add to my books
          </Button>
        )}
        {upload.books && (
          <Button variant="text" size="small" onClick={onRemoveFromBooks} disabled={booksPending}>
            {booksPending ? 'Removing...' : 'Remove from books'}
          </Button>
        )}
        <Button variant="text" color="error" size="small" onClick={onDelete}>
          Delete
        </Button>
      </Stack>
      {upload.status === 'processing' && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={upload.progress} aria-label={`Categorizing ${upload.fileName}`} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            Categorizing... {upload.progress}%
          </Typography>
        </Box>
      )}
      {upload.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {upload.failureReason ?? 'Categorization failed.'}
        </Alert>
      )}
      {upload.status === 'completed' && (
        <CsvPreviewTable fileName={upload.fileName} rows={upload.categorizedData} totalRows={upload.originalRowCount} formatAmount={formatAmount} />
      )}
    </Paper>
  );
}
