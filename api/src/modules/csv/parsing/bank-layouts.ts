// The CSV layouts of Canadian banks' transaction downloads (issue 21), and how a file's
// first records tell which one it is. Each bank's columns are written from its published
// export (see docs/decisions/csv.md, "bank files"); the fixtures in api/test/fixtures/bank-files
// follow them.
import { type BankFileFormat, CSV_REQUIRED_COLUMNS, HOME_CURRENCY, type MappingDateOrder, type MappingDecimalSeparator } from '@ledgerleaf/contracts';
import type { DayMonthOrder } from './csv-dates';
import { FRENCH_HEADER_NAMES, foldHeader, isFrenchHeader } from './french-headers';

export type Delimiter = ',' | ';' | '\t';

/**
 * How to read a file's records into canonical rows: which cells hold the date, the name
 * and the amount (signed, or money out / money in), what comes before the data, the date
 * order when the bank fixes it (null: decided from the file's own dates).
 */
export interface CsvLayout {
  format: BankFileFormat;
  delimiter: Delimiter;
  /** Records before the first data record: account lines of a preamble, then the header if any. */
  skip: number;
  date: number;
  /** Cells joined with a space (RBC's Description 1 and 2). */
  name: number[];
  amount?: number;
  debit?: number;
  credit?: number;
  /** The file shows money out as positive (credit card charges). */
  invert?: boolean;
  /** A column whose value says the amount is money out (Scotiabank's "Type of Transaction": Debit). */
  outWhen?: { column: number; values: string[] };
  category?: number;
  /** An amount column of another currency, read when the main one is blank (RBC's USD$). */
  foreign?: { column: number; currency: string };
  currency: string;
  order: DayMonthOrder | null;
  /** What errors call the date, name and amount columns (the file's own header names). */
  labels: { date: string; name: string; amount: string; category: string };
  /** A running balance column: the account's statement balances (statement_balances, csv_balance). */
  balance?: number;
  /** ',' when the file writes its amounts with a decimal comma (57,25, 1 234,56, 1.234,56): read as such. */
  decimal?: MappingDecimalSeparator;
  /** The order a file whose dates never tell is read with (French headers: day-first); month-first when absent. */
  defaultOrder?: DayMonthOrder;
  /** Only year-first dates (2026-10-03, 2026/10/03, 20261003) are dates (a mapping's dateOrder YMD). */
  yearFirst?: boolean;
}

const norm = (cell: string) =>
  cell
    .replace(/^\uFEFF/, '')
    .trim()
    .toLowerCase()
    .replace(/\s+/g, ' ');

/** A bank layout whose header line names its columns. */
interface HeaderLayout {
  format: BankFileFormat;
  /** Every cell the header must have (normalised), beyond the ones named below. */
  requires: string[];
  date: string;
  name: string[];
  amount?: string;
  debit?: string;
  credit?: string;
  invert?: boolean;
  outWhen?: { column: string; values: string[] };
  foreign?: { column: string; currency: string };
  order: DayMonthOrder | null;
  /** The running balance column, when the bank writes one. */
  balance?: string;
  /** A French header (issue 31): numeric dates no value decides are read day-first. */
  french?: boolean;
}

/**
 * Most specific first: a header is taken by the first layout all of whose columns it has.
 * RBC: "Account Type","Account Number","Transaction Date","Cheque Number","Description 1",
 * "Description 2","CAD$","USD$" (M/D/YYYY). BMO bank accounts and Mastercard put a
 * "Following data is valid as of …" preamble before the header and write dates YYYYMMDD.
 */
