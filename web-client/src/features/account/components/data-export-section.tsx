import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import LinearProgress from '@mui/material/LinearProgress';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Stack from '@mui/material/Stack';
import ArchiveOutlinedIcon from '@mui/icons-material/ArchiveOutlined';
import { useTranslation } from 'react-i18next';
import { DATA_EXPORT_LIMITS, formatNumber, formatPercent, type DataExportDto } from '@ledgerleaf/contracts';
import { currentLocale, i18n } from '../../../i18n/i18n';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getApiErrorMessage, getErrorMessage } from '../../../lib/api-client';
import { useDataExports, useStartDataExport } from '../api/data-exports';
import { formatMoment } from '../moment';
import { ProfileSection } from './profile-section';

/** "2.3 MB" / "2,3 Mo": the size in the screens' language (one decimal, two for GB). */
export function formatBytes(bytes: number): string {
  const size = (value: number, decimals: number) =>
    formatNumber(value, currentLocale(), { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false });
  if (bytes < 1024) return i18n.t('account:dataExport.units.bytes', { size: size(bytes, 0) });
  if (bytes < 1024 * 1024) return i18n.t('account:dataExport.units.kilobytes', { size: size(bytes / 1024, 1) });
  if (bytes < 1024 * 1024 * 1024) return i18n.t('account:dataExport.units.megabytes', { size: size(bytes / (1024 * 1024), 1) });
  return i18n.t('account:dataExport.units.gigabytes', { size: size(bytes / (1024 * 1024 * 1024), 2) });
}

function describe(item: DataExportDto): string {
  const t = (key: string, params?: Record<string, unknown>) => i18n.t(`account:dataExport.${key}`, params);
  const by = item.byStaff ? t('byFirm') : '';
  switch (item.status) {
    case 'queued':
      return `${t('queued')}${by}`;
    case 'running':
      return `${t('running', { percent: formatPercent(item.progress / 100, currentLocale(), 0) })}${by}`;
    case 'failed':
      return `${item.failure ?? t('failed')}${by}`;
    case 'done': {
      const size = item.size !== null ? formatBytes(item.size) : '';
      const missing = item.missingFiles ? t('missingFiles', { count: item.missingFiles }) : '';
      if (item.expired) return `${t('expired', { size })}${by}`;
      return `${t('validUntil', { size, when: formatMoment(item.expiresAt!) })}${missing}${by}`;
    }
  }
}

/** Starts an export of all the client's data: the button, and what the server answered. */
export function StartDataExportButton({ label }: { label?: string }) {
  const start = useStartDataExport();
  const { t } = useTranslation('account');
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Button variant="outlined" onClick={() => start.mutate()} disabled={start.isPending}>
        {start.isPending ? t('dataExport.starting') : (label ?? t('dataExport.start'))}
      </Button>
      {start.isSuccess && (
        <Alert severity="success" role="status">
          {start.data.message}
        </Alert>
      )}
      {start.isError && <Alert severity="warning">{getApiErrorMessage(start.error, t('dataExport.startFailed'))}</Alert>}
    </Stack>
  );
}

/** Profile → "All my data": a ZIP of everything the firm keeps of the client, with its history. */
export function DataExportSection() {
  const { data, isPending, isError, error, refetch } = useDataExports();
  const { t } = useTranslation('account');
  return (
    <ProfileSection title={t('dataExport.title')} description={t('dataExport.description', { count: DATA_EXPORT_LIMITS.keepDays })}>
      <Stack spacing={2} sx={{ mt: 2 }}>
        <StartDataExportButton />
        {isPending ? (
          <PageSpinner minHeight={80} />
        ) : isError ? (
          <ErrorState title={t('dataExport.loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
        ) : data.items.length === 0 ? (
          <EmptyState icon={<ArchiveOutlinedIcon />} headingLevel="h3" title={t('dataExport.emptyTitle')} hint={t('dataExport.emptyHint')} />
        ) : (
          <List aria-label={t('dataExport.list')} dense>
            {data.items.map((item) => (
              <ListItem key={item.id} disableGutters sx={{ display: 'block' }}>
                <ListItemText primary={t('dataExport.exportOf', { when: formatMoment(item.createdAt) })} secondary={describe(item)} />
                {(item.status === 'queued' || item.status === 'running') && (
                  <LinearProgress
                    variant={item.status === 'running' ? 'determinate' : 'indeterminate'}
                    value={item.progress}
                    aria-label={t('dataExport.progressOf', { when: formatMoment(item.createdAt) })}
                  />
                )}
                {item.downloadUrl && (
                  <Link href={item.downloadUrl} download>
                    {t('dataExport.download')}
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
