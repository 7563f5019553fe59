import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import {
  RECEIPT_FIELD_NAMES,
  RECEIPT_MESSAGES,
  RECEIPT_UNREADABLE,
  type ReceiptFieldName,
  type ReceiptFields,
  type ReceiptFieldSource,
  type ReceiptStatus,
} from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { ClientOf } from '../../common/auth/client-scopes';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { OpenedFile } from '../../common/http/file-response';
import { JobQueue } from '../../common/jobs/job-queue';
import { type InProgressWork, Reconciles } from '../../common/jobs/reconciles.decorator';
import type { ListPage, RawListQuery } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import { isRowId } from '../../database/columns';
import { LedgerChangesService } from '../ledger/ledger-changes.service';
import { Receipt } from './entities/receipt.entity';
import { emptyFields, extractReceiptFields } from './reading/receipt-fields';
import { checkField } from './receipt-corrections';
import type { ReceiptText } from './reading/receipt-reader';
import { ReceiptMatchingService } from './receipt-matching.service';
import { READ_RECEIPT, readReceiptJobId } from './receipts.jobs';
import { type CandidateRow, ReceiptsRepository } from './receipts.repository';

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, RECEIPT_MESSAGES.notFound);
const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

const UNIQUE_VIOLATION = '23505';

/** "28 November 2026", for the duplicate's message. */
const dayOf = (date: Date) => date.toLocaleDateString('en-CA', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'America/Toronto' });

/** A receipt with the transactions listed for it. */
export interface LoadedReceipt {
  receipt: Receipt;
  candidates: CandidateRow[];
}

/**
 * The receipt inbox: files in (the submissions' document rules; the same bytes twice are
 * refused with a 409 naming the first), the client's pages, a person's corrections, deletion,
 * and what the worker read (applyReading, from ReceiptReadingProcessor). `userId` null is
 * staff, who see every client's receipts.
 */
