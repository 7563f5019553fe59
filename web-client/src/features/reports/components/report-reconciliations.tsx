import { useTranslation } from 'react-i18next';
import type { TFunction } from 'i18next';
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
  hasDifference,
  monthDays,
  monthOf,
  isAmountText,
  ReportStatus,
  type MonthlyReportDto,
  type ReconciliationStatus,
  type ReportReconciliation,
} from '@ledgerleaf/contracts';
import { StatusChip, type StatusChipColor } from '../../../components/status-chip';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useEnterStatementClosing } from '../api/reconciliation';

const STATUS_COLORS: Record<ReconciliationStatus, StatusChipColor> = { reconciled: 'success', unreconciled: 'warning', no_statement: 'default' };

const amountOrDash = (amount: string | null) => (amount === null ? '—' : formatAmount(amount));

/**
 * The client's words for each state of an account; not reconciled but with nothing left to explain
 * reads "Agrees; your bookkeeper will confirm it" (the statement agrees, the bookkeeper has yet to confirm it).
 */
const statusLabels = (account: ReportReconciliation, t: TFunction<'reports'>): Record<ReconciliationStatus, string> => ({
  reconciled: t('reconciliations.statuses.reconciled'),
  unreconciled:
    account.status === 'unreconciled' && !hasDifference(account.difference)
      ? t('reconciliations.agreesUnconfirmed')
      : t('reconciliations.statuses.unreconciled'),
  no_statement: t('reconciliations.statuses.no_statement'),
});

/**
 * The report's "Bank reconciliations": each account's statement closing balance against the
 * books', the difference, its state and the adjustment's memo; why the bookkeeper approved with
 * an account not agreeing, when they did; and, while the month is open, a way to enter the
 * closing balance of a paper statement.
 */
export function ReportReconciliations({ report }: { report: MonthlyReportDto }) {
  const { t } = useTranslation('reports');
  const accounts = report.reconciliations ?? [];
  if (!accounts.length && !report.unreconciledReason) return null;
  const open = report.status !== ReportStatus.APPROVED;
  const month = monthOf(report.year, report.month);
  return (
    <Accordion disableGutters variant="outlined" sx={{ mt: 1 }}>
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`report-${report.id}-reconciliations`} id={`report-${report.id}-reconciliations-header`}>
        <Typography>{t('reconciliations.title')}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`report-${report.id}-reconciliations`}>
        <Stack spacing={2}>
          {report.unreconciledReason && (
            <Alert severity="info">
              {t('reconciliations.unreconciledReason')} <span style={{ whiteSpace: 'pre-wrap' }}>{report.unreconciledReason}</span>
            </Alert>
          )}
          {accounts.length > 0 && (
            <Table size="small" aria-label={t('reconciliations.title')}>
              <TableHead>
                <TableRow>
                  <TableCell component="th">{t('reconciliations.account')}</TableCell>
                  <TableCell component="th" align="right">
                    {t('reconciliations.statementClosing')}
                  </TableCell>
                  <TableCell component="th" align="right">
                    {t('reconciliations.booksClosing')}
                  </TableCell>
                  <TableCell component="th" align="right">
                    {t('reconciliations.difference')}
                  </TableCell>
                  <TableCell component="th">{t('reconciliations.status')}</TableCell>
                  <TableCell component="th">{t('reconciliations.explanation')}</TableCell>
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
                      <StatusChip status={account.status} labels={statusLabels(account, t)} colors={STATUS_COLORS} />
                    </TableCell>
                    <TableCell>
                      {account.adjustment
                        ? t('reconciliations.adjusted', { amount: formatAmount(account.adjustment.amount), memo: account.adjustment.memo })
                        : ''}
                    </TableCell>
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
  const { t } = useTranslation('reports');
  const [value, setValue] = useState(account.statementClosing ?? '');
  const [date, setDate] = useState('');
  const [touched, setTouched] = useState(false);
  const save = useEnterStatementClosing(account.accountId, month);
  const days = monthDays(month);
  const error = touched && !isAmountText(value) ? t('reconciliations.amountHint') : undefined;
  const dateError =
    touched && date !== '' && (date < days.first || date > days.last) ? t('reconciliations.dateRange', { first: days.first, last: days.last }) : undefined;
  const submit = (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (!isAmountText(value) || (date !== '' && (date < days.first || date > days.last))) return;
    save.mutate(date ? { statementClosing: value.trim(), date } : { statementClosing: value.trim() });
  };
  return (
    <Stack component="form" spacing={1} onSubmit={submit} noValidate aria-label={t('reconciliations.formLabel', { account: account.accountName })}>
      <Typography variant="body2">{t('reconciliations.formIntro', { account: account.accountName })}</Typography>
      <Stack direction="row" spacing={1} useFlexGap sx={{ alignItems: 'flex-start', flexWrap: 'wrap' }}>
        <TextField
          size="small"
          label={t('reconciliations.closing', { account: account.accountName })}
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
          label={t('reconciliations.date', { account: account.accountName })}
          value={date}
          onChange={(event) => setDate(event.target.value)}
          error={Boolean(dateError)}
          helperText={dateError ?? t('reconciliations.dateHint')}
          disabled={save.isPending}
          slotProps={{ inputLabel: { shrink: true }, htmlInput: { min: days.first, max: days.last } }}
        />
        <Button type="submit" variant="outlined" disabled={save.isPending}>
          {save.isPending ? t('reconciliations.saving') : t('reconciliations.save')}
        </Button>
      </Stack>
      {save.isSuccess && <Alert severity="success">{t('reconciliations.saved')}</Alert>}
      {save.isError && <Alert severity="error">{getErrorMessage(save.error)}</Alert>}
    </Stack>
  );
}
