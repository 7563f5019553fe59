import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import { QUESTION_TEXTS, RECONCILIATION_TEXTS, REPORT_ADMIN_TEXTS as T, type AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { StatusChip } from '../../components/status-chip';
import { formatCalendarDate, formatMonthYear } from '../../format-dates';
import { ReportBalanceSheet } from './report-balance-sheet';
import { ReportStatusChip } from './report-status-chip';

/** How a card is named for people and screen readers: "October 2026 report of Avery Lambert". */
export const reportCardName = (report: AdminMonthlyReportDto) => `${formatMonthYear(report.year, report.month)} report of ${report.userName ?? T.unknownUser}`;

const plural = (count: number, one: string) => `${count} ${one}${count === 1 ? '' : 's'}`;

/** The facts every report card shows: status, client, month, dates, counts, the accounts included and the balance sheet at the month end. */
export const ReportCard = ({ report, accounts = 'list', children }: { report: AdminMonthlyReportDto; accounts?: 'list' | 'badges'; children?: ReactNode }) => (
  <Card component="article" aria-label={reportCardName(report)} variant="outlined" sx={{ height: '100%' }}>
    <CardContent>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ justifyContent: 'space-between', alignItems: 'flex-start' }}>
          <div>
            <Typography variant="h6" component="h2">
              {formatMonthYear(report.year, report.month)}
            </Typography>
            <Typography variant="body2" color="text.secondary">
              {formatCalendarDate(report.startDate)} – {formatCalendarDate(report.endDate)}
            </Typography>
          </div>
          <Stack spacing={0.5} sx={{ alignItems: 'flex-end' }}>
            <ReportStatusChip status={report.status} />
            {report.openQuestions > 0 && <StatusChip label={QUESTION_TEXTS.reportAwaitingClient} tone="yellow" />}
          </Stack>
        </Stack>
        <Typography variant="body2">
          User ID: {report.userId} · {report.userName ?? T.unknownUser}
        </Typography>
        <Typography variant="body2">
          {plural(report.transactionCount, 'transaction')} · {plural(report.accountsIncluded.length, 'account')}
        </Typography>
        {report.accountsIncluded.length > 0 &&
          (accounts === 'list' ? (
            // admin-spec section 9: the account list scrolls after about 6rem.
            <Box component="ul" aria-label="Included accounts" sx={{ maxHeight: '6rem', overflowY: 'auto', m: 0, pl: 2.5, typography: 'body2' }}>
              {report.accountsIncluded.map((a) => (
                <li key={a.id}>{a.name}</li>
              ))}
            </Box>
          ) : (
            <Stack direction="row" useFlexGap aria-label="Included accounts" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
              {report.accountsIncluded.map((a) => (
                <Chip key={a.id} label={a.name} size="small" variant="outlined" />
              ))}
            </Stack>
          ))}
        <ReportBalanceSheet report={report} />
        {report.unreconciledReason && (
          <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
            <strong>{RECONCILIATION_TEXTS.approvedUnreconciled}:</strong> {report.unreconciledReason}
          </Typography>
        )}
        {children}
      </Stack>
    </CardContent>
  </Card>
);

/** Cards side by side on wide screens, one column on narrow ones. */
export const ReportGrid = ({ label, children }: { label: string; children: ReactNode }) => (
  <Box
    component="section"
    aria-label={label}
    sx={{ display: 'grid', gap: 2, p: 2, gridTemplateColumns: { xs: '1fr', lg: 'repeat(2, minmax(0, 1fr))', xl: 'repeat(3, minmax(0, 1fr))' } }}
  >
    {children}
  </Box>
);
