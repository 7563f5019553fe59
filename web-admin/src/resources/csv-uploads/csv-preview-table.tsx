import { Chip, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import { useRecordContext } from 'react-admin';
import { CATEGORY_SOURCE_LABELS, csvMoreRowsMessage, type AdminCsvUploadListItem } from '@ledgerleaf/contracts';
import { formatCalendarDate } from '../../format-dates';
import { CorrectCategorySelect } from './correct-category-select';

/** A stored decimal string with the spec's $ prefix; the sign goes first ("-$12.50"). */
export const formatDollars = (amount: string) => (amount.startsWith('-') ? `-$${amount.slice(1)}` : `$${amount}`);
const percent = (confidence: number | null) => (confidence === null ? '—' : `${Math.round(confidence * 100)}%`);

/** The first categorized rows of the completed upload in context, each correctable by staff. */
export const CsvPreviewTable = () => {
  const upload = useRecordContext<AdminCsvUploadListItem>();
  if (!upload || upload.status !== 'completed') return null;
  const rows = upload.categorizedData;
  const more = upload.originalRowCount - rows.length;
  const choices = upload.categories.map((category) => category.categoryName);
  return (
    <>
      <Table size="small" aria-label={`Preview of ${upload.fileName}`} sx={{ mt: 1 }}>
        <TableHead>
          <TableRow>
            <TableCell>Date</TableCell>
            <TableCell>Name</TableCell>
            <TableCell align="right">Amount</TableCell>
            <TableCell>AI Category</TableCell>
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
                {formatDollars(row.transactionAmount)}
              </TableCell>
              <TableCell>
                <CorrectCategorySelect row={row} choices={choices} />
                {row.needsReview && <Chip size="small" color="warning" variant="outlined" label="Review" sx={{ ml: 1 }} />}
              </TableCell>
              <TableCell align="right">{percent(row.confidence)}</TableCell>
              <TableCell>{row.source ? CATEGORY_SOURCE_LABELS[row.source] : '—'}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
      {more > 0 && (
        <Typography variant="body2" color="text.secondary" sx={{ mt: 1 }}>
          {csvMoreRowsMessage(more)}
        </Typography>
      )}
    </>
  );
};
