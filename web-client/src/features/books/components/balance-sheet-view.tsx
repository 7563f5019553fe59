import { useState } from 'react';
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

  if (accounts.isPending) return <PageSpinner minHeight={240} />;
  if (accounts.isError) {
    return (
      <ErrorState
        title="We could not load your books"
        message={getErrorMessage(accounts.error)}
        error={accounts.error}
        onRetry={() => void accounts.refetch()}
      />
    );
  }
  if (!accounts.data.accounts.some((a) => MONEY_SOURCES.has(a.source))) {
    return (
      <EmptyState
        icon={<AccountBalanceIcon />}
        title="No books yet"
        hint="Your balance sheet is built from the accounts in your books. Link a bank account, or upload a CSV of an account and add it to your books, and its balance appears here at each month end."
        action={
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ justifyContent: 'center' }}>
            <Button variant="contained" component={RouterLink} to="/dashboard?tab=profile">
              Link a bank account
            </Button>
            <Button variant="outlined" component={RouterLink} to="/dashboard?tab=csv">
              Add a CSV account
            </Button>
          </Stack>
        }
      />
    );
  }

  return (
    <Stack spacing={3}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' }, justifyContent: 'space-between' }}>
        <Typography sx={{ color: 'text.secondary' }}>What your business owns and owes at a month end, from your books.</Typography>
        <TextField select size="small" label="Month end" value={asOf} onChange={(event) => setAsOf(event.target.value)} sx={{ minWidth: 200 }}>
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
  const title = `Balance sheet at ${formatDate(asOf)}`;
  return (
    <Paper variant="outlined" component="section" aria-labelledby="balance-sheet-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="balance-sheet-title" variant="h6" component="h2">
        {title}
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={200} />
      ) : isError ? (
        <ErrorState title="We could not load your balance sheet" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : (
        <Stack spacing={2} sx={{ mt: 1 }}>
          <Typography variant="body2" sx={{ color: 'text.secondary' }}>
            Current-year earnings run from {formatDate(sheet.fiscalYearStart)}, the start of your fiscal year.
          </Typography>
          <Section title="Assets" lines={sheet.assets} total={sheet.totals.assets} />
          <Section title="Liabilities" lines={sheet.liabilities} total={sheet.totals.liabilities} />
          <Section title="Equity" lines={sheet.equity} total={sheet.totals.equity} />
          <BalanceLine sheet={sheet} />
        </Stack>
      )}
    </Paper>
  );
}

function Section({ title, lines, total }: { title: string; lines: BalanceSheetLine[]; total: string }) {
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
              Nothing at this date.
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
          <TableCell sx={{ fontWeight: 700, color: 'text.primary' }}>Total {title.toLowerCase()}</TableCell>
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
  const balanced = balanceSheetBalances(sheet.totals);
  const figures = `Assets ${formatAmount(assets)} = liabilities ${formatAmount(liabilities)} + equity ${formatAmount(equity)}`;
  return balanced ? (
    <Alert severity="success" role="status">
      {figures}: your balance sheet balances.
    </Alert>
  ) : (
    <Alert severity="error" role="status">
      Assets {formatAmount(assets)} do not equal liabilities {formatAmount(liabilities)} + equity {formatAmount(equity)}. Please tell us: this is our error to
      fix.
    </Alert>
  );
}

function TrendPanel({ asOf }: { asOf: string }) {
  const days = monthEndsUpTo(asOf, CHART_MONTHS);
  const sheets = useBalanceSheets(days);
  const title = `Assets and liabilities, ${formatDate(days[0])} to ${formatDate(days[days.length - 1])}`;
  const failed = sheets.find((q) => q.isError);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="balance-sheet-trend" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="balance-sheet-trend" variant="h6" component="h2">
        Assets against liabilities, last {CHART_MONTHS} month ends
      </Typography>
      {failed ? (
        <ErrorState
          title="We could not load the chart"
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
