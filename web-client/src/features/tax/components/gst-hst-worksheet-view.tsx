import { useTranslation } from 'react-i18next';
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
  formatNumber,
  formatPercent,
  GST_HST_FILE_KINDS,
  GST_HST_LINES,
  QUICK_METHOD_CREDIT,
  RATE_SCALE,
  type GstHstFileKind,
  type GstHstWorksheet,
} from '@ledgerleaf/contracts';
import { DownloadButtons } from '../../../components/download-buttons';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { currentLocale } from '../../../i18n/i18n';
import { provinceLabel } from '../../../i18n/province-name';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { downloadWorksheetFile, useGstHstWorksheet } from '../api/gst-hst-returns';
import { GstHstFilingAction } from './gst-hst-filing-action';

/** The Quick Method's rate as the server writes it ("8.8%"), in the screen's language ("8,8 %") with as many decimals; anything else as sent. */
function quickRate(rate: string): string {
  const percent = /^(\d+)(?:\.(\d+))?%$/.exec(rate.trim());
  if (!percent) return rate;
  const digits = percent[2]?.length ?? 0;
  return formatNumber(Number(`${percent[1]}.${percent[2] ?? '0'}`) / 100, currentLocale(), {
    style: 'percent',
    minimumFractionDigits: digits,
    maximumFractionDigits: digits,
  });
}

/**
 * One period's worksheet, loaded when shown: the return's lines, QST for Québec, the categories behind them and the downloads;
 * with `filing` (a period that has ended), whether its return is filed and the action to record or undo it.
 */
export function GstHstWorksheetView({ periodStart, filing = false }: { periodStart: string; filing?: boolean }) {
  const { t } = useTranslation('tax');
  const { data, isPending, isError, error, refetch } = useGstHstWorksheet(periodStart);
  if (isPending) return <PageSpinner minHeight={160} />;
  if (isError) return <ErrorState title={t('worksheet.loadFailed')} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />;
  return <Worksheet worksheet={data} filing={filing} />;
}

function Worksheet({ worksheet: w, filing }: { worksheet: GstHstWorksheet; filing: boolean }) {
  const { t } = useTranslation('tax');
  const bold = (line: string) => (line === '109' ? 700 : undefined);
  return (
    <Stack spacing={2} aria-label={t('worksheet.region', { start: w.period.start, end: w.period.end })} role="region">
      <Alert severity="info">{t('worksheet.estimate')}</Alert>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {provinceLabel(w.province)} · {t(`method.${w.method}`)} · {t('worksheet.transactions', { count: w.transactionCount })}
        {w.uncategorizedCount > 0 && t('worksheet.leftOut', { count: w.uncategorizedCount })} · {t('worksheet.fileBy', { date: formatDate(w.period.dueDate) })}
        {w.period.paymentDueDate !== w.period.dueDate && t('worksheet.payBy', { date: formatDate(w.period.paymentDueDate) })}
      </Typography>
      <Table size="small" aria-label={t('worksheet.lines')}>
        <TableBody>
          {GST_HST_LINES.map((line) => (
            <TableRow key={line}>
              <TableCell sx={{ width: 56, fontWeight: bold(line) }}>{line}</TableCell>
              <TableCell sx={{ fontWeight: bold(line) }}>{t(`worksheet.lineLabels.${line}`)}</TableCell>
              <TableCell align="right" sx={{ fontWeight: bold(line) }}>
                {formatAmount(w.lines[line])}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {w.quickMethod && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('worksheet.quickNote', {
            rate: quickRate(w.quickMethod.rate),
            supplies: formatAmount(w.quickMethod.eligibleSupplies),
            creditRate: formatPercent(QUICK_METHOD_CREDIT.rate / RATE_SCALE, currentLocale()),
            credit: formatAmount(w.quickMethod.credit),
          })}
        </Typography>
      )}
      {w.qst && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('worksheet.qstTitle')}
          </Typography>
          <Typography variant="body2">
            {t('worksheet.qstLine', {
              collected: formatAmount(w.qst.collected),
              refunds: formatAmount(w.qst.inputTaxRefunds),
              net: formatAmount(w.qst.netTax),
            })}
          </Typography>
        </Box>
      )}
      {w.method === 'regular' && w.itcDocumentation && (
        <Box>
          <Typography variant="subtitle2" component="h4">
            {t('worksheet.itcTitle')}
          </Typography>
          <Typography variant="body2">
            {t('worksheet.itcLine', {
              documented: formatAmount(w.itcDocumentation.documented.itc),
              documentedCount: w.itcDocumentation.documented.count,
              partly: formatAmount(w.itcDocumentation.partlyDocumented.itc),
              partlyCount: w.itcDocumentation.partlyDocumented.count,
              undocumented: formatAmount(w.itcDocumentation.undocumented.itc),
              undocumentedCount: w.itcDocumentation.undocumented.count,
            })}
          </Typography>
        </Box>
      )}
      <Table size="small" aria-label={t('worksheet.categories')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('worksheet.category')}</TableCell>
            <TableCell>{t('worksheet.treatment')}</TableCell>
            <TableCell align="right">{t('worksheet.itcShare')}</TableCell>
            <TableCell align="right">{t('worksheet.total')}</TableCell>
            <TableCell align="right">{t('worksheet.taxIncluded')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {w.categories.map((c) => (
            <TableRow key={`${c.type}-${c.category}`}>
              <TableCell>{c.category}</TableCell>
              <TableCell>
                {c.type === 'REVENUE' ? t('worksheet.revenue') : t('worksheet.expense')} · {t(`worksheet.treatments.${c.treatment}`)}
              </TableCell>
              <TableCell align="right">{c.type === 'EXPENSE' && c.treatment === 'taxable' ? formatPercent(c.itcShare, currentLocale(), 0) : '—'}</TableCell>
              <TableCell align="right">{formatAmount(c.total)}</TableCell>
              <TableCell align="right">{formatAmount(c.taxIncluded)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {filing && (
        <GstHstFilingAction
          periodStart={w.period.start}
          periodLabel={t('periodRange', { start: formatDate(w.period.start), end: formatDate(w.period.end) })}
          filed={w.filed}
        />
      )}
      <WorksheetDownloads periodStart={w.period.start} />
    </Stack>
  );
}

function WorksheetDownloads({ periodStart }: { periodStart: string }) {
  const { t } = useTranslation('tax');
  const labels: Record<GstHstFileKind, string> = { pdf: t('worksheet.files.pdf'), csv: t('worksheet.files.csv') };
  return (
    <DownloadButtons
      kinds={GST_HST_FILE_KINDS}
      labels={labels}
      label={t('worksheet.downloads')}
      download={(kind) => downloadWorksheetFile(periodStart, kind)}
    />
  );
}
