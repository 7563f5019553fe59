import { Injectable } from '@nestjs/common';
import { ClientOf } from '../../common/auth/client-scopes';
import { InjectDataSource, InjectRepository } from '@nestjs/typeorm';
import { CLIENT_LIMIT_MESSAGES, CLIENT_LIMITS, EditRequestStatus, SUBMISSION_MESSAGES, SubmissionStatus, type SubmissionView } from '@ledgerleaf/contracts';
import { DataSource, In, Repository, type EntityManager } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { FileStorage } from '../../common/storage/file-storage';
import { StoredFileDeletions } from '../../common/storage/stored-file-deletions';
import { removeStoredFiles } from '../../common/storage/upload-cleanup';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import { LedgerService } from '../ledger/ledger.service';
import { MonthCloseService } from '../ledger/month-close.service';
import { ValidationFailedException } from '../../common/validation/validation-failed.exception';
import { isRowId } from '../../database/columns';
import { parseEditRequestForm, parseSubmissionForm } from './dto/submission-form';
import { toSubmissionView, type SubmissionGraph } from './dto/submission-view';
import { AdditionalCategory } from './entities/additional-category.entity';
import { EditRequest } from './entities/edit-request.entity';
import { ManualTransaction } from './entities/manual-transaction.entity';
import { SubmissionFile, SubmissionFileRole } from './entities/submission-file.entity';
import { SubmissionResult } from './entities/submission-result.entity';
import { Submission, type StoredDocument } from './entities/submission.entity';
import { SubmissionsRepository } from './submissions.repository';
import { additionalCategoriesCsv, manualTransactionsCsv } from './submission-csv';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, SUBMISSION_MESSAGES.submissionNotFound);

/** A file to register in submission_files once its row exists. */
export interface FileRecord {
  key: string;
  role: SubmissionFileRole;
  originalName: string;
  mimeType: string;
  size: number;
}

export const fileRecordOf = (upload: StoredPart, role: SubmissionFileRole): FileRecord => ({
  key: upload.key,
  role,
  originalName: upload.originalname,
  mimeType: upload.detectedMimeType,
  size: upload.size,
});

/** The client's side of manual submissions: create, list, delete, ask for an edit. */
@Injectable()
@OwnsUserData()
export class SubmissionsService implements UserDataOwner {
  constructor(
    @InjectDataSource() private readonly dataSource: DataSource,
    @InjectRepository(Submission) private readonly submissions: Repository<Submission>,
    @InjectRepository(SubmissionFile) private readonly files: Repository<SubmissionFile>,
    @InjectRepository(SubmissionResult) private readonly results: Repository<SubmissionResult>,
    private readonly storage: FileStorage,
    private readonly ledger: LedgerService,
    private readonly storedFiles: StoredFileDeletions,
    private readonly repository: SubmissionsRepository,
    private readonly monthClose: MonthCloseService,
  ) {}

  /** The client of a submission (StaffGuard's scope for routes naming a submission). */
  @ClientOf('submission')
  async clientOfSubmission(id: string): Promise<number | null> {
    if (!/^\d{1,9}$/.test(id)) return null;
    return (await this.submissions.findOne({ where: { id: Number(id) }, select: { id: true, userId: true } }))?.userId ?? null;
  }