const HEADER_LAYOUTS: HeaderLayout[] = [
  {
    format: 'rbc',
    requires: ['account type', 'account number', 'cheque number'],
    date: 'transaction date',
    name: ['description 1', 'description 2'],
    amount: 'cad$',
    foreign: { column: 'usd$', currency: 'USD' },
    order: 'MDY',
  },
  { format: 'bmo', requires: ['first bank card', 'transaction type'], date: 'date posted', name: ['description'], amount: 'transaction amount', order: null },
  {
    format: 'bmo',
    requires: ['item #', 'card #', 'posting date'],
    date: 'transaction date',
    name: ['description'],
    amount: 'transaction amount',
    invert: true,
    order: null,
  },
  {
    format: 'scotiabank',
    requires: ['filter', 'status'],
    date: 'date',
    name: ['description', 'sub-description'],
    amount: 'amount',
    outWhen: { column: 'type of transaction', values: ['debit'] },
    order: null,
  },
  // National Bank's French download: Date;Description;Catégorie;Débit;Crédit;Solde (names folded: no accents)
  {
    format: 'national-bank',
    requires: ['categorie', 'solde'],
    date: 'date',
    name: ['description'],
    debit: 'debit',
    credit: 'credit',
    balance: 'solde',
    order: null,
    french: true,
  },
  // Desjardins' French download with a header (AccèsD, "Relevé de compte"): Date;Description;Retrait;Dépôt;Solde
  {
    format: 'desjardins',
    requires: ['solde'],
    date: 'date',
    name: ['description'],
    debit: 'retrait',
    credit: 'depot',
    balance: 'solde',
    order: null,
    french: true,
  },
  {
    format: 'national-bank',
    requires: ['category', 'balance'],
    date: 'date',
    name: ['description'],
    debit: 'debit',
    credit: 'credit',
    balance: 'balance',
    order: null,
  },
  { format: 'amex', requires: ['date processed'], date: 'date', name: ['description'], amount: 'amount', invert: true, order: null },
  { format: 'tangerine', requires: ['transaction', 'memo'], date: 'date', name: ['name'], amount: 'amount', order: 'MDY' },
  { format: 'tangerine', requires: ['transaction', 'memo'], date: 'transaction date', name: ['name'], amount: 'amount', order: 'MDY' },
  { format: 'simplii', requires: [], date: 'date', name: ['transaction details'], debit: 'funds out', credit: 'funds in', order: 'MDY' },
];

const ISO_DATE = /^\d{4}-\d{1,2}-\d{1,2}$/;
const SLASH_YMD = /^\d{4}\/\d{1,2}\/\d{1,2}$/;
const MDY_DATE = /^\d{1,2}\/\d{1,2}\/\d{4}$/;
const WORD_DATE = /^\d{1,2}[\s-][A-Za-zÀ-ÿ]{3,}\.?[\s-]\d{4}$/;
// also French forms: "1 234,56" (blank, no-break or narrow no-break space between thousands), "57,25 $", "57,25-"
const AMOUNT = /^[-+(]?\$?\s?(?:\d[\d,.\s]*)?\d(?:[.,]\d{1,2})?\)?(?:\s?\$)?-?$/;
const isAmountOrBlank = (cell: string) => cell.trim() === '' || AMOUNT.test(cell.trim());
const isAmount = (cell: string) => AMOUNT.test(cell.trim());
const MASKED_CARD = /^\d{4}\*+\d{3,4}$/;

/** A headerless bank layout, told by the shape of its data records. */
interface ShapeLayout {
  format: BankFileFormat;
  matches: (cells: string[]) => boolean;
  layout: Omit<CsvLayout, 'format' | 'delimiter' | 'skip' | 'currency' | 'labels'>;
}

/**
 * TD and CIBC both export date, description, debit, credit with no header. TD writes
 * MM/DD/YYYY and a balance in a fifth column; CIBC writes YYYY-MM-DD, and its credit card
 * files a masked card number (4500********1234) in the fifth. Desjardins (AccesD) has 14 or
 * more columns with a YYYY/MM/DD date in the fourth. Scotiabank's older download is
 * date, signed amount, "-", type, description.
 */
const SHAPE_LAYOUTS: ShapeLayout[] = [
  {
    format: 'desjardins',
    matches: (c) => c.length >= 14 && SLASH_YMD.test(c[3].trim()) && isAmountOrBlank(c[7]) && isAmountOrBlank(c[8]),
    // the 14th column is the account's balance after the row (issue 31: it feeds the statement balances)
    layout: { date: 3, name: [5], debit: 7, credit: 8, balance: 13, order: null },
  },
  {
    format: 'td',
    matches: (c) =>
      c.length === 5 &&
      MDY_DATE.test(c[0].trim()) &&
      isAmountOrBlank(c[2]) &&
      isAmountOrBlank(c[3]) &&
      isAmount(c[4]) &&
      (c[2].trim() !== '' || c[3].trim() !== ''),
    layout: { date: 0, name: [1], debit: 2, credit: 3, balance: 4, order: 'MDY' },
  },
  {
    format: 'cibc',
    matches: (c) =>
      (c.length === 4 || (c.length === 5 && (c[4].trim() === '' || MASKED_CARD.test(c[4].trim())))) &&
      ISO_DATE.test(c[0].trim()) &&
      isAmountOrBlank(c[2]) &&
      isAmountOrBlank(c[3]) &&
      (c[2].trim() !== '' || c[3].trim() !== ''),
    layout: { date: 0, name: [1], debit: 2, credit: 3, order: null },
  },
  {
    format: 'scotiabank',
    matches: (c) => c.length === 5 && MDY_DATE.test(c[0].trim()) && isAmount(c[1]) && c[2].trim() === '-',
    layout: { date: 0, name: [3, 4], amount: 1, order: 'MDY' },
  },
  {
    // the older Amex Canada CSV: date, "Reference: …", amount (charges positive), description, details
    format: 'amex',
    matches: (c) => c.length >= 4 && WORD_DATE.test(c[0].trim()) && /^reference/i.test(c[1].trim()) && isAmount(c[2]),
    layout: { date: 0, name: [3], amount: 2, invert: true, order: null },
  },
];

