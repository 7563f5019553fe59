import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import DescriptionOutlinedIcon from '@mui/icons-material/DescriptionOutlined';
import HistoryIcon from '@mui/icons-material/History';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { SubmissionStatus, type SubmissionFileLink, type SubmissionView } from '@ledgerleaf/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { provinceLabel } from '../../../i18n/province-name';
import { formatAmount, formatDate } from '../../../lib/format';
import { useDeleteSubmission, useSubmissions } from '../api/submissions';
import { EditRequestDialog } from './edit-request-dialog';

const STATUS_COLORS: Record<SubmissionStatus, StatusChipColor> = {
  [SubmissionStatus.PENDING]: 'warning',
  [SubmissionStatus.COMPLETED]: 'success',
  [SubmissionStatus.EDIT_REQUESTED]: 'error',
};

/** The calendar day of a moment as the person's clock has it ("Nov 2, 2026" / "2 nov. 2026"). */
const day = (iso: string) => {
  const d = new Date(iso);
  return formatDate(`${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`);
};

function FileLinks({ files, label }: { files: SubmissionFileLink[]; label: string }) {
  if (!files.length) return null;
  return (
    <Box component="ul" aria-label={label} sx={{ listStyle: 'none', p: 0, m: 0, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
      {files.map((f) => (
        <li key={f.url}>
          <Button
            size="small"
            variant="outlined"
            aria-label={f.originalName}
            startIcon={<DescriptionOutlinedIcon />}
            href={f.url}
            target="_blank"
            rel="noopener"
          >
            {f.originalName}
          </Button>
        </li>
      ))}
    </Box>
  );
}

function SubmissionCard({ submission: s, onEdit, onDelete }: { submission: SubmissionView; onEdit: () => void; onDelete: () => void }) {
  const { t } = useTranslation('submissions');
  const [latest, ...earlier] = s.editRequests;
  return (
    <Paper component="article" aria-label={s.summaryName} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <Typography variant="subtitle1" component="h3">
            {s.summaryName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('history.submitted', { date: day(s.createdAt) })}
          </Typography>
        </div>
        <StatusChip
          status={s.status}
          labels={{ pending: t('history.status.pending'), completed: t('history.status.completed'), edit_requested: t('history.status.edit_requested') }}
          colors={STATUS_COLORS}
        />
      </Stack>

      <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
        {t('history.documents')}
      </Typography>
      <FileLinks files={s.documents} label={t('history.documents')} />

      {s.manualTransactions.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {t('history.manual', {
            count: s.manualTransactions.length,
            list: s.manualTransactions
              .map((m) => t('history.manualItem', { name: m.transactionName, province: provinceLabel(m.province), amount: formatAmount(m.amount) }))
              .join('; '),
          })}
        </Typography>
      )}

      {s.status === SubmissionStatus.COMPLETED && s.resultPdfUrl && s.resultCsvUrl && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <AlertTitle>{t('history.resultsReady')}</AlertTitle>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" href={s.resultPdfUrl} target="_blank" rel="noopener">
              {t('history.downloadPdf')}
            </Button>
            <Button size="small" variant="contained" href={s.resultCsvUrl} target="_blank" rel="noopener">
              {t('history.downloadCsv')}
            </Button>
          </Stack>
        </Alert>
      )}
      {s.resultHistory.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            {t('history.earlierResults')}
          </Typography>
          {s.resultHistory.map((r) => (
            <Typography key={r.id} variant="body2">
              {t('history.resultOf', { date: day(r.createdAt) })}{' '}
              <Link href={r.resultPdfUrl} target="_blank" rel="noopener">
                {t('history.pdf')}
              </Link>{' '}
              ·{' '}
              <Link href={r.resultCsvUrl} target="_blank" rel="noopener">
                {t('history.csv')}
              </Link>
            </Typography>
          ))}
        </Box>
      )}

      {latest && (
        <Box component="section" aria-label={t('history.editRequests')} sx={{ mt: 2 }}>
          <Alert severity={latest.status === 'pending' ? 'warning' : 'info'}>
            <AlertTitle>
              {t('history.latestRequest', {
                date: day(latest.createdAt),
                status: t(`history.requestStatus.${latest.status}`, { defaultValue: latest.status }),
              })}
            </AlertTitle>
            {latest.description}
            <Box sx={{ mt: 1 }}>
              <FileLinks files={latest.documents} label={t('history.requestDocuments')} />
            </Box>
          </Alert>
          {earlier.length > 0 && (
            <Box component="ol" aria-label={t('history.earlierRequests')} sx={{ pl: 3, mt: 1 }}>
              {earlier.map((e) => (
                <li key={e.id}>
                  <Typography variant="body2">{t('history.earlierRequest', { date: day(e.createdAt), description: e.description })}</Typography>
                  <FileLinks files={e.documents} label={t('history.documentsOfRequest', { date: day(e.createdAt) })} />
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button size="small" variant="outlined" onClick={onEdit}>
          {t('history.requestEdit')}
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          {t('history.delete')}
        </Button>
      </Stack>
    </Paper>
  );
}

/** Manual Submissions History: the user's own submissions, newest first. */
export function SubmissionsHistory() {
  const { t } = useTranslation('submissions');
  const query = useSubmissions();
  const remove = useDeleteSubmission();
  const [editing, setEditing] = useState<SubmissionView | null>(null);
  const [deleting, setDeleting] = useState<SubmissionView | null>(null);

  if (query.isPending) return <PageSpinner minHeight={240} />;
  if (query.isError)
    return <ErrorState title={t('history.loadFailed')} message={getErrorMessage(query.error)} error={query.error} onRetry={() => void query.refetch()} />;
  if (!query.data.length) {
    return <EmptyState icon={<HistoryIcon />} title={t('history.emptyTitle')} hint={t('history.emptyHint')} />;
  }

  return (
    <Stack spacing={2} component="section" aria-label={t('history.label')}>
      {query.data.map((s) => (
        <SubmissionCard key={s.id} submission={s} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
      ))}
      {editing && <EditRequestDialog submission={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={t('history.deleteTitle', { name: deleting?.summaryName ?? '' })}
        confirmLabel={t('history.delete')}
        pendingLabel={t('history.deleting')}
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {t('history.deleteConfirm')}
      </ConfirmDialog>
    </Stack>
  );
}
