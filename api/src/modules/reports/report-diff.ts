import type { ReportRowChange, ReportSummaryDto, ReportTransactionRow, ReportVersionChanges } from '@ledgerleaf/contracts';
import { centsToDecimal, parseDecimalCents } from '../../common/money/decimal';

type DiffRow = Pick<ReportTransactionRow, 'transactionId' | 'name' | 'amount' | 'category'>;

const change = (row: DiffRow, from: string | null, to: string | null): ReportRowChange => ({
  transactionId: row.transactionId,
  name: row.name,
  amount: row.amount,
  from,
  to,
});

/**
 * What a version changed against the previous approved one: rows added, removed or
 * recategorized (matched by ledger id; rows without one, from an old override, by
 * date, name and amount) and each category total that moved.
 */
export function diffReportVersions(
  before: { rows: readonly DiffRow[]; summary: ReportSummaryDto | null },
  after: { rows: readonly DiffRow[]; summary: ReportSummaryDto | null },
): ReportVersionChanges {
  const key = (r: DiffRow & { date?: string }) => (r.transactionId !== null ? `id:${r.transactionId}` : `row:${r.date ?? ''}|${r.name}|${r.amount}`);
  const old = new Map(before.rows.map((r) => [key(r), r]));
  const now = new Map(after.rows.map((r) => [key(r), r]));
  const added: ReportRowChange[] = [];
  const recategorized: ReportRowChange[] = [];
  for (const [k, row] of now) {
    const was = old.get(k);
    if (!was) added.push(change(row, null, row.category));
    else if ((was.category ?? null) !== (row.category ?? null)) recategorized.push(change(row, was.category ?? null, row.category ?? null));
  }
  const removed = [...old].filter(([k]) => !now.has(k)).map(([, row]) => change(row, row.category, null));

  const totals = (summary: ReportSummaryDto | null) => new Map((summary?.categories ?? []).map((c) => [c.category, parseDecimalCents(c.total) ?? 0n]));
  const from = totals(before.summary);
  const to = totals(after.summary);
  const moved = [...new Set([...from.keys(), ...to.keys()])]
    .filter((c) => (from.get(c) ?? 0n) !== (to.get(c) ?? 0n))
    .sort()
    .map((category) => ({ category, from: centsToDecimal(from.get(category) ?? 0n), to: centsToDecimal(to.get(category) ?? 0n) }));
  return { added, removed, recategorized, totals: moved };
}
