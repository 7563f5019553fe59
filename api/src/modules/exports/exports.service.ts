import { Injectable } from '@nestjs/common';
import { EXPORT_FORMATS, EXPORT_MESSAGES, type ExportFormat } from '@ledgerleaf/contracts';
import { writeCsvChunk, type CsvSink } from '../../common/csv/csv-stream';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { BooksService } from '../books/books.service';
import { TaxTransactionsService } from '../tax/tax-transactions.service';
import type { ExportPeriod } from './export-period';
import { XeroAccountCodesService } from './xero-account-codes.service';
import type { ExportWriter } from './writers/export-row';
import { qboJournalWriter } from './writers/qbo-journal.writer';
import { generalLedgerWriter } from './writers/general-ledger.writer';
import { qboBankWriter } from './writers/qbo-bank.writer';
import { trialBalanceCsv } from './writers/trial-balance.writer';
import { xeroChartCsv } from './writers/xero-chart.writer';
import { xeroJournalWriter } from './writers/xero-journal.writer';
import { xeroStatementWriter } from './writers/xero-statement.writer';

/** A file being read: its first chunk (the header and the first batch of rows) in hand, the rest still in the database. */
export interface ExportFile {
  fileName: string;
  first: string;
  rest: AsyncGenerator<string>;
}

export function parseExportFormat(format: string): ExportFormat {
  if (!(EXPORT_FORMATS as readonly string[]).includes(format)) throw new DomainException(DomainErrorKind.INVALID, EXPORT_MESSAGES.unknownFormat);
  return format as ExportFormat;
}

/** The header, then one chunk per batch of rows: a socket write per batch, and a batch is all the file holds in memory. */
async function* chunksOf<R>(writer: ExportWriter<R>, batches: AsyncIterable<R[]>): AsyncGenerator<string> {
  let header = writer.header;
  for await (const rows of batches) {
    yield header + rows.map((row) => writer.linesOf(row)).join('');
    header = '';
  }
  const rest = header + (writer.end?.() ?? '');
  if (rest) yield rest;
}

/** A file written in one piece (the trial balance: one line per account of the chart). */
async function* oneChunk(text: string): AsyncGenerator<string> {
  yield text;
}

/**
 * The accountant's files. The bank files' transactions (QuickBooks, Xero) come from the tax
 * module's reader (categorizedBatches, the same rows and categories the GST/HST worksheets add
 * up); the general ledger and the journal imports (QuickBooks, Xero) are the journal's lines
 * (BooksService.journalLineBatches). Both are streamed from a database cursor a batch at a
 * time, so a year never sits in memory. The trial balance is the books' at the period's last
 * day; Xero's chart is the client's chart as it stands, with the codes the Xero journal names.
 */
@Injectable()
export class ExportsService {
  constructor(
    private readonly transactions: TaxTransactionsService,
    private readonly xeroCodes: XeroAccountCodesService,
    private readonly books: BooksService,
  ) {}

  /**
   * Opens the file and reads its first batch before a byte is sent, so that what fails at the
   * start (the database, the categories) still answers as JSON. The caller must stream() it.
   */
  async open(userId: number, format: ExportFormat, { from, to }: ExportPeriod, part: number | null = null): Promise<ExportFile> {
    if (part !== null && format !== 'xero-journal') throw new DomainException(DomainErrorKind.INVALID, EXPORT_MESSAGES.partFormat);
    const rest = await this.chunks(userId, format, from, to, part);
    const first = await rest.next();
    return { fileName: `${format}-${from}-to-${to}${part === null ? '' : `-part-${part}`}.csv`, first: first.done ? '' : first.value, rest };
  }

  private async chunks(userId: number, format: ExportFormat, from: string, to: string, part: number | null): Promise<AsyncGenerator<string>> {
    switch (format) {
      case 'general-ledger':
        return chunksOf(generalLedgerWriter(), this.books.journalLineBatches(userId, from, to));
      case 'qbo-journal':
        return chunksOf(qboJournalWriter(), this.books.journalLineBatches(userId, from, to));
      case 'xero-journal':
        return chunksOf(xeroJournalWriter(await this.xeroCodes.lookup(userId), part), this.books.journalLineBatches(userId, from, to));
      case 'xero-chart': {
        const [accounts, mappedCodeOf] = await Promise.all([this.books.chart(userId), this.xeroCodes.lookup(userId)]);
        return oneChunk(xeroChartCsv(accounts, mappedCodeOf));
      }
      case 'trial-balance':
        return oneChunk(trialBalanceCsv(await this.books.trialBalance(userId, to)));
      case 'xero-statement':
        return chunksOf(xeroStatementWriter(await this.xeroCodes.lookup(userId)), this.transactions.categorizedBatches(userId, from, to));
      case 'qbo-bank':
        return chunksOf(qboBankWriter(), this.transactions.categorizedBatches(userId, from, to));
    }
  }

  /**
   * Writes the file, reading the next batch only once the socket took the last one (a slow
   * client slows the cursor, not the memory). When the client goes away or a read fails, the
   * cursor is closed and its connection goes back to the pool.
   */
  async stream(file: ExportFile, out: CsvSink): Promise<void> {
    try {
      let chunk: string = file.first;
      for (;;) {
        if (!(await writeCsvChunk(out, chunk))) return;
        const next = await file.rest.next();
        if (next.done) return;
        chunk = next.value;
      }
    } finally {
      await file.rest.return(undefined);
    }
  }
}
