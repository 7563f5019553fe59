import TableCell from '@mui/material/TableCell';
import TableSortLabel from '@mui/material/TableSortLabel';
import type { TransactionSort, TransactionSortColumn } from '@ledgerleaf/contracts';

interface SortableHeaderProps {
  column: TransactionSortColumn;
  label: string;
  sort: TransactionSort;
  onSort: (column: TransactionSortColumn) => void;
  align?: 'left' | 'right';
}

export function SortableHeader({ column, label, sort, onSort, align = 'left' }: SortableHeaderProps) {
  const active = sort.column === column;
  return (
    <TableCell align={align} sortDirection={active ? sort.direction : false}>
      <TableSortLabel active={active} direction={active ? sort.direction : 'asc'} onClick={() => onSort(column)}>
        {label}
      </TableSortLabel>
    </TableCell>
  );
}
