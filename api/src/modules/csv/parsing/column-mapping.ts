import { createHash } from 'node:crypto';
import { BANK_FILE_MESSAGES, type CsvColumnMapping, HOME_CURRENCY, MAPPING_DATE_FORMATS, type MappingDateFormat } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import type { CsvLayout, HeadReading } from './bank-layouts';

type UnknownHead = Extract<HeadReading, { kind: 'unknown' }>;

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

const isColumn = (v: unknown): v is number => typeof v === 'number' && Number.isInteger(v) && v >= 0 && v < 1000;

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
  const ok =
    isColumn(m.date) &&
    isColumn(m.name) &&
    [amount, debit, credit].every((c) => c === undefined || isColumn(c)) &&
    (amount !== undefined ? debit === undefined && credit === undefined : debit !== undefined || credit !== undefined) &&
    MAPPING_DATE_FORMATS.includes(dateFormat) &&
    (m.invertAmount === undefined || typeof m.invertAmount === 'boolean');
  if (!ok) throw invalid(BANK_FILE_MESSAGES.mappingInvalid);
  return {
    date: m.date as number,
    name: m.name as number,
    ...(amount !== undefined ? { amount: amount as number } : {}),
    ...(debit !== undefined ? { debit: debit as number } : {}),
    ...(credit !== undefined ? { credit: credit as number } : {}),
    ...(m.invertAmount ? { invertAmount: true } : {}),
    dateFormat,
  };
}

/** A client's mapping over a file whose layout the server did not know. */
export function mappedLayout(head: UnknownHead, mapping: CsvColumnMapping): CsvLayout {
  const width = head.columns.length;
  for (const column of [mapping.date, mapping.name, mapping.amount, mapping.debit, mapping.credit]) {
    if (column !== undefined && column >= width) throw invalid(BANK_FILE_MESSAGES.mappingColumnOutOfRange(column, width));
  }
  return {
    format: 'mapped',
    delimiter: head.delimiter,
    skip: head.skip,
    date: mapping.date,
    name: [mapping.name],
    amount: mapping.amount,
    debit: mapping.debit,
    credit: mapping.credit,
    invert: mapping.invertAmount,
    currency: HOME_CURRENCY,
    order: mapping.dateFormat === 'MM/DD/YYYY' ? 'MDY' : mapping.dateFormat === 'DD/MM/YYYY' ? 'DMY' : null,
    labels: {
      date: head.columns[mapping.date],
      name: head.columns[mapping.name],
      amount: head.columns[mapping.amount ?? mapping.debit ?? mapping.credit!],
      category: '',
    },
  };
}

/** The key a remembered mapping is stored under: a digest of the file's header shape. */
export function headerShapeKey(head: UnknownHead): string {
  return createHash('sha256').update(head.shape).digest('hex');
}
