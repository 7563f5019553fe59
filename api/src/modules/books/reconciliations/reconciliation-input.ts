import { RECONCILIATION_LIMITS, RECONCILIATION_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { parseDecimalCents } from '../../../common/money/decimal';
import { monthBounds } from '../../../common/time/month-bounds';
import { isoDay } from '../dto/books-query';

const invalidField = (name: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [name]: [message] } });
const single = (value: unknown): string | undefined =>
  Array.isArray(value) ? String(value[value.length - 1]) : value === undefined ? undefined : String(value);

/** numeric(14,2): below a trillion. */
const MAX_CENTS = 100_000_000_000_00n;

export interface ReconciliationPeriod {
  /** YYYY-MM */
  month: string;
  start: string;
  end: string;
}

/** A month YYYY-MM (years 1900 to 2999) with its first and last day; anything else a 400 naming the format. */
export function parseMonth(value: unknown, field = 'month'): ReconciliationPeriod {
  const text = single(value)?.trim();
  const match = text === undefined ? null : /^(\d{4})-(0[1-9]|1[0-2])$/.exec(text);
  if (!match || Number(match[1]) < 1900 || Number(match[1]) > 2999) throw invalidField(field, RECONCILIATION_MESSAGES.badMonth);
  const { startDate, endDate } = monthBounds({ year: Number(match[1]), month: Number(match[2]) });
  return { month: text!, start: startDate, end: endDate };
}

/**
 * PUT …/reconciliations/:accountId/:month: {statementClosing: "1234.56" | 1234.56, date?: YYYY-MM-DD
 * within the month (the statement's day; the month's last day when left out)}.
 */
export function parseStatementEntry(body: unknown, month: ReconciliationPeriod): { cents: bigint; date: string } {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  let cents: bigint | null = null;
  const raw = b.statementClosing;
  if (typeof raw === 'number' && Number.isFinite(raw) && Math.abs(raw) < 1e12) cents = parseDecimalCents(raw.toFixed(2));
  else if (typeof raw === 'string' && raw.trim() && raw.length <= 40) cents = parseDecimalCents(raw);
  if (cents === null || cents >= MAX_CENTS || cents <= -MAX_CENTS) throw invalidField('statementClosing', RECONCILIATION_MESSAGES.badStatementClosing);
  let date = month.end;
  if (b.date !== undefined && b.date !== null && b.date !== '') {
    const day = typeof b.date === 'string' ? isoDay(b.date.trim()) : undefined;
    if (!day || day < month.start || day > month.end) throw invalidField('date', `date must be a day of ${month.month} (YYYY-MM-DD)`);
    date = day;
  }
  return { cents, date };
}

/** POST …/reconcile: {} or {adjustment: {memo}} (the memo required, at most 500 characters). */
export function parseReconcileBody(body: unknown): { memo: string } | null {
  if (body === undefined || body === null) return null;
  if (typeof body !== 'object' || Array.isArray(body)) throw new DomainException(DomainErrorKind.INVALID, RECONCILIATION_MESSAGES.badBody);
  const adjustment = (body as Record<string, unknown>).adjustment;
  if (adjustment === undefined || adjustment === null) return null;
  if (typeof adjustment !== 'object' || Array.isArray(adjustment)) throw new DomainException(DomainErrorKind.INVALID, RECONCILIATION_MESSAGES.badBody);
  const memo = (adjustment as Record<string, unknown>).memo;
  if (typeof memo !== 'string' || !memo.trim() || memo.trim().length > RECONCILIATION_LIMITS.memoMaxLength)
    throw invalidField('adjustment.memo', RECONCILIATION_MESSAGES.memoRequired);
  return { memo: memo.trim() };
}

/** `unreconciledReason` of an approval: trimmed text or null; anything else a 400. */
export function parseUnreconciledReason(value: unknown): string | null {
  if (value === undefined || value === null) return null;
  if (typeof value !== 'string' || value.trim().length > RECONCILIATION_LIMITS.reasonMaxLength)
    throw invalidField('unreconciledReason', RECONCILIATION_MESSAGES.badReason);
  return value.trim() || null;
}
