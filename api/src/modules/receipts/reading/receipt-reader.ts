import { join } from 'node:path';
import { Injectable } from '@nestjs/common';
import { PARSE_MESSAGES, RECEIPT_LIMITS, RECEIPT_MESSAGES, RECEIPT_UNREADABLE, type ReceiptUnreadableReason } from '@ledgerleaf/contracts';
import { DomainException } from '../../../common/errors/domain-error';
import { ParseWorkers } from '../../../common/parsing/parse-workers';

export type ReceiptFileKind = 'pdf' | 'png' | 'jpeg' | 'heic';

/** What the reader's worker thread is given: the file's bytes and kind. */
export interface ReceiptReaderJob {
  content: Uint8Array;
  kind: ReceiptFileKind;
  maxPages: number;
}

/** A page read (the API side restarts the page's time limit), then the text. */
export type ReceiptReaderMessage = { type: 'page' } | { type: 'done'; text: string; method: 'pdf-text' | 'ocr'; pages: number; converted: Uint8Array | null };

export type ReceiptText =
  { ok: true; text: string; method: 'pdf-text' | 'ocr'; pages: number; converted: Buffer | null } | { ok: false; reason: ReceiptUnreadableReason };

const SCRIPT = join(__dirname, 'receipt-reader.worker');

/**
 * Reads a receipt's text in a worker thread of the parse pool (ParseWorkers): never on a
 * process's event loop, and only from a job on a worker process (ReceiptReadingProcessor).
 * Each page has RECEIPT_LIMITS.pageTimeLimitMs; past it the thread is terminated and the
 * receipt is unreadable ("took too long"). A file that cannot be opened is unreadable
 * ("damaged"); anything else is thrown, so the job's retry runs it again.
 */
@Injectable()
export class ReceiptReader {
  constructor(private readonly workers: ParseWorkers) {}

  async read(content: Buffer, kind: ReceiptFileKind, pageTimeLimitMs: number = RECEIPT_LIMITS.pageTimeLimitMs): Promise<ReceiptText> {
    const job: ReceiptReaderJob = { content, kind, maxPages: RECEIPT_LIMITS.maxPdfPages };
    const worker = await this.workers.start<never, ReceiptReaderMessage>(SCRIPT, job, pageTimeLimitMs);
    try {
      for (;;) {
        const message = await worker.next();
        if (message.type === 'page') {
          worker.restartClock(pageTimeLimitMs);
          continue;
        }
        const converted = message.converted ? Buffer.from(message.converted.buffer, message.converted.byteOffset, message.converted.byteLength) : null;
        return { ok: true, text: message.text.slice(0, RECEIPT_LIMITS.maxTextChars), method: message.method, pages: message.pages, converted };
      }
    } catch (error) {
      if (error instanceof DomainException) {
        if (error.message === PARSE_MESSAGES.tooSlow) return { ok: false, reason: RECEIPT_UNREADABLE.tooSlow };
        if (error.message === PARSE_MESSAGES.tooBig) return { ok: false, reason: RECEIPT_UNREADABLE.damaged };
        // The worker's refusal is one of the unreadable texts (a file it cannot open: "damaged"); stored as its key.
        const known = Object.values(RECEIPT_UNREADABLE).find((reason) => RECEIPT_MESSAGES[reason.key] === error.message);
        return { ok: false, reason: known ?? RECEIPT_UNREADABLE.damaged };
      }
      throw error;
    } finally {
      await worker.close();
    }
  }
}
