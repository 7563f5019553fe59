import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import type { AdminMonthlyReportDto, BalanceSheetLine, BalanceSheetResponse } from '@ledgerleaf/contracts';
import { formatDollars as amount } from '../../format-amounts';
import { formatCalendarDate } from '../../format-dates';
import { useAreaTranslate } from '../../i18n';

const Section = ({ title, totalLabel, lines, total }: { title: string; totalLabel: string; lines: readonly BalanceSheetLine[]; total: string }) => (
  <>
    <TableRow>
      <TableCell component="th" scope="rowgroup" colSpan={3} sx={{ fontWeight: 700 }}>
        {title}
      </TableCell>
    </TableRow>
    {lines.map((line) => (
      <TableRow key={`${title}:${line.account}`}>
        <TableCell sx={{ pl: 4 }}>{line.account}</TableCell>
        <TableCell>{line.gifi ?? ''}</TableCell>
        <TableCell align="right">{amount(line.amount)}</TableCell>
      </TableRow>
    ))}
    <TableRow>
      <TableCell sx={{ fontWeight: 600 }}>{totalLabel}</TableCell>
      <TableCell />
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {amount(total)}
      </TableCell>
    </TableRow>
  </>
);

/** The balance sheet stored with the report (the books at its month end as the build found them), each account with its GIFI code; folded until opened. */
export const ReportBalanceSheet = ({ report }: { report: AdminMonthlyReportDto }) => {
  const t = useAreaTranslate('ledgerleaf.reports');
  const sheet: BalanceSheetResponse | null = report.balanceSheet;
  if (!sheet) return null;
  const title = t('balanceSheetAt', { date: formatCalendarDate(sheet.asOf) });
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`report-${report.id}-balance-sheet`} id={`report-${report.id}-balance-sheet-header`}>
        <Typography variant="body2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`report-${report.id}-balance-sheet`}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>{t('account')}</TableCell>
              <TableCell>{t('gifi')}</TableCell>
              <TableCell align="right">{t('amount')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <Section title={t('assets')} totalLabel={t('totalAssets')} lines={sheet.assets} total={sheet.totals.assets} />
            <Section title={t('liabilities')} totalLabel={t('totalLiabilities')} lines={sheet.liabilities} total={sheet.totals.liabilities} />
            <Section title={t('equity')} totalLabel={t('totalEquity')} lines={sheet.equity} total={sheet.totals.equity} />
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
};
