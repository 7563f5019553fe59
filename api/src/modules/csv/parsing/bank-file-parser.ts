import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { BankFileFormat, CsvColumnMapping } from '@ledgerleaf/contracts';
import { type ParseWorker, ParseWorkers } from '../../../common/parsing/parse-workers';
import type { CsvScan, ScannedRow, ScannedRowSink } from './transactions-csv';

/** What a parse job is started with. */
export interface BankFileWorkerData {
  path: string;
  mapping: CsvColumnMapping | null;
}

/**
 * The worker's messages, in order: `lookup` (an unknown layout without a given mapping: is
 * one remembered?), `opened`, then `rows` batches and `done`. A refusal ends it at any point.
 */
export type BankFileToParser =
  | { type: 'lookup'; headerKey: string }
  | { type: 'opened'; format: BankFileFormat; rememberAs: string | null }
  | { type: 'rows'; rows: ScannedRow[] }
  | { type: 'done'; scan: CsvScan };

/** The API's answers: the remembered mapping, the go-ahead to scan, each batch written. */
export type BankFileToWorker = { type: 'mapping'; mapping: CsvColumnMapping | null } | { type: 'scan' } | { type: 'ack' };

const WORKER_SCRIPT = join(__dirname, 'bank-file.worker');

/** An opened upload in its worker: its format, then its scan into a sink. */
export interface ParsingBankFile {
  format: BankFileFormat;
  rememberAs: string | null;
  /** Validates every row, each valid one handed to `sink` in file order (the caller's COPY). */
  scan(sink: ScannedRowSink): Promise<CsvScan>;
  /** Ends the worker, whatever happened. */
  close(): Promise<void>;
}

/**
 * Reads uploaded bank files in worker threads (ParseWorkers): the head, the layout and every
 * row are parsed off the API's event loop, under PARSE_LIMITS.timeLimitMs; the rows come
 * back in batches for the caller to write while the worker reads on.
 */
@Injectable()
export class BankFileParser {
  constructor(private readonly workers: ParseWorkers) {}

  /** Starts the worker on `path` and waits until it knows the file's format; `remembered` answers its mapping lookup. */
  async open(path: string, mapping: CsvColumnMapping | null, remembered: (headerKey: string) => Promise<CsvColumnMapping | null>): Promise<ParsingBankFile> {
    const worker: ParseWorker<BankFileToWorker, BankFileToParser> = await this.workers.start(WORKER_SCRIPT, { path, mapping } satisfies BankFileWorkerData);
    try {
      let message = await worker.next();
      if (message.type === 'lookup') {
        worker.post({ type: 'mapping', mapping: await remembered(message.headerKey) });
        message = await worker.next();
      }
      if (message.type !== 'opened') throw new Error(`Parse worker sent ${message.type} before opened`);
      const { format, rememberAs } = message;
      return {
        format,
        rememberAs,
        async scan(sink) {
          worker.post({ type: 'scan' });
          for (;;) {
            const next = await worker.next();
            if (next.type === 'done') return next.scan;
            if (next.type !== 'rows') throw new Error(`Parse worker sent ${next.type} while scanning`);
            for (const row of next.rows) sink.add(row);
            await sink.flush();
            worker.post({ type: 'ack' });
          }
        },
        close: () => worker.close(),
      };
    } catch (error) {
      await worker.close();
      throw error;
    }
  }
}
