import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QUESTION_MESSAGES, ReportStatus, SUBMISSION_MESSAGES, personName } from '@ledgerleaf/contracts';
import { Not, IsNull, QueryFailedError, Repository, type FindOptionsWhere } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { ClientScopes } from '../../common/auth/client-scopes';
import type { OpenedFile } from '../../common/http/file-response';
import { type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { FileStorage } from '../../common/storage/file-storage';
import { removeStoredFiles } from '../../common/storage/upload-cleanup';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import { OwnsUserData, type UserDataOwner } from '../../common/user-data/user-data-owner';
import { isRowId } from '../../database/columns';
import { LedgerService } from '../ledger/ledger.service';
import { MonthCloseService } from '../ledger/month-close.service';
import { ReportRequestsService } from '../reports/report-requests.service';
import { ReportQueriesService } from '../reports/report-queries.service';
import { TransactionQuestion } from './entities/transaction-question.entity';
import { QuestionsRepository } from './questions.repository';

/** A question with what its answer shows: the transaction and the report's public id. */
export type QuestionEntry = NonNullable<TransactionQuestion['entry']>;
export interface LoadedQuestion {
  question: TransactionQuestion & { entry: QuestionEntry };
  reportId: string;
}

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, QUESTION_MESSAGES.notFound);
const UNIQUE_VIOLATION = '23505';

/** The same answer for a receipt that is missing and one that is not the asker's (the submissions' file 404). */
const receiptNotFound = () => new DomainException(DomainErrorKind.NOT_FOUND, SUBMISSION_MESSAGES.fileNotFound);

/**
 * Questions on transactions: staff ask about one row of a pending report, the client answers
 * with one of their categories, a note and/or a receipt. A category answer teaches the
 * client's memory and rebuilds the pending report (through ReportRequestsService, like a
 * staff correction). Receipts are the client's stored files: removed with the account.
 */
@Injectable()
@OwnsUserData()
export class QuestionsService implements UserDataOwner {
  constructor(
    @InjectRepository(TransactionQuestion) private readonly questions: Repository<TransactionQuestion>,
    private readonly ledger: LedgerService,
    private readonly reports: ReportQueriesService,
    private readonly requests: ReportRequestsService,
    private readonly storage: FileStorage,
    private readonly repository: QuestionsRepository,
    private readonly scopes: ClientScopes,
    private readonly monthClose: MonthCloseService,
  ) {}