/** What the head of a CSV file is: a known layout, or columns to ask the client to map. */
export type HeadReading =
  | { kind: 'layout'; layout: CsvLayout }
  /** The spec's own template with required columns missing (400 naming them). */
  | { kind: 'template'; header: string[] }
  | {
      kind: 'unknown';
      delimiter: Delimiter;
      skip: number;
      hasHeader: boolean;
      columns: string[];
      sample: string[][];
      shape: string;
      /** What the head suggests for the mapping step (issue 31): the decimal separator, the date order, the header's language. */
      suggested: { decimalSeparator: MappingDecimalSeparator; dateOrder?: MappingDateOrder; locale?: 'en' | 'fr' };
    };

/** Records a layout's preamble may hold before the header or the data. */
const MAX_PREAMBLE = 15;

/**
 * Reads the first records of a file (a few hundred at most) into a layout. The spec's own
 * header is checked first: a header naming any Transaction_* column is that template.
 */
export function readHead(records: string[][], delimiter: Delimiter): HeadReading {
  const first = records[0] ?? [];
  const firstNorm = first.map(norm);
  if (CSV_REQUIRED_COLUMNS.some((c) => firstNorm.includes(c.toLowerCase()))) {
    const index = (c: string) => firstNorm.indexOf(c.toLowerCase());
    const [date, name, amount, category] = CSV_REQUIRED_COLUMNS.map(index);
    if ([date, name, amount, category].some((i) => i < 0)) return { kind: 'template', header: first };
    return {
      kind: 'layout',
      layout: {
        format: 'ledgerleaf',
        delimiter,
        skip: 1,
        date,
        name: [name],
        amount,
        category,
        currency: HOME_CURRENCY,
        order: null,
        labels: templateLabels(),
        // an optional running balance column beside the template's four
        ...(firstNorm.includes('balance') || firstNorm.includes('transaction_balance')
          ? { balance: firstNorm.includes('balance') ? firstNorm.indexOf('balance') : firstNorm.indexOf('transaction_balance') }
          : {}),
      },
    };
  }
  for (let r = 0; r < Math.min(records.length, MAX_PREAMBLE); r++) {
    const header = records[r].map(foldHeader);
    for (const h of HEADER_LAYOUTS) {
      const layout = fromHeader(h, header, records[r], delimiter, r + 1);
      if (layout) return { kind: 'layout', layout: withDecimal(layout, records) };
    }
    const french = frenchHeaderLayout(header, records[r], delimiter, r + 1);
    if (french) return { kind: 'layout', layout: withDecimal(french, records) };
  }
  const start = dataStart(records);
  const data = records.slice(start, start + 5);
  for (const s of SHAPE_LAYOUTS) {
    if (data.length && data.every(s.matches)) {
      const width = data[0].length;
      const column = (i: number) => `Column ${i + 1}`;
      return {
        kind: 'layout',
        layout: withDecimal(
          {
            ...s.layout,
            format: s.format,
            delimiter,
            skip: start,
            currency: HOME_CURRENCY,
            labels: {
              date: column(s.layout.date),
              name: column(s.layout.name[0]),
              amount: column(s.layout.amount ?? s.layout.debit ?? 0),
              category: column(width),
            },
          },
          records,
        ),
      };
    }
  }
  return unknownHead(records, delimiter);
}

