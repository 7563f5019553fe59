import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { DUPLICATE_DECISIONS, type DuplicateDecision, type LedgerDuplicateOf, type LedgerRow } from '@ledgerleaf/contracts';
import { formatCalendarDate } from './csv-preview-table';
import type { DuplicatePairTexts } from './texts';

/** A possible duplicate with the row it matches (the rows of GET /api/ledger?duplicates=undecided). */
export type PossibleDuplicateRow = LedgerRow & { duplicate: LedgerDuplicateOf };

export const isPossibleDuplicate = (row: LedgerRow): row is PossibleDuplicateRow => row.duplicate !== null;

export interface DuplicatePairProps {
  row: PossibleDuplicateRow;
  /** The new row's heading: 'New in your books' for the client, 'New in the books' in the console. */
  newTitle: string;
  /** Money as each spec shows it ($1,234.50 for the client, $1234.50 in the console). */
  formatAmount: (amount: string) => string;
  /** The decision being saved (its button says so; both are disabled meanwhile), or null. */
  saving: DuplicateDecision | null;
  /** Disables both buttons without a decision in flight (a list reading again). */
  disabled?: boolean;
  onDecide: (decision: DuplicateDecision) => void;
  /** A calendar date as the app shows it in the person's language; by default 'Sep 1, 2026'. */
  formatDate?: (isoDate: string) => string;
  /** The pair's words in the person's language (English by default). */
  texts: DuplicatePairTexts;
}

type Side = Pick<LedgerDuplicateOf, 'source' | 'accountName' | 'date' | 'name' | 'amount'>;

interface RowSideProps {
  title: string;
  row: Side;
  formatAmount: (amount: string) => string;
  formatDate: (isoDate: string) => string;
  sources: DuplicatePairTexts['sources'];
}

function RowSide({ title, row, formatAmount, formatDate, sources }: RowSideProps) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
      <Typography variant="body2">
        {formatAmount(row.amount)} · {formatDate(row.date)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {sources[row.source]}: {row.accountName}
      </Typography>
    </Box>
  );
}

/**
 * A possible duplicate beside the row it matches (date, name, amount, source, account),
 * with "Same transaction" and "Both are real": what the client and staff both decide on.
 */
export function DuplicatePair({ row, newTitle, formatAmount, saving, disabled = false, onDecide, formatDate = formatCalendarDate, texts }: DuplicatePairProps) {
  const words = texts;
  const side = { formatAmount, formatDate, sources: words.sources };
  return (
    <Paper component="article" variant="outlined" aria-label={words.label(row.name)} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <RowSide title={newTitle} row={row} {...side} />
        <RowSide title={words.looksLike} row={row.duplicate} {...side} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {DUPLICATE_DECISIONS.map((decision) => (
          <Button
            key={decision}
            size="small"
            variant={decision === 'same' ? 'contained' : 'outlined'}
            disabled={saving !== null || disabled}
            onClick={() => onDecide(decision)}
          >
            {saving === decision ? words.saving : words.decisions[decision]}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}
