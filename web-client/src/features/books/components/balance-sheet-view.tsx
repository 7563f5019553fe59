import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableFooter from '@mui/material/TableFooter';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import AccountBalanceIcon from '@mui/icons-material/AccountBalance';
import type { BalanceSheetLine, BalanceSheetResponse } from '@ledgerleaf/contracts';
import { balanceSheetBalances } from '@ledgerleaf/ui';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useBalanceSheet, useBalanceSheets, useBookAccounts } from '../api/statements';
import { BalanceSheetChart } from './balance-sheet-chart';
import { monthEndsBefore, monthEndsUpTo } from './month-ends';
import { OpeningBalancesPanel } from './opening-balances-panel';

/** How many month ends the picker offers, newest first. */
export const PICKER_MONTHS = 36;
/** How many month ends the chart shows, ending at the one picked. */
export const CHART_MONTHS = 12;

/** The accounts that hold the client's money: a linked bank, a CSV account of the books, the manual Cash account. */
const MONEY_SOURCES = new Set(['bank', 'csv', 'manual']);

/**
 * The dashboard's Balance Sheet view: the balance sheet at a month end (the last one by
 * default), its three sections with their totals and whether they balance, and assets
 * against liabilities over the 12 month ends up to it.
 */
export function BalanceSheetView({ today = new Date() }: { today?: Date }) {
  const monthEnds = monthEndsBefore(today, PICKER_MONTHS);
  const [asOf, setAsOf] = useState(monthEnds[0]);
  const accounts = useBookAccounts();
  const { t } = useTranslation('books');

  if (accounts.isPending) return <PageSpinner minHeight={240} />;
  if (accounts.isError) {
    return <ErrorState title={t('loadFailed')} message={getErrorMessage(accounts.error)} error={accounts.error} onRetry={() => void accounts.refetch()} />;
  }
  if (!accounts.data.accounts.some((a) => MONEY_SOURCES.has(a.source))) {
    return (
      <EmptyState
        icon={<AccountBalanceIcon />}
        title={t('noBooks')}
        hint={t('noBooksHint')}
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" component={RouterLink} to="/dashboard?tab=profile">
              {t('linkBank')}
            </Button>
            <Button variant="outlined" component={RouterLink} to="/dashboard?tab=csv">
              {t('addCsv')}
            </Button>
          </Stack>
        }
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography sx={{ color: 'text.secondary' }}>{t('intro')}</Typography>
        <TextField select size="small" label={t('monthEnd')} value={asOf} onChange={(event) => setAsOf(event.target.value)} sx={{ minWidth: 200 }}>
          {monthEnds.map((day) => (
            <MenuItem key={day} value={day}>
              {formatDate(day)}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <BalanceSheetPanel asOf={asOf} />
      <OpeningBalancesPanel accounts={accounts.data.accounts.filter((a) => MONEY_SOURCES.has(a.source))} />
      <TrendPanel asOf={asOf} />
    </Stack>
  );
}

function BalanceSheetPanel({ asOf }: { asOf: string }) {
  const { data: sheet, isPending, isError, error, refetch } = useBalanceSheet(asOf);
  const { t } = useTranslation('books');
  const title = t('sheet.title', { date: formatDate(asOf) });
  return (
    <Paper variant="outlined" component="section" aria-labelledby="balance-sheet-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="balance-sheet-title" variant="h6" component="h2">
        {title}
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={200} />
      ) : isError ? (
        <ErrorState title={t('sheet.loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            {t('sheet.fiscalYear', { date: formatDate(sheet.fiscalYearStart) })}
          </Typography>
          <Section title={t('sheet.assets')} totalLabel={t('sheet.totalAssets')} lines={sheet.assets} total={sheet.totals.assets} />
          <Section title={t('sheet.liabilities')} totalLabel={t('sheet.totalLiabilities')} lines={sheet.liabilities} total={sheet.totals.liabilities} />
          <Section title={t('sheet.equity')} totalLabel={t('sheet.totalEquity')} lines={sheet.equity} total={sheet.totals.equity} />
          <BalanceLine sheet={sheet} />
        </Stack>
      )}
    </Paper>
  );
}

function Section({ title, totalLabel, lines, total }: { title: string; totalLabel: string; lines: BalanceSheetLine[]; total: string }) {
  const { t } = useTranslation('books');
  return (
    <Table size="small" aria-label={title}>
      <TableHead>
        <TableRow>
          <TableCell component="th" sx={{ fontWeight: 700 }}>
            {title}
          </TableCell>
          <TableCell align="right" />
        </TableRow>
      </TableHead>
      <TableBody>
        {lines.length === 0 ? (
          <TableRow>
            <TableCell colSpan={2} sx={{ color: 'text.secondary' }}>
              {t('sheet.nothing')}
            </TableCell>
          </TableRow>
        ) : (
          lines.map((line) => (
            <TableRow key={line.account}>
              <TableCell>{line.account}</TableCell>
              <TableCell align="right">{formatAmount(line.amount)}</TableCell>
            </TableRow>
          ))
        )}
      </TableBody>
      <TableFooter>
        <TableRow>
          <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>{totalLabel}</TableCell>
          <TableCell align="right" sx={{ fontWeight: 700, color: 'text.primary' }}>
            {formatAmount(total)}
          </TableCell>
        </TableRow>
      </TableFooter>
    </Table>
  );
}

/** Assets = liabilities + equity, to the cent: said plainly, and flagged if the figures ever disagree. */
function BalanceLine({ sheet }: { sheet: BalanceSheetResponse }) {
  const { assets, liabilities, equity } = sheet.totals;
  const { t } = useTranslation('books');
  const balanced = balanceSheetBalances(sheet.totals);
  const figures = { assets: formatAmount(assets), liabilities: formatAmount(liabilities), equity: formatAmount(equity) };
  return (
    <Alert severity={balanced ? 'success' : 'error'} role="status">
      {t(balanced ? 'sheet.balances' : 'sheet.unbalanced', figures)}
    </Alert>
  );
}

function TrendPanel({ asOf }: { asOf: string }) {
  const days = monthEndsUpTo(asOf, CHART_MONTHS);
  const sheets = useBalanceSheets(days);
  const { t } = useTranslation('books');
  const title = t('trend.chartLabel', { from: formatDate(days[0]), to: formatDate(days[days.length - 1]) });
  const failed = sheets.find((q) => q.isError);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="balance-sheet-trend" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="balance-sheet-trend" variant="h6" component="h2">
        {t('trend.title', { count: CHART_MONTHS })}
      </Typography>
      {failed ? (
        <ErrorState
          title={t('trend.loadFailed')}
          message={getErrorMessage(failed.error)}
          error={failed.error}
          onRetry={() => sheets.filter((q) => q.isError).forEach((q) => void q.refetch())}
        />
      ) : sheets.some((q) => q.isPending) ? (
        <PageSpinner minHeight={280} />
      ) : (
        <BalanceSheetChart title={title} points={sheets.map((q, i) => ({ asOf: days[i], sheet: q.data! }))} />
      )}
    </Paper>
  );
}
