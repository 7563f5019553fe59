import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import type { AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { formatDateTime } from '../../format-dates';
import { DownloadReportButton } from './download-report-button';
import { ReportCard } from './report-card';
import { ReportList } from './report-list';
import { ReportTransactionsButton } from './report-transactions-dialog';

const RejectedReportCard = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  return (
    <ReportCard report={report}>
      <Alert severity="error" icon={false}>
        <AlertTitle>{t('adminFeedback')}</AlertTitle>
        <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.adminNotes}</Typography>
      </Alert>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DownloadReportButton report={report} kind="transactions" label={t('transactions')} />
        <DownloadReportButton report={report} kind="summary" label={t('summary')} />
        <DownloadReportButton report={report} kind="balance-sheet" label={t('balanceSheetCsv')} />
        <ReportTransactionsButton report={report} />
      </Stack>
      {report.reviewedAt && (
        <Typography variant="body2" color="text.secondary">
          {t('rejectedOn', { date: formatDateTime(report.reviewedAt) })}
        </Typography>
      )}
    </ReportCard>
  );
};

/** admin-spec tab 6: rejected reports with the feedback the client received, latest first. */
const RejectedReportList = () => {
  const t = useAreaTranslate('ledgerleaf.reports');
  return (
    <ReportList
      label={t('rejectedReportsTitle')}
      empty={{ title: t('empty.noRejectedTitle'), body: t('empty.noRejectedBody') }}
      card={(report) => <RejectedReportCard key={report.id} report={report} />}
    />
  );
};
export default RejectedReportList;
