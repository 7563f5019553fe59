import { Divider, Stack, Typography } from '@mui/material';
import type { AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { DownloadReportButton } from './download-report-button';
import { OverrideFileUpload } from './override-file-upload';
import { ReportCard } from './report-card';
import { ReportList } from './report-list';
import { ReportTransactionsButton } from './report-transactions-dialog';
import { ReviewForm } from './review-form';

const PendingReportCard = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  return (
    <ReportCard report={report}>
      <Stack direction="row" useFlexGap sx={{ flexWrap: 'wrap', gap: 1 }}>
        <DownloadReportButton report={report} kind="transactions" label={t('transactions')} />
        <DownloadReportButton report={report} kind="summary" label={t('summaryCsv')} />
        <DownloadReportButton report={report} kind="balance-sheet" label={t('balanceSheetCsv')} />
        <ReportTransactionsButton report={report} />
      </Stack>
      <Divider />
      <Typography variant="subtitle2" component="h3">
        {t('overrideTitle')}
      </Typography>
      <OverrideFileUpload report={report} kind="transactions" mode="override" />
      <OverrideFileUpload report={report} kind="summary" mode="override" />
      <Divider />
      <ReviewForm report={report} />
    </ReportCard>
  );
};

/** admin-spec tab 1: pending reports to approve or reject, oldest first. */
const PendingReportList = () => {
  const t = useAreaTranslate('ledgerleaf.reports');
  return (
    <ReportList
      label={t('monthlyReportsTitle')}
      empty={{ title: t('empty.noPendingTitle'), body: t('empty.noPendingBody') }}
      card={(report) => <PendingReportCard key={report.id} report={report} />}
    />
  );
};
export default PendingReportList;