function fromHeader(h: HeaderLayout, header: string[], raw: string[], delimiter: Delimiter, skip: number): CsvLayout | null {
  const named = [h.date, ...h.name, h.amount, h.debit, h.credit, h.outWhen?.column, h.foreign?.column].filter((c): c is string => !!c);
  if (![...h.requires, ...named].every((c) => header.includes(c))) return null;
  const at = (c: string) => header.indexOf(c);
  const label = (c: string) => raw[at(c)].trim();
  return {
    format: h.format,
    delimiter,
    skip,
    date: at(h.date),
    name: h.name.map(at),
    amount: h.amount ? at(h.amount) : undefined,
    debit: h.debit ? at(h.debit) : undefined,
    credit: h.credit ? at(h.credit) : undefined,
    invert: h.invert,
    outWhen: h.outWhen ? { column: at(h.outWhen.column), values: h.outWhen.values } : undefined,
    foreign: h.foreign ? { column: at(h.foreign.column), currency: h.foreign.currency } : undefined,
    balance: h.balance ? at(h.balance) : undefined,
    currency: HOME_CURRENCY,
    order: h.order,
    ...(h.french ? { defaultOrder: 'DMY' as const } : {}),
    labels: { date: label(h.date), name: label(h.name[0]), amount: label(h.amount ?? h.debit ?? h.credit!), category: '' },
  };
}

/**
 * Any other header in French (issue 31) whose names say which column is the date, the
 * description and the amount (or money out and money in): "Date de l'opération;Libellé;
 * Débit;Crédit", "Date;Description;Montant;Solde"… Read as format 'french-headers', its
 * dates day-first unless they show otherwise. An English header stays a mapping question.
 */
function frenchHeaderLayout(header: string[], raw: string[], delimiter: Delimiter, skip: number): CsvLayout | null {
  if (!isFrenchHeader(raw)) return null;
  const find = (names: readonly string[]) => {
    for (const name of names) {
      const i = header.indexOf(name);
      if (i >= 0) return i;
    }
    return -1;
  };
  const date = find(FRENCH_HEADER_NAMES.date);
  const name = find(FRENCH_HEADER_NAMES.name);
  const amount = find(FRENCH_HEADER_NAMES.amount);
  const debit = find(FRENCH_HEADER_NAMES.debit);
  const credit = find(FRENCH_HEADER_NAMES.credit);
  const balance = find(FRENCH_HEADER_NAMES.balance);
  if (date < 0 || name < 0 || (amount < 0 && (debit < 0 || credit < 0))) return null;
  const signed = amount >= 0;
  return {
    format: 'french-headers',
    delimiter,
    skip,
    date,
    name: [name],
    ...(signed ? { amount } : { debit, credit }),
    ...(balance >= 0 ? { balance } : {}),
    currency: HOME_CURRENCY,
    order: null,
    defaultOrder: 'DMY',
    labels: { date: raw[date].trim(), name: raw[name].trim(), amount: raw[signed ? amount : debit].trim(), category: '' },
  };
}

const COMMA_AMOUNT = /^[-+(]?\$?\s?(?:\d[\d.\s]*)?\d,\d{1,2}\)?(?:\s?\$)?-?$/;
const POINT_AMOUNT = /\d\.\d{1,2}\)?(?:\s?\$)?-?$/;

/**
 * ',' when the amount cells of the head write decimal commas (57,25; 1 234,56; 1.234,56) and
 * none a decimal point; else '.' (where a lone ",25" at the end still reads as decimals).
 */
export function decimalSeparatorOf(cells: Iterable<string>): MappingDecimalSeparator {
  let comma = false;
  for (const raw of cells) {
    const cell = raw.trim();
    if (POINT_AMOUNT.test(cell)) return '.';
    if (COMMA_AMOUNT.test(cell)) comma = true;
  }
  return comma ? ',' : '.';
}

/** The layout with its decimal separator, told by the head's records in its amount and balance columns. */
function withDecimal(layout: CsvLayout, records: string[][]): CsvLayout {
  const columns = [layout.amount, layout.debit, layout.credit, layout.balance].filter((c): c is number => c !== undefined);
  const cells = function* () {
    for (const record of records.slice(layout.skip)) for (const c of columns) if (record[c] !== undefined) yield record[c];
  };
  return decimalSeparatorOf(cells()) === ',' ? { ...layout, decimal: ',' } : layout;
}

const templateLabels = () => ({ date: 'Transaction_Date', name: 'Transaction_Name', amount: 'Transaction_Amount', category: 'Transaction_Category' });

