import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import {
  GST_HST_FILE_KINDS,
  GST_HST_LINE_LABELS,
  GST_HST_LINES,
  TAX_MESSAGES,
  TAX_TREATMENT_LABELS,
  type GstHstFileKind,
  type GstHstWorksheet,
} from '@ledgerleaf/contracts';
import { DownloadButtons } from '../../../components/download-buttons';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate, provinceName } from '../../../lib/format';
import { downloadWorksheetFile, useGstHstWorksheet } from '../api/gst-hst-returns';
import { GstHstFilingAction } from './gst-hst-filing-action';

const FILE_LABEL: Record<GstHstFileKind, string> = { pdf: 'Worksheet PDF', csv: 'Worksheet CSV' };

/**
 * One period's worksheet, loaded when shown: the return's lines, QST for Québec, the categories behind them and the downloads;
 * with `filing` (a period that has ended), whether its return is filed and the action to record or undo it.
 */
export function GstHstWorksheetView({ periodStart, filing = false }: { periodStart: string; filing?: boolean }) {
  const { data, isPending, isError, error, refetch } = useGstHstWorksheet(periodStart);
  if (isPending) return <PageSpinner minHeight={160} />;
  if (isError) return <ErrorState title="We could not load this worksheet" message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />;
  return <Worksheet worksheet={data} filing={filing} />;
}

function Worksheet({ worksheet: w, filing }: { worksheet: GstHstWorksheet; filing: boolean }) {
  return (
    <Stack spacing={2} aria-label={`Worksheet ${w.period.start} to ${w.period.end}`} role="region">
      <Alert severity="info">{TAX_MESSAGES.estimateLabel}</Alert>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {provinceName(w.province)} · {w.method === 'quick' ? 'Quick Method' : 'Regular method'} · {w.transactionCount} transactions
        {w.uncategorizedCount > 0 && ` (${w.uncategorizedCount} without a category, left out)`} · file by {formatDate(w.period.dueDate)}
        {w.period.paymentDueDate !== w.period.dueDate && `, pay by ${formatDate(w.period.paymentDueDate)}`}
      </Typography>
      <Table size="small" aria-label="Return lines">
        <TableBody>
          {GST_HST_LINES.map((line) => (
            <TableRow key={line}>
              <TableCell sx={{ width: 56, fontWeight: line === '109' ? 700 : undefined }}>{line}</TableCell>
              <TableCell sx={{ fontWeight: line === '109' ? 700 : undefined }}>{GST_HST_LINE_LABELS[line]}</TableCell>
              <TableCell align="right" sx={{ fontWeight: line === '109' ? 700 : undefined }}>
                {formatAmount(w.lines[line])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {w.quickMethod && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          Quick Method: {w.quickMethod.rate} of {formatAmount(w.quickMethod.eligibleSupplies)} in eligible supplies; 1% credit of{' '}
          {formatAmount(w.quickMethod.credit)} on line 107.
        </Typography>
      )}
      {w.qst && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            QST (Revenu Québec return)
          </Typography>
          <Typography variant="body2">
            Collected {formatAmount(w.qst.collected)} · input tax refunds {formatAmount(w.qst.inputTaxRefunds)} · net QST {formatAmount(w.qst.netTax)}
          </Typography>
        </Box>
      )}
      {w.method === 'regular' && w.itcDocumentation && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            Receipts behind your input tax credits
          </Typography>
          <Typography variant="body2">
            Documented {formatAmount(w.itcDocumentation.documented.itc)} ({w.itcDocumentation.documented.count}) · partly documented{' '}
            {formatAmount(w.itcDocumentation.partlyDocumented.itc)} ({w.itcDocumentation.partlyDocumented.count}) · no receipt{' '}
            {formatAmount(w.itcDocumentation.undocumented.itc)} ({w.itcDocumentation.undocumented.count})
          </Typography>
        </Box>
      )}
      <Table size="small" aria-label="Categories behind the lines">
        <TableHead>
          <TableRow>
            <TableCell>Category</TableCell>
            <TableCell>Treatment</TableCell>
            <TableCell align="right">ITC share</TableCell>
            <TableCell align="right">Total</TableCell>
            <TableCell align="right">GST/HST included</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {w.categories.map((c) => (
            <TableRow key={`${c.type}-${c.category}`}>
              <TableCell>{c.category}</TableCell>
              <TableCell>
                {c.type === 'REVENUE' ? 'Revenue' : 'Expense'} · {TAX_TREATMENT_LABELS[c.treatment]}
              </TableCell>
              <TableCell align="right">{c.type === 'EXPENSE' && c.treatment === 'taxable' ? `${Math.round(c.itcShare * 100)}%` : '—'}</TableCell>
              <TableCell align="right">{formatAmount(c.total)}</TableCell>
              <TableCell align="right">{formatAmount(c.taxIncluded)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {filing && (
        <GstHstFilingAction periodStart={w.period.start} periodLabel={`${formatDate(w.period.start)} – ${formatDate(w.period.end)}`} filed={w.filed} />
      )}
      <WorksheetDownloads periodStart={w.period.start} />
    </Stack>
  );
}

function WorksheetDownloads({ periodStart }: { periodStart: string }) {
  return (
    <DownloadButtons kinds={GST_HST_FILE_KINDS} labels={FILE_LABEL} label="Worksheet downloads" download={(kind) => downloadWorksheetFile(periodStart, kind)} />
  );
}
