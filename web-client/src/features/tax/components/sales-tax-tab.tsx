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
import { FILING_PERIOD_STATUS_LABELS, type FilingPeriodStatus, type GstHstPeriodRow } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useGstHstReturns } from '../api/gst-hst-returns';
import { useTaxProfile } from '../api/tax-profile';
import { AccountantExportsCard } from './accountant-exports-card';
import { FILING_TEXTS } from './gst-hst-filing-action';
import { GstHstWorksheetView } from './gst-hst-worksheet-view';

const STATUS_COLORS: Record<FilingPeriodStatus, StatusChipColor> = { in_progress: 'info', due: 'warning', past_due: 'default' };
const FREQUENCY_LABEL = { monthly: 'monthly', quarterly: 'quarterly', annual: 'annual' } as const;

const periodLabel = (p: Pick<GstHstPeriodRow, 'periodStart' | 'periodEnd'>) => `${formatDate(p.periodStart)} – ${formatDate(p.periodEnd)}`;

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
  const { data: periods, isPending, isError, error, refetch } = useGstHstReturns();
  const { data: profile } = useTaxProfile();
  const [open, setOpen] = useState<string | null>(null);
  if (isPending) return <PageSpinner minHeight={240} />;
  if (isError) return <ErrorState title="We could not load your sales tax" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />;
  if (!periods.length) {
    return (
      <EmptyState
        icon={<ReceiptLongIcon />}
        title="No filing periods yet"
        hint="Once your bank transactions arrive, each GST/HST filing period appears here with its estimate and due date."
      />
    );
  }
  const current = periods[0].status === 'in_progress' ? periods[0] : null;
  const past = current ? periods.slice(1) : periods;
  return (
    <Stack spacing={3}>
      <Typography sx={{ color: 'text.secondary' }}>
        GST/HST estimates from your bank transactions
        {profile && `, ${FREQUENCY_LABEL[profile.filingFrequency]} filing, ${profile.method === 'quick' ? 'Quick Method' : 'regular method'}`}. Change these in
        your Profile.
      </Typography>
      {current && (
        <Paper variant="outlined" component="section" aria-labelledby="sales-tax-current" sx={{ p: { xs: 2, sm: 3 } }}>
          <Typography id="sales-tax-current" variant="h6" component="h2">
            Current period so far
          </Typography>
          <Typography sx={{ color: 'text.secondary', mb: 2 }}>
            {periodLabel(current)} · due {formatDate(current.dueDate)} · net tax so far {formatAmount(current.netTax)}
          </Typography>
          <GstHstWorksheetView periodStart={current.periodStart} />
        </Paper>
      )}
      <Paper variant="outlined" component="section" aria-labelledby="sales-tax-past" sx={{ p: { xs: 2, sm: 3 } }}>
        <Typography id="sales-tax-past" variant="h6" component="h2">
          Past periods
        </Typography>
        {past.length === 0 ? (
          <Typography sx={{ color: 'text.secondary', mt: 1 }}>No past period yet.</Typography>
        ) : (
          <Table size="small" aria-label="Past periods">
            <TableHead>
              <TableRow>
                <TableCell>Period</TableCell>
                <TableCell>Due date</TableCell>
                <TableCell>Status</TableCell>
                <TableCell align="right">Net tax</TableCell>
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
  return (
    <>
      <TableRow>
        <TableCell>{periodLabel(period)}</TableCell>
        <TableCell>
          {formatDate(period.dueDate)}
          {period.paymentDueDate !== period.dueDate && (
            <Typography variant="caption" component="div" sx={{ color: 'text.secondary' }}>
              pay by {formatDate(period.paymentDueDate)}
            </Typography>
          )}
        </TableCell>
        <TableCell>
          <StatusChip status={period.status} labels={FILING_PERIOD_STATUS_LABELS} colors={STATUS_COLORS} />
          {period.filed && (
            <Typography variant="caption" component="div" sx={{ color: 'success.main' }}>
              {FILING_TEXTS.filedShort}
            </Typography>
          )}
        </TableCell>
        <TableCell align="right">{formatAmount(period.netTax)}</TableCell>
        <TableCell align="right">
          <Button size="small" onClick={onToggle} aria-expanded={open} aria-label={`${open ? 'Hide' : 'Show'} worksheet ${period.periodStart}`}>
            {open ? 'Hide worksheet' : 'Worksheet'}
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
