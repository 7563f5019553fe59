import type { ReactNode } from 'react';
import { Box, Card, CardContent, Chip, Stack, Typography } from '@mui/material';
import type { AdminMonthlyReportDto } from '@ledgerleaf/contracts';
import { useAreaTranslate } from '../../i18n';
import { StatusChip } from '../../components/status-chip';
import { formatCalendarDate, formatMonthYear } from '../../format-dates';
import { ReportBalanceSheet } from './report-balance-sheet';
import { ReportStatusChip } from './report-status-chip';

type AreaTranslate = ReturnType<typeof useAreaTranslate>;

/** How a card is named for people and screen readers: "October 2026 report of Avery Lambert" (`t` reads ledgerleaf.reports). */
export const reportCardName = (t: AreaTranslate, report: AdminMonthlyReportDto) =>
  t('cardName', { month: formatMonthYear(report.year, report.month), name: report.userName ?? t('unknownUser') });

/** The facts every report card shows: status, client, month, dates, counts, the accounts included and the balance sheet at the month end. */
export const ReportCard = ({ report, accounts = 'list', children }: { report: AdminMonthlyReportDto; accounts?: 'list' | 'badges'; children?: ReactNode }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  return (
    <Card component="article" aria-label={reportCardName(t, report)} variant="outlined" sx={{ height: '100%' }}>
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
              {report.openQuestions > 0 && <StatusChip label={t('awaitingClient')} tone="yellow" />}
            </Stack>
          </Stack>
          <Typography variant="body2">{t('userLine', { id: report.userId, name: report.userName ?? t('unknownUser') })}</Typography>
          <Typography variant="body2">
            {t('transactionCount', { smart_count: report.transactionCount })} · {t('accountCount', { smart_count: report.accountsIncluded.length })}
          </Typography>
          {report.accountsIncluded.length > 0 &&
            (accounts === 'list' ? (
              // admin-spec section 9: the account list scrolls after about 6rem.
              <Box component="ul" aria-label={t('includedAccounts')} sx={{ maxHeight: '6rem', overflowY: 'auto', m: 0, pl: 2.5, typography: 'body2' }}>
                {report.accountsIncluded.map((a) => (
                  <li key={a.id}>{a.name}</li>
                ))}
              </Box>
            ) : (
              <Stack direction="row" useFlexGap aria-label={t('includedAccounts')} sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                {report.accountsIncluded.map((a) => (
                  <Chip key={a.id} label={a.name} size="small" variant="outlined" />
                ))}
              </Stack>
            ))}
          <ReportBalanceSheet report={report} />
          {report.unreconciledReason && (
            <Typography variant="body2" sx={{ whiteSpace: 'pre-wrap' }}>
              <strong>{t('approvedUnreconciled')}:</strong> {report.unreconciledReason}
            </Typography>
          )}
          {children}
        </Stack>
      </CardContent>
    </Card>
  );
};

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
