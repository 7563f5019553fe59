import { Alert, AlertTitle, Stack, Typography } from '@mui/material';
import { REPORT_ADMIN_TEXTS as T, REPORT_MESSAGES, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { formatDateTime } from '../../format-dates';
import { DownloadReportButton } from './download-report-button';
import { ReportCard } from './report-card';
import { ReportList } from './report-list';
import { ReportTransactionsButton } from './report-transactions-dialog';

const RejectedReportCard = ({ report }: { report: AdminMonthlyReportDto }) => (
  <ReportCard report={report}>
    <Alert severity="error" icon={false}>
      <AlertTitle>{T.adminFeedback}</AlertTitle>
      <Typography sx={{ whiteSpace: 'pre-wrap' }}>{report.adminNotes}</Typography>
    </Alert>
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <DownloadReportButton report={report} kind="transactions" label={T.transactions} />
      <DownloadReportButton report={report} kind="summary" label={T.summary} />
      <DownloadReportButton report={report} kind="balance-sheet" label={T.balanceSheetCsv} />
      <ReportTransactionsButton report={report} />
    </Stack>
    {report.reviewedAt && (
      <Typography variant="body2" color="text.secondary">
        {T.rejectedOn} {formatDateTime(report.reviewedAt)}
      </Typography>
    )}
  </ReportCard>
);

/** admin-spec tab 6: rejected reports with the feedback the client received, latest first. */
const RejectedReportList = () => (
  <ReportList
    label={T.rejectedReportsTitle}
    empty={{ title: REPORT_MESSAGES.noRejectedTitle, body: REPORT_MESSAGES.noRejectedBody }}
    card={(report) => <RejectedReportCard key={report.id} report={report} />}
  />
);
export default RejectedReportList;