  /**
   * Stores a submission with its documents (already streamed to storage by the upload
   * interceptor), its typed rows and their generated CSVs. All or nothing: on any
   * failure the rows roll back and every stored file is removed.
   */
  async create(userId: number, body: Record<string, unknown>, uploads: StoredPart[]): Promise<SubmissionView> {
    const keys = uploads.map((u) => u.key);
    let id: number;
    try {
      const form = parseSubmissionForm(body, uploads.length);
      if (!form.ok) throw new ValidationFailedException(form.fields);
      const { summaryName, manualTransactions, additionalCategories } = form.value;
      // Manual rows dated in a closed month would change its figures when delivered: 409 naming the month.
      await this.monthClose.assertOpen(userId, [...new Set(manualTransactions.map((t) => t.transactionDate))]);
      const records = uploads.map((u) => fileRecordOf(u, SubmissionFileRole.DOCUMENT));
      let manualCsv: FileRecord | null = null;
      let categoriesCsv: FileRecord | null = null;
      if (manualTransactions.length) {
        manualCsv = await this.saveGenerated(manualTransactionsCsv(manualTransactions), 'manual-transactions.csv', SubmissionFileRole.MANUAL_TRANSACTIONS_CSV);
        keys.push(manualCsv.key);
      }
      if (additionalCategories.length) {
        categoriesCsv = await this.saveGenerated(
          additionalCategoriesCsv(additionalCategories),
          'additional-categories.csv',
          SubmissionFileRole.ADDITIONAL_CATEGORIES_CSV,
        );
        keys.push(categoriesCsv.key);
      }
      id = await this.dataSource.transaction(async (em) => {
        const submission = await em.getRepository(Submission).save(
          em.getRepository(Submission).create({
            userId,
            summaryName,
            documents: records.map((r): StoredDocument => ({ path: r.key, originalName: r.originalName })),
            status: SubmissionStatus.PENDING,
            manualTransactionsCsvUrl: manualCsv?.key ?? null,
            additionalCategoriesCsvUrl: categoriesCsv?.key ?? null,
          }),
        );
        if (manualTransactions.length) await em.getRepository(ManualTransaction).insert(manualTransactions.map((t) => ({ ...t, submissionId: submission.id })));
        if (additionalCategories.length)
          await em.getRepository(AdditionalCategory).insert(additionalCategories.map((c) => ({ ...c, submissionId: submission.id })));
        await this.registerFiles(em, submission.id, null, [...records, ...[manualCsv, categoriesCsv].filter((r): r is FileRecord => r !== null)]);
        return submission.id;
      });
    } catch (error) {
      await this.deleteKeys(keys);
      throw error;
    }
    return toSubmissionView(await this.graph(id));
  }

