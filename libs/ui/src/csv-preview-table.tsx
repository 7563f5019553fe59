import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type CsvPreviewRow, HOME_CURRENCY } from '@ledgerleaf/contracts';
import type { CsvPreviewTableTexts } from './texts';

export interface CsvPreviewTableProps {
  fileName: string;
  /** The first categorized rows (CSV preview: 5). */
  rows: readonly CsvPreviewRow[];
  /** Rows in the whole file: the rest are counted below the table. */
  totalRows: number;
  /** The category column's heading: 'Category' for a client, 'AI Category' in the console. */
  categoryLabel?: string;
  /**
   * Money as each spec shows it: the client's dashboard in USD with 2 decimals
   * ("$1,234.50"), the console with a $ prefix on the stored decimal ("$1234.50").
   */
  formatAmount: (amount: string) => string;
  /** The category cell; the console puts its correction select here. By default the category's name. */
  renderCategory?: (row: CsvPreviewRow) => ReactNode;
  /** A calendar date as the app shows it in the person's language; by default 'Sep 1, 2026'. */
  formatDate?: (isoDate: string) => string;
  /** The table's words in the person's language (English by default). */
  texts: CsvPreviewTableTexts;
}

const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as 'Sep 1, 2026', read in UTC so the day never shifts with the browser's zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : MEDIUM_DATE.format(date);
}

/** The first categorized rows of a completed upload, with how sure the engine was, why, and which need a review. */
export function CsvPreviewTable({
  fileName,
  rows,
  totalRows,
  categoryLabel,
  formatAmount,
  renderCategory,
  formatDate = formatCalendarDate,
  texts,
}: CsvPreviewTableProps) {
  const words = texts;
  const category = renderCategory ?? ((row: CsvPreviewRow) => row.aiCategory ?? words.uncategorized);
  const more = totalRows - rows.length;
  return (
    <>
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label={words.tableLabel(fileName)}>
          <TableHead>
            <TableRow>
              <TableCell>{words.date}</TableCell>
              <TableCell>{words.name}</TableCell>
              <TableCell align="right">{words.amount}</TableCell>
              <TableCell>{categoryLabel ?? words.category}</TableCell>
              <TableCell align="right">{words.confidence}</TableCell>
              <TableCell>{words.source}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(row.transactionDate)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.transactionName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(row.transactionAmount)}
                  {row.currency !== HOME_CURRENCY && ` ${row.currency}`}
                </TableCell>
                <TableCell>
                  {category(row)}
                  {row.needsReview && <Chip size="small" label={words.review} color="warning" variant="outlined" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell align="right">{row.confidence === null ? '—' : words.percent(row.confidence)}</TableCell>
                <TableCell>{row.source ? words.sources[row.source] : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {words.moreRows(more)}
        </Typography>
      )}
    </>
  );
}
