import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import {
  YEAR_END_FILE_KINDS,
  YEAR_END_FORM_LABELS,
  YEAR_END_PACKAGE_STATUS_LABELS,
  type YearEndFileKind,
  type YearEndPackageRow,
  type YearEndPackageStatus,
} from '@ledgerleaf/contracts';
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
const FILE_LABEL: Record<YearEndFileKind, string> = { pdf: 'Year-end PDF', csv: 'Year-end CSV' };

/** The Sales tax view's year-end card: each fiscal year's package, its state, and its downloads once staff approved it. */
export function YearEndPackagesCard() {
  const { data, isPending, isError, error, refetch } = useYearEndPackages();
  return (
    <Paper variant="outlined" component="section" aria-labelledby="year-end-packages" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="year-end-packages" variant="h6" component="h2">
        Year-end package
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title="We could not load your year-end packages" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : data.length === 0 ? (
        <Typography sx={{ color: 'text.secondary', mt: 1 }}>
          Your year-end package is prepared once the monthly report of your fiscal year’s last month is approved. Your bookkeeper reviews it, then it appears
          here to download.
        </Typography>
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
  return (
    <Stack spacing={1} role="group" aria-label={`Fiscal year ending ${item.fiscalYearEnd}`}>
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        <Typography sx={{ fontWeight: 600 }}>
          Fiscal year {formatDate(item.fiscalYearStart)} – {formatDate(item.fiscalYearEnd)}
        </Typography>
        <StatusChip status={item.status} labels={YEAR_END_PACKAGE_STATUS_LABELS} colors={STATUS_COLORS} />
      </Stack>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {YEAR_END_FORM_LABELS[item.form]}
      </Typography>
      {item.status === 'approved' ? (
        <YearEndDownloads fiscalYearEnd={item.fiscalYearEnd} />
      ) : (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {item.status === 'failed' || item.status === 'rejected'
            ? 'Your bookkeeper is preparing it again.'
            : 'Your bookkeeper reviews it before you can download it.'}
        </Typography>
      )}
    </Stack>
  );
}

function YearEndDownloads({ fiscalYearEnd }: { fiscalYearEnd: string }) {
  return (
    <DownloadButtons kinds={YEAR_END_FILE_KINDS} labels={FILE_LABEL} label="Year-end downloads" download={(kind) => downloadYearEndFile(fiscalYearEnd, kind)} />
  );
}
