import { EXPORT_COLUMNS, type TrialBalanceResponse } from '@ledgerleaf/contracts';
import { blank, csvLine } from './export-row';

const side = (value: string) => (/^0+(\.0+)?$/.test(value) ? blank : { number: value });

/**
 * The trial balance at a day as a CSV: each account with a balance on its debit or its credit
 * side (the books' trial balance, read from the journal), then a Total line whose two sides
 * are equal. A chart is a few dozen accounts: the file is written in one piece.
 */
export function trialBalanceCsv(trial: TrialBalanceResponse): string {
  return (
    csvLine(EXPORT_COLUMNS['trial-balance']) +
    trial.rows.map((r) => csvLine([r.account, r.type, side(r.debit), side(r.credit)])).join('') +
    csvLine(['Total', '', { number: trial.totals.debit }, { number: trial.totals.credit }])
  );
}
