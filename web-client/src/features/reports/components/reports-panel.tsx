import { useTranslation } from 'react-i18next';
import { useState } from 'react';
import Alert from '@mui/material/Alert';
import LinearProgress from '@mui/material/LinearProgress';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import AssessmentIcon from '@mui/icons-material/Assessment';
import type { MonthlyReportDto } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { useMonthlyReports } from '../api/get-monthly-reports';
import { RecategorizeDialog } from './recategorize-dialog';
import { ReportBuilds } from './report-builds';
import { ReportCard } from './report-card';
import { ReportsToolbar } from './reports-toolbar';

function EmptyReports() {
  const { t } = useTranslation('reports');
  return <EmptyState icon={<AssessmentIcon />} title={t('emptyTitle')} headingLevel="h3" hint={t('emptyHint')} />;
}

/** The Monthly Reports view's Reports tab: every report of the client with its review status. */
export function ReportsPanel() {
  const { t } = useTranslation('reports');
  const { data, isPending, isError, error, refetch, isRefetching } = useMonthlyReports();
  const [recategorizing, setRecategorizing] = useState<MonthlyReportDto | null>(null);

  let content;
  if (isPending) content = <PageSpinner minHeight={240} />;
  else if (isError) {
    content = <ErrorState title={t('loadErrorTitle')} message={getErrorMessage(error, t('loadFailed'))} error={error} onRetry={() => void refetch()} />;
  } else if (!data.reports.length && !data.builds.length) content = <EmptyReports />;
  else {
    content = (
      <Stack spacing={2} component="section" aria-label={t('list')}>
        {data.reports.map((report, index) => (
          <ReportCard key={report.id} report={report} expanded={index === 0} onRecategorize={setRecategorizing} />
        ))}
      </Stack>
    );
  }

  return (
    <Stack spacing={2}>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { md: 'center' } }}>
        <Typography variant="h6" component="h2">
          {t('title')}
        </Typography>
        <ReportsToolbar hasReports={Boolean(data?.reports.length)} />
      </Stack>
      <Alert severity="info">{t('autoGenerationNote')}</Alert>
      {data && <ReportBuilds builds={data.builds} />}
      {isRefetching && isError && <LinearProgress aria-label={t('retrying')} />}
      {content}
      <RecategorizeDialog report={recategorizing} onClose={() => setRecategorizing(null)} />
    </Stack>
  );
}
