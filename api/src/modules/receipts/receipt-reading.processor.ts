import { Injectable, Logger } from '@nestjs/common';
import { RECEIPT_UNREADABLE } from '@ledgerleaf/contracts';
import type { JobContext } from '../../common/jobs/job-queue';
import { JobHandler } from '../../common/jobs/job-handler.decorator';
import { FileStorage } from '../../common/storage/file-storage';
import { extractReceiptFields } from './reading/receipt-fields';
import { type ReceiptFileKind, ReceiptReader, type ReceiptText } from './reading/receipt-reader';
import { ReceiptAiReading } from './receipt-ai-reading.service';
import { READ_RECEIPT } from './receipts.jobs';
import { ReceiptsRepository } from './receipts.repository';
import { ReceiptsService } from './receipts.service';

const KINDS: Record<string, ReceiptFileKind> = { 'application/pdf': 'pdf', 'image/png': 'png', 'image/jpeg': 'jpeg', 'image/heic': 'heic' };

/**
 * Reads a receipt on a worker process: its file from storage, its text in a reader thread
 * (ReceiptReader, a time limit per page), its fields (with the model's where the offline
 * reading is unsure and OpenAI is configured: ReceiptAiReading), then its match (ReceiptsService
 * .applyReading, which takes a reading once). A failure other than "unreadable" is retried
 * by the job; the last try gives up with "reading failed", so the client can type the fields.
 */
@Injectable()
export class ReceiptReadingProcessor {
  private readonly logger = new Logger('ReceiptReading');

  constructor(
    private readonly repository: ReceiptsRepository,
    private readonly receipts: ReceiptsService,
    private readonly reader: ReceiptReader,
    private readonly storage: FileStorage,
    private readonly ai: ReceiptAiReading,
  ) {}

  @JobHandler(READ_RECEIPT)
  async read({ receiptId }: { receiptId: number }, context: JobContext): Promise<void> {
    const receipt = await this.repository.find(receiptId, null);
    if (!receipt || receipt.status !== 'reading') return;
    const started = Date.now();
    let outcome: ReceiptText;
    try {
      const kind = KINDS[receipt.mimeType];
      outcome = kind ? await this.reader.read(await this.storage.readBuffer(receipt.fileKey), kind) : { ok: false, reason: RECEIPT_UNREADABLE.damaged };
    } catch (error) {
      if (context.attempt < context.attempts) throw error;
      this.logger.error(`Receipt ${receiptId}: reading failed on the last try: ${(error as Error).message}`);
      outcome = { ok: false, reason: RECEIPT_UNREADABLE.failed };
    }
    const convertedKey = outcome.ok && outcome.converted ? (await this.storage.save(outcome.converted, `receipt-${receiptId}.jpg`)).key : null;
    // The fields from the text, and the model's where the offline reading is unsure (outside any transaction: a network call).
    const fields = outcome.ok ? await this.ai.improve(receipt.userId, receiptId, outcome.text, extractReceiptFields(outcome.text).fields) : undefined;
    const applied = await this.receipts.applyReading(receiptId, outcome, convertedKey, fields);
    this.logger.log(
      `Receipt ${receiptId}: ${outcome.ok ? `${outcome.method}, ${outcome.pages} page(s)` : `unreadable (${outcome.reason.key})`} in ${Date.now() - started} ms${applied ? '' : ' (already read)'}`,
    );
  }
}
