import { Divider, Stack, Typography } from '@mui/material';
import { REPORT_ADMIN_TEXTS as T, REPORT_MESSAGES, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { DownloadReportButton } from './download-report-button';
import { OverrideFileUpload } from './override-file-upload';
import { ReportCard } from './report-card';
import { ReportList } from './report-list';
import { ReportTransactionsButton } from './report-transactions-dialog';
import { ReviewForm } from './review-form';

const PendingReportCard = ({ report }: { report: AdminMonthlyReportDto }) => (
  <ReportCard report={report}>
    <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
      <DownloadReportButton report={report} kind="transactions" label={T.transactions} />
      <DownloadReportButton report={report} kind="summary" label={T.summaryCsv} />
      <DownloadReportButton report={report} kind="balance-sheet" label={T.balanceSheetCsv} />
      <ReportTransactionsButton report={report} />
    </Stack>
    <Divider />
    <Typography variant="subtitle2" component="h3">
      {T.overrideTitle}
    </Typography>
    <OverrideFileUpload report={report} kind="transactions" mode="override" />
    <OverrideFileUpload report={report} kind="summary" mode="override" />
    <Divider />
    <ReviewForm report={report} />
  </ReportCard>
);

/** admin-spec tab 1: pending reports to approve or reject, oldest first. */
const PendingReportList = () => (
  <ReportList
    label={T.monthlyReportsTitle}
    empty={{ title: REPORT_MESSAGES.noPendingTitle, body: REPORT_MESSAGES.noPendingBody }}
    card={(report) => <PendingReportCard key={report.id} report={report} />}
  />
);
export default PendingReportList;
