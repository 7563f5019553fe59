import { Alert, AlertTitle, Box, Card, CardContent, Stack, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { SubmissionStatus, type AdminSubmissionView } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { StatusChip, type StatusTone } from '../../components/status-chip';
import { formatDateTime } from '../../format-dates';
import { FileButton } from '../../components/file-button';
import { ResultFilesForm } from './result-files-form';

// The words are the catalogue's; the colours are the console's.
const TONE: Record<SubmissionStatus, StatusTone> = {
  [SubmissionStatus.PENDING]: 'yellow',
  [SubmissionStatus.COMPLETED]: 'green',
  [SubmissionStatus.EDIT_REQUESTED]: 'red',
};

/** One submission, with what its queue needs: pickers (pending), result files (completed), the latest edit request (edit requested). */
export const SubmissionCard = () => {
  const t = useAreaTranslate('ledgerleaf.submissions');
  const documentMessages = (name: string) => ({ missing: t('attachmentMissing', { name }), error: t('attachmentError', { name }) });
  const s = useRecordContext<AdminSubmissionView>();
  if (!s) return null;
  const latest = s.editRequests[0];
  return (
    <Card component="article" aria-label={s.summaryName} variant="outlined">
      <CardContent>
        <Stack spacing={2}>
          <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
            <div>
              <Typography variant="h6" component="h2">
                {s.summaryName}
              </Typography>
              <Typography variant="body2" color="text.secondary">
                {t('userLine', { name: s.userName ?? t('unknownUser'), id: s.userId, date: formatDateTime(s.createdAt) })}
              </Typography>
            </div>
            <StatusChip label={t(`status.${s.status}`)} tone={TONE[s.status]} />
          </Stack>

          <Box>
            <Typography variant="body2" sx={{ mb: 1 }}>
              {t('documents')}
            </Typography>
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {s.documents.map((d) => (
                <FileButton key={d.url} url={d.url} label={d.originalName} messages={documentMessages(d.originalName)} />
              ))}
            </Stack>
          </Box>

          {s.status === SubmissionStatus.COMPLETED && (
            <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
              {s.resultPdfUrl && (
                <FileButton variant="contained" url={s.resultPdfUrl} label={t('viewPdf')} messages={{ missing: t('pdfMissing'), error: t('pdfError') }} />
              )}
              {s.resultCsvUrl && (
                <FileButton variant="contained" url={s.resultCsvUrl} label={t('viewCsv')} messages={{ missing: t('csvMissing'), error: t('csvError') }} />
              )}
              {s.manualTransactionsCsvUrl && (
                <FileButton
                  url={s.manualTransactionsCsvUrl}
                  label={t('manualTransactions')}
                  messages={{ missing: t('manualCsvMissing'), error: t('manualCsvError') }}
                />
              )}
            </Stack>
          )}

          {s.status === SubmissionStatus.EDIT_REQUESTED && (
            <Alert severity="error" icon={false}>
              <AlertTitle>{t('editRequested')}</AlertTitle>
              <Typography sx={{ whiteSpace: 'pre-wrap' }}>{latest?.description || t('noDescription')}</Typography>
              {latest && latest.documents.length > 0 && (
                <Box sx={{ mt: 1 }}>
                  <Typography variant="body2">{t('attachedFiles')}</Typography>
                  <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1, mt: 0.5 }}>
                    {latest.documents.map((d) => (
                      <FileButton key={d.url} url={d.url} label={d.originalName} messages={documentMessages(d.originalName)} />
                    ))}
                  </Stack>
                </Box>
              )}
            </Alert>
          )}

          {s.status === SubmissionStatus.PENDING && <ResultFilesForm action="markComplete" />}
          {s.status === SubmissionStatus.EDIT_REQUESTED && <ResultFilesForm action="submitUpdatedFiles" />}
        </Stack>
      </CardContent>
    </Card>
  );
};
