import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { ReportOverrideKind } from '@ledgerleaf/contracts';
import { ParseWorkers } from '../../common/parsing/parse-workers';
import type { ReportLineData } from './report-lines';

/** What the override worker is given: the uploaded bytes and what they replace. */
export interface ReportOverrideJob {
  kind: ReportOverrideKind;
  originalname: string;
  content: Uint8Array;
}

/** What the worker answers: the file to store, and for a transactions override its lines (the report's rows from now on). */
export interface ReportOverrideParsed {
  csv: Uint8Array;
  lines: ReportLineData[] | null;
}

/** The override as the API keeps it. */
export interface ReportOverride {
  csv: Buffer;
  lines: ReportLineData[] | null;
}

const WORKER_SCRIPT = join(__dirname, 'report-override.worker');

/** Checks and rewrites a staff override CSV (a transactions one also into its lines) in a parse worker, under PARSE_LIMITS.timeLimitMs (422 past it). */
@Injectable()
export class ReportOverrideParser {
  constructor(private readonly workers: ParseWorkers) {}

  async rewrite(kind: ReportOverrideKind, file: { buffer: Buffer; originalname: string }): Promise<ReportOverride> {
    const worker = await this.workers.start<never, ReportOverrideParsed>(WORKER_SCRIPT, {
      kind,
      originalname: file.originalname,
      content: file.buffer,
    } satisfies ReportOverrideJob);
    try {
      const { csv, lines } = await worker.next();
      return { csv: Buffer.from(csv.buffer, csv.byteOffset, csv.byteLength), lines };
    } finally {
      await worker.close();
    }
  }
}
