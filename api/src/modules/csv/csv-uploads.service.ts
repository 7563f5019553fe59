import { createReadStream } from 'node:fs';
import { ClientOf } from '../../common/auth/client-scopes';
import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { BANK_FILE, CSV_MESSAGES, CSV_PREVIEW_ROWS } from '@ledgerleaf/contracts';
import type { PoolClient } from 'pg';
import { DataSource, type EntityManager, Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { isRowId } from '../../database/columns';
import { CategoriesService } from '../categories/categories.service';
import { CsvColumnMappingsService } from './csv-column-mappings.service';
import { LedgerService } from '../ledger/ledger.service';
import { OpeningsService } from '../books/openings.service';
import { CsvQuotaService } from './csv-quota.service';
import { copyScannedRows } from './csv-row-copy';
import { CsvRowSpool } from './csv-row-spool';
import { CsvTempFolder } from './csv-temp-folder';
import { CSV_ROW_LIST, CsvUploadsRepository } from './csv-uploads.repository';
import { parseCategoriesField } from './dto/csv-categories-field';
import { toPreviewRow } from './dto/csv-upload.dto';
import { CsvTransaction } from './entities/csv-transaction.entity';
import type { Actor } from './csv-actor';
import { CsvUpload } from './entities/csv-upload.entity';
import { BankFileParser } from './parsing/bank-file-parser';
import { parseMappingField } from './parsing/column-mapping';
import type { CanonicalRow } from './canonical-row';

const STAFF: Actor = { userId: 0, staff: true };

/** The uploaded file as multer leaves it on disk; whoever put it there removes it. */
export interface UploadedFile {
  path: string;
  originalname: string;
  size: number;
}

/** Rows per read of the canonical download. */
const CANONICAL_PAGE = 5000;

const invalid = (message: string) => new DomainException(DomainErrorKind.INVALID, message);

/** How an upload's rows are read, and the mapping to remember once it is stored. */
/** The uploads themselves: store a file and its rows, find, list, delete, and the cached preview. */
@Injectable()
@OwnsUserData()
export class CsvUploadsService implements UserDataOwner {
  private readonly logger = new Logger('Csv');

  constructor(
    @InjectRepository(CsvUpload) private readonly uploads: Repository<CsvUpload>,
    @InjectRepository(CsvTransaction) private readonly transactions: Repository<CsvTransaction>,
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
    private readonly categories: CategoriesService,
    private readonly quota: CsvQuotaService,
    private readonly mappings: CsvColumnMappingsService,
    private readonly ledger: LedgerService,
    private readonly tempFolder: CsvTempFolder,
    private readonly files: StoredFileDeletions,
    private readonly parser: BankFileParser,
    private readonly repository: CsvUploadsRepository,
    private readonly openings: OpeningsService,
  ) {}

  /** The client of a CSV upload (StaffGuard's scope for routes naming an upload). */
  @ClientOf('csv-upload')
  async clientOfUpload(id: string): Promise<number | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    // A staff member's own upload (the console's categorizing tool) names no client: the scope check passes it.
    return (await this.uploads.findOne({ where: { id: Number(id) }, select: { id: true, uploadedBy: true } }))?.uploadedBy ?? null;
  }

  /** The client of a CSV row (StaffGuard's scope for a staff correction). */
  @ClientOf('csv-row')
  async clientOfRow(id: string): Promise<number | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    const row = await this.transactions.findOne({ where: { id: Number(id) }, select: { id: true, csvUploadId: true } });
    return row ? this.clientOfUpload(String(row.csvUploadId)) : null;
  }

  /** Storage keys of the user's uploaded CSV files (removed with the account). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.uploads.find({ where: { uploadedBy: userId }, select: { id: true, filePath: true } });
    return rows.map((r) => r.filePath).filter(Boolean);
  }

  /**
   * Validates the whole file and stores it and its rows in one transaction. A bad file
   * answers 400 and stores nothing; a CSV of a layout neither known nor mapped by this
   * client answers 422 with its columns, and so does a file whose parse runs past
   * PARSE_LIMITS.timeLimitMs. The file is parsed once, streamed from the temporary upload,
   * in a worker thread (BankFileParser: nothing an upload holds can stall the API): the
   * upload's row is inserted first, and the worker's valid rows are written into COPY as
   * they come (a row whose date waits for the file's day/month order waits in a spool
   * file), so PostgreSQL stores rows while the worker reads the next ones; a refusal cancels
   * COPY and rolls the transaction back. No CSV is ever held whole in memory; an OFX
   * statement is parsed whole in the worker, within the upload size limit. The file goes to
   * storage only once accepted. The spool and the worker end whatever the outcome; the
   * temporary upload file is the caller's to remove (the upload interceptor does, whatever
   * the outcome).
   */
  async upload(actor: Actor, file: UploadedFile | undefined, categoriesField: unknown, mappingField?: unknown): Promise<CsvUpload> {
    if (!file) throw invalid(CSV_MESSAGES.fileRequired);
    if (!BANK_FILE.isBankFileName(file.originalname)) throw invalid(CSV_MESSAGES.notCsvName);
    const mapping = parseMappingField(mappingField);
    await this.quota.assertRoomFor(actor, file.size);
    const categories = parseCategoriesField(categoriesField) ?? (await this.categories.inputsForUser(actor.userId));
    const parsing = await this.parser.open(file.path, mapping, (headerKey) => this.mappings.find(actor.userId, headerKey));
    const spool = new CsvRowSpool(this.tempFolder.path);
    const stored: { key?: string } = {};
    try {
      const upload = await this.db.transaction(async (em) => {
        const uploads = em.getRepository(CsvUpload);
        // the storage key and the row count are known once the file is accepted
        const upload = await uploads.save(
          uploads.create({ fileName: file.originalname.trim().slice(0, 255), filePath: '', format: parsing.format, uploadedBy: actor.userId, categories }),
        );
        const client = (await em.queryRunner!.connect()) as PoolClient;
        const scan = await copyScannedRows(client, upload.id, spool, (rows) => parsing.scan(rows));
        // the file's statement balances (OFX LEDGERBAL, a balance column), once its rows are in: they propose the account's opening
        if (scan.balances) {
          const { source, days } = scan.balances;
          await this.openings.recordStatementBalances(
            days.map((d) => ({ userId: actor.userId, accountSource: 'csv' as const, accountRef: upload.id, date: d.date, source, balance: d.balance })),
            em,
          );
        }
        const saved = await this.storage.save(createReadStream(file.path), file.originalname);
        stored.key = saved.key;
        Object.assign(upload, { filePath: saved.key, fileSize: saved.size, originalRowCount: scan.rowCount });
        await uploads.update({ id: upload.id }, { filePath: upload.filePath, fileSize: upload.fileSize, originalRowCount: upload.originalRowCount });
        return upload;
      });
      if (mapping && parsing.rememberAs) await this.mappings.remember(actor.userId, parsing.rememberAs, mapping);
      return upload;
    } catch (error) {
      if (stored.key) await this.storage.delete(stored.key).catch(() => undefined);
      throw error;
    } finally {
      await Promise.all([spool.remove(), parsing.close()]);
    }
  }

  async listForClient(userId: number): Promise<CsvUpload[]> {
    return this.uploads.find({ where: { uploadedBy: userId }, order: { createdAt: 'DESC', id: 'DESC' } });
  }

  /** The console list, each upload with its uploader. */
  listForAdmin(raw: RawListQuery): Promise<ListPage<CsvUpload>> {
    return this.repository.adminPage(raw);
  }

  /** The upload, if the actor may reach it; another client's id answers the same 404 as an unknown one. */
  async get(actor: Actor, id: number): Promise<CsvUpload> {
    const upload = isRowId(id)
      ? await this.uploads.findOne({ where: actor.staff ? { id } : { id, uploadedBy: actor.userId }, relations: { uploader: actor.staff } })
      : null;
    if (!upload) throw new DomainException(DomainErrorKind.NOT_FOUND, CSV_MESSAGES.notFound);
    return upload;
  }

  /**
   * Deletes in any state: the record, its rows (cascade) and the stored file. A running job
   * finds nothing and stops. An upload in the books leaves them first, so pending reports
   * of its months are rebuilt.
   */
  async remove(actor: Actor, id: number): Promise<void> {
    const upload = await this.get(actor, id);
    await this.files.deleteWith([upload.filePath], async (em) => {
      if (upload.addedToBooksAt) await this.ledger.leave(em, upload.uploadedBy, 'csv', upload.id);
      await em.getRepository(CsvUpload).delete({ id: upload.id });
    });
  }

  /** Every row of an upload (staff). A bad list query is a 400 before the upload is looked up. */
  async rowsForAdmin(uploadId: number, raw: RawListQuery): Promise<ListPage<CsvTransaction>> {
    const query = CSV_ROW_LIST.parse(raw);
    const upload = await this.get(STAFF, uploadId);
    return this.repository.rowsPage(upload.id, query);
  }

  /**
   * The first CSV_PREVIEW_ROWS rows, cached on the upload as categorizedData. With `em`, inside
   * the caller's transaction: categorization marks the upload completed and refreshes its
   * preview in one commit, so no reader sees a completed upload without its preview.
   */
  async refreshPreview(uploadId: number, em?: EntityManager): Promise<void> {
    const transactions = em ? em.getRepository(CsvTransaction) : this.transactions;
    const uploads = em ? em.getRepository(CsvUpload) : this.uploads;
    const first = await transactions.find({ where: { csvUploadId: uploadId }, order: { rowIndex: 'ASC' }, take: CSV_PREVIEW_ROWS });
    await uploads.update({ id: uploadId }, { categorizedData: first.map(toPreviewRow) });
  }

  /** Rows in file order with their results, for the download. */
  resultsInOrder(uploadId: number): Promise<{ category: string | null; confidence: number | null; source: string | null }[]> {
    return this.repository.resultsInOrder(uploadId);
  }

  /** Every stored row with its results, in file order, a page at a time: the canonical download of a bank file. */
  async *canonicalRowsInOrder(uploadId: number): AsyncGenerator<CanonicalRow[]> {
    for (let after = -1; ;) {
      const page = await this.repository.canonicalRowsAfter(uploadId, after, CANONICAL_PAGE);
      if (!page.length) return;
      yield page;
      after = page[page.length - 1].rowIndex;
    }
  }
}
