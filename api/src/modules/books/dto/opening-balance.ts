import { BOOKS_MESSAGES } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain.exception';
import { parseDecimalCents } from '../../../common/money/decimal';
import { isoDay } from './books-query';

const invalidField = (name: string, message: string) => new DomainException(DomainErrorKind.INVALID, message, { fields: { [name]: [message] } });

/** numeric(14,2): below a trillion. */
const MAX_CENTS = 100_000_000_000_00n;

/** The body of PUT …/opening-balance: {date: YYYY-MM-DD, amount: "1234.56" | 1234.56}; anything else a 400 naming the field. */
export function parseOpeningBalance(body: unknown): { date: string; cents: bigint } {
  const b = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>;
  const date = typeof b.date === 'string' ? isoDay(b.date.trim()) : undefined;
  if (!date) throw invalidField('date', BOOKS_MESSAGES.badDate('date'));
  let cents: bigint | null = null;
  if (typeof b.amount === 'number' && Number.isFinite(b.amount) && Math.abs(b.amount) < 1e12) cents = parseDecimalCents(b.amount.toFixed(2));
  else if (typeof b.amount === 'string' && b.amount.trim() && b.amount.length <= 40) cents = parseDecimalCents(b.amount);
  if (cents === null || cents >= MAX_CENTS || cents <= -MAX_CENTS) throw invalidField('amount', BOOKS_MESSAGES.badOpeningAmount);
  return { date, cents };
}
