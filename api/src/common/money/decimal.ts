// Money text → integer cents, without floats. Shared by the profile's tax amounts
// (account/money.ts), CSV uploads and manual transactions.

/** numeric(10,2): at most 8 digits before the point. */
export const MONEY_MAX_INTEGER_DIGITS = 8;

/** Groups: opening parenthesis, minus, whole dollars, cents, closing parenthesis. */
const PLAIN = /^(\()?(-)?\$?(\d{1,15})\.(\d\d)(\))?$/;

/**
 * Parses an amount as people and banks write it: "1234.5", "$1,234.56", "-12.00",
 * "-$12.00", "(12.00)" (negative), "12.00-" (negative), "1 234,56" (decimal comma).
 * Rounds half up at the third decimal. Returns null for anything that is not an amount.
 */
export function parseDecimalCents(input: string): bigint | null {
  // the common cases first (a bank export's every row): "-12.34", "1280.00", "$12.34", "-$12.34", "($12.34)", "(12.34)"
  const plain = PLAIN.exec(input);
  if (plain && !plain[1] === !plain[5] && !(plain[1] && plain[2])) {
    const cents = BigInt(plain[3] + plain[4]);
    return plain[1] || plain[2] ? -cents : cents;
  }
  let text = input.trim();
  let negative = false;
  if (/^\(.*\)$/.test(text)) {
    negative = true;
    text = text.slice(1, -1).trim();
  }
  if (text.endsWith('-')) {
    if (negative) return null;
    negative = true;
    text = text.slice(0, -1);
  }
  // blanks, no-break and narrow no-break spaces are thousands separators ("1 234,56", French exports)
  text = text.replace(/^(CAD|CA\$|C\$|USD|US\$)|(CAD|USD)$/gi, '').replace(/[\s\u00a0\u202f\u2009$]/g, '');
  // a decimal comma ("1 234,56") when there is no point and the comma has 1-2 digits after it
  if (!text.includes('.') && /,\d{1,2}$/.test(text)) text = text.replace(/,(\d{1,2})$/, '.$1');
  if (/,/.test(text) && !/^[+-]?\d{1,3}(,\d{3})*(\.\d*)?$/.test(text)) return null;
  text = text.replace(/,/g, '');
  const match = /^([+-])?(\d*)(?:\.(\d*))?$/.exec(text);
  if (!match || (!match[2] && !match[3])) return null;
  const [, sign, intRaw, fracRaw = ''] = match;
  if (sign === '-') {
    if (negative) return null;
    negative = true;
  }
  let cents = BigInt(intRaw || '0') * 100n + BigInt((fracRaw + '00').slice(0, 2));
  if (Number(fracRaw[2] ?? '0') >= 5) cents += 1n;
  return negative ? -cents : cents;
}

const SIMPLE_COMMA = /^(-?\d{1,15}),(\d\d)$/;

/**
 * An amount written with a decimal comma ("1 234,56", "1.234,56", "(57,25)", "57,25-",
 * "-57,25 $") in the point form parseDecimalCents reads ("1234.56"…): points and blanks
 * are thousands separators, the one comma the decimal separator. Text that is no such
 * amount comes back as it was, for the error to quote what the file wrote.
 */
export function commaDecimalToPoint(input: string): string {
  // the common case first (a bank export's every row): "57,25", "-1280,00"
  const simple = SIMPLE_COMMA.exec(input);
  if (simple) return `${simple[1]}.${simple[2]}`;
  if (!input.includes(',') && !input.includes('.')) return input;
  const stripped = input.replace(/[.\s\u00a0\u202f\u2009]/g, '');
  const commas = stripped.split(',').length - 1;
  if (commas > 1) return input;
  const point = commas ? stripped.replace(',', '.') : stripped;
  return parseDecimalCents(point) === null ? input : point;
}

/** Whether numeric(10,2) can hold the amount. */
export function fitsMoneyColumn(cents: bigint): boolean {
  const abs = cents < 0n ? -cents : cents;
  return (abs / 100n).toString().length <= MONEY_MAX_INTEGER_DIGITS;
}

/** Cents → "1234.56" / "-12.00". */
export function centsToDecimal(cents: bigint): string {
  const negative = cents < 0n;
  const abs = negative ? -cents : cents;
  return `${negative ? '-' : ''}${abs / 100n}.${(abs % 100n).toString().padStart(2, '0')}`;
}

/** "$1,234.56", "-$12.00": money as the PDFs show it. */
export function formatMoney(cents: number): string {
  const [whole, fraction] = centsToDecimal(BigInt(Math.abs(cents))).split('.');
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, ',');
  return `${cents < 0 ? '-' : ''}$${grouped}.${fraction}`;
}
