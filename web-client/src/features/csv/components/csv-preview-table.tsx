import Chip from '@mui/material/Chip';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableContainer from '@mui/material/TableContainer';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { CATEGORY_SOURCE_LABELS, csvMoreRowsMessage, type CsvPreviewRow } from '@ledgerleaf/contracts';
import { formatAmount, formatConfidence, formatDisplayDate } from './csv-format';

interface CsvPreviewTableProps {
  fileName: string;
  rows: readonly CsvPreviewRow[];
  totalRows: number;
}

/** The first categorized rows of a completed upload, with how sure the engine was and why. */
export function CsvPreviewTable({ fileName, rows, totalRows }: CsvPreviewTableProps) {
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
              <TableCell>Category</TableCell>
              <TableCell align="right">Confidence</TableCell>
              <TableCell>Source</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((row) => (
              <TableRow key={row.id}>
                <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDisplayDate(row.transactionDate)}</TableCell>
                <TableCell sx={{ overflowWrap: 'anywhere' }}>{row.transactionName}</TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
                  {formatAmount(row.transactionAmount)}
                </TableCell>
                <TableCell>
                  {row.aiCategory ?? 'Uncategorized'}
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
