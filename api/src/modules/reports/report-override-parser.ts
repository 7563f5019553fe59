import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import type { ReportOverrideKind } from '@ledgerleaf/contracts';
import { ParseWorkers } from '../../common/parsing/parse-workers';

/** What the override worker is given: the uploaded bytes and what they replace. */
export interface ReportOverrideJob {
  kind: ReportOverrideKind;
  originalname: string;
  content: Uint8Array;
}

const WORKER_SCRIPT = join(__dirname, 'report-override.worker');

/** Checks and rewrites a staff override CSV in a parse worker, under PARSE_LIMITS.timeLimitMs (422 past it). */
@Injectable()
export class ReportOverrideParser {
  constructor(private readonly workers: ParseWorkers) {}

  async rewrite(kind: ReportOverrideKind, file: { buffer: Buffer; originalname: string }): Promise<Buffer> {
    const worker = await this.workers.start<never, Uint8Array>(WORKER_SCRIPT, { kind, originalname: file.originalname, content: file.buffer } satisfies ReportOverrideJob);
    try {
      const rewritten = await worker.next();
      return Buffer.from(rewritten.buffer, rewritten.byteOffset, rewritten.byteLength);
    } finally {
      await worker.close();
    }
  }
}
