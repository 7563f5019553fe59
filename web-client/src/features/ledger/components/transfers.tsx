import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import type { LedgerRow } from '@ledgerleaf/contracts';
import { formatAmount } from '../../../lib/format';
import { useDecideTransfer, useLedgerPage } from '../api/transfers';

const describe = (r: { date: string; name: string; amount: string; accountName: string }) => `${r.date} ${r.name} ${formatAmount(r.amount)} (${r.accountName})`;

function TransferRow({ row }: { row: LedgerRow }) {
  const decide = useDecideTransfer();
  return (
    <Stack component="article" aria-label={`Transfer ${row.transactionId}`} direction="row" spacing={1} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
      <Typography variant="body2">{describe(row)}</Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {row.transfer ? `↔ ${describe(row.transfer)}` : 'More than one row could be its other half'}
      </Typography>
      {row.transfer && row.transferDecision !== 'transfer' && (
        <Button
          size="small"
          variant="outlined"
          disabled={decide.isPending}
          onClick={() => decide.mutate({ transactionId: row.transactionId, decision: 'transfer', counterpartTransactionId: row.transfer!.transactionId })}
        >
          It is a transfer
        </Button>
      )}
      <Button size="small" disabled={decide.isPending} onClick={() => decide.mutate({ transactionId: row.transactionId, decision: 'not_transfer' })}>
        Not a transfer
      </Button>
    </Stack>
  );
}

/**
 * Transfers between the client's own accounts found in the newest page of the books: each
 * pair once (its money-out side) beside its other half, and the transfer candidates, with the
 * decisions. Nothing shows when there is none.
 */
export function Transfers() {
  const { data } = useLedgerPage();
  const all = data?.transactions ?? [];
  const rows = all.filter(
    (r) => (r.transfer && (Number(r.amount) < 0 || !all.some((o) => o.transactionId === r.transfer!.transactionId))) || r.transferCandidate,
  );
  if (!rows.length) return null;
  return (
    <Paper component="section" aria-labelledby="transfers-title" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id="transfers-title" variant="h6" component="h2">
        Transfers between your accounts
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mb: 2 }}>
        Money moved between your own accounts is neither income nor expense: it stays out of your profit and loss.
      </Typography>
      <Stack spacing={1.5}>
        {rows.map((row) => (
          <TransferRow key={row.transactionId} row={row} />
        ))}
      </Stack>
    </Paper>
  );
}
