import { Alert, Box, Card, CardActions, CardContent, LinearProgress, Stack, Typography } from '@mui/material';
import { useRecordContext, useTranslate } from 'react-admin';
import type { AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { formatDateTime } from '../../format-dates';
import { CategorizeCsvButton } from './categorize-csv-button';
import { CsvPreviewTable } from './csv-preview-table';
import { CsvUploadStatusField } from './csv-upload-status-field';
import { DeleteCsvUploadButton } from './delete-csv-upload-button';
import { DownloadCsvButton } from './download-csv-button';

/** One uploaded file (admin-spec tab 8): name, rows, date-time, status, its actions and preview. */
export const CsvUploadItem = () => {
  const translate = useTranslate();
  const upload = useRecordContext<AdminCsvUploadListItem>();
  if (!upload) return null;
  return (
    <Card component="article" variant="outlined" aria-label={upload.fileName}>
      <CardContent sx={{ pb: 1 }}>
        <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'space-between' }}>
          <div>
            <Typography variant="h6" component="h3" sx={{ overflowWrap: 'anywhere' }}>
              {upload.fileName}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {translate('ledgerleaf.uploads.fileLine', { rows: upload.originalRowCount, name: upload.uploaderName, email: upload.uploaderEmail })}{' '}
              <time dateTime={upload.createdAt}>{formatDateTime(upload.createdAt)}</time>
            </Typography>
          </div>
          <Box>
            <CsvUploadStatusField />
          </Box>
        </Stack>
        {upload.status === 'processing' && (
          <Box sx={{ mt: 2 }}>
            <LinearProgress
              variant="determinate"
              value={upload.progress}
              aria-label={translate('ledgerleaf.uploads.categorizingFile', { name: upload.fileName })}
            />
            <Typography variant="body2" color="text.secondary">
              {translate('ledgerleaf.uploads.categorizingProgress', { progress: upload.progress })}
            </Typography>
          </Box>
        )}
        {upload.status === 'failed' && upload.failureReason && (
          <Alert severity="error" sx={{ mt: 2 }}>
            {upload.failureReason}
          </Alert>
        )}
        {upload.status === 'completed' && upload.reviewCount > 0 && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            {translate('ledgerleaf.uploads.toReview', { count: upload.reviewCount })}
          </Typography>
        )}
        <CsvPreviewTable />
      </CardContent>
      <CardActions sx={{ px: 2, pb: 2 }}>
        <CategorizeCsvButton />
        <DownloadCsvButton />
        <DeleteCsvUploadButton />
      </CardActions>
    </Card>
  );
};
