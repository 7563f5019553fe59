import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import SyncAltIcon from '@mui/icons-material/SyncAlt';
import { LEDGER_MESSAGES, type LedgerRow } from '@ledgerleaf/contracts';
import { TransferPair, transferRowsOf, type TransferCandidatesState } from '@ledgerleaf/ui';
import { EmptyState } from '../../../components/empty-state';
import { ErrorState } from '../../../components/error-state';
import { PageSpinner } from '../../../components/page-spinner';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount } from '../../../lib/format';
import { useDecideTransfer, useTransferCandidates, useTransfers } from '../api/transfers';

function ClientTransfer({ row }: { row: LedgerRow }) {
  const decide = useDecideTransfer();
  // a candidate's possible counterparts are asked for only when it has no pair
  const candidates = useTransferCandidates(row.transactionId, row.transfer === null);
  const state: TransferCandidatesState = candidates.isPending
    ? { status: 'loading' }
    : candidates.isError
      ? { status: 'error', message: getErrorMessage(candidates.error), onRetry: () => void candidates.refetch() }
      : { status: 'ready', candidates: candidates.data.candidates.filter((c) => c.transactionId !== row.transactionId) };
  return (
    <TransferPair
      row={row}
      formatAmount={formatAmount}
      candidates={row.transfer === null ? state : undefined}
      saving={decide.isPending ? (decide.variables?.decision ?? null) : null}
      onDecide={(request) => decide.mutate({ transactionId: row.transactionId, ...request })}
    />
  );
}

/**
 * Transfers between the client's own accounts (GET /api/ledger?transfers=flagged): each pair
 * once (its money-out side) beside its other half, and each transfer candidate beside the rows
 * that could be its other half, with the decisions.
 */
export function Transfers() {
  const { data, isPending, isError, error, refetch } = useTransfers();
  const rows = data ? transferRowsOf(data.transactions) : [];
  return (
    <Paper component="section" aria-labelledby="transfers-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="transfers-title" variant="h6" component="h2">
        Transfers between your accounts
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Money moved between your own accounts is neither income nor expense: it stays out of your profit and loss.
      </Typography>
      {isPending ? (
        <PageSpinner minHeight={120} />
      ) : isError ? (
        <ErrorState title={LEDGER_MESSAGES.loadFailed} message={getErrorMessage(error)} error={error} onRetry={() => void refetch()} />
      ) : rows.length === 0 ? (
        <EmptyState
          icon={<SyncAltIcon />}
          headingLevel="h3"
          title={LEDGER_MESSAGES.emptyTransfers}
          hint="When a payment leaves one of your accounts and arrives in another (a card payment from chequing, say), the two rows show here."
        />
      ) : (
        <Stack spacing={1.5}>
          {rows.map((row) => (
            <ClientTransfer key={row.transactionId} row={row} />
          ))}
        </Stack>
      )}
    </Paper>
  );
}
