/** numeric(10,2): at most 8 digits before the point. */
const MAX_INTEGER_DIGITS = 8;

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
    text = input.trim().replace(/[$,\s]/g, '');
  } else {
    return { ok: true, value: '0.00' };
  }
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return { ok: true, value: '0.00' };
  const [, sign, intRaw, fracRaw = ''] = match;
  let cents = BigInt(intRaw || '0') * 100n + BigInt((fracRaw + '00').slice(0, 2));
  if (Number(fracRaw[2] ?? '0') >= 5) cents += 1n;
  if (cents === 0n) return { ok: true, value: '0.00' };
  if (sign === '-') return { ok: false, reason: 'negative' };
  const whole = cents / 100n;
  if (whole.toString().length > MAX_INTEGER_DIGITS) return { ok: false, reason: 'too-large' };
  return { ok: true, value: `${whole}.${(cents % 100n).toString().padStart(2, '0')}` };
}
