// Bank files as banks export them (issue 21): the formats the CSV upload recognises, the
// column mapping a client gives for a layout it does not know, and the file rule of both
// apps' upload areas.
import { bankFiles } from './i18n/catalogues/bank-files.js';
import { renderEnglish, renderEnglishTexts } from './i18n/render.js';

/** The layouts the upload recognises by themselves ('mapped': a client's own column mapping). */
export const BANK_FILE_FORMATS = {
  ledgerleaf: 'Ledgerleaf template (Transaction_Date, Transaction_Name, Transaction_Amount, Transaction_Category)',
  rbc: 'RBC Royal Bank',
  td: 'TD Canada Trust',
  cibc: 'CIBC',
  bmo: 'BMO Bank of Montreal',
  scotiabank: 'Scotiabank',
  'national-bank': 'National Bank',
  desjardins: 'Desjardins',
  tangerine: 'Tangerine',
  simplii: 'Simplii Financial',
  amex: 'American Express Canada',
  /** A file no bank layout matched whose French header names its columns (Date, Libellé, Montant / Débit, Crédit…). */
  'french-headers': 'Columns read from their French names',
  ofx: 'OFX / QFX (Quicken, QuickBooks Web Connect)',
  mapped: 'Your own column mapping',
} as const;
export type BankFileFormat = keyof typeof BANK_FILE_FORMATS;

/** The banks named on the client's CSV tab, in the order shown. */
export const ACCEPTED_BANK_NAMES: readonly string[] = (
  ['rbc', 'td', 'cibc', 'bmo', 'scotiabank', 'national-bank', 'desjardins', 'tangerine', 'simplii', 'amex'] as const
).map((f) => BANK_FILE_FORMATS[f]);

/**
 * What the upload areas of both apps take: a .csv, .ofx or .qfx file. A dropped CSV counts
 * when the browser calls it text/csv (client-spec and admin-spec); OFX/QFX have no MIME type
 * browsers agree on, so for those the name decides, as it does in the click picker.
 */
export const BANK_FILE = {
  accept: '.csv,text/csv,.ofx,.qfx',
  isOfxName: (name: string) => /\.(ofx|qfx)$/i.test(name.trim()),
  isBankFileName: (name: string) => /\.(csv|ofx|qfx)$/i.test(name.trim()),
  isDropped: (file: { type: string; name: string }) => file.type === 'text/csv' || /\.(ofx|qfx)$/i.test(file.name.trim()),
} as const;

/** Date forms a client can pick in the mapping step; 'auto' reads the forms of CSV_DATE_FORMATS and decides DD/MM per file. */
export const MAPPING_DATE_FORMATS = ['auto', 'YYYY-MM-DD', 'MM/DD/YYYY', 'DD/MM/YYYY', 'YYYYMMDD'] as const;
export type MappingDateFormat = (typeof MAPPING_DATE_FORMATS)[number];

/** Which part of a numeric date comes first (issue 31): year (2026/10/03), day (03/10/2026) or month (10/03/2026). */
export const MAPPING_DATE_ORDERS = ['YMD', 'DMY', 'MDY'] as const;
export type MappingDateOrder = (typeof MAPPING_DATE_ORDERS)[number];

/** The decimal separator of a file's amounts: '.' (57.25, 1,234.56) or ',' (57,25, 1 234,56, 1.234,56). */
export const MAPPING_DECIMAL_SEPARATORS = ['.', ','] as const;
export type MappingDecimalSeparator = (typeof MAPPING_DECIMAL_SEPARATORS)[number];

/** A column of the mapping: its number (from 0) or its name as the file's header (or the 422's `columns`) writes it. */
export type MappingColumn = number | string;

/**
 * The `mapping` form field of POST /api/csv/upload (JSON): columns by 0-based number or by
 * name (the header's text, matched without regard to case, accents and surrounding blanks).
 * Either `amount` (signed: money in positive) or `debit` and/or `credit` (money out / money
 * in, both positive). `invertAmount` for files that show purchases as positive (credit
 * cards). `decimalSeparator` (default '.': a lone ",25" at the end still reads as decimals)
 * and `dateOrder` (default: decided from the file's dates) came with issue 31; `dateFormat`
 * is the older way to fix the order and stays accepted.
 */
export interface CsvColumnMapping {
  date: MappingColumn;
  name: MappingColumn;
  amount?: MappingColumn;
  debit?: MappingColumn;
  credit?: MappingColumn;
  invertAmount?: boolean;
  dateFormat?: MappingDateFormat;
  dateOrder?: MappingDateOrder;
  decimalSeparator?: MappingDecimalSeparator;
}

/** 422 of POST /api/csv/upload for a layout the server does not know and the client has not mapped. */
export interface CsvNeedsMappingResponse {
  statusCode: 422;
  message: string;
  needsMapping: true;
  /** The header's cells, or "Column 1", "Column 2"… when the file has no header line. */
  columns: string[];
  /** The first data records, as many cells as columns. */
  sample: string[][];
  /** What the file's own amounts suggest (',' when they are written 57,25): the mapping step's default. */
  decimalSeparator?: MappingDecimalSeparator;
  /** What the file's dates (and header language) suggest: the mapping step's default; absent when nothing tells. */
  dateOrder?: MappingDateOrder;
  /** The header's language when it tells ('fr': French names such as Libellé, Montant, Retrait, Dépôt, Solde). */
  locale?: 'en' | 'fr';
}

