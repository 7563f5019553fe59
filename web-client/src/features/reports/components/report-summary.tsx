import { useTranslation } from 'react-i18next';
import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CategoryType, type ReportSummaryDto } from '@ledgerleaf/contracts';
import { PageSpinner } from '../../../components/page-spinner';
import { provinceLabel } from '../../../i18n/province-name';
import { formatAmount } from '../../../lib/format';

// The charts library is the heaviest part of the view: it loads with the first summary shown.
const ReportCategoryChart = lazy(() => import('./report-category-chart').then((m) => ({ default: m.ReportCategoryChart })));

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Box>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {label}
      </Typography>
      <Typography variant="h6" component="p">
        {value}
      </Typography>
    </Box>
  );
}

/** The month's profit and loss: totals, the chart by category, the table, and the sales-tax estimates. */
export function ReportSummary({ summary, monthLabel }: { summary: ReportSummaryDto; monthLabel: string }) {
  const { t } = useTranslation('reports');
  const { salesTax } = summary;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label={t('summary.totals')} role="group">
        <Figure label={t('summary.totalRevenue')} value={formatAmount(summary.totalRevenue)} />
        <Figure label={t('summary.totalExpenses')} value={formatAmount(summary.totalExpenses)} />
        <Figure label={t('summary.netIncome')} value={formatAmount(summary.netIncome)} />
      </Stack>
      {summary.taxBasis && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t(`summary.taxBasis.${summary.taxBasis}`)}
        </Typography>
      )}
      {summary.categories.length > 0 ? (
        <Suspense fallback={<PageSpinner minHeight={200} />}>
          <ReportCategoryChart summary={summary} title={t('summary.chartTitle', { month: monthLabel })} />
        </Suspense>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>{t('summary.noCategorized')}</Typography>
      )}
      {summary.categories.length > 0 && (
        <Table size="small" aria-label={t('summary.tableLabel', { month: monthLabel })}>
          <TableHead>
            <TableRow>
              <TableCell>{t('summary.category')}</TableCell>
              <TableCell>{t('summary.type')}</TableCell>
              <TableCell align="right">{t('summary.transactions')}</TableCell>
              <TableCell align="right">{t('summary.total')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.categories.map((c) => (
              <TableRow key={`${c.type}:${c.category}`}>
                <TableCell>{c.category}</TableCell>
                <TableCell>
                  {c.type === CategoryType.REVENUE ? t('summary.revenue') : c.type === CategoryType.EXPENSE ? t('summary.expense') : t('summary.balanceSheet')}
                </TableCell>
                <TableCell align="right">{c.count}</TableCell>
                <TableCell align="right">{formatAmount(c.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {summary.uncategorizedCount > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {t('summary.uncategorized', { count: summary.uncategorizedCount })}
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2" component="h4">
          {t('summary.salesTaxTitle', { province: provinceLabel(salesTax.province) })}
        </Typography>
        <Typography variant="body2">
          {t('summary.salesTaxLine', {
            included: formatAmount(salesTax.taxIncludedInRevenue),
            credits: formatAmount(salesTax.inputTaxCredits),
            owing: formatAmount(salesTax.netTaxOwing),
          })}
        </Typography>
      </Box>
    </Stack>
  );
}
