import { useTranslation } from 'react-i18next';
import Box from '@mui/material/Box';
import { useTheme } from '@mui/material/styles';
import { BarChart } from '@mui/x-charts/BarChart';
import { CategoryType, type ReportSummaryDto } from '@ledgerleaf/contracts';
import { formatAmount } from '../../../lib/format';

const BAR_HEIGHT = 34;

/**
 * The month's revenue and expenses by category: one horizontal bar per category,
 * green for revenue and red for expenses (the table below carries the same figures).
 */
export function ReportCategoryChart({ summary, title }: { summary: ReportSummaryDto; title: string }) {
  const theme = useTheme();
  const { t } = useTranslation('reports');
  const dataset = summary.categories.map((c) => ({
    category: c.category,
    revenue: c.type === CategoryType.REVENUE ? Number(c.total) : null,
    expenses: c.type === CategoryType.EXPENSE ? Number(c.total) : null,
  }));
  const money = (value: number | null) => (value === null ? null : formatAmount(String(value)));
  return (
    <Box role="figure" aria-label={title}>
      <BarChart
        dataset={dataset}
        layout="horizontal"
        height={90 + BAR_HEIGHT * Math.max(dataset.length, 1)}
        yAxis={[{ scaleType: 'band', dataKey: 'category', width: 150 }]}
        xAxis={[{ valueFormatter: (value: number) => formatAmount(String(value)) }]}
        series={[
          { dataKey: 'revenue', label: t('chart.revenue'), stack: 'type', color: theme.palette.success.main, valueFormatter: money },
          { dataKey: 'expenses', label: t('chart.expenses'), stack: 'type', color: theme.palette.error.main, valueFormatter: money },
        ]}
        grid={{ vertical: true }}
      />
    </Box>
  );
}