  /** The client's own submissions, newest first, each with its edit requests latest first. */
  async listOwn(userId: number): Promise<SubmissionView[]> {
    const rows = await this.submissions.find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, select: { id: true } });
    return (await this.graphs(rows.map((r) => r.id))).map(toSubmissionView);
  }

  /**
   * Deletes the submission, its rows (cascade) and every file it owns. Its manual
   * transactions leave the books, so pending reports of their months are rebuilt.
   */
  async remove(userId: number, id: number): Promise<void> {
    const submission = await this.ownOrThrow(userId, id);
    const keys = await this.keysOf([submission.id]);
    await this.storedFiles.deleteWith(keys, async (em) => {
      await this.ledger.leave(em, userId, 'manual', submission.id);
      await em.getRepository(Submission).delete({ id: submission.id });
    });
  }

  /** A client's request for changes: stored with its optional documents; the submission becomes edit_requested. */
  async requestEdit(userId: number, id: number, body: Record<string, unknown>, uploads: StoredPart[]): Promise<SubmissionView> {
    let submission: Submission;
    try {
      submission = await this.ownOrThrow(userId, id);
      const form = parseEditRequestForm(body);
      if (!form.ok) throw new ValidationFailedException(form.fields);
      const records = uploads.map((u) => fileRecordOf(u, SubmissionFileRole.EDIT_ATTACHMENT));
      await this.dataSource.transaction(async (em) => {
        await this.assertEditRequestRoom(em, submission.id);
        const request = await em.getRepository(EditRequest).save(
          em.getRepository(EditRequest).create({
            submissionId: submission.id,
            description: form.value.description,
            status: EditRequestStatus.PENDING,
            documents: records.length ? records.map((r) => ({ path: r.key, originalName: r.originalName })) : null,
          }),
        );
        await this.registerFiles(em, submission.id, request.id, records);
        await em.getRepository(Submission).update({ id: submission.id }, { status: SubmissionStatus.EDIT_REQUESTED });
      });
    } catch (error) {
      await this.deleteKeys(uploads.map((u) => u.key));
      throw error;
    }
    return toSubmissionView(await this.graph(submission.id));
  }

  /**
   * Storage keys of every file of the user's submissions: uploaded documents, staff
   * results (current and earlier), generated CSVs and edit-request attachments. Used
   * before the account is deleted (the rows go by cascade, the files must be removed explicitly).
   */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.submissions.find({ where: { userId }, select: { id: true } });
    return this.keysOf(rows.map((r) => r.id));
  }

  // ---- shared with the staff side ----

  async graph(id: number): Promise<SubmissionGraph> {
    const [graph] = await this.graphs([id]);
    if (!graph) throw notFound();
    return graph;
  }

  /** Submissions with everything a view needs, in the order of `ids`. */
  async graphs(ids: number[]): Promise<SubmissionGraph[]> {
    if (!ids.length) return [];
    const rows = await this.submissions.find({
      where: { id: In(ids) },
      relations: { editRequests: true, manualTransactions: true, additionalCategories: true, user: true },
    });
    const files = await this.files.find({ where: { submissionId: In(ids) } });
    const results = await this.results.find({ where: { submissionId: In(ids) } });
    const byId = new Map(rows.map((s) => [s.id, s]));
    return ids
      .map((id) => byId.get(id))
      .filter((s): s is Submission => Boolean(s))
      .map((submission) => ({
        submission,
        files: new Map(files.filter((f) => f.submissionId === submission.id).map((f) => [f.storageKey, f])),
        results: results.filter((r) => r.submissionId === submission.id),
      }));
  }

  async registerFiles(em: EntityManager, submissionId: number, editRequestId: number | null, records: FileRecord[]): Promise<void> {
    if (!records.length) return;
    await em.getRepository(SubmissionFile).insert(
      records.map((r) => ({
        submissionId,
        editRequestId,
        storageKey: r.key,
        role: r.role,
        originalName: r.originalName,
        mimeType: r.mimeType,
        size: r.size,
      })),
    );
  }

  /** Removes stored files; a file that cannot be removed is logged, never fatal (its row is already gone). */
  deleteKeys(keys: string[]): Promise<void> {
    return removeStoredFiles(this.storage, keys);
  }

  /**
   * A client may ask for an edit at any time (spec), but at most
   * CLIENT_LIMITS.openEditRequestsPerSubmission wait for staff on one submission: staff's
   * next delivery answers them all, and then the client may ask again. The submission's
   * row is locked, so parallel requests count one after the other.
   */
  private async assertEditRequestRoom(em: EntityManager, submissionId: number): Promise<void> {
    await this.repository.lock(em, submissionId);
    const open = await em.getRepository(EditRequest).countBy({ submissionId, status: EditRequestStatus.PENDING });
    if (open >= CLIENT_LIMITS.openEditRequestsPerSubmission) throw new DomainException(DomainErrorKind.CONFLICT, CLIENT_LIMIT_MESSAGES.openEditRequests);
  }

  private async ownOrThrow(userId: number, id: number): Promise<Submission> {
    const submission = isRowId(id) ? await this.submissions.findOne({ where: { id, userId }, select: { id: true, userId: true, status: true } }) : null;
    if (!submission) throw notFound();
    return submission;
  }

  /** Every key the submissions own: registered files plus the JSON and URL columns (rows written before the file registry). */
  private async keysOf(ids: number[]): Promise<string[]> {
    if (!ids.length) return [];
    const registered = await this.files.find({ where: { submissionId: In(ids) }, select: { storageKey: true } });
    const rows = await this.submissions.find({ where: { id: In(ids) }, relations: { editRequests: true } });
    const results = await this.results.find({ where: { submissionId: In(ids) } });
    const keys = [
      ...registered.map((f) => f.storageKey),
      ...rows.flatMap((s) => [
        ...(s.documents ?? []).map((d) => d.path),
        s.resultPdfUrl,
        s.resultCsvUrl,
        s.manualTransactionsCsvUrl,
        s.additionalCategoriesCsvUrl,
        ...(s.editRequests ?? []).flatMap((e) => (e.documents ?? []).map((d) => d.path)),
      ]),
      ...results.flatMap((r) => [r.pdfKey, r.csvKey]),
    ].filter((key): key is string => Boolean(key));
    return [...new Set(keys)];
  }

  private async saveGenerated(content: Buffer, name: string, role: SubmissionFileRole): Promise<FileRecord> {
    const stored = await this.storage.save(content, name);
    return { key: stored.key, role, originalName: name, mimeType: 'text/csv', size: stored.size };
  }
}
