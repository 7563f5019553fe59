import { useTranslation } from 'react-i18next';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { ReportStatus, type MonthlyReportDto } from '@ledgerleaf/contracts';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { formatDate, formatMonth } from '../../../lib/format';
import { ReportBalanceSheet } from './report-balance-sheet';
import { ReportDownloads } from './report-downloads';
import { ReportReconciliations } from './report-reconciliations';
import { ReportSummary } from './report-summary';
import { ReportVersions } from './report-versions';

// Client-spec 2: pending review yellow, approved green, rejected red.
const STATUS_COLORS: Record<ReportStatus, StatusChipColor> = {
  [ReportStatus.PENDING]: 'warning',
  [ReportStatus.APPROVED]: 'success',
  [ReportStatus.REJECTED]: 'error',
};

interface ReportCardProps {
  report: MonthlyReportDto;
  /** The newest report opens with its summary shown. */
  expanded?: boolean;
  onRecategorize: (report: MonthlyReportDto) => void;
}

/** One month's report: status, period, the bookkeeper's notes, downloads once approved, the summary, and the balance sheet at its month end. */
export function ReportCard({ report, expanded = false, onRecategorize }: ReportCardProps) {
  const { t } = useTranslation('reports');
  const label = formatMonth(report.year, report.month);
  const accounts = report.accountsIncluded.map((a) => a.name).join(', ');
  return (
    <Paper component="article" aria-label={label} variant="outlined" sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ justifyContent: 'space-between', alignItems: { sm: 'flex-start' } }}>
        <div>
          <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }}>
            <Typography variant="subtitle1" component="h3" sx={{ fontWeight: 600 }}>
              {label}
            </Typography>
            <StatusChip
              status={report.status}
              labels={{ pending: t('status.pending'), approved: t('status.approved'), rejected: t('status.rejected') }}
              colors={STATUS_COLORS}
            />
            {report.openQuestions > 0 && <Chip size="small" color="warning" variant="outlined" label={t('card.waitingForAnswers')} />}
          </Stack>
          <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
            {t('card.period', { start: formatDate(report.startDate), end: formatDate(report.endDate), count: report.transactionCount })}
            {accounts && ` · ${accounts}`}
          </Typography>
          <Typography variant="caption" sx={{ color: 'text.secondary' }}>
            {report.reportId}
          </Typography>
        </div>
        {report.status !== ReportStatus.APPROVED && (
          <Button size="small" variant="outlined" onClick={() => onRecategorize(report)} sx={{ flexShrink: 0 }}>
            {t('card.recategorize')}
          </Button>
        )}
      </Stack>

      {report.status === ReportStatus.REJECTED && (
        <Alert severity="error" sx={{ mt: 2 }}>
          <AlertTitle>{t('card.notesTitle')}</AlertTitle>
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            {report.adminNotes || t('card.noNotes')}
          </Typography>
        </Alert>
      )}
      {report.status === ReportStatus.PENDING && (
        <Typography variant="body2" sx={{ mt: 2 }}>
          {t('card.waitingReview')}
        </Typography>
      )}
      <ReportVersions report={report} />
      {report.status === ReportStatus.APPROVED && (
        <Stack sx={{ mt: 2 }}>
          <ReportDownloads report={report} />
        </Stack>
      )}

      {report.summary && (
        <Accordion defaultExpanded={expanded} disableGutters variant="outlined" sx={{ mt: 2 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`report-${report.id}-summary`} id={`report-${report.id}-summary-header`}>
            <Typography>{t('card.summaryTitle')}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`report-${report.id}-summary`}>
            <ReportSummary summary={report.summary} monthLabel={label} />
          </AccordionDetails>
        </Accordion>
      )}
      {report.balanceSheet && (
        <Accordion disableGutters variant="outlined" sx={{ mt: 1 }}>
          <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`report-${report.id}-balance-sheet`} id={`report-${report.id}-balance-sheet-header`}>
            <Typography>{t('card.balanceSheetAt', { date: formatDate(report.balanceSheet.asOf) })}</Typography>
          </AccordionSummary>
          <AccordionDetails id={`report-${report.id}-balance-sheet`}>
            <ReportBalanceSheet sheet={report.balanceSheet} monthLabel={label} />
          </AccordionDetails>
        </Accordion>
      )}
      <ReportReconciliations report={report} />
    </Paper>
  );
}
