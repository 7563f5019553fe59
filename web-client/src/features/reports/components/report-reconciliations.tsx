import { useState, type FormEvent } from 'react';
import Accordion from '@mui/material/Accordion';
import AccordionDetails from '@mui/material/AccordionDetails';
import AccordionSummary from '@mui/material/AccordionSummary';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import {
  AMOUNT_HINT,
  hasDifference,
  monthDays,
  monthOf,
  isAmountText,
  RECONCILIATION_TEXTS as T,
  ReportStatus,
  type MonthlyReportDto,
  type ReconciliationStatus,
  type ReportReconciliation,
} from '@ledgerleaf/contracts';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useEnterStatementClosing } from '../api/reconciliation';

/** The client's words for each state of an account. */
export const CLIENT_RECONCILIATION_LABELS: Record<ReconciliationStatus, string> = {
  reconciled: 'Agrees with the statement',
  unreconciled: 'Does not agree yet',
  no_statement: 'No statement yet',
};
const STATUS_COLORS: Record<ReconciliationStatus, StatusChipColor> = { reconciled: 'success', unreconciled: 'warning', no_statement: 'default' };

const amountOrDash = (amount: string | null) => (amount === null ? '—' : formatAmount(amount));

/** Not reconciled but with nothing left to explain: the statement agrees, the bookkeeper has yet to confirm it. */
const AGREES_UNCONFIRMED = 'Agrees; your bookkeeper will confirm it';
const statusLabels = (account: ReportReconciliation): Record<ReconciliationStatus, string> =>
  account.status === 'unreconciled' && !hasDifference(account.difference)
    ? { ...CLIENT_RECONCILIATION_LABELS, unreconciled: AGREES_UNCONFIRMED }
    : CLIENT_RECONCILIATION_LABELS;

/**
 * The report's "Bank reconciliations": each account's statement closing balance against the
 * books', the difference, its state and the adjustment's memo; why the bookkeeper approved with
 * an account not agreeing, when they did; and, while the month is open, a way to enter the
 * closing balance of a paper statement.
 */
export function ReportReconciliations({ report }: { report: MonthlyReportDto }) {
  const accounts = report.reconciliations ?? [];
  if (!accounts.length && !report.unreconciledReason) return null;
  const open = report.status !== ReportStatus.APPROVED;
  const month = monthOf(report.year, report.month);
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`report-${report.id}-reconciliations`} id={`report-${report.id}-reconciliations-header`}>
        <Typography>{T.bankReconciliations}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`report-${report.id}-reconciliations`}>
        <Stack spacing={2}>
          {report.unreconciledReason && (
            <Alert severity="info">
              {T.clientUnreconciledReason} <span style={{ whiteSpace: 'pre-wrap' }}>{report.unreconciledReason}</span>
            </Alert>
          )}
          {accounts.length > 0 && (
            <Table size="small" aria-label={T.bankReconciliations}>
              <TableHead>
                <TableRow>
                  <TableCell component="th">Account</TableCell>
                  <TableCell component="th" align="right">
                    Statement closing
                  </TableCell>
                  <TableCell component="th" align="right">
                    Books closing
                  </TableCell>
                  <TableCell component="th" align="right">
                    Difference
                  </TableCell>
                  <TableCell component="th">Status</TableCell>
                  <TableCell component="th">Explanation</TableCell>
                </TableRow>
              </TableHead>
              <TableBody>
                {accounts.map((account) => (
                  <TableRow key={account.accountId}>
                    <TableCell>{account.accountName}</TableCell>
                    <TableCell align="right">{amountOrDash(account.statementClosing)}</TableCell>
                    <TableCell align="right">{formatAmount(account.booksClosing)}</TableCell>
                    <TableCell align="right">{amountOrDash(account.difference)}</TableCell>
                    <TableCell>
                      <StatusChip status={account.status} labels={statusLabels(account)} colors={STATUS_COLORS} />
                    </TableCell>
                    <TableCell>{account.adjustment ? `Adjusted by ${formatAmount(account.adjustment.amount)}: ${account.adjustment.memo}` : ''}</TableCell>
                  </TableRow>
                ))}
              </TableBody>
            </Table>
          )}
          {open &&
            accounts
              .filter((account) => account.status !== 'reconciled')
              .map((account) => <StatementClosingForm key={account.accountId} account={account} month={month} />)}
        </Stack>
      </AccordionDetails>
    </Accordion>
  );
}

/**
 * "Enter your statement's closing balance" for one account of an open month (PUT
 * /api/books/reconciliations/:accountId/:month), with the statement's day when it ends before
 * the month does (empty: the month's last day).
 */
function StatementClosingForm({ account, month }: { account: ReportReconciliation; month: string }) {
  const [value, setValue] = useState(account.statementClosing ?? '');
  const [date, setDate] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useEnterStatementClosing(account.accountId, month);
  const days = monthDays(month);
  const error = touched && !isAmountText(value) ? AMOUNT_HINT : undefined;
  const dateError = touched && date !== '' && (date < days.first || date > days.last) ? `Choose a day from ${days.first} to ${days.last}` : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isAmountText(value) || (date !== '' && (date < days.first || date > days.last))) return;
    save.mutate(date ? { statementClosing: value.trim(), date } : { statementClosing: value.trim() });
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label={`${T.clientEnterClosing}: ${account.accountName}`}>
      <Typography variant="body2">
        {T.clientEnterClosing} for {account.accountName}, as your paper statement shows it at the end of the month.
      </Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={`Closing balance of ${account.accountName}`}
          value={value}
          onChange={(event) => setValue(event.target.value)}
          error={Boolean(error)}
          helperText={error}
          disabled={save.isPending}
          slotProps={{ htmlInput: { inputMode: 'decimal' } }}
        />
        <TextField
          size="small"
          type="date"
          label={`Statement date of ${account.accountName}`}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={Boolean(dateError)}
          helperText={dateError ?? 'Optional: leave empty if it ends on the last day of the month'}
          disabled={save.isPending}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: days.first, max: days.last } }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {save.isPending ? 'Saving…' : 'Save'}
        </Button>
      </Stack>
      {save.isSuccess && <Alert severity="success">Thank you: your bookkeeper will compare it with your books.</Alert>}
      {save.isError && <Alert severity="error">{getErrorMessage(save.error)}</Alert>}
    </Stack>
  );
}
