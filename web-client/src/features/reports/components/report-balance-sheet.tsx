import { useTranslation } from 'react-i18next';
import Alert from '@mui/material/Alert';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import type { BalanceSheetLine, BalanceSheetResponse } from '@ledgerleaf/contracts';
import { formatAmount, formatDate } from '../../../lib/format';

/** Adds two decimal strings exactly, through cents. */
const addAmounts = (a: string, b: string) => {
  const cents = (v: string) => BigInt(v.replace('.', ''));
  const sum = cents(a) + cents(b);
  const abs = sum < 0n ? -sum : sum;
  return `${sum < 0n ? '-' : ''}${abs / 100n}.${String(abs % 100n).padStart(2, '0')}`;
};

function Section({ title, totalLabel, lines, total }: { title: string; totalLabel: string; lines: readonly BalanceSheetLine[]; total: string }) {
  const { t } = useTranslation('reports');
  return (
    <>
      <TableRow>
        <TableCell component="th" scope="rowgroup" colSpan={2} sx={{ fontWeight: 700 }}>
          {title}
        </TableCell>
      </TableRow>
      {lines.length === 0 ? (
        <TableRow>
          <TableCell colSpan={2} sx={{ color: 'text.secondary', pl: 4 }}>
            {t('balanceSheet.nothing')}
          </TableCell>
        </TableRow>
      ) : (
        lines.map((line) => (
          <TableRow key={`${title}:${line.account}`}>
            <TableCell sx={{ pl: 4 }}>{line.account}</TableCell>
            <TableCell align="right">{formatAmount(line.amount)}</TableCell>
          </TableRow>
        ))
      )}
      <TableRow>
        <TableCell sx={{ fontWeight: 600 }}>{totalLabel}</TableCell>
        <TableCell align="right" sx={{ fontWeight: 600 }}>
          {formatAmount(total)}
        </TableCell>
      </TableRow>
    </>
  );
}

/**
 * The balance sheet a monthly report carries: the books at the month end as they were when the
 * report was built (an approved report keeps these figures), its three sections and the check
 * that assets equal liabilities and equity.
 */
export function ReportBalanceSheet({ sheet, monthLabel }: { sheet: BalanceSheetResponse; monthLabel: string }) {
  const { t } = useTranslation('reports');
  const liabilitiesAndEquity = addAmounts(sheet.totals.liabilities, sheet.totals.equity);
  return (
    <Stack spacing={1.5}>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {t('balanceSheet.intro', { date: formatDate(sheet.asOf), start: formatDate(sheet.fiscalYearStart) })}
      </Typography>
      <Table size="small" aria-label={t('balanceSheet.label', { month: monthLabel })}>
        <TableHead>
          <TableRow>
            <TableCell>{t('balanceSheet.account')}</TableCell>
            <TableCell align="right">{t('balanceSheet.amount')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          <Section title={t('balanceSheet.assets')} totalLabel={t('balanceSheet.totalAssets')} lines={sheet.assets} total={sheet.totals.assets} />
          <Section
            title={t('balanceSheet.liabilities')}
            totalLabel={t('balanceSheet.totalLiabilities')}
            lines={sheet.liabilities}
            total={sheet.totals.liabilities}
          />
          <Section title={t('balanceSheet.equity')} totalLabel={t('balanceSheet.totalEquity')} lines={sheet.equity} total={sheet.totals.equity} />
          <TableRow>
            <TableCell sx={{ fontWeight: 700 }}>{t('balanceSheet.totalLiabilitiesAndEquity')}</TableCell>
            <TableCell align="right" sx={{ fontWeight: 700 }}>
              {formatAmount(liabilitiesAndEquity)}
            </TableCell>
          </TableRow>
        </TableBody>
      </Table>
      {liabilitiesAndEquity !== sheet.totals.assets && <Alert severity="error">{t('balanceSheet.mismatch')}</Alert>}
    </Stack>
  );
}
