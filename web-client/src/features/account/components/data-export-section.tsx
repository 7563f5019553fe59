import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { format, parseISO } from 'date-fns';
import { DATA_EXPORT_LIMITS, type DataExportDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getApiErrorMessage, getErrorMessage } from '../../../lib/api-client';
import { useDataExports, useStartDataExport } from '../api/data-exports';
import { ProfileSection } from './profile-section';

const when = (iso: string) => format(parseISO(iso), "MMM d, yyyy 'at' h:mm a");

export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} B`;
  if (bytes < 1024 * 1024) return `${(bytes / 1024).toFixed(1)} KB`;
  if (bytes < 1024 * 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  return `${(bytes / (1024 * 1024 * 1024)).toFixed(2)} GB`;
}

function describe(item: DataExportDto): string {
  const by = item.byStaff ? ' · prepared by the firm' : '';
  switch (item.status) {
    case 'queued':
      return `Waiting to start${by}`;
    case 'running':
      return `Being prepared: ${item.progress}%${by}`;
    case 'failed':
      return `${item.failure ?? 'Could not be prepared.'}${by}`;
    case 'done': {
      const size = item.size !== null ? formatBytes(item.size) : '';
      const missing = item.missingFiles ? ` · ${item.missingFiles} file(s) could not be included (see manifest.json)` : '';
      if (item.expired) return `${size} · the link expired${by}`;
      return `${size} · link valid until ${when(item.expiresAt!)}${missing}${by}`;
    }
  }
}

/** Starts an export of all the client's data: the button, and what the server answered. */
export function StartDataExportButton({ label = 'Download all my data' }: { label?: string }) {
  const start = useStartDataExport();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? 'Starting...' : label}
      </Button>
      {start.isSuccess && (
        <Alert severity="success" role="status">
          {start.data.message}
        </Alert>
      )}
      {start.isError && <Alert severity="warning">{getApiErrorMessage(start.error, 'We could not start the export. Please try again.')}</Alert>}
    </Stack>
  );
}

/** Profile → "All my data": a ZIP of everything the firm keeps of the client, with its history. */
export function DataExportSection() {
  const { data, isPending, isError, error, refetch } = useDataExports();
  return (
    <ProfileSection
      title="All my data"
      description={`Download a ZIP of your books, reports, worksheets, documents, uploads, conversation and access log. We e-mail you a link, valid ${DATA_EXPORT_LIMITS.keepDays} days.`}
    >
      <Stack spacing={2} sx={{ mt: 2 }}>
        <StartDataExportButton />
        {isPending ? (
          <PageSpinner minHeight={80} />
        ) : isError ? (
          <ErrorState title="We could not load your exports" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState
            icon={<ArchiveOutlinedIcon />}
            headingLevel="h3"
            title="No exports yet"
            hint="When you ask for one, it appears here with its progress, then its download link."
          />
        ) : (
          <List aria-label="My data exports" dense>
            {data.items.map((item) => (
              <ListItem key={item.id} disableGutters sx={{ display: 'block' }}>
                <ListItemText primary={`Export of ${when(item.createdAt)}`} secondary={describe(item)} />
                {(item.status === 'queued' || item.status === 'running') && (
                  <LinearProgress
                    variant={item.status === 'running' ? 'determinate' : 'indeterminate'}
                    value={item.progress}
                    aria-label={`Export of ${when(item.createdAt)} progress`}
                  />
                )}
                {item.downloadUrl && (
                  <Link href={item.downloadUrl} download>
                    Download ZIP
                  </Link>
                )}
              </ListItem>
            ))}
          </List>
        )}
      </Stack>
    </ProfileSection>
  );
}
