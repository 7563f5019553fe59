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
import { format } from 'date-fns';
import {
  EDIT_REQUEST_STATUS_LABELS,
  SUBMISSION_MESSAGES,
  SUBMISSION_STATUS_LABELS,
  SubmissionStatus,
  type SubmissionFileLink,
  type SubmissionView,
} from '@ledgerleaf/contracts';
import { ConfirmDialog } from '../../../components/confirm-dialog';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { provinceName } from '../../../lib/format';
import { useDeleteSubmission, useSubmissions } from '../api/submissions';
import { EditRequestDialog } from './edit-request-dialog';

const STATUS_COLORS: Record<SubmissionStatus, StatusChipColor> = {
  [SubmissionStatus.PENDING]: 'warning',
  [SubmissionStatus.COMPLETED]: 'success',
  [SubmissionStatus.EDIT_REQUESTED]: 'error',
};

const day = (iso: string) => format(new Date(iso), 'MMM d, yyyy');
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
  const [latest, ...earlier] = s.editRequests;
  return (
    <Paper component="article" aria-label={s.summaryName} variant="outlined" sx={{ p: 2 }}>
      <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
        <div>
          <Typography variant="subtitle1" component="h3">
            {s.summaryName}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            Submitted {day(s.createdAt)}
          </Typography>
        </div>
        <StatusChip status={s.status} labels={SUBMISSION_STATUS_LABELS} colors={STATUS_COLORS} />
      </Stack>

      <Typography variant="body2" sx={{ mt: 2, mb: 1 }}>
        Documents
      </Typography>
      <FileLinks files={s.documents} label="Documents" />

      {s.manualTransactions.length > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {s.manualTransactions.length} manual transaction{s.manualTransactions.length === 1 ? '' : 's'}:{' '}
          {s.manualTransactions.map((t) => `${t.transactionName} (${provinceName(t.province)}, $${t.amount})`).join('; ')}
        </Typography>
      )}

      {s.status === SubmissionStatus.COMPLETED && s.resultPdfUrl && s.resultCsvUrl && (
        <Alert severity="success" sx={{ mt: 2 }}>
          <AlertTitle>Your results are ready</AlertTitle>
          <Stack direction="row" spacing={1}>
            <Button size="small" variant="contained" href={s.resultPdfUrl} target="_blank" rel="noopener">
              Download PDF
            </Button>
            <Button size="small" variant="contained" href={s.resultCsvUrl} target="_blank" rel="noopener">
              Download CSV
            </Button>
          </Stack>
        </Alert>
      )}
      {s.resultHistory.length > 0 && (
        <Box sx={{ mt: 1 }}>
          <Typography variant="body2" color="text.secondary">
            Earlier results:
          </Typography>
          {s.resultHistory.map((r) => (
            <Typography key={r.id} variant="body2">
              {day(r.createdAt)}:{' '}
              <Link href={r.resultPdfUrl} target="_blank" rel="noopener">
                PDF
              </Link>{' '}
              ·{' '}
              <Link href={r.resultCsvUrl} target="_blank" rel="noopener">
                CSV
              </Link>
            </Typography>
          ))}
        </Box>
      )}

      {latest && (
        <Box component="section" aria-label="Edit requests" sx={{ mt: 2 }}>
          <Alert severity={latest.status === 'pending' ? 'warning' : 'info'}>
            <AlertTitle>
              Latest edit request · {day(latest.createdAt)} · {EDIT_REQUEST_STATUS_LABELS[latest.status] ?? latest.status}
            </AlertTitle>
            {latest.description}
            <Box sx={{ mt: 1 }}>
              <FileLinks files={latest.documents} label="Edit request documents" />
            </Box>
          </Alert>
          {earlier.length > 0 && (
            <Box component="ol" aria-label="Earlier edit requests" sx={{ pl: 3, mt: 1 }}>
              {earlier.map((e) => (
                <li key={e.id}>
                  <Typography variant="body2">
                    {day(e.createdAt)}: {e.description}
                  </Typography>
                  <FileLinks files={e.documents} label={`Documents of the request of ${day(e.createdAt)}`} />
                </li>
              ))}
            </Box>
          )}
        </Box>
      )}

      <Stack direction="row" spacing={1} sx={{ mt: 2 }}>
        <Button size="small" variant="outlined" onClick={onEdit}>
          Request Edit
        </Button>
        <Button size="small" color="error" onClick={onDelete}>
          Delete
        </Button>
      </Stack>
    </Paper>
  );
}

/** Manual Submissions History: the user's own submissions, newest first. */
export function SubmissionsHistory() {
  const query = useSubmissions();
  const remove = useDeleteSubmission();
  const [editing, setEditing] = useState<SubmissionView | null>(null);
  const [deleting, setDeleting] = useState<SubmissionView | null>(null);

  if (query.isPending) return <PageSpinner minHeight={240} />;
  if (query.isError)
    return (
      <ErrorState title="Could not load your submissions" message={getErrorMessage(query.error)} error={query.error} onRetry={() => void query.refetch()} />
    );
  if (!query.data.length) {
    return (
      <EmptyState
        icon={<HistoryIcon />}
        title="No submissions yet"
        hint="Documents you send for manual bookkeeping appear here with their status and, once complete, the finished PDF and CSV."
      />
    );
  }

  return (
    <Stack spacing={2} component="section" aria-label="Manual submissions history">
      {query.data.map((s) => (
        <SubmissionCard key={s.id} submission={s} onEdit={() => setEditing(s)} onDelete={() => setDeleting(s)} />
      ))}
      {editing && <EditRequestDialog submission={editing} onClose={() => setEditing(null)} />}
      <ConfirmDialog
        open={Boolean(deleting)}
        title={`Delete ${deleting?.summaryName ?? ''}?`}
        confirmLabel="Delete"
        pendingLabel="Deleting..."
        pending={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => deleting && remove.mutate(deleting.id, { onSettled: () => setDeleting(null) })}
      >
        {SUBMISSION_MESSAGES.deleteConfirm}
      </ConfirmDialog>
    </Stack>
  );
}
