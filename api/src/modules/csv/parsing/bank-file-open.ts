import { createReadStream } from 'node:fs';
import { BANK_FILE_MESSAGES, type BankFileFormat, CSV_MESSAGES, type CsvColumnMapping } from '@ledgerleaf/contracts';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import { readBankFileHead } from './bank-file-head';
import { headerShapeKey, mappedLayout } from './column-mapping';
import { ofxRowReader } from './ofx-statement';
import { csvRowReader, requiredColumnIndexes, type RowReader } from './transactions-csv';

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** A bank file ready to be read: its format, where its rows come from, and the header key to remember a given mapping under. */
export interface OpenedBankFile {
  format: BankFileFormat;
  reader: RowReader;
  /** The header shape a mapping given with the upload is remembered under, once the upload is stored. */
  rememberAs: string | null;
}

/**
 * Which format a file is and how to read its rows: OFX/QFX, a bank layout known from its
 * head, the spec's template, or a layout the client mapped (`mapping`, given now, or
 * `remembered` by the file's header shape). Runs in the parse worker (bank-file.worker.ts).
 */
export async function openBankFile(
  path: string,
  mapping: CsvColumnMapping | null,
  remembered: (headerKey: string) => Promise<CsvColumnMapping | null>,
): Promise<OpenedBankFile> {
  const head = await readBankFileHead(path);
  if (head.kind === 'ofx') return { format: 'ofx', reader: await ofxRowReader(path, head.encoding), rememberAs: null };
  const read = () => createReadStream(path);
  const { reading } = head;
  if (reading.kind === 'layout') return { format: reading.layout.format, reader: csvRowReader(read, head.encoding, reading.layout), rememberAs: null };
  if (reading.kind === 'template') {
    requiredColumnIndexes(reading.header); // throws the 400 naming the template's missing columns
    throw invalid(CSV_MESSAGES.malformed);
  }
  if (reading.columns.length < 3) throw invalid(BANK_FILE_MESSAGES.tooFewColumns);
  const headerKey = headerShapeKey(reading);
  const chosen = mapping ?? (await remembered(headerKey));
  if (!chosen) {
    throw new DomainException(DomainErrorKind.UNPROCESSABLE, BANK_FILE_MESSAGES.needsMapping, {
      needsMapping: true,
      columns: reading.columns,
      sample: reading.sample,
      // issue 31: what the file suggests, the mapping step's defaults
      ...reading.suggested,
    });
  }
  return { format: 'mapped', reader: csvRowReader(read, head.encoding, mappedLayout(reading, chosen)), rememberAs: mapping ? headerKey : null };
}
