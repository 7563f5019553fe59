import { useState } from 'react';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { STATEMENT_BALANCE_SOURCE_LABELS, type BookAccountRow, type BookOpeningBalance } from '@ledgerleaf/contracts';
import { OpeningBalanceDialog } from '@ledgerleaf/ui';
import { getErrorMessage } from '../../../lib/api-client';
import { formatAmount, formatDate } from '../../../lib/format';
import { useSetOpeningBalance } from '../api/statements';

/** Where the books' opening came from, in words. */
export function openingStatus(opening: BookOpeningBalance | null | undefined): string {
  if (!opening || opening.status === 'none') return 'Not set';
  if (opening.status === 'set') return 'Set by a person';
  return `Proposed from ${STATEMENT_BALANCE_SOURCE_LABELS[opening.proposed!.from]}`;
}

/**
 * The opening balance of each account of money (the balance at the start of its first day in
 * the books), with where it came from, and an "Opening balance" action per account.
 */
export function OpeningBalancesPanel({ accounts }: { accounts: BookAccountRow[] }) {
  const [editing, setEditing] = useState<BookAccountRow | null>(null);
  return (
    <Paper variant="outlined" component="section" aria-labelledby="opening-balances-title" sx={{ p: { xs: 2, sm: 3 } }}>
      <Typography id="opening-balances-title" variant="h6" component="h2">
        Opening balances
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary', mt: 0.5 }}>
        What each account held (or owed) when your books start. We propose one from your bank or your file; set it from your statement if it differs.
      </Typography>
      {accounts.length === 0 ? (
        <Typography sx={{ mt: 2, color: 'text.secondary' }}>No account of money in your books yet.</Typography>
      ) : (
        <Table size="small" aria-label="Opening balances" sx={{ mt: 1 }}>
          <TableHead>
            <TableRow>
              <TableCell component="th">Account</TableCell>
              <TableCell component="th" align="right">
                Opening balance
              </TableCell>
              <TableCell component="th">On</TableCell>
              <TableCell component="th">From</TableCell>
              <TableCell component="th" />
            </TableRow>
          </TableHead>
          <TableBody>
            {accounts.map((account) => {
              const opening = account.openingBalance;
              return (
                <TableRow key={account.id}>
                  <TableCell>{account.name}</TableCell>
                  <TableCell align="right">{opening?.amount ? formatAmount(opening.amount) : '—'}</TableCell>
                  <TableCell>{opening?.date ? formatDate(opening.date) : '—'}</TableCell>
                  <TableCell>{openingStatus(opening)}</TableCell>
                  <TableCell align="right">
                    <Button size="small" onClick={() => setEditing(account)} aria-label={`Opening balance of ${account.name}`}>
                      Opening balance
                    </Button>
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      )}
      {editing && <OpeningBalanceEditor account={editing} onClose={() => setEditing(null)} />}
    </Paper>
  );
}

/** The shared dialog, saving through the client's own route. */
function OpeningBalanceEditor({ account, onClose }: { account: BookAccountRow; onClose: () => void }) {
  const save = useSetOpeningBalance(account.id);
  return (
    <OpeningBalanceDialog
      account={account}
      audience="client"
      formatAmount={formatAmount}
      formatDate={formatDate}
      onSave={(body) => save.mutate(body, { onSuccess: onClose })}
      saving={save.isPending}
      error={save.isError ? getErrorMessage(save.error) : null}
      onClose={onClose}
    />
  );
}
