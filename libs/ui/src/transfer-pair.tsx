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
import type { LedgerRow, LedgerTransferOf, TransferDecision, TransferDecisionRequest } from '@ledgerleaf/contracts';
import { formatCalendarDate } from './csv-preview-table';
import type { TransferPairTexts } from './texts';

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
  /** A calendar date as the app shows it in the person's language; by default 'Sep 1, 2026'. */
  formatDate?: (isoDate: string) => string;
  /** The pair's words in the person's language (English by default). */
  texts: TransferPairTexts;
}

type Side = Pick<LedgerTransferOf, 'accountName' | 'date' | 'name' | 'amount'>;
type Formats = { formatAmount: (amount: string) => string; formatDate: (isoDate: string) => string };

function RowSide({ title, row, formatAmount, formatDate }: { title: string; row: Side } & Formats) {
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
  formatDate,
  name,
  words,
}: {
  state: TransferCandidatesState;
  picked: number | null;
  onPick: (id: number) => void;
  name: string;
  words: TransferPairTexts;
} & Formats) {
  return (
    <Box sx={{ flex: 1, minWidth: 0, p: 1.5, border: 1, borderColor: 'divider', borderRadius: 1 }}>
      <Typography variant="overline" component="p" sx={{ color: 'text.secondary', lineHeight: 1.5 }} id={`${name}-label`}>
        {words.itsOtherHalf}
      </Typography>
      {state.status === 'loading' ? (
        <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} role="status">
          <CircularProgress size={16} />
          <Typography variant="body2">{words.lookingForOtherHalf}</Typography>
        </Stack>
      ) : state.status === 'error' ? (
        <Alert
          severity="error"
          action={
            <Button color="inherit" size="small" onClick={state.onRetry}>
              {words.retry}
            </Button>
          }
        >
          {words.candidatesFailed}: {state.message}
        </Alert>
      ) : state.candidates.length === 0 ? (
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {words.emptyCandidates}
        </Typography>
      ) : (
        <RadioGroup aria-labelledby={`${name}-label`} name={name} value={picked === null ? '' : String(picked)} onChange={(_e, value) => onPick(Number(value))}>
          {state.candidates.map((c) => (
            <FormControlLabel
              key={c.transactionId}
              value={String(c.transactionId)}
              control={<Radio size="small" />}
              label={`${c.name} · ${formatAmount(c.amount)} · ${formatDate(c.date)} · ${c.accountName}`}
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
export function TransferPair({ row, formatAmount, candidates, saving, disabled = false, onDecide, formatDate = formatCalendarDate, texts }: TransferPairProps) {
  const words = texts;
  const formats = { formatAmount, formatDate };
  const [picked, setPicked] = useState<number | null>(null);
  const pair = row.transfer;
  const confirmed = pair !== null && row.transferDecision === 'transfer';
  const counterpart = pair ? pair.transactionId : picked;
  const busy = saving !== null || disabled;
  return (
    <Paper
      component="article"
      variant="outlined"
      aria-label={pair ? words.pairLabel(row.name) : words.candidateLabel(row.name)}
      sx={{ p: 2, bgcolor: pair ? undefined : '#fffbeb' }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5}>
        <RowSide title={`${Number(row.amount) < 0 ? words.moneyOut : words.moneyIn} · ${row.accountName}`} row={row} {...formats} />
        {pair ? (
          <RowSide title={words.otherHalf} row={pair} {...formats} />
        ) : (
          <CounterpartPicker
            state={candidates ?? { status: 'loading' }}
            picked={picked}
            onPick={setPicked}
            {...formats}
            name={`counterpart-${row.transactionId}`}
            words={words}
          />
        )}
      </Stack>
      <Stack direction="row" spacing={1} sx={{ mt: 1.5, justifyContent: 'flex-end', alignItems: 'center' }}>
        {confirmed ? (
          <Chip size="small" color="success" label={words.confirmed} />
        ) : (
          <Button
            size="small"
            variant="contained"
            disabled={busy || counterpart === null}
            title={counterpart === null ? words.pickCounterpart : undefined}
            onClick={() => counterpart !== null && onDecide({ decision: 'transfer', counterpartTransactionId: counterpart })}
          >
            {saving === 'transfer' ? words.saving : words.transfer}
          </Button>
        )}
        <Button size="small" variant="outlined" disabled={busy} onClick={() => onDecide({ decision: 'not_transfer' })}>
          {saving === 'not_transfer' ? words.saving : words.notTransfer}
        </Button>
      </Stack>
    </Paper>
  );
}
