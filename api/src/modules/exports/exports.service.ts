import { Injectable } from '@nestjs/common';
import { EXPORT_FORMATS, EXPORT_MESSAGES, type ExportFormat } from '@ledgerleaf/contracts';
import { writeCsvChunk, type CsvSink } from '../../common/csv/csv-stream';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { TaxTransactionsService } from '../tax/tax-transactions.service';
import type { ExportPeriod } from './export-period';
import { XeroAccountCodesService } from './xero-account-codes.service';
import { generalLedgerLines } from './writers/general-ledger.writer';
import { qboBankLines } from './writers/qbo-bank.writer';
import { xeroStatementLines } from './writers/xero-statement.writer';

/** Lines handed to the socket at once: few writes, and memory bounded by the batch rather than the file. */
const LINES_PER_WRITE = 500;

export interface ExportFile {
  fileName: string;
  lines: Iterable<string>;
}

export function parseExportFormat(format: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new DomainException(DomainErrorKind.INVALID, EXPORT_MESSAGES.unknownFormat);
  return format as ExportFormat;
}

/**
 * The accountant's files. A period's transactions come from the tax module's one reader
 * (categorizedBetween), so the exports and the GST/HST worksheets always agree.
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly transactions: TaxTransactionsService,
    private readonly xeroCodes: XeroAccountCodesService,
  ) {}

  /** Reads everything the file needs before a byte is sent, so a failure still answers as JSON. */
  async prepare(userId: number, format: ExportFormat, { from, to }: ExportPeriod): Promise<ExportFile> {
    const rows = await this.transactions.categorizedBetween(userId, from, to);
    const fileName = `${format}-${from}-to-${to}.csv`;
    if (format === 'qbo-bank') return { fileName, lines: qboBankLines(rows) };
    if (format === 'xero-statement') return { fileName, lines: xeroStatementLines(rows, await this.xeroCodes.lookup(userId)) };
    return { fileName, lines: generalLedgerLines(rows) };
  }

  /** Streams the lines in batches, waiting when the socket is full; stops when the client goes away. */
  async stream(lines: Iterable<string>, out: CsvSink): Promise<void> {
    let batch: string[] = [];
    for (const line of lines) {
      batch.push(line);
      if (batch.length < LINES_PER_WRITE) continue;
      if (!(await writeCsvChunk(out, batch.join('')))) return;
      batch = [];
    }
    if (batch.length) await writeCsvChunk(out, batch.join(''));
  }
}
