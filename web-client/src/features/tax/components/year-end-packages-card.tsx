import { useTranslation } from 'react-i18next';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { YEAR_END_FILE_KINDS, YEAR_END_PACKAGE_STATUSES, type YearEndFileKind, type YearEndPackageRow, type YearEndPackageStatus } from '@ledgerleaf/contracts';
import { DownloadButtons } from '../../../components/download-buttons';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { formatDate } from '../../../lib/format';
import { downloadYearEndFile, useYearEndPackages } from '../api/year-end-packages';

const STATUS_COLORS: Record<YearEndPackageStatus, StatusChipColor> = {
  generating: 'info',
  pending: 'info',
  approved: 'success',
  rejected: 'warning',
  failed: 'error',
};

/** The Sales tax view's year-end card: each fiscal year's package, its state, and its downloads once staff approved it. */
export function YearEndPackagesCard() {
  const { t } = useTranslation('tax');
  const { data, isPending, isError, error, refetch } = useYearEndPackages();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="year-end-packages" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="year-end-packages" variant="h6" component="h2">
        {t('yearEnd.title')}
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={t('yearEnd.loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('yearEnd.none')}</Typography>
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          {data.map((p) => (
            <YearEndPackageItem key={p.id} item={p} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}

function YearEndPackageItem({ item }: { item: YearEndPackageRow }) {
  const { t } = useTranslation('tax');
  const statusLabels = Object.fromEntries(YEAR_END_PACKAGE_STATUSES.map((s) => [s, t(`yearEnd.status.${s}`)])) as Record<YearEndPackageStatus, string>;
  return (
    <Stack spacing={1} role="group" aria-label={t('yearEnd.group', { date: item.fiscalYearEnd })}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          {t('yearEnd.fiscalYear', { start: formatDate(item.fiscalYearStart), end: formatDate(item.fiscalYearEnd) })}
        </Typography>
        <StatusChip status={item.status} labels={statusLabels} colors={STATUS_COLORS} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t(`yearEnd.forms.${item.form}`)}
      </Typography>
      {item.status === 'approved' ? (
        <YearEndDownloads fiscalYearEnd={item.fiscalYearEnd} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {item.status === 'failed' || item.status === 'rejected' ? t('yearEnd.preparingAgain') : t('yearEnd.reviewFirst')}
        </Typography>
      )}
    </Stack>
  );
}

function YearEndDownloads({ fiscalYearEnd }: { fiscalYearEnd: string }) {
  const { t } = useTranslation('tax');
  const labels: Record<YearEndFileKind, string> = { pdf: t('yearEnd.files.pdf'), csv: t('yearEnd.files.csv') };
  return (
    <DownloadButtons kinds={YEAR_END_FILE_KINDS} labels={labels} label={t('yearEnd.downloads')} download={(kind) => downloadYearEndFile(fiscalYearEnd, kind)} />
  );
}