/** Currencies kept with a row; totals in CAD never add another currency (docs/decisions/csv.md). */
export const HOME_CURRENCY = 'CAD';

/**
 * What the OFX reader takes (issue 25): OFX names are at most 32 characters (OFX 2.x spec,
 * 1.3.2), a statement nests about ten levels deep, and no field a statement holds comes
 * near 4,096 characters. Anything beyond is refused, naming the line, before it costs time.
 */
export const OFX_LIMITS = {
  maxTagLength: 32,
  maxValueLength: 4096,
  maxDepth: 32,
} as const;

const bankFileText = (key: string, params: Record<string, unknown>) => renderEnglish(bankFiles['en-CA'], key, params);

export const BANK_FILE_MESSAGES = {
  ...renderEnglishTexts(bankFiles['en-CA']),
  mappingColumnOutOfRange: (column: number, count: number) => bankFileText('mappingColumnOutOfRange', { column, count }),
  mappingColumnUnknown: (name: string, columns: readonly string[]) =>
    bankFileText('mappingColumnUnknown', {
      name: name.slice(0, 60),
      columns: columns
        .slice(0, 30)
        .map((c) => `"${c.slice(0, 60)}"`)
        .join(', '),
    }),
  mappingDateConflict: (dateFormat: string, dateOrder: string) => bankFileText('mappingDateConflict', { dateFormat, dateOrder }),
  ofxMalformedTag: (line: number) => bankFileText('ofxMalformedTag', { line }),
  ofxTagTooLong: (line: number) => bankFileText('ofxTagTooLong', { line, maxTagLength: OFX_LIMITS.maxTagLength }),
  ofxValueTooLong: (line: number) => bankFileText('ofxValueTooLong', { line, maxValueLength: OFX_LIMITS.maxValueLength }),
  ofxTooDeep: (line: number) => bankFileText('ofxTooDeep', { line, maxDepth: OFX_LIMITS.maxDepth }),
  ofxUnclosed: (line: number) => bankFileText('ofxUnclosed', { line }),
  /** CURDEF or CURSYM that is not an ISO 4217 code; `value` is shown cut to 20 characters. */
  ofxBadCurrency: (tag: 'CURDEF' | 'CURSYM', value: string, line: number) => bankFileText('ofxBadCurrency', { tag, value: value.slice(0, 20), line }),
} as const;

/**
 * Every uploaded bank file is parsed in a worker thread (issue 25), never on the API's event
 * loop. A parse that takes longer than this is stopped and the upload answered 422: the
 * largest allowed file (32 MB, 200,000 rows) parses in about 4 s on a 2-core machine
 * (docs/decisions/untrusted-files.md), so only a pathological file reaches it. Time the
 * parse waits for the database (COPY) is not counted.
 */
export const PARSE_LIMITS = {
  timeLimitMs: 20_000,
  /** Parse workers running at once in one API process; more uploads wait their turn. */
  maxWorkers: 2,
} as const;

export const PARSE_MESSAGES = renderEnglishTexts(bankFiles['en-CA'].parse, { seconds: PARSE_LIMITS.timeLimitMs / 1000 });

/** The client's CSV tab: the banks it reads, and the mapping step shown on a 422. */
export const BANK_FILE_TEXTS = {
  acceptedBanks: 'Download the CSV (or OFX/QFX) file from your online banking and upload it as it is. We read the files of:',
  templateHint: 'Or use our template columns: Transaction_Date, Transaction_Name, Transaction_Amount, Transaction_Category.',
  otherBanks: 'Another bank or credit union? Upload its file: if we do not know its columns yet, you tell us once which is which.',
  mappingTitle: 'Which column is which?',
  mappingHint: 'We remember your answer: the next file with these columns goes straight through.',
  dateColumn: 'Date column',
  nameColumn: 'Description column',
  amountKind: 'Amounts',
  amountSigned: 'One amount column (money in positive, money out negative)',
  amountSplit: 'Separate columns for money out and money in',
  amountColumn: 'Amount column',
  debitColumn: 'Money out (withdrawals, debits)',
  creditColumn: 'Money in (deposits, credits)',
  invertAmount: 'Purchases show as positive amounts (credit card files)',
  dateOrder: 'Date order',
  dateOrderAuto: 'Work it out from the dates',
  dateOrders: { YMD: 'Year first (2026/10/03)', DMY: 'Day first (03/10/2026)', MDY: 'Month first (10/03/2026)' },
  decimalSeparator: 'Decimal separator',
  decimalSeparators: { '.': 'Point (1,234.56)', ',': 'Comma (1 234,56)' },
  submit: 'Upload with these columns',
  submitting: 'Uploading...',
  cancel: 'Cancel',
  sampleCaption: 'The first rows of your file',
  chooseColumn: 'Choose a column',
  chooseMoneyColumn: 'Choose the money out or the money in column (or both)',
  noColumn: '(none)',
} as const;
