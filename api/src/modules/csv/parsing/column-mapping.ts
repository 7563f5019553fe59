import { createHash } from 'node:crypto';
import {
  BANK_FILE_MESSAGES,
  type CsvColumnMapping,
  HOME_CURRENCY,
  MAPPING_DATE_FORMATS,
  MAPPING_DATE_ORDERS,
  MAPPING_DECIMAL_SEPARATORS,
  type MappingColumn,
  type MappingDateFormat,
  type MappingDateOrder,
  type MappingDecimalSeparator,
} from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import type { CsvLayout, HeadReading } from './bank-layouts';
import type { DayMonthOrder } from './csv-dates';
import { columnIndexByName } from './french-headers';

type UnknownHead = Extract<HeadReading, { kind: 'unknown' }>;

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** A column number from 0, or a column's name (issue 31) as the header writes it. */
const isColumn = (v: unknown): v is MappingColumn =>
  (typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1000) || (typeof v === 'string' && v.trim() !== '' && v.length <= 200);

/** The order each older dateFormat fixes, for the check that a dateOrder given with it agrees. */
const FORMAT_ORDER: Record<MappingDateFormat, MappingDateOrder | null> = {
  auto: null,
  'YYYY-MM-DD': 'YMD',
  YYYYMMDD: 'YMD',
  'MM/DD/YYYY': 'MDY',
  'DD/MM/YYYY': 'DMY',
};

/** The `mapping` form field: JSON text (or an object) → a checked mapping; absent → null. */
export function parseMappingField(raw: unknown): CsvColumnMapping | null {
  if (raw === undefined || raw === null || raw === '') return null;
  let value: unknown = raw;
  if (typeof raw === 'string') {
    try {
      value = JSON.parse(raw);
    } catch {
      throw invalid(BANK_FILE_MESSAGES.mappingInvalid);
    }
  }
  if (typeof value !== 'object' || value === null || Array.isArray(value)) throw invalid(BANK_FILE_MESSAGES.mappingInvalid);
  const m = value as Record<string, unknown>;
  const optional = (key: string) => (m[key] === undefined || m[key] === null ? undefined : m[key]);
  const [amount, debit, credit] = [optional('amount'), optional('debit'), optional('credit')];
  const dateFormat = (m.dateFormat ?? 'auto') as MappingDateFormat;
  const dateOrder = optional('dateOrder') as MappingDateOrder | undefined;
  const decimalSeparator = optional('decimalSeparator') as MappingDecimalSeparator | undefined;
  const ok =
    isColumn(m.date) &&
    isColumn(m.name) &&
    [amount, debit, credit].every((c) => c === undefined || isColumn(c)) &&
    (amount !== undefined ? debit === undefined && credit === undefined : debit !== undefined || credit !== undefined) &&
    MAPPING_DATE_FORMATS.includes(dateFormat) &&
    (dateOrder === undefined || MAPPING_DATE_ORDERS.includes(dateOrder)) &&
    (decimalSeparator === undefined || MAPPING_DECIMAL_SEPARATORS.includes(decimalSeparator)) &&
    (m.invertAmount === undefined || typeof m.invertAmount === 'boolean');
  if (!ok) throw invalid(BANK_FILE_MESSAGES.mappingInvalid);
  const fixed = FORMAT_ORDER[dateFormat];
  if (dateOrder && fixed && dateOrder !== fixed) throw invalid(BANK_FILE_MESSAGES.mappingDateConflict(dateFormat, dateOrder));
  return {
    date: m.date as MappingColumn,
    name: m.name as MappingColumn,
    ...(amount !== undefined ? { amount: amount as MappingColumn } : {}),
    ...(debit !== undefined ? { debit: debit as MappingColumn } : {}),
    ...(credit !== undefined ? { credit: credit as MappingColumn } : {}),
    ...(m.invertAmount ? { invertAmount: true } : {}),
    dateFormat,
    ...(dateOrder ? { dateOrder } : {}),
    ...(decimalSeparator ? { decimalSeparator } : {}),
  };
}

/** A mapping's column (number or name) → its index in the file's records; a 400 naming what is wrong otherwise. */
function columnIndex(head: UnknownHead, column: MappingColumn): number {
  if (typeof column === 'number') {
    if (column >= head.columns.length) throw invalid(BANK_FILE_MESSAGES.mappingColumnOutOfRange(column, head.columns.length));
    return column;
  }
  const index = columnIndexByName(head.columns, column);
  if (index < 0) throw invalid(BANK_FILE_MESSAGES.mappingColumnUnknown(column, head.columns));
  return index;
}

/** A client's mapping over a file whose layout the server did not know. */
export function mappedLayout(head: UnknownHead, mapping: CsvColumnMapping): CsvLayout {
  const at = (column: MappingColumn | undefined) => (column === undefined ? undefined : columnIndex(head, column));
  const [date, name, amount, debit, credit] = [at(mapping.date)!, at(mapping.name)!, at(mapping.amount), at(mapping.debit), at(mapping.credit)];
  // dateOrder (issue 31) wins over the older dateFormat (they were checked to agree); YMD: only year-first dates are dates
  const dateOrder = mapping.dateOrder ?? FORMAT_ORDER[mapping.dateFormat ?? 'auto'];
  const order: DayMonthOrder | null = dateOrder === 'MDY' || dateOrder === 'DMY' ? dateOrder : mapping.dateOrder === 'YMD' ? 'MDY' : null;
  // the mapping's separator when given, else what the file's head showed
  const decimal = mapping.decimalSeparator ?? head.suggested.decimalSeparator;
  return {
    format: 'mapped',
    delimiter: head.delimiter,
    skip: head.skip,
    date,
    name: [name],
    amount,
    debit,
    credit,
    invert: mapping.invertAmount,
    currency: HOME_CURRENCY,
    order,
    ...(mapping.dateOrder === 'YMD' ? { yearFirst: true } : {}),
    ...(decimal === ',' ? { decimal: ',' as const } : {}),
    // ambiguous dates follow the header's language (French: day-first)
    ...(head.suggested.locale === 'fr' ? { defaultOrder: 'DMY' as const } : {}),
    labels: {
      date: head.columns[date],
      name: head.columns[name],
      amount: head.columns[amount ?? debit ?? credit!],
      category: '',
    },
  };
}

/** The key a remembered mapping is stored under: a digest of the file's header shape. */
export function headerShapeKey(head: UnknownHead): string {
  return createHash('sha256').update(head.shape).digest('hex');
}