@Injectable()
export class ReceiptsService {
  private readonly logger = new Logger('Receipts');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly repository: ReceiptsRepository,
    private readonly matching: ReceiptMatchingService,
    private readonly storage: FileStorage,
    private readonly deletions: StoredFileDeletions,
    private readonly jobs: JobQueue,
    private readonly changes: LedgerChangesService,
  ) {}

  @ClientOf('receipt')
  async clientOfReceipt(id: string): Promise<number | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    return (await this.repository.find(Number(id), null))?.userId ?? null;
  }

  /**
   * Stores the client's receipts (the files are already in storage, this service owns them
   * now) and queues their reading. All or nothing: a duplicate refuses the whole request and
   * removes every file of it.
   */
  async upload(user: AuthUser, files: StoredPart[]): Promise<LoadedReceipt[]> {
    try {
      if (!files.length) throw invalid(RECEIPT_MESSAGES.noFiles);
      const hashes = await Promise.all(files.map((f) => this.hashOf(f.key)));
      // The same file twice in one request: the second names the first.
      hashes.forEach((hash, i) => {
        const first = hashes.indexOf(hash);
        if (first < i) throw this.duplicate(files[i].originalname, files[first].originalname, 0, new Date());
      });
      // Sent before: named from the first (the unique index still decides a race, below).
      const [earlier] = await this.repository.byContentHash(user.id, hashes);
      if (earlier) throw this.duplicate(files[hashes.indexOf(earlier.contentHash)].originalname, earlier.fileName, earlier.id, earlier.createdAt);
      const saved = await this.db
        .transaction(async (manager) => {
          const rows = files.map((f, i) =>
            manager.getRepository(Receipt).create({
              userId: user.id,
              uploadedBy: user.id,
              fileKey: f.key,
              fileName: f.originalname,
              mimeType: f.detectedMimeType,
              size: f.size,
              contentHash: hashes[i],
              status: 'reading',
              fields: emptyFields(),
              candidateIds: [],
            }),
          );
          return manager.getRepository(Receipt).save(rows);
        })
        .catch(async (error: unknown) => {
          if ((error as { code?: string }).code !== UNIQUE_VIOLATION) throw error;
          const [first] = await this.repository.byContentHash(user.id, hashes);
          const index = first ? hashes.indexOf(first.contentHash) : 0;
          throw first ? this.duplicate(files[index].originalname, first.fileName, first.id, first.createdAt) : error;
        });
      for (const receipt of saved) await this.enqueueReading(receipt.id);
      return saved.map((receipt) => ({ receipt, candidates: [] }));
    } catch (error) {
      await Promise.all(files.map((f) => this.storage.delete(f.key).catch(() => undefined)));
      throw error;
    }
  }

  private duplicate(name: string, firstName: string, firstId: number, at: Date): DomainException {
    return new DomainException(
      DomainErrorKind.CONFLICT,
      RECEIPT_MESSAGES.duplicate(name, firstName, firstId, dayOf(at)),
      firstId ? { firstReceiptId: firstId } : {},
    );
  }

  private async hashOf(key: string): Promise<string> {
    const hash = createHash('sha256');
    for await (const chunk of this.storage.read(key)) hash.update(chunk as Buffer);
    return hash.digest('hex');
  }

  /** Queues the reading (merged with one already waiting). A failure is logged: the reconciler queues it later. */
  private async enqueueReading(receiptId: number): Promise<void> {
    try {
      await this.jobs.enqueue(READ_RECEIPT, { receiptId }, { jobId: readReceiptJobId(receiptId) });
    } catch (error) {
      this.logger.warn(`Receipt ${receiptId}: reading not queued now (the reconciler will): ${(error as Error).message}`);
    }
  }

  /** For the reconciler: every receipt still being read. */
  @Reconciles(READ_RECEIPT)
  async inProgress(): Promise<InProgressWork<{ receiptId: number }>[]> {
    return (await this.repository.readingIds()).map((receiptId) => ({
      jobId: readReceiptJobId(receiptId),
      payload: { receiptId },
      giveUp: () => this.giveUp(receiptId),
    }));
  }

  /** A receipt whose reading keeps killing its worker: unreadable, so the client types the fields. */
  async giveUp(receiptId: number): Promise<void> {
    await this.applyReading(receiptId, { ok: false, reason: RECEIPT_UNREADABLE.failed }, null);
  }

  async page(userId: number, page: number, pageSize: number, status: ReceiptStatus | null): Promise<{ rows: LoadedReceipt[]; total: number }> {
    const [rows, total] = await this.repository.pageOf(userId, page, pageSize, status);
    return { rows: await this.withCandidates(rows), total };
  }

  async adminPage(raw: RawListQuery): Promise<ListPage<LoadedReceipt>> {
    const page = await this.repository.adminPage(raw);
    return { ...page, rows: await this.withCandidates(page.rows) };
  }

  /** The clients' names of some receipts, for the console. */
  clientNames(receipts: readonly LoadedReceipt[]): Promise<Map<number, string>> {
    return this.repository.clientNames(receipts.map((r) => r.receipt.userId));
  }

  async get(id: number, userId: number | null): Promise<LoadedReceipt> {
    const receipt = isRowId(id) ? await this.repository.find(id, userId) : null;
    if (!receipt) throw notFound();
    return (await this.withCandidates([receipt]))[0];
  }

  /** Loads the candidate transactions of the ambiguous receipts among `rows`. */
  async withCandidates(rows: Receipt[]): Promise<LoadedReceipt[]> {
    const byUser = new Map<number, string[]>();
    for (const r of rows) if (r.matchState === 'ambiguous') byUser.set(r.userId, [...(byUser.get(r.userId) ?? []), ...r.candidateIds.map(String)]);
    const candidates = new Map<number, CandidateRow[]>();
    for (const [userId, ids] of byUser) candidates.set(userId, await this.repository.entries(userId, ids));
    return rows.map((receipt) => ({ receipt, candidates: candidates.get(receipt.userId) ?? [] }));
  }

  /**
   * A person's corrections: each field given gets their value (confidence 1, source client
   * or staff); null clears it. A receipt with a total and a date becomes `read` and is matched
   * again, unless a person linked it by hand.
   */
  async update(id: number, userId: number | null, body: Partial<Record<ReceiptFieldName, string | null>>, by: ReceiptFieldSource): Promise<LoadedReceipt> {
    if (!isRowId(id)) throw notFound();
    const given = RECEIPT_FIELD_NAMES.filter((name) => body[name] !== undefined);
    if (!given.length) throw invalid(RECEIPT_MESSAGES.noChange);
    const values = Object.fromEntries(given.map((name) => [name, checkField(name, body[name] ?? null)])) as Partial<Record<ReceiptFieldName, string | null>>;
    const receipt = await this.db.transaction(async (manager) => {
      const row = await this.repository.lock(manager, id);
      if (!row || (userId !== null && row.userId !== userId)) throw notFound();
      if (row.status === 'reading') throw new DomainException(DomainErrorKind.CONFLICT, RECEIPT_MESSAGES.notReadYet);
      const fields = { ...row.fields } as ReceiptFields;
      for (const name of given) fields[name] = { value: values[name] ?? null, confidence: values[name] === null ? 0 : 1, source: by };
      row.fields = fields;
      if (fields.total.value !== null) {
        row.status = 'read';
        row.unreadableReason = null;
      }
      if (given.some((name) => name === 'total' || name === 'date' || name === 'currency')) await this.matching.autoMatch(manager, row);
      return manager.getRepository(Receipt).save(row);
    });
    return (await this.withCandidates([receipt]))[0];
  }

  /** Deletes the receipt and its files (after the commit; a crash leaves them listed for the purge). An unlinked transaction's month rebuilds. */
  async remove(id: number, userId: number | null): Promise<void> {
    const receipt = isRowId(id) ? await this.repository.find(id, userId) : null;
    if (!receipt) throw notFound();
    const keys = [receipt.fileKey, ...(receipt.convertedKey ? [receipt.convertedKey] : [])];
    await this.deletions.deleteWith(keys, async (manager) => {
      const row = await this.repository.lock(manager, id);
      if (!row) return;
      if (row.ledgerEntryId) {
        const [entry] = await this.repository.entries(row.userId, [row.ledgerEntryId], manager);
        if (entry) await this.changes.recordChange(manager, row.userId, [entry.date]);
      }
      await manager.getRepository(Receipt).delete({ id });
    });
  }

  /** The receipt's file (its JPEG when it was a HEIC photo) for its client or staff; 404 for anyone else. */
  async file(id: number, userId: number | null): Promise<OpenedFile> {
    const receipt = isRowId(id) ? await this.repository.find(id, userId) : null;
    if (!receipt) throw notFound();
    const key = receipt.convertedKey ?? receipt.fileKey;
    if (!(await this.storage.exists(key))) throw notFound();
    const converted = receipt.convertedKey !== null;
    return {
      originalName: converted ? receipt.fileName.replace(/\.(heic|heif)$/i, '') + '.jpg' : receipt.fileName,
      mimeType: converted ? 'image/jpeg' : receipt.mimeType,
      size: converted ? -1 : receipt.size,
      open: () => this.storage.read(key),
      ownerId: receipt.userId,
    };
  }

  /**
   * What the worker read, applied once: only a receipt still `reading` takes it (a second run
   * of the job, or a receipt deleted meanwhile, changes nothing and the converted file it
   * stored is removed). The fields are `read` (the processor's, with the model's) or taken from the text; a text without a total is
   * unreadable, with its reason, and keeps what was found. A read receipt is matched.
   */
  async applyReading(receiptId: number, outcome: ReceiptText, convertedKey: string | null, read?: ReceiptFields): Promise<boolean> {
    const applied = await this.db.transaction(async (manager: EntityManager) => {
      const receipt = await this.repository.lock(manager, receiptId);
      if (!receipt || receipt.status !== 'reading') return false;
      receipt.readAt = new Date();
      if (!outcome.ok) {
        receipt.status = 'unreadable';
        receipt.unreadableReason = outcome.reason;
      } else {
        receipt.text = outcome.text;
        receipt.readMethod = outcome.method;
        receipt.convertedKey = convertedKey;
        const letters = (outcome.text.match(/\p{L}/gu) ?? []).length;
        const fields = read ?? extractReceiptFields(outcome.text).fields;
        receipt.fields = fields;
        if (letters < 3) {
          receipt.status = 'unreadable';
          receipt.unreadableReason = RECEIPT_UNREADABLE.noText;
        } else if (fields.total.value === null) {
          receipt.status = 'unreadable';
          receipt.unreadableReason = RECEIPT_UNREADABLE.noTotal;
        } else {
          receipt.status = 'read';
        }
      }
      await this.matching.autoMatch(manager, receipt);
      await manager.getRepository(Receipt).save(receipt);
      return true;
    });
    if (!applied && convertedKey) await this.storage.delete(convertedKey).catch(() => undefined);
    return applied;
  }
}
