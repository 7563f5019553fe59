import { useTranslation } from 'react-i18next';
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
import { CsvUploadStatus, formatPercent, type CategorySource, type CsvUploadListItem } from '@ledgerleaf/contracts';
import { CsvPreviewTable, type CsvPreviewTableTexts } from '@ledgerleaf/ui';
import type { TFunction } from 'i18next';
import { currentLocale } from '../../../i18n/i18n';
import { formatDate } from '../../../lib/format';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { formatAmount, formatDisplayDate } from './csv-format';

const STATUS_COLORS: Record<CsvUploadStatus, StatusChipColor> = {
  uploaded: 'default',
  processing: 'warning',
  completed: 'success',
  failed: 'error',
};

const CATEGORY_SOURCES: readonly CategorySource[] = ['ai', 'rule', 'learned', 'client', 'staff'];

/** The shared preview table's words in the screens' language. */
export function previewTexts(t: TFunction<'csv'>): CsvPreviewTableTexts {
  return {
    tableLabel: (fileName) => t('preview.tableLabel', { fileName }),
    date: t('preview.date'),
    name: t('preview.name'),
    amount: t('preview.amount'),
    category: t('preview.category'),
    confidence: t('preview.confidence'),
    percent: (fraction) => formatPercent(fraction, currentLocale(), 0),
    source: t('preview.source'),
    review: t('preview.review'),
    uncategorized: t('preview.uncategorized'),
    sources: Object.fromEntries(CATEGORY_SOURCES.map((s) => [s, t(`preview.sources.${s}`)])) as Record<CategorySource, string>,
    moreRows: (count) => t('preview.moreRows', { count }),
  };
}

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
  const { t } = useTranslation('csv');
  const titleId = `csv-upload-${upload.id}`;
  const statusLabels = Object.fromEntries(Object.values(CsvUploadStatus).map((s) => [s, t(`card.status.${s}`)])) as Record<CsvUploadStatus, string>;
  return (
    <Paper component="article" variant="outlined" aria-labelledby={titleId} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'center' } }}>
        <Box sx={{ flexGrow: 1, minWidth: 0 }}>
          <Typography id={titleId} component="h3" sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>
            {upload.fileName}
          </Typography>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('card.rows', { count: upload.originalRowCount, date: formatDisplayDate(upload.createdAt) })}
          </Typography>
          {upload.books && (
            <Chip
              size="small"
              color="primary"
              variant="outlined"
              icon={<MenuBookIcon />}
              label={t('card.inBooks', { name: upload.books.accountName })}
              sx={{ mt: 0.5, maxWidth: '100%' }}
            />
          )}
        </Box>
        <StatusChip status={upload.status} labels={statusLabels} colors={STATUS_COLORS} />
        {upload.status === 'uploaded' && (
          <Button variant="contained" size="small" onClick={onCategorize} disabled={categorizing}>
            {categorizing ? t('card.categorizing') : t('card.categorize')}
          </Button>
        )}
        {upload.status === 'completed' && (
          <Button variant="outlined" size="small" component="a" href={csvDownloadUrl(upload.id)} download={upload.fileName} startIcon={<DownloadIcon />}>
            {t('card.download')}
          </Button>
        )}
        {upload.status === 'completed' && !upload.books && (
          <Button variant="contained" size="small" startIcon={<MenuBookIcon />} onClick={onAddToBooks} disabled={booksPending}>
            {t('card.addToBooks')}
          </Button>
        )}
        {upload.books && (
          <Button variant="text" size="small" onClick={onRemoveFromBooks} disabled={booksPending}>
            {booksPending ? t('card.removing') : t('card.removeFromBooks')}
          </Button>
        )}
        <Button variant="text" color="error" size="small" onClick={onDelete}>
          {t('card.delete')}
        </Button>
      </Stack>
      {upload.status === 'processing' && (
        <Box sx={{ mt: 2 }}>
          <LinearProgress variant="determinate" value={upload.progress} aria-label={t('card.progressLabel', { fileName: upload.fileName })} />
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('card.progress', { percent: formatPercent(upload.progress / 100, currentLocale(), 0) })}
          </Typography>
        </Box>
      )}
      {upload.status === 'failed' && (
        <Alert severity="error" sx={{ mt: 2 }}>
          {upload.failureReason ?? t('card.failed')}
        </Alert>
      )}
      {upload.status === 'completed' && (
        <CsvPreviewTable
          fileName={upload.fileName}
          rows={upload.categorizedData}
          totalRows={upload.originalRowCount}
          formatAmount={formatAmount}
          formatDate={formatDate}
          texts={previewTexts(t)}
        />
      )}
    </Paper>
  );
}
