// The fields of a receipt from its text (a PDF's text layer or OCR): pure functions, no I/O,
// loaded in the reader's worker thread (so nothing from NestJS here). English and French
// receipts: "Total"/"Montant", "GST/HST"/"TPS/TVH", "PST"/"TVP", "QST"/"TVQ", decimal points
// and commas, "1 234,56 $", dates in the usual forms. Each field comes with a confidence.
import { RECEIPT_LIMITS, type ReceiptField, type ReceiptFields } from '@ledgerleaf/contracts';

const field = <T>(value: T | null, confidence: number): ReceiptField<T> => ({
  value,
  confidence: value === null ? 0 : Math.round(confidence * 100) / 100,
  source: 'reader',
});

/** Every field empty: what an unreadable file starts with. */
export function emptyFields(): ReceiptFields {
  return {
    vendor: field<string>(null, 0),
    date: field<string>(null, 0),
    total: field<string>(null, 0),
    gstHst: field<string>(null, 0),
    pst: field<string>(null, 0),
    qst: field<string>(null, 0),
    businessNumber: field<string>(null, 0),
    currency: field<string>(null, 0),
  };
}

// ---------------------------------------------------------------------------------------------
// Amounts

/** Spaces a receipt may put between thousands: space, no-break space, narrow no-break space. */
const SPACES = /[ \u00a0\u202f]/g;

/**
 * An amount as the receipt wrote it, in cents, or null: "1,234.56", "1 234,56", "1.234,56",
 * "$12.50", "12,50 $", "-3.00". The last separator followed by exactly two digits is the
 * decimal one; every other separator groups thousands (and must group three digits).
 */
