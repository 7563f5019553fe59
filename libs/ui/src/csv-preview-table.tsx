import type { ReactNode } from 'react';
import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CATEGORY_SOURCE_LABELS, csvMoreRowsMessage, type CsvPreviewRow, HOME_CURRENCY } from '@ledgerleaf/contracts';

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
}

const MEDIUM_DATE = new Intl.DateTimeFormat('en-US', { dateStyle: 'medium', timeZone: 'UTC' });

/** A calendar date (YYYY-MM-DD) as 'Sep 1, 2026', read in UTC so the day never shifts with the browser's zone. */
export function formatCalendarDate(isoDate: string): string {
  const date = new Date(`${isoDate}T00:00:00Z`);
  return Number.isNaN(date.getTime()) ? isoDate : MEDIUM_DATE.format(date);
}

const formatConfidence = (confidence: number | null) => (confidence === null ? '—' : `${Math.round(confidence * 100)}%`);

const categoryName = (row: CsvPreviewRow) => row.aiCategory ?? 'Uncategorized';

/** The first categorized rows of a completed upload, with how sure the engine was, why, and which need a review. */
export function CsvPreviewTable({ fileName, rows, totalRows, categoryLabel = 'Category', formatAmount, renderCategory = categoryName }: CsvPreviewTableProps) {
  const more = totalRows - rows.length;
  return (
    <>
      <TableContainer sx={{ mt: 2 }}>
        <Table size="small" aria-label={`Preview of ${fileName}`}>
          <TableHead>
            <TableRow>
              <TableCell>Date</TableCell>
              <TableCell>Name</TableCell>
              <TableCell align="right">Amount</TableCell>
              <TableCell>{categoryLabel}</TableCell>
              <TableCell align="right">Confidence</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatCalendarDate(row.transactionDate)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.transactionName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(row.transactionAmount)}
                  {row.currency !== HOME_CURRENCY && ` ${row.currency}`}
                </TableCell>
                <TableCell>
                  {renderCategory(row)}
                  {row.needsReview && <Chip size="small" label="Review" color="warning" variant="outlined" sx={{ ml: 1 }} />}
                </TableCell>
                <TableCell align="right">{formatConfidence(row.confidence)}</TableCell>
                <TableCell>{row.source ? CATEGORY_SOURCE_LABELS[row.source] : '—'}</TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
      </TableContainer>
      {more > 0 && (
        <Typography variant="body2" sx={{ color: 'text.secondary', mt: 1 }}>
          {csvMoreRowsMessage(more)}
        </Typography>
      )}
    </>
  );
}
