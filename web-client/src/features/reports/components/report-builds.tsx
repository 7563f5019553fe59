import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { formatPercent, type ReportBuildDto } from '@ledgerleaf/contracts';
import { currentLocale } from '../../../i18n/i18n';
import { formatMonth } from '../../../lib/format';

/**
 * The months being built on the server, each with its progress, and the builds that gave
 * up, with their reason: the list reads itself again until every build has ended.
 */
export function ReportBuilds({ builds }: { builds: readonly ReportBuildDto[] }) {
  const { t } = useTranslation('reports');
  if (!builds.length) return null;
  return (
    <Stack spacing={1} component="section" aria-label={t('builds.label')}>
      {builds.map((build) => {
        const label = formatMonth(build.year, build.month);
        if (build.status === 'failed') {
          return (
            <Alert key={`${build.year}-${build.month}`} severity="error">
              {build.failure ?? t('builds.failed', { month: label })}
            </Alert>
          );
        }
        return (
          <div key={`${build.year}-${build.month}`} role="status">
            <Typography variant="body2">{t('builds.progress', { month: label, progress: formatPercent(build.progress / 100, currentLocale(), 0) })}</Typography>
            <LinearProgress
              variant={build.progress > 0 ? 'determinate' : 'indeterminate'}
              value={build.progress}
              sx={{ mt: 1 }}
              aria-label={t('builds.progressLabel', { month: label })}
            />
          </div>
        );
      })}
    </Stack>
  );
}
