// Transaction dates as banks and spreadsheets export them. Day-first or month-first for
// numeric dates (01/09/2026) is decided once per file, from the values themselves.

export type DayMonthOrder = 'MDY' | 'DMY';

const MONTHS: Record<string, number> = {
  JAN: 1,
  FEB: 2,
  MAR: 3,
  APR: 4,
  MAY: 5,
  JUN: 6,
  JUL: 7,
  AUG: 8,
  SEP: 9,
  SEPT: 9,
  OCT: 10,
  NOV: 11,
  DEC: 12,
  // French abbreviations (Quebec banks)
  JANV: 1,
  FEV: 2,
  FEVR: 2,
  MARS: 3,
  AVR: 4,
  MAI: 5,
  JUIN: 6,
  JUIL: 7,
  AOUT: 8,
  SEPTEMBRE: 9,
  OCTO: 10,
  DECE: 12,
};

const NUMERIC = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;
const ISO = /^(\d{4})[-/.](\d{1,2})[-/.](\d{1,2})(?:[T\s].*)?$/;
const COMPACT = /^(\d{4})(\d{2})(\d{2})$/;

function monthNumber(word: string): number | undefined {
  const w = word
    .normalize('NFD')
    .replace(/[\u0300-\u036f.]/g, '')
    .toUpperCase();
  return MONTHS[w] ?? MONTHS[w.slice(0, 4)] ?? MONTHS[w.slice(0, 3)];
}

function iso(y: number, m: number, d: number): string | null {
  if (y < 1900 || y > 2100 || m < 1 || m > 12 || d < 1) return null;
  const leap = (y % 4 === 0 && y % 100 !== 0) || y % 400 === 0;
  const days = m === 2 ? (leap ? 29 : 28) : [4, 6, 9, 11].includes(m) ? 30 : 31;
  if (d > days) return null;
  return `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`;
}

const fullYear = (y: string) => (y.length === 2 ? 2000 + Number(y) : Number(y));

/**
 * Day-first when some numeric date has a first part above 12, month-first when some has
 * a second part above 12; when nothing tells, `fallback`: month-first (the North American
 * default) unless the file's language says otherwise (French headers: day-first, issue 31).
 * `conflict` when the file has both (month-first then, some dates wrong and reported). Fed
 * one value at a time, so a file is decided while it streams by.
 */
export class DayMonthOrderEvidence {
  private dayFirst = false;
  private monthFirst = false;

  constructor(private readonly fallback: DayMonthOrder = 'MDY') {}

  see(value: string): void {
    const m = NUMERIC.exec(value.trim());
    if (!m) return;
    if (Number(m[1]) > 12) this.dayFirst = true;
    if (Number(m[2]) > 12) this.monthFirst = true;
  }

  get order(): DayMonthOrder {
    if (this.monthFirst) return 'MDY';
    return this.dayFirst ? 'DMY' : this.fallback;
  }

  /** The order already certain before the end: month-first once a second part above 12 was seen (nothing later can change it); else null. */
  get settled(): DayMonthOrder | null {
    return this.monthFirst ? 'MDY' : null;
  }

  get conflict(): boolean {
    return this.dayFirst && this.monthFirst;
  }
}

/** "2026-09-01", "20260901", "09/01/2026", "01/09/2026" (with `order`), "Sep 1, 2026", "1 Sep 2026", "01-Sep-26" → "2026-09-01"; null when not a real date. */
export function parseCsvDate(raw: string, order: DayMonthOrder): string | null {
  const text = raw.trim();
  let m = ISO.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  // "20260901" (BMO, OFX)
  m = COMPACT.exec(text);
  if (m) return iso(Number(m[1]), Number(m[2]), Number(m[3]));
  m = NUMERIC.exec(text);
  if (m) {
    const [a, b] = [Number(m[1]), Number(m[2])];
    return order === 'DMY' ? iso(fullYear(m[3]), b, a) : iso(fullYear(m[3]), a, b);
  }
  // "Sep 1, 2026", "September 1 2026"
  m = /^([A-Za-zÀ-ÿ.]+)\s+(\d{1,2}),?\s+(\d{4})$/.exec(text);
  if (m) {
    const month = monthNumber(m[1]);
    return month ? iso(Number(m[3]), month, Number(m[2])) : null;
  }
  // "1 Sep 2026", "01-Sep-2026", "1 septembre 2026"
  m = /^(\d{1,2})[\s-]+([A-Za-zÀ-ÿ.]+)[\s-,]+(\d{2}|\d{4})$/.exec(text);
  if (m) {
    const month = monthNumber(m[2]);
    return month ? iso(fullYear(m[3]), month, Number(m[1])) : null;
  }
  return null;
}
