import { open } from 'node:fs/promises';
import { BANK_FILE_MESSAGES, CSV_MESSAGES } from '@ledgerleaf/contracts';
import { parse } from 'csv-parse/sync';
import { DomainErrorKind, DomainException } from '../../../common/errors/domain-error';
import { type HeadReading, readHead, sniffDelimiter } from './bank-layouts';
import { looksLikeOfx } from './ofx-statement';
import { CSV_PARSE_OPTIONS, type TextEncoding, decodeText, textEncodingOf } from './transactions-csv';

const HEAD_BYTES = 64 * 1024;
/** Records of the head a layout is picked from. */
const HEAD_RECORDS = 40;

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** Signatures of files people upload by mistake under a .csv or .ofx name. */
const NOT_BANK_FILES: readonly number[][] = [
  [0x25, 0x50, 0x44, 0x46, 0x2d], // %PDF-
  [0x50, 0x4b, 0x03, 0x04], // zip: .xlsx, .docx, .numbers
  [0xd0, 0xcf, 0x11, 0xe0], // .xls, .doc
  [0x89, 0x50, 0x4e, 0x47], // PNG
  [0xff, 0xd8, 0xff], // JPEG
  [0x47, 0x49, 0x46, 0x38], // GIF
  [0x1f, 0x8b], // gzip
];

export type BankFileHead = { kind: 'ofx'; encoding: TextEncoding } | { kind: 'csv'; encoding: TextEncoding; reading: HeadReading };

/**
 * The first 64 kB of an upload, read once: refused by its bytes when it is a PDF, a
 * spreadsheet, an image or binary; otherwise its encoding, and whether it is an OFX
 * statement or a CSV of a known bank layout, the spec's template, or an unknown layout.
 */
export async function readBankFileHead(path: string): Promise<BankFileHead> {
  const handle = await open(path, 'r');
  let head: Buffer;
  try {
    const buffer = Buffer.alloc(HEAD_BYTES);
    const { bytesRead } = await handle.read(buffer, 0, buffer.length, 0);
    head = buffer.subarray(0, bytesRead);
  } finally {
    await handle.close();
  }
  if (NOT_BANK_FILES.some((magic) => magic.every((byte, i) => head[i] === byte))) throw invalid(BANK_FILE_MESSAGES.notBankFile);
  const truncated = head.length === HEAD_BYTES;
  const encoding = textEncodingOf(head, truncated);
  let text = decodeText(head, encoding);
  if (looksLikeOfx(text)) return { kind: 'ofx', encoding };
  // the last line of a truncated head may be cut short
  if (truncated) text = text.slice(0, Math.max(text.lastIndexOf('\n'), 0));
  const delimiter = sniffDelimiter(text);
  let records: string[][];
  try {
    records = parse(text, { ...CSV_PARSE_OPTIONS, delimiter, to: HEAD_RECORDS }) as string[][];
  } catch (error) {
    // the full pass reports where (line numbers); the head only needs records to look at
    records = parse(text.split(/\r?\n/).slice(0, 5).join('\n'), {
      ...CSV_PARSE_OPTIONS,
      delimiter,
      to: HEAD_RECORDS,
      relax_quotes: true,
      skip_records_with_error: true,
    }) as string[][];
    if (!records.length) throw invalid(`${CSV_MESSAGES.malformed}: ${(error as Error).message.replace(/^Invalid [^:]*: /, '')}`);
  }
  if (!records.length) throw invalid(CSV_MESSAGES.empty);
  return { kind: 'csv', encoding, reading: readHead(records, delimiter) };
}
