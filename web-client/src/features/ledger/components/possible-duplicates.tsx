import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import CompareArrowsIcon from '@mui/icons-material/CompareArrows';
import { LEDGER_MESSAGES } from '@ledgerleaf/contracts';
import { DuplicatePair, isPossibleDuplicate, type PossibleDuplicateRow } from '@ledgerleaf/ui';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useDecideDuplicate } from '../api/decide-duplicate';
import { usePossibleDuplicates } from '../api/get-possible-duplicates';

function ClientDuplicatePair({ row }: { row: PossibleDuplicateRow }) {
  const decide = useDecideDuplicate();
  return (
    <DuplicatePair
      row={row}
      newTitle="New in your books"
      formatAmount={formatAmount}
      saving={decide.isPending ? (decide.variables?.decision ?? null) : null}
      onDecide={(decision) => decide.mutate({ transactionId: row.transactionId, decision })}
    />
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
        <ErrorState title={LEDGER_MESSAGES.loadFailed} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : data.transactions.length === 0 ? (
        <EmptyState
          icon={<CompareArrowsIcon />}
          headingLevel="h3"
          title={LEDGER_MESSAGES.emptyDuplicates}
          hint="Add a CSV account to your books from the list below; rows that repeat one already there appear here."
        />
      ) : (
        <Stack spacing={1.5}>
          {data.transactions.filter(isPossibleDuplicate).map((row) => (
            <ClientDuplicatePair key={row.transactionId} row={row} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
