import { useState } from 'react';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { LEDGER_MESSAGES, type LedgerRow, type LedgerTransferOf, type TransferDecision, type TransferDecisionRequest } from '@ledgerleaf/contracts';
import { formatCalendarDate } from './csv-preview-table';

/** A row the transfers list shows: one side of a pair (matched or decided), or a candidate. */
export const isTransferRow = (row: LedgerRow): boolean => row.transfer !== null || row.transferCandidate;

/**
 * The rows of a list to show as transfers, each pair once: its money-out side, or the side
 * present when the other is not in the list (another page).
 */
export function transferRowsOf<T extends LedgerRow>(rows: readonly T[]): T[] {
  return rows.filter(
    (row) => (row.transfer && (Number(row.amount) < 0 || !rows.some((o) => o.transactionId === row.transfer!.transactionId))) || row.transferCandidate,
  );
}

/** The counterparts a candidate could take, as the app loaded them (GET .../transfer-candidates). */
export type TransferCandidatesState =
  { status: 'loading' } | { status: 'error'; message: string; onRetry: () => void } | { status: 'ready'; candidates: LedgerTransferOf[] };

export interface TransferPairProps {
  row: LedgerRow;
  /** Money as each spec shows it ($1,234.50 for the client, $1234.50 in the console). */
  formatAmount: (amount: string) => string;
  /** A candidate's possible counterparts (ignored for a pair). */
  candidates?: TransferCandidatesState;
  /** The decision being saved (its button says so; both are disabled meanwhile), or null. */
  saving: TransferDecision | null;
  /** Disables the buttons without a decision in flight (a list reading again). */
  disabled?: boolean;
  onDecide: (request: TransferDecisionRequest) => void;
}

type Side = Pick<LedgerTransferOf, 'accountName' | 'date' | 'name' | 'amount'>;
const direction = (amount: string) => (Number(amount) < 0 ? 'Money out' : 'Money in');

function RowSide({ title, row, formatAmount }: { title: string; row: Side; formatAmount: (amount: string) => string }) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, p: 1.5, bgcolor: 'action.hover', borderRadius: 1 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }}>
        {title}
      </Typography>
      <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{row.name}</Typography>
      <Typography variant="body2">
        {formatAmount(row.amount)} · {formatCalendarDate(row.date)}
      </Typography>
      <Typography variant="body2" sx={{ color: 'text.secondary' }}>
        {row.accountName}
      </Typography>
    </Box>
  );
}

/** The counterpart picker of a candidate: loading, error (with retry), none, or a choice of rows. */
function CounterpartPicker({
  state,
  picked,
  onPick,
  formatAmount,
  name,
}: {
  state: TransferCandidatesState;
  picked: number | null;
  onPick: (id: number) => void;
  formatAmount: (amount: string) => string;
  name: string;
}) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }} id={`${name}-label`}>
        Its other half
      </Typography>
      {state.status === 'loading' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={16} />
          <Typography variant="body2">Looking for its other half...</Typography>
        </Stack>
      ) : state.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.onRetry}>
              Retry
            </Button>
          }
        >
          {LEDGER_MESSAGES.candidatesFailed}: {state.message}
        </Alert>
      ) : state.candidates.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {LEDGER_MESSAGES.emptyTransferCandidates}
        </Typography>
      ) : (
        <RadioGroup aria-labelledby={`${name}-label`} name={name} value={picked === null ? '' : String(picked)} onChange={(_e, value) => onPick(Number(value))}>
          {state.candidates.map((c) => (
            <FormControlLabel
              key={c.transactionId}
              value={String(c.transactionId)}
              control={<Radio size="small" />}
              label={`${c.name} · ${formatAmount(c.amount)} · ${formatCalendarDate(c.date)} · ${c.accountName}`}
            />
          ))}
        </RadioGroup>
      )}
    </Box>
  );
}

/**
 * A transfer between the client's own accounts beside its other half (as a possible duplicate
 * is shown beside the row it matches), or a transfer candidate beside the rows that could be
 * its other half (opposite amount, another account, within 5 days), with the two decisions:
 * "Transfer" (a matched pair: confirm it; a candidate: with the counterpart picked) and
 * "Not a transfer". What the client and staff both decide on.
 */
export function TransferPair({ row, formatAmount, candidates, saving, disabled = false, onDecide }: TransferPairProps) {
  const [picked, setPicked] = useState<number | null>(null);
  const pair = row.transfer;
  const confirmed = pair !== null && row.transferDecision === 'transfer';
  const counterpart = pair ? pair.transactionId : picked;
  const busy = saving !== null || disabled;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={pair ? `Transfer: ${row.name}` : `Transfer candidate: ${row.name}`}
      sx={{ p: 2, bgcolor: pair ? undefined : '#fffbeb' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <RowSide title={`${direction(row.amount)} · ${row.accountName}`} row={row} formatAmount={formatAmount} />
        {pair ? (
          <RowSide title="Other half" row={pair} formatAmount={formatAmount} />
        ) : (
          <CounterpartPicker
            state={candidates ?? { status: 'loading' }}
            picked={picked}
            onPick={setPicked}
            formatAmount={formatAmount}
            name={`counterpart-${row.transactionId}`}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}>
        {confirmed ? (
          <Chip size="small" color="success" label="Confirmed transfer" />
        ) : (
          <Button
            size="small"
            variant="contained"
            disabled={busy || counterpart === null}
            title={counterpart === null ? LEDGER_MESSAGES.pickCounterpart : undefined}
            onClick={() => counterpart !== null && onDecide({ decision: 'transfer', counterpartTransactionId: counterpart })}
          >
            {saving === 'transfer' ? 'Saving...' : 'Transfer'}
          </Button>
        )}
        <Button size="small" variant="outlined" disabled={busy} onClick={() => onDecide({ decision: 'not_transfer' })}>
          {saving === 'not_transfer' ? 'Saving...' : 'Not a transfer'}
        </Button>
      </Stack>
    </Paper>
  );
}