export function parseAmountCents(raw: string): number | null {
  let text = raw.replace(/\$|CAD|USD|EUR|€|US|CA|C(?=\$)/gi, '').trim();
  const negative = /^[-−(]/.test(text) || /-$/.test(text);
  text = text.replace(/^[-−(]+|[)-]+$/g, '').replace(SPACES, '');
  const m = /^(\d{1,3}(?:[.,]\d{3})*|\d+)([.,]\d{2})$/.exec(text);
  // A thousands separator must differ from the decimal one ("1.234.56" is not an amount).
  if (m && m[1].includes(m[2][0])) return null;
  if (!m) return null;
  const whole = m[1].replace(/[.,]/g, '');
  if (whole.length > 8) return null;
  const cents = Number(whole) * 100 + Number(m[2].slice(1));
  return negative ? -cents : cents;
}

export const centsText = (cents: number): string => {
  const sign = cents < 0 ? '-' : '';
  const abs = Math.abs(cents);
  return `${sign}${Math.floor(abs / 100)}.${String(abs % 100).padStart(2, '0')}`;
};

/**
 * The amounts written on a line, left to right: digits with thousands grouped by commas,
 * points or spaces and two decimals, with an optional $ on either side. Percentages
 * ("13%", "9,975 %") are not amounts.
 */
const AMOUNT_PATTERN =
  /(?<![\d.,])[-−]?\$?\s?(?:\d{1,3}(?:[ \u00a0\u202f]\d{3})+,\d{2}|\d{1,3}(?:,\d{3})+\.\d{2}|\d{1,3}(?:\.\d{3})+,\d{2}|\d+[.,]\d{2})(?![\d%]|[.,]\d)(?:\s?\$)?(?!\s?%)/g;

/**
 * OCR often reads a trailing "$" as "%": "TPS 5 % 2,78 %", "VISA 230,14 %". A two-decimal
 * number with "%" at the end of a line that already holds another number is an amount (a
 * rate alone, "HST 13.00%", stays a rate).
 */
const PERCENT_FOR_DOLLAR = /(?<![\d.,])((?:\d{1,3}(?:[ \u00a0]\d{3})+|\d+)[.,]\d{2})\s?%\s*$/;

export function amountsOnLine(line: string): number[] {
  const misread = PERCENT_FOR_DOLLAR.exec(line);
  if (misread && /\d/.test(line.slice(0, misread.index))) line = `${line.slice(0, misread.index)}${misread[1]} $`;
  const cleaned = line.replace(/\d+(?:[.,]\d+)?\s?%/g, ' ');
  const found: number[] = [];
  for (const m of cleaned.matchAll(AMOUNT_PATTERN)) {
    const cents = parseAmountCents(m[0]);
    if (cents !== null) found.push(cents);
  }
  return found;
}

// ---------------------------------------------------------------------------------------------
// Business number (CRA): 9 digits, the 9th a check digit (the Luhn algorithm), then the
// program identifier and account: RT0001 for GST/HST.

/** Whether the 9-digit business number's last digit is its check digit (Luhn, as CRA computes it). */
export function businessNumberValid(digits: string): boolean {
  if (!/^\d{9}$/.test(digits)) return false;
  let sum = 0;
  for (let i = 0; i < 9; i++) {
    let d = Number(digits[8 - i]);
    if (i % 2 === 1) {
      d *= 2;
      if (d > 9) d -= 9;
    }
    sum += d;
  }
  return sum % 10 === 0;
}

/** A business number as a person typed it ("123456782", "12345 6782 RT 0001"): the canonical form, or null. */
export function normaliseBusinessNumber(raw: string): string | null {
  const compact = raw.replace(/[\s-]/g, '').toUpperCase();
  const m = /^(\d{9})(?:RT(\d{4}))?$/.exec(compact);
  if (!m || !businessNumberValid(m[1])) return null;
  return `${m[1]}RT${m[2] ?? '0001'}`;
}

interface BusinessNumberReading {
  value: string | null;
  confidence: number;
  /** A number was printed but its check digit is wrong (an OCR misread or a made-up number). */
  rejected: string | null;
}

/** Letters OCR reads for digits (in a run that is otherwise digits): O→0, S→5, I/l/|→1, B→8, Z→2, G→6. */
const DIGIT_LOOKALIKES: Record<string, string> = { O: '0', o: '0', D: '0', S: '5', s: '5', I: '1', l: '1', '|': '1', B: '8', Z: '2', G: '6' };

/**
 * A line with OCR's look-alike letters repaired in the run of characters before "RT": nine
 * with at least seven digits have their letters turned into digits ("12345678O" → "123456780");
 * ten that are nine digits and one letter lose the letter (OCR doubled a digit: "33805394S5"
 * → "338053945"). The check digit then decides whether the repaired number is one.
 */
export function repairDigitLookalikes(line: string): string {
  return line.replace(/(?<![\p{L}\d])((?:[\dOoDSsIlBZG|][\s-]?){8,9}[\dOoDSsIlBZG|])(?=[\s-]*R\s?T[\s-]*\d{4})/gu, (run) => {
    const compact = run.replace(/[\s-]/g, '');
    const digits = (compact.match(/\d/g) ?? []).length;
    if (compact.length === 9 && digits >= 7) return compact.replace(/[OoDSsIlBZG|]/g, (c) => DIGIT_LOOKALIKES[c]);
    if (compact.length === 10 && digits === 9) return compact.replace(/\D/g, '');
    return run;
  });
}

function readBusinessNumber(lines: string[]): BusinessNumberReading {
  let rejected: string | null = null;
  // With its program account: "123456782 RT0001", "12345 6782 RT 0001", "123456782-RT-0001".
  for (const line of lines.map(repairDigitLookalikes)) {
    for (const m of line.matchAll(/(?<!\d)((?:\d[\s-]?){8}\d)[\s-]*R\s?T[\s-]*(\d{4})(?!\d)/gi)) {
      const digits = m[1].replace(/[\s-]/g, '');
      if (businessNumberValid(digits)) return { value: `${digits}RT${m[2]}`, confidence: 0.95, rejected: null };
      rejected ??= `${digits}RT${m[2]}`;
    }
  }
  // Nine digits alone after a GST/HST/TPS label: "GST # 123456782", "No TPS : 123 456 782".
  for (const line of lines) {
    if (!/\b(?:GST|HST|TPS|TVH|BN|NE)\b/i.test(line)) continue;
    for (const m of line.matchAll(/(?<![\d.,])((?:\d[\s-]?){8}\d)(?![\d.,])/g)) {
      const digits = m[1].replace(/[\s-]/g, '');
      if (businessNumberValid(digits)) return { value: `${digits}RT0001`, confidence: 0.7, rejected: null };
      rejected ??= digits;
    }
  }
  return { value: null, confidence: 0, rejected };
}

// ---------------------------------------------------------------------------------------------
// Dates

const MONTHS: Record<string, number> = {
  jan: 1,
  janv: 1,
  janvier: 1,
  january: 1,
  feb: 2,
  fev: 2,
  fevr: 2,
  fevrier: 2,
  february: 2,
  mar: 3,
  mars: 3,
  march: 3,
  apr: 4,
  avr: 4,
  avril: 4,
  april: 4,
  may: 5,
  mai: 5,
  jun: 6,
  juin: 6,
  june: 6,
  jul: 7,
  juil: 7,
  juillet: 7,
  july: 7,
  aug: 8,
  aou: 8,
  aout: 8,
  august: 8,
  sep: 9,
  sept: 9,
  septembre: 9,
  september: 9,
  oct: 10,
  octobre: 10,
  october: 10,
  nov: 11,
  novembre: 11,
  november: 11,
  dec: 12,
  decembre: 12,
  december: 12,
};

const stripAccents = (text: string) => text.normalize('NFD').replace(/[\u0300-\u036f]/g, '');

function isoDate(year: number, month: number, day: number): string | null {
  if (year < 100) year += 2000;
  if (year < 2000 || year > 2099 || month < 1 || month > 12 || day < 1) return null;
  const date = new Date(Date.UTC(year, month - 1, day));
  if (date.getUTCMonth() !== month - 1) return null;
  return `${year}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
}

interface DateReading {
  value: string | null;
  confidence: number;
}

/**
 * The receipt's date: ISO (2026-10-14), month names in English or French ("Oct 14, 2026",
 * "14 octobre 2026", "14-OCT-26"), or digits with slashes, dots or dashes. For digits, a part
 * above 12 decides day and month; when none does, a French receipt is day first and an
 * English one month first, with a lower confidence. A line that says "date" wins over others.
 */
export function readDate(lines: string[], french: boolean): DateReading {
  const found: { value: string; confidence: number; labelled: boolean }[] = [];
  for (const raw of lines) {
    const line = stripAccents(raw).toLowerCase();
    const labelled = /\bdate\b/.test(line);
    for (const m of line.matchAll(/(?<!\d)(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?!\d)/g)) {
      const value = isoDate(Number(m[1]), Number(m[2]), Number(m[3]));
      if (value) found.push({ value, confidence: 0.95, labelled });
    }
    for (const m of line.matchAll(/(?<![\d\w])(\d{1,2})(?:er)?[\s.-]*([a-z]{3,9})\.?[\s.,-]*(\d{4}|\d{2})(?!\d)/g)) {
      const month = MONTHS[m[2]];
      const value = month ? isoDate(Number(m[3]), month, Number(m[1])) : null;
      if (value) found.push({ value, confidence: 0.9, labelled });
    }
    for (const m of line.matchAll(/(?<![a-z])([a-z]{3,9})\.?\s+(\d{1,2})(?:st|nd|rd|th)?,?\s+(\d{4})(?!\d)/g)) {
      const month = MONTHS[m[1]];
      const value = month ? isoDate(Number(m[3]), month, Number(m[2])) : null;
      if (value) found.push({ value, confidence: 0.9, labelled });
    }
    for (const m of line.matchAll(/(?<![\d.,])(\d{1,2})[/.-](\d{1,2})[/.-](\d{4}|\d{2})(?![\d.,])/g)) {
      const a = Number(m[1]);
      const b = Number(m[2]);
      const year = Number(m[3]);
      const dayFirst = a > 12 || (b <= 12 && french);
      const value = dayFirst ? isoDate(year, b, a) : isoDate(year, a, b);
      const confidence = a > 12 || b > 12 || a === b ? 0.85 : 0.55;
      if (value) found.push({ value, confidence, labelled });
    }
  }
  if (!found.length) return { value: null, confidence: 0 };
  const best = found.find((f) => f.labelled) ?? found[0];
  return { value: best.value, confidence: best.confidence };
}

// ---------------------------------------------------------------------------------------------
// Labelled amounts

const SUBTOTAL = /\b(?:sub[\s-]?total|sous[\s-]?total|subtotal)\b/i;
const TOTAL = /\b(?:grand[\s-]?total|total|montant(?:\s+(?:total|du|dû|a\s+payer|à\s+payer))?|amount\s+due|balance\s+due|total\s+due|a\s+payer|à\s+payer)\b/i;
/** Lines that say "total" but are not the receipt's total. */
const NOT_TOTAL =
  /\b(?:sub[\s-]?total|sous[\s-]?total|total\s+(?:tax|taxes|gst|hst|tps|tvq|savings|items?|articles?|discount|rabais)|nombre|items?\s+sold|points)\b/i;
// A tax label may touch its rate ("TPS5%", OCR drops the space): it ends before anything but a letter.
const GST_HST = /\b(?:g\.?s\.?t\.?|h\.?s\.?t\.?|t\.?p\.?s\.?|t\.?v\.?h\.?)(?![\p{L}])/iu;
const QST = /\b(?:q\.?s\.?t\.?|t\.?v\.?q\.?)(?![\p{L}])/iu;
const PST = /\b(?:p\.?s\.?t\.?|r\.?s\.?t\.?|t\.?v\.?p\.?)(?![\p{L}])/iu;
/** A tax line that is a registration number, not an amount. */
const REGISTRATION = /(?:\b(?:no|num[eé]ro|reg(?:istration)?|#)\b|#|\bRT\s?\d{4}|\bTQ\s?\d{4})/i;

interface Labelled {
  cents: number;
  line: number;
}

/** The last amount on each line whose label matches (and not `except`), in line order. */
function labelledAmounts(lines: string[], label: RegExp, except?: RegExp): Labelled[] {
  const out: Labelled[] = [];
  lines.forEach((line, index) => {
    if (!label.test(line) || except?.test(line)) return;
    const amounts = amountsOnLine(line);
    if (amounts.length) out.push({ cents: amounts[amounts.length - 1], line: index });
  });
  return out;
}

/** The lines of one tax (not its registration number, not another tax's line). */
function taxLines(lines: string[], label: RegExp, others: RegExp[]): { line: string; index: number }[] {
  return lines
    .map((line, index) => ({ line, index }))
    .filter(({ line }) => label.test(line) && !others.some((o) => o.test(line.replace(/gst\s*\/\s*hst|tps\s*\/\s*tvh/gi, ''))) && !REGISTRATION.test(line));
}

function taxAmount(lines: string[], label: RegExp, others: RegExp[]): Labelled | null {
  for (const { line, index } of taxLines(lines, label, others)) {
    const amounts = amountsOnLine(line);
    if (amounts.length) return { cents: amounts[amounts.length - 1], line: index };
  }
  return null;
}

// ---------------------------------------------------------------------------------------------
// Currency and vendor

function readCurrency(text: string): { value: string; confidence: number } {
  if (/\bUSD\b|\bUS\s?\$|\$\s?US\b/i.test(text)) return { value: 'USD', confidence: 0.9 };
  if (/\bEUR\b|€/.test(text)) return { value: 'EUR', confidence: 0.9 };
  if (/\bGBP\b|£/.test(text)) return { value: 'GBP', confidence: 0.9 };
  if (/\bCAD\b|\bCA?\$|\$\s?CA\b|\bCDN\b/i.test(text)) return { value: 'CAD', confidence: 0.9 };
  // A Canadian tax line says the receipt is Canadian.
  if (GST_HST.test(text) || QST.test(text)) return { value: 'CAD', confidence: 0.8 };
  return { value: 'CAD', confidence: 0.5 };
}

/** Lines that are never the vendor's name. */
const NOT_VENDOR =
  /^(?:receipt|reçu|recu|facture|invoice|bienvenue|welcome|merci|thank|customer copy|copie|tel|tél|phone|www\.|http|date|heure|time|store|magasin|caisse|cashier|transaction|order|commande)\b/i;

/**
 * A short single word (at most 5 letters: "TTR", "yoo", "TITRE") at the top of a photo is
 * usually OCR reading the table or the paper's edge: a name of two words or more, or of six
 * letters, right below it is preferred; the short word is the vendor when what follows is an
 * address or a city ("IKEA" then "Montréal, QC") or nothing.
 */
const isShortWord = (line: string) => !/\s/.test(line.trim()) && (line.match(/\p{L}/gu) ?? []).length <= 5;

function readVendor(lines: string[]): { value: string | null; confidence: number } {
  let short: { value: string; confidence: number } | null = null;
  for (const [index, raw] of lines.slice(0, 8).entries()) {
    const line = raw.replace(/\s+/g, ' ').trim();
    const letters = (line.match(/\p{L}/gu) ?? []).length;
    if (letters < 3 || letters < line.replace(/\s/g, '').length / 2) continue;
    if (NOT_VENDOR.test(line) || amountsOnLine(line).length) continue;
    if (/^\d+\s+\p{L}/u.test(line)) continue; // a street address
    const value = line.replace(/^[^\p{L}\d]+|[^\p{L}\d.)]+$/gu, '').slice(0, RECEIPT_LIMITS.vendorMaxLength);
    if (!value) continue;
    if (isShortWord(value)) {
      short ??= { value, confidence: 0.5 };
      continue;
    }
    // After a short word, a city line ("Toronto, ON") or an address is not a better name: the short word stands ("IKEA").
    if (short && /[,\d]/.test(value)) return short;
    return { value, confidence: index === 0 ? 0.75 : 0.6 };
  }
  return short ?? { value: null, confidence: 0 };
}

// ---------------------------------------------------------------------------------------------

export interface ReceiptReading {
  fields: ReceiptFields;
  /** The text looked French (TPS, TVQ, sous-total...). */
  french: boolean;
  /** A business number was printed with a wrong check digit (kept out of the fields). */
  rejectedBusinessNumber: string | null;
}

/** The digits of a tax line after its label and rate ("TPS 5 % 1001$" → "1001"). */
function digitsAfterRate(line: string): string {
  return line.replace(/^[^\d]*(?:\d+(?:[.,]\d+)?\s?%)?/, '').replace(/\D/g, '');
}

/** Splits text into trimmed non-empty lines. */
export const textLines = (text: string): string[] =>
  text
    .split(/\r?\n/)
    .map((l) => l.replace(/[\t ]+/g, ' ').trim())
    .filter(Boolean);

/** Everything the reader takes from a receipt's text. */
export function extractReceiptFields(text: string): ReceiptReading {
  const lines = textLines(text);
  const joined = lines.join('\n');
  const french = /\b(?:TPS|TVQ|TVH|sous[\s-]?total|merci|re[çc]u|facture|montant)\b/i.test(joined);
  const fields = emptyFields();

  const vendor = readVendor(lines);
  fields.vendor = field(vendor.value, vendor.confidence);

  const date = readDate(lines, french);
  fields.date = field(date.value, date.confidence);

  const gst = taxAmount(lines, GST_HST, []);
  const qst = taxAmount(lines, QST, [GST_HST]);
  const pst = taxAmount(lines, PST, [GST_HST, QST]);
  if (gst) fields.gstHst = field(centsText(gst.cents), 0.8);
  if (qst) fields.qst = field(centsText(qst.cents), 0.8);
  if (pst) fields.pst = field(centsText(pst.cents), 0.75);

  const totals = labelledAmounts(lines, TOTAL, NOT_TOTAL).filter((t) => t.cents > 0);
  const subtotal = labelledAmounts(lines, SUBTOTAL)[0] ?? null;
  let taxes = (gst?.cents ?? 0) + (qst?.cents ?? 0) + (pst?.cents ?? 0);
  // A tax line whose amount OCR garbled ("TPS 5 % 1001$", the comma lost): when a total minus the
  // subtotal and the other taxes has exactly the digits the line shows after its rate, that is its amount.
  if (subtotal && !totals.some((t) => t.cents === subtotal.cents + taxes)) {
    const kinds = [
      ['gstHst', GST_HST, []],
      ['qst', QST, [GST_HST]],
      ['pst', PST, [GST_HST, QST]],
    ] as const;
    for (const [name, label, others] of kinds) {
      if (fields[name].value !== null) continue;
      const repaired = totals
        .map((t) => t.cents - subtotal.cents - taxes)
        .find((missing) => missing > 0 && taxLines(lines, label, [...others]).some(({ line }) => digitsAfterRate(line) === String(missing)));
      if (repaired === undefined) continue;
      fields[name] = field(centsText(repaired), 0.8);
      taxes += repaired;
      break;
    }
  }
  // The labelled total that equals subtotal + taxes, else the last labelled one; else the largest amount on the receipt.
  const consistent = subtotal ? totals.find((t) => t.cents === subtotal.cents + taxes) : undefined;
  if (consistent) {
    fields.total = field(centsText(consistent.cents), 0.97);
    for (const name of ['gstHst', 'qst', 'pst'] as const) if (fields[name].value !== null) fields[name] = field(fields[name].value, 0.95);
  } else if (totals.length) {
    const grand = totals.find((t) => /grand/i.test(lines[t.line]));
    const chosen = grand ?? totals[totals.length - 1];
    fields.total = field(centsText(chosen.cents), totals.length === 1 || grand ? 0.85 : 0.7);
  } else {
    const all = lines.flatMap(amountsOnLine).filter((c) => c > 0);
    if (all.length) fields.total = field(centsText(Math.max(...all)), 0.4);
  }

  const bn = readBusinessNumber(lines);
  fields.businessNumber = field(bn.value, bn.confidence);

  const currency = readCurrency(joined);
  fields.currency = field(currency.value, currency.confidence);

  return { fields, french, rejectedBusinessNumber: bn.rejected };
}
