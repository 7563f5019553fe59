import { useTranslation } from 'react-i18next';
import ReceiptLongIcon from '@mui/icons-material/ReceiptLong';
import Checkbox from '@mui/material/Checkbox';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import type { BankTransactionRow, TransactionSort, TransactionSortColumn } from '@ledgerleaf/contracts';
import { formatAmount, formatDate } from '../../../lib/format';
import { SortableHeader } from './sortable-header';

interface TransactionsTableProps {
  transactions: BankTransactionRow[];
  sort: TransactionSort;
  onSort: (column: TransactionSortColumn) => void;
  excluded: ReadonlySet<number>;
  onToggleExcluded: (id: number) => void;
  /** No more rows can be excluded (the export's limit). */
  excludeLimitReached: boolean;
}

/** Client-spec 2: date, name, category (first element), account, amount; each column sorts. */
export function TransactionsTable({ transactions, sort, onSort, excluded, onToggleExcluded, excludeLimitReached }: TransactionsTableProps) {
  const { t } = useTranslation('bank');
  const header = { sort, onSort };
  return (
    <TableContainer>
      <Table size="small" aria-label={t('table.label')}>
        <TableHead>
          <TableRow>
            <TableCell padding="checkbox">
              <Tooltip title={t('table.excludeTip')}>
                <span>{t('table.exclude')}</span>
              </Tooltip>
            </TableCell>
            <SortableHeader column="date" label={t('table.date')} {...header} />
            <SortableHeader column="name" label={t('table.name')} {...header} />
            <SortableHeader column="category" label={t('table.category')} {...header} />
            <SortableHeader column="account" label={t('table.account')} {...header} />
            <SortableHeader column="amount" label={t('table.amount')} align="right" {...header} />
          </TableRow>
        </TableHead>
        <TableBody>
          {transactions.map((row) => {
            const isExcluded = excluded.has(row.id);
            return (
              <TableRow key={row.id} hover sx={isExcluded ? { opacity: 0.5, '& td': { textDecoration: 'line-through' } } : undefined}>
                <TableCell padding="checkbox" sx={{ textDecoration: 'none !important' }}>
                  <Checkbox
                    checked={isExcluded}
                    disabled={!isExcluded && excludeLimitReached}
                    onChange={() => onToggleExcluded(row.id)}
                    slotProps={{ input: { 'aria-label': t('table.excludeRow', { name: row.name, date: formatDate(row.date) }) } }}
                  />
                </TableCell>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.date)}</TableCell>
                <TableCell>
                  {row.name}
                  {row.pending && <Chip label={t('table.pending')} size="small" variant="outlined" sx={{ ml: 1 }} />}
                  {row.receipt && (
                    <Chip
                      component="a"
                      href={`/api/receipts/${row.receipt.id}/file`}
                      target="_blank"
                      rel="noopener"
                      clickable
                      icon={<ReceiptLongIcon />}
                      label={t('table.receipt')}
                      size="small"
                      variant="outlined"
                      aria-label={t('table.receiptLabel', { fileName: row.receipt.fileName })}
                      sx={{ ml: 1 }}
                    />
                  )}
                </TableCell>
                <TableCell>{row.category[0] ? t(`plaidCategories.${row.category[0]}`, { defaultValue: row.category[0] }) : ''}</TableCell>
                <TableCell>{row.accountName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap', color: row.amount.startsWith('-') ? 'text.primary' : 'success.main' }}>
                  {formatAmount(row.amount)}
                </TableCell>
              </TableRow>
            );
          })}
        </TableBody>
      </Table>
    </TableContainer>
  );
}