  /** Staff ask about a transaction of a pending report: the transaction must be the report's client's, dated in its month. */
  async ask(reportIdOrPublic: string, staff: AuthUser, input: { transactionId: number; question: string }): Promise<LoadedQuestion> {
    const report = await this.reports.getForStaff(reportIdOrPublic);
    if (report.status !== ReportStatus.PENDING) throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.onlyPending);
    const text = input.question.trim();
    if (!text) throw new DomainException(DomainErrorKind.INVALID, QUESTION_MESSAGES.questionRequired);
    const entry = await this.ledger.entryOf(report.userId, input.transactionId);
    if (!entry || entry.date < report.startDate || entry.date > report.endDate)
      throw new DomainException(DomainErrorKind.INVALID, QUESTION_MESSAGES.transactionNotInReport);
    const ledgerEntryId = String(entry.transactionId);
    // The partial unique index is the backstop for two askers at once; this check keeps the usual case quiet.
    if (await this.questions.existsBy({ ledgerEntryId, status: 'open' })) throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyOpen);
    try {
      const saved = await this.questions.save(
        this.questions.create({ userId: report.userId, monthlyReportId: report.id, ledgerEntryId, question: text, askedBy: staff.id, status: 'open' }),
      );
      return await this.loadOne({ id: saved.id });
    } catch (error) {
      if (error instanceof QueryFailedError && (error.driverError as { code?: string } | undefined)?.code === UNIQUE_VIOLATION) {
        throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyOpen);
      }
      throw error;
    }
  }

  /** The client's questions, open ones first, newest first within each. */
  async listForClient(userId: number): Promise<LoadedQuestion[]> {
    const rows = await this.questions.find({ where: { userId }, relations: { entry: true }, order: { askedAt: 'DESC', id: 'DESC' } });
    const loaded = await this.withReportIds(rows);
    return [...loaded.filter((q) => q.question.status === 'open'), ...loaded.filter((q) => q.question.status !== 'open')];
  }

  /** The client's own question; another client's is as unknown as a missing one. */
  async getOwn(userId: number, id: number): Promise<LoadedQuestion> {
    if (!isRowId(id)) throw notFound();
    return this.loadOne({ id, userId });
  }

  private async loadOne(where: FindOptionsWhere<TransactionQuestion>): Promise<LoadedQuestion> {
    const row = await this.questions.findOne({ where, relations: { entry: true } });
    if (!row) throw notFound();
    return (await this.withReportIds([row]))[0];
  }

  /**
   * The client answers: a category (one of theirs, else 400), a note and/or a receipt (at
   * least one, else 400). The receipt is already in storage (the upload interceptor checked
   * it); a refused answer removes it. A category is taught to memory and the pending report rebuilt.
   */
  async answer(userId: number, id: number, input: { category?: string; note?: string }, receipt: StoredPart | null = null): Promise<LoadedQuestion> {
    let question: LoadedQuestion['question'];
    let category: string | null;
    try {
      ({ question } = await this.getOwn(userId, id));
      if (question.status !== 'open') throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyAnswered);
      // An answer on a closed month's transaction would change its figures: 409 naming the month.
      await this.monthClose.assertOpen(userId, [question.entry.date]);
      const named = input.category?.trim() ?? '';
      const note = input.note?.trim() ?? '';
      if (!named && !note && !receipt) throw new DomainException(DomainErrorKind.INVALID, QUESTION_MESSAGES.emptyAnswer);
      category = named ? await this.requests.ownCategory(userId, named) : null;
      const changed = await this.questions.update(
        { id: question.id, status: 'open' },
        {
          status: 'answered',
          answerCategory: category,
          answerNote: note || null,
          receiptKey: receipt?.key ?? null,
          receiptName: receipt?.originalname ?? null,
          receiptMimeType: receipt?.detectedMimeType ?? null,
          receiptSize: receipt?.size ?? null,
          answeredAt: new Date(),
        },
      );
      if (!changed.affected) throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyAnswered);
    } catch (error) {
      if (receipt) await removeStoredFiles(this.storage, [receipt.key]);
      throw error;
    }
    if (category) {
      const report = await this.reports.getOwn(userId, question.monthlyReportId);
      await this.requests.applyClientAnswer(report, { name: question.entry.name, merchantName: question.entry.merchantName, category });
    }
    return this.getOwn(userId, id);
  }

  /**
   * An answer's receipt for its client or staff (GET or HEAD), addressed by the question and
   * the file's name; anyone else, signed in or not, gets the 404 of a missing file.
   */
  async receipt(user: AuthUser | undefined, questionId: number, fileName: string): Promise<OpenedFile> {
    if (!user || !isRowId(questionId)) throw receiptNotFound();
    const row = await this.questions.findOne({
      where: { id: questionId },
      select: { id: true, userId: true, receiptKey: true, receiptName: true, receiptMimeType: true, receiptSize: true },
    });
    if (!row?.receiptKey || row.receiptName !== fileName || !(await this.scopes.mayReadFileOf(user, row.userId))) throw receiptNotFound();
    const key = row.receiptKey;
    if (!(await this.storage.exists(key))) throw receiptNotFound();
    return {
      originalName: row.receiptName,
      mimeType: row.receiptMimeType ?? 'application/octet-stream',
      size: row.receiptSize ?? -1,
      open: () => this.storage.read(key),
    };
  }

  /** The receipts of the client's answers, named before the account's rows go (the deletion then removes the files). */
  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows = await this.questions.find({ where: { userId, receiptKey: Not(IsNull()) }, select: { id: true, receiptKey: true } });
    return rows.map((r) => r.receiptKey!);
  }

  /** The console list (react-admin): `filter={"status":"answered","userId":3}`. */
  async listForAdmin(raw: RawListQuery): Promise<ListPage<LoadedQuestion & { userName: string | null }>> {
    const page = await this.repository.adminPage(raw);
    const loaded = await this.withReportIds(page.rows);
    return {
      ...page,
      rows: loaded.map((l) => ({ ...l, userName: l.question.user ? personName(l.question.user) || null : null })),
    };
  }

  private async withReportIds(rows: TransactionQuestion[]): Promise<LoadedQuestion[]> {
    const publicIds = await this.reports.publicIds([...new Set(rows.map((r) => r.monthlyReportId))]);
    return rows.map((question) => ({ question: question as LoadedQuestion['question'], reportId: publicIds.get(question.monthlyReportId) ?? '' }));
  }
}
