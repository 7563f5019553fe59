import { lazy, Suspense } from 'react';
import Box from '@mui/material/Box';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CategoryType, REPORT_TAX_BASIS_LABELS, type ReportSummaryDto } from '@ledgerleaf/contracts';
import { PageSpinner } from '../../../components/page-spinner';
import { formatAmount, provinceName } from '../../../lib/format';

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
  const { salesTax } = summary;
  return (
    <Stack spacing={2}>
      <Stack direction="row" spacing={4} useFlexGap sx={{ flexWrap: 'wrap' }} aria-label="Totals" role="group">
        <Figure label="Total revenue" value={formatAmount(summary.totalRevenue)} />
        <Figure label="Total expenses" value={formatAmount(summary.totalExpenses)} />
        <Figure label="Net income" value={formatAmount(summary.netIncome)} />
      </Stack>
      {summary.taxBasis && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {REPORT_TAX_BASIS_LABELS[summary.taxBasis]}
        </Typography>
      )}
      {summary.categories.length > 0 ? (
        <Suspense fallback={<PageSpinner minHeight={200} />}>
          <ReportCategoryChart summary={summary} title={`Revenue and expenses by category, ${monthLabel}`} />
        </Suspense>
      ) : (
        <Typography sx={{ color: 'text.secondary' }}>No categorized transactions this month.</Typography>
      )}
      {summary.categories.length > 0 && (
        <Table size="small" aria-label={`Category totals, ${monthLabel}`}>
          <TableHead>
            <TableRow>
              <TableCell>Category</TableCell>
              <TableCell>Type</TableCell>
              <TableCell align="right">Transactions</TableCell>
              <TableCell align="right">Total</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {summary.categories.map((c) => (
              <TableRow key={`${c.type}:${c.category}`}>
                <TableCell>{c.category}</TableCell>
                <TableCell>{c.type === CategoryType.REVENUE ? 'Revenue' : c.type === CategoryType.EXPENSE ? 'Expense' : 'Balance sheet'}</TableCell>
                <TableCell align="right">{c.count}</TableCell>
                <TableCell align="right">{formatAmount(c.total)}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      )}
      {summary.uncategorizedCount > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {summary.uncategorizedCount} transaction{summary.uncategorizedCount === 1 ? '' : 's'} could not be categorized: recategorize the report with examples
          to place {summary.uncategorizedCount === 1 ? 'it' : 'them'}.
        </Typography>
      )}
      <Box>
        <Typography variant="subtitle2" component="h4">
          Sales tax (estimates, {provinceName(salesTax.province)})
        </Typography>
        <Typography variant="body2">
          Estimated tax included in revenue: {formatAmount(salesTax.taxIncludedInRevenue)} · Estimated input tax credits:{' '}
          {formatAmount(salesTax.inputTaxCredits)} · Estimated net tax owing: {formatAmount(salesTax.netTaxOwing)}
        </Typography>
      </Box>
    </Stack>
  );
}
