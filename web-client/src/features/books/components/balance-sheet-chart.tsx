import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import { useTheme } from '@mui/material/styles';
import { LineChart } from '@mui/x-charts/LineChart';
import type { BalanceSheetResponse } from '@ledgerleaf/contracts';
import { formatAmount } from '../../../lib/format';
import { currentLocale } from '../../../i18n/i18n';

export interface ChartPoint {
  asOf: string;
  sheet: BalanceSheetResponse;
}

// Off screen but read by screen readers (and tests): the chart's figures as a table.
const visuallyHidden = {
  border: 0,
  clip: 'rect(0 0 0 0)',
  height: '1px',
  margin: '-1px',
  overflow: 'hidden',
  padding: 0,
  position: 'absolute',
  whiteSpace: 'nowrap',
  width: '1px',
} as const;

/** "Oct 2026" / "oct. 2026": a month end's month, short, in the screens' language. */
const monthLabel = (asOf: string) =>
  new Intl.DateTimeFormat(currentLocale(), { month: 'short', year: 'numeric', timeZone: 'UTC' }).format(new Date(`${asOf.slice(0, 10)}T00:00:00Z`));

/**
 * Total assets against total liabilities at each month end, oldest first: two lines, with
 * the same figures in a table for screen readers (the chart itself is a picture).
 */
export function BalanceSheetChart({ points, title }: { points: ChartPoint[]; title: string }) {
  const theme = useTheme();
  const { t } = useTranslation('books');
  const money = (value: number | null) => (value === null ? '' : formatAmount(String(value)));
  return (
    <Box role="figure" aria-label={title}>
      <LineChart
        height={280}
        xAxis={[{ scaleType: 'point', data: points.map((p) => monthLabel(p.asOf)) }]}
        yAxis={[{ valueFormatter: (value: number) => formatAmount(String(value)), width: 90 }]}
        series={[
          {
            id: 'assets',
            label: t('trend.assets'),
            data: points.map((p) => Number(p.sheet.totals.assets)),
            color: theme.palette.success.main,
            valueFormatter: money,
          },
          {
            id: 'liabilities',
            label: t('trend.liabilities'),
            data: points.map((p) => Number(p.sheet.totals.liabilities)),
            color: theme.palette.error.main,
            valueFormatter: money,
          },
        ]}
        grid={{ horizontal: true }}
      />
      <Table size="small" aria-label={t('trend.figures', { title })} sx={visuallyHidden}>
        <TableHead>
          <TableRow>
            <TableCell>{t('trend.monthEnd')}</TableCell>
            <TableCell align="right">{t('trend.assets')}</TableCell>
            <TableCell align="right">{t('trend.liabilities')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {points.map((p) => (
            <TableRow key={p.asOf}>
              <TableCell>{monthLabel(p.asOf)}</TableCell>
              <TableCell align="right">{formatAmount(p.sheet.totals.assets)}</TableCell>
              <TableCell align="right">{formatAmount(p.sheet.totals.liabilities)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}
