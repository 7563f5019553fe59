import { centsToDecimal, fitsMoneyColumn, parseDecimalCents } from '../../common/money/decimal';

export type MoneyParse = { ok: true; value: string } | { ok: false; reason: 'negative' | 'too-large' };

/**
 * Turns typed text or a number into a numeric(10,2) decimal string without float math
 * ("12.345" → "12.35", half up). Anything that is not a number counts as 0, as the spec
 * says; negative amounts and amounts the column cannot hold are refused.
 */
export function parseMoney(input: unknown): MoneyParse {
  let text: string;
  if (typeof input === 'number') {
    if (!Number.isFinite(input)) return { ok: true, value: '0.00' };
    text = String(input);
    // JavaScript prints an exponent only for tiny (< 1e-6) or huge (>= 1e21) numbers.
    if (/e/i.test(text)) {
      if (Math.abs(input) >= 1) return { ok: false, reason: input < 0 ? 'negative' : 'too-large' };
      text = '0';
    }
  } else if (typeof input === 'string') {
    text = input;
  } else {
    return { ok: true, value: '0.00' };
  }
  const cents = parseDecimalCents(text);
  if (cents === null || cents === 0n) return { ok: true, value: '0.00' };
  if (cents < 0n) return { ok: false, reason: 'negative' };
  if (!fitsMoneyColumn(cents)) return { ok: false, reason: 'too-large' };
  return { ok: true, value: centsToDecimal(cents) };
}
