import { Accordion, AccordionDetails, AccordionSummary, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import ExpandMoreIcon from '@mui/icons-material/ExpandMore';
import { REPORT_ADMIN_TEXTS as T, type AdminMonthlyReportDto, type BalanceSheetLine, type BalanceSheetResponse } from '@ledgerleaf/contracts';
import { formatCalendarDate } from '../../format-dates';

const money = new Intl.NumberFormat('en-CA', { style: 'currency', currency: 'CAD' });
/** "1234.50" as "$1,234.50" (the figure is exact to the cent; the number only formats it). */
const amount = (value: string) => money.format(Number(value));

const Section = ({ title, lines, total }: { title: string; lines: readonly BalanceSheetLine[]; total: string }) => (
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
      <TableCell sx={{ fontWeight: 600 }}>Total {title.toLowerCase()}</TableCell>
      <TableCell />
      <TableCell align="right" sx={{ fontWeight: 600 }}>
        {amount(total)}
      </TableCell>
    </TableRow>
  </>
);

/** The balance sheet stored with the report (the books at its month end as the build found them), each account with its GIFI code; folded until opened. */
export const ReportBalanceSheet = ({ report }: { report: AdminMonthlyReportDto }) => {
  const sheet: BalanceSheetResponse | null = report.balanceSheet;
  if (!sheet) return null;
  const title = T.balanceSheetAt(formatCalendarDate(sheet.asOf));
  return (
    <Accordion disableGutters variant="outlined">
      <AccordionSummary expandIcon={<ExpandMoreIcon />} aria-controls={`report-${report.id}-balance-sheet`} id={`report-${report.id}-balance-sheet-header`}>
        <Typography variant="body2">{title}</Typography>
      </AccordionSummary>
      <AccordionDetails id={`report-${report.id}-balance-sheet`}>
        <Table size="small" aria-label={title}>
          <TableHead>
            <TableRow>
              <TableCell>Account</TableCell>
              <TableCell>GIFI</TableCell>
              <TableCell align="right">Amount</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            <Section title="Assets" lines={sheet.assets} total={sheet.totals.assets} />
            <Section title="Liabilities" lines={sheet.liabilities} total={sheet.totals.liabilities} />
            <Section title="Equity" lines={sheet.equity} total={sheet.totals.equity} />
          </TableBody>
        </Table>
      </AccordionDetails>
    </Accordion>
  );
};
