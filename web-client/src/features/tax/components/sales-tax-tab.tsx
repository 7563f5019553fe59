import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
import { useState } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import { FILING_PERIOD_STATUSES, type FilingPeriodStatus, type GstHstPeriodRow } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useGstHstReturns } from '../api/gst-hst-returns';
import { useTaxProfile } from '../api/tax-profile';
import { AccountantExportsCard } from './accountant-exports-card';
import { GstHstWorksheetView } from './gst-hst-worksheet-view';

const STATUS_COLORS: Record<FilingPeriodStatus, StatusChipColor> = { in_progress: 'info', due: 'warning', past_due: 'default' };

const periodLabel = (p: Pick<GstHstPeriodRow, 'periodStart' | 'periodEnd'>, t: TFunction<'tax'>) =>
  t('periodRange', { start: formatDate(p.periodStart), end: formatDate(p.periodEnd) });

/** The dashboard's Sales tax view: the GST/HST periods, then the exports for the client's accountant. */
export function SalesTaxTab() {
  return (
    <Stack spacing={3}>
      <GstHstPeriods />
      <AccountantExportsCard />
    </Stack>
  );
}

/** The period in progress so far, then past periods with their due dates and net tax. */
function GstHstPeriods() {
  const { t } = useTranslation('tax');
  const { data: periods, isPending, isError, error, refetch } = useGstHstReturns();
  const { data: profile } = useTaxProfile();
  const [open, setOpen] = useState<string | null>(null);
  if (isPending) return <PageSpinner minHeight={240} />;
  if (isError) return <ErrorState title={t('loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />;
  if (!periods.length) {
    return <EmptyState icon={<ReceiptLongIcon />} title={t('emptyTitle')} hint={t('emptyHint')} />;
  }
  const current = periods[0].status === 'in_progress' ? periods[0] : null;
  const past = current ? periods.slice(1) : periods;
  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>
        {profile ? t('introWithProfile', { frequency: t(`frequency.${profile.filingFrequency}`), method: t(`methodInline.${profile.method}`) }) : t('intro')}
      </Typography>
      {current && (
        <Paper variant="outlined" component="section" aria-labelledby="sales-tax-current" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="sales-tax-current" variant="h6" component="h2">
            {t('current.title')}
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {t('current.line', { period: periodLabel(current, t), due: formatDate(current.dueDate), net: formatAmount(current.netTax) })}
          </Typography>
          <GstHstWorksheetView periodStart={current.periodStart} />
        </Paper>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="sales-tax-past" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="sales-tax-past" variant="h6" component="h2">
          {t('past.title')}
        </Typography>
        {past.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>{t('past.none')}</Typography>
        ) : (
          <Table size="small" aria-label={t('past.title')}>
            <TableHead>
              <TableRow>
                <TableCell>{t('past.period')}</TableCell>
                <TableCell>{t('past.dueDate')}</TableCell>
                <TableCell>{t('past.status')}</TableCell>
                <TableCell align="right">{t('past.netTax')}</TableCell>
                <TableCell />
              </TableRow>
            </TableHead>
            <TableBody>
              {past.map((p) => (
                <PastPeriodRow
                  key={p.periodStart}
                  period={p}
                  open={open === p.periodStart}
                  onToggle={() => setOpen(open === p.periodStart ? null : p.periodStart)}
                />
              ))}
            </TableBody>
          </Table>
        )}
      </Paper>
    </Stack>
  );
}

function PastPeriodRow({ period, open, onToggle }: { period: GstHstPeriodRow; open: boolean; onToggle: () => void }) {
  const { t } = useTranslation('tax');
  const statusLabels = Object.fromEntries(FILING_PERIOD_STATUSES.map((s) => [s, t(`periodStatus.${s}`)])) as Record<FilingPeriodStatus, string>;
  return (
    <>
      <TableRow>
        <TableCell>{periodLabel(period, t)}</TableCell>
        <TableCell>
          {formatDate(period.dueDate)}
          {period.paymentDueDate !== period.dueDate && (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              {t('past.payBy', { date: formatDate(period.paymentDueDate) })}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          <StatusChip status={period.status} labels={statusLabels} colors={STATUS_COLORS} />
          {period.filed && (
            <Typography variant="caption" component="div" sx={{ color: 'success.main' }}>
              {t('filing.filedShort')}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right">{formatAmount(period.netTax)}</TableCell>
        <TableCell align="right">
          <Button
            size="small"
            onClick={onToggle}
            aria-expanded={open}
            aria-label={open ? t('past.hide', { period: period.periodStart }) : t('past.show', { period: period.periodStart })}
          >
            {open ? t('past.hideWorksheet') : t('past.worksheet')}
          </Button>
        </TableCell>
      </TableRow>
      {open && (
        <TableRow>
          <TableCell colSpan={5}>
            <Box sx={{ py: 1 }}>
              <GstHstWorksheetView periodStart={period.periodStart} filing />
            </Box>
          </TableCell>
        </TableRow>
      )}
    </>
  );
}