/** The first record as wide as most of the head's records: what comes before it is a preamble (account lines). */
function dataStart(records: string[][]): number {
  const widths = new Map<number, number>();
  for (const r of records) widths.set(r.length, (widths.get(r.length) ?? 0) + 1);
  const common = [...widths.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
  const start = records.findIndex((r) => r.length === common);
  return start < 0 ? 0 : start;
}

/** A record of labels: no cell reads as a date or an amount, and some cell has a letter. */
function looksLikeHeader(cells: string[]): boolean {
  return (
    cells.some((c) => /[A-Za-zÀ-ÿ]/.test(c)) &&
    !cells.some(
      (c) =>
        ISO_DATE.test(c.trim()) ||
        SLASH_YMD.test(c.trim()) ||
        MDY_DATE.test(c.trim()) ||
        WORD_DATE.test(c.trim()) ||
        /^\d{8}$/.test(c.trim()) ||
        (isAmount(c) && /\d/.test(c)),
    )
  );
}

function unknownHead(records: string[][], delimiter: Delimiter): HeadReading {
  const start = dataStart(records);
  const first = records[start] ?? [];
  const hasHeader = looksLikeHeader(first);
  const width = first.length;
  const columns = hasHeader ? first.map((c, i) => c.trim() || `Column ${i + 1}`) : first.map((_, i) => `Column ${i + 1}`);
  const skip = hasHeader ? start + 1 : start;
  const sample = records.slice(skip, skip + 5).map((r) => Array.from({ length: width }, (_, i) => r[i] ?? ''));
  // the shape a remembered mapping is found by: the header's names, or (no header) the width and which columns hold dates
  const shape = hasHeader
    ? `header:${delimiter}:${first.map(norm).join('|')}`
    : `noheader:${delimiter}:${width}:${first
        .map((c, i) => (ISO_DATE.test(c.trim()) || SLASH_YMD.test(c.trim()) || MDY_DATE.test(c.trim()) || WORD_DATE.test(c.trim()) ? i : -1))
        .filter((i) => i >= 0)
        .join(',')}`;
  const french = hasHeader && isFrenchHeader(first);
  const data = records.slice(skip);
  const dateOrder = dateOrderOf(data, width) ?? (french ? 'DMY' : undefined);
  const suggested = {
    decimalSeparator: decimalSeparatorOf(data.flat()),
    ...(dateOrder ? { dateOrder } : {}),
    ...(hasHeader ? { locale: french ? ('fr' as const) : ('en' as const) } : {}),
  };
  return { kind: 'unknown', delimiter, skip, hasHeader, columns, sample, shape, suggested };
}

const NUMERIC_DATE = /^(\d{1,2})[/.-](\d{1,2})[/.-](\d{2}|\d{4})$/;

/**
 * The date order the head's records show: the first column whose every cell is a date, and
 * of it, year-first when every one is (2026/10/03), day-first when a first part is above 12,
 * month-first when a second part is; undefined when nothing tells.
 */
function dateOrderOf(data: string[][], width: number): MappingDateOrder | undefined {
  for (let i = 0; i < width; i++) {
    const cells = data.map((r) => (r[i] ?? '').trim()).filter(Boolean);
    if (!cells.length) continue;
    if (cells.every((c) => ISO_DATE.test(c) || SLASH_YMD.test(c) || /^\d{8}$/.test(c))) return 'YMD';
    if (!cells.every((c) => NUMERIC_DATE.test(c))) continue;
    if (cells.some((c) => Number(NUMERIC_DATE.exec(c)![2]) > 12)) return 'MDY';
    if (cells.some((c) => Number(NUMERIC_DATE.exec(c)![1]) > 12)) return 'DMY';
    return undefined;
  }
  return undefined;
}

/**
 * Comma, semicolon or tab: the one that splits the most lines into the same number of
 * cells, and the most cells when two agree (a semicolon file with decimal commas).
 */
export function sniffDelimiter(text: string): Delimiter {
  const lines = text
    .split(/\r?\n/)
    .filter((l) => l.trim())
    .slice(0, 30)
    .map((l) => l.replace(/"[^"]*"/g, ''));
  let best: { delimiter: Delimiter; agreeing: number; cells: number } = { delimiter: ',', agreeing: 0, cells: 0 };
  for (const delimiter of [',', ';', '\t'] as const) {
    const counts = lines.map((l) => l.split(delimiter).length - 1);
    const cells = mode(counts.filter((n) => n > 0));
    if (!cells) continue;
    const agreeing = counts.filter((n) => n === cells).length;
    if (agreeing > best.agreeing || (agreeing === best.agreeing && cells > best.cells)) best = { delimiter, agreeing, cells };
  }
  return best.delimiter;
}

function mode(values: number[]): number {
  const counts = new Map<number, number>();
  for (const v of values) counts.set(v, (counts.get(v) ?? 0) + 1);
  return [...counts.entries()].sort((a, b) => b[1] - a[1] || b[0] - a[0])[0]?.[0] ?? 0;
}
