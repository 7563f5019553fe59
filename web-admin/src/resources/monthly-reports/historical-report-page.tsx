import { Alert, Box, Button, LinearProgress, Stack, Typography } from '@mui/material';
import HistoryIcon from '@mui/icons-material/History';
import PersonSearchIcon from '@mui/icons-material/PersonSearch';
import { Title, useGetList } from 'react-admin';
import { useSearchParams } from 'react-router-dom';
import { ReportStatus, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { EmptyState } from '../../components/empty-state';
import { formatDateTime } from '../../format-dates';
import { DownloadReportButton } from './download-report-button';
import { OverrideFileUpload } from './override-file-upload';
import { ReopenReportForm } from './reopen-report-form';
import { ReportCard, ReportGrid } from './report-card';
import { ReportVersionHistory } from './report-version-history';
import { ReportTransactionsButton } from './report-transactions-dialog';
import { UserPicker } from './user-picker';

const HistoricalReportCard = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  return (
    <ReportCard report={report} accounts="badges">
      {report.adminNotes && (
        <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
          <strong>{t('adminNotes')}:</strong> {report.adminNotes}
        </Typography>
      )}
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DownloadReportButton report={report} kind="transactions" label={t('transactionsCsv')} />
        <DownloadReportButton report={report} kind="summary" label={t('summaryCsv')} />
        <DownloadReportButton report={report} kind="balance-sheet" label={t('balanceSheetCsv')} />
        <ReportTransactionsButton report={report} />
      </Stack>
      <OverrideFileUpload report={report} kind="transactions" mode="replace" />
      <OverrideFileUpload report={report} kind="summary" mode="replace" />
      {report.reviewedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('reviewed', { date: formatDateTime(report.reviewedAt) })}
        </Typography>
      )}
      <ReportVersionHistory report={report} />
      {report.status === ReportStatus.APPROVED && <ReopenReportForm report={report} />}
    </ReportCard>
  );
};

const UserReports = ({ userId }: { userId: number }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const { data, isPending, error, refetch } = useGetList<AdminMonthlyReportDto>('historical-reports', {
    pagination: { page: 1, perPage: 1000 },
    sort: { field: 'id', order: 'DESC' },
    filter: { userId },
  });
  if (isPending) return <LinearProgress sx={{ m: 2 }} aria-label={t('loading')} />;
  if (error) {
    return (
      <Alert
        severity="error"
        sx={{ m: 2 }}
        action={
          <Button color="inherit" size="small" onClick={() => refetch()}>
            {t('retry')}
          </Button>
        }
      >
        {error.message || t('loadFailed')}
      </Alert>
    );
  }
  if (!data.length) return <EmptyState icon={<HistoryIcon />} message={t('empty.noHistoryTitle')} detail={t('empty.noHistoryBody')} />;
  return (
    <>
      <Typography variant="body2" color="text.secondary" sx={{ px: 2 }}>
        {t('newestFirst')}
      </Typography>
      <ReportGrid label={t('historicalReportsTitle')}>
        {data.map((report) => (
          <HistoricalReportCard key={report.id} report={report} />
        ))}
      </ReportGrid>
    </>
  );
};

/** admin-spec tab 9: choose a user, then every report of theirs, newest month first. */
const HistoricalReportPage = () => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const [params, setParams] = useSearchParams();
  const raw = Number(params.get('userId'));
  const userId = Number.isInteger(raw) && raw > 0 ? raw : null;
  return (
    <Box sx={{ mt: 2 }}>
      <Title title={t('historicalReportsTitle')} />
      <Box sx={{ p: 2 }}>
        <UserPicker userId={userId} onChange={(user) => setParams(user ? { userId: String(user.id) } : {}, { replace: true })} />
      </Box>
      {userId === null ? <EmptyState icon={<PersonSearchIcon />} message={t('chooseUserHint')} /> : <UserReports userId={userId} />}
    </Box>
  );
};
export default HistoricalReportPage;
