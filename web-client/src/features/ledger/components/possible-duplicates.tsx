import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { DUPLICATE_DECISION_LABELS, DUPLICATE_DECISIONS, LEDGER_MESSAGES, LEDGER_SOURCE_LABELS, type LedgerDuplicateOf, type LedgerRow } from '@ledgerleaf/contracts';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useDecideDuplicate } from '../api/decide-duplicate';
import { usePossibleDuplicates } from '../api/get-possible-duplicates';

type Side = Pick<LedgerDuplicateOf, 'source' | 'accountName' | 'date' | 'name' | 'amount'>;

function RowSide({ title, row }: { title: string; row: Side }) {
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
        {LEDGER_SOURCE_LABELS[row.source]}: {row.accountName}
      </Typography>
    </Box>
  );
}

function DuplicatePair({ row }: { row: LedgerRow & { duplicate: LedgerDuplicateOf } }) {
  const decide = useDecideDuplicate();
  const busy = decide.isPending;
  return (
    <Paper component="article" variant="outlined" aria-label={`Possible duplicate: ${row.name}`} sx={{ p: 2 }}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <RowSide title="New in your books" row={row} />
        <RowSide title="Looks like" row={row.duplicate} />
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end' }}>
        {DUPLICATE_DECISIONS.map((decision) => (
          <Button
            key={decision}
            size="small"
            variant={decision === 'same' ? 'contained' : 'outlined'}
            disabled={busy}
            onClick={() => decide.mutate({ transactionId: row.transactionId, decision })}
          >
            {busy && decide.variables?.decision === decision ? 'Saving...' : DUPLICATE_DECISION_LABELS[decision]}
          </Button>
        ))}
      </Stack>
    </Paper>
  );
}

/**
 * The possible duplicates of the client's books, each beside the row it matches, with the
 * two decisions. Until decided, the row already in the books counts and the new one does not.
 */
export function PossibleDuplicates() {
  const { data, isPending, isError, error, refetch } = usePossibleDuplicates();
  return (
    <Paper component="section" aria-labelledby="possible-duplicates-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="possible-duplicates-title" variant="h6" component="h2">
        Possible duplicates
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Rows that look like a transaction already in your books count once until you decide.
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={LEDGER_MESSAGES.loadFailed} message={getErrorMessage(error)} onRetry={() => void refetch()} />
      ) : data.transactions.length === 0 ? (
        <EmptyState icon={<CompareArrowsIcon />} headingLevel="h3" title={LEDGER_MESSAGES.emptyDuplicates} hint="Add a CSV account to your books from the list below; rows that repeat one already there appear here." />
      ) : (
        <Stack spacing={1.5}>
          {data.transactions
            .filter((row): row is LedgerRow & { duplicate: LedgerDuplicateOf } => row.duplicate !== null)
            .map((row) => (
              <DuplicatePair key={row.transactionId} row={row} />
            ))}
        </Stack>
      )}
    </Paper>
  );
}
