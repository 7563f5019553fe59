import { Injectable } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { QUESTION_MESSAGES, QUESTION_STATUSES, ReportStatus } from '@ledgerleaf/contracts';
import { QueryFailedError, Repository, type FindOptionsWhere } from 'typeorm';
import type { AuthUser } from '../../common/auth/auth-user';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { isRowId } from '../../database/columns';
import { LedgerService } from '../ledger/ledger.service';
import { ReportRequestsService } from '../reports/report-requests.service';
import { ReportsService } from '../reports/reports.service';
import { TransactionQuestion } from './entities/transaction-question.entity';

/** The console's questions list: filter by status and client, newest first. */
export const QUESTION_LIST = defineList({
  resource: 'questions',
  alias: 'q',
  sort: { id: 'q.id', status: 'q.status', askedAt: 'q.askedAt', answeredAt: 'q.answeredAt', userId: 'q.userId' },
  defaultSort: ['askedAt', 'DESC'],
  nullsLast: ['answeredAt'],
  search: ['q.question', 'e.name'],
  equals: { status: { column: 'q.status', values: QUESTION_STATUSES, message: QUESTION_MESSAGES.statusInvalid } },
  references: { userId: 'q.user_id' },
  // Answered while the report is still pending review: what staff have to act on (the menu badge).
  flags: { toActOn: { where: `q.status = 'answered' AND EXISTS (SELECT 1 FROM monthly_reports r WHERE r.id = q.monthly_report_id AND r.status = 'pending')` } },
});

/** A question with what its answer shows: the transaction and the report's public id. */
export type QuestionEntry = NonNullable<TransactionQuestion['entry']>;
export interface LoadedQuestion {
  question: TransactionQuestion & { entry: QuestionEntry };
  reportId: string;
}

const notFound = () => new DomainException(DomainErrorKind.NOT_FOUND, QUESTION_MESSAGES.notFound);
const UNIQUE_VIOLATION = '23505';

/**
 * Questions on transactions: staff ask about one row of a pending report, the client answers
 * with one of their categories and/or a note. A category answer teaches the client's memory
 * and rebuilds the pending report (through ReportRequestsService, like a staff correction).
 */
@Injectable()
export class QuestionsService {
  constructor(
    @InjectRepository(TransactionQuestion) private readonly questions: Repository<TransactionQuestion>,
    private readonly ledger: LedgerService,
    private readonly reports: ReportsService,
    private readonly requests: ReportRequestsService,
  ) {}

  /** Staff ask about a transaction of a pending report: the transaction must be the report's client's, dated in its month. */
  async ask(reportIdOrPublic: string, staff: AuthUser, input: { transactionId: number; question: string }): Promise<LoadedQuestion> {
    const report = await this.reports.getForStaff(reportIdOrPublic);
    if (report.status !== ReportStatus.PENDING) throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.onlyPending);
    const text = input.question.trim();
    if (!text) throw new DomainException(DomainErrorKind.INVALID, QUESTION_MESSAGES.questionRequired);
    const entry = await this.ledger.entryOf(report.userId, input.transactionId);
    if (!entry || entry.date < report.startDate || entry.date > report.endDate) throw new DomainException(DomainErrorKind.INVALID, QUESTION_MESSAGES.transactionNotInReport);
    const ledgerEntryId = String(entry.transactionId);
    // The partial unique index is the backstop for two askers at once; this check keeps the usual case quiet.
    if (await this.questions.existsBy({ ledgerEntryId, status: 'open' })) throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyOpen);
    try {
      const saved = await this.questions.save(this.questions.create({ userId: report.userId, monthlyReportId: report.id, ledgerEntryId, question: text, askedBy: staff.id, status: 'open' }));
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
   * The client answers: a category (one of theirs, else 400) and/or a note (at least one,
   * else 400). A category is taught to memory and the pending report rebuilt.
   */
  async answer(userId: number, id: number, input: { category?: string; note?: string }): Promise<LoadedQuestion> {
    const loaded = await this.getOwn(userId, id);
    const { question } = loaded;
    if (question.status !== 'open') throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyAnswered);
    const named = input.category?.trim() ?? '';
    const note = input.note?.trim() ?? '';
    if (!named && !note) throw new DomainException(DomainErrorKind.INVALID, QUESTION_MESSAGES.emptyAnswer);
    const category = named ? await this.requests.ownCategory(userId, named) : null;
    const changed = await this.questions.update(
      { id: question.id, status: 'open' },
      { status: 'answered', answerCategory: category, answerNote: note || null, answeredAt: new Date() },
    );
    if (!changed.affected) throw new DomainException(DomainErrorKind.CONFLICT, QUESTION_MESSAGES.alreadyAnswered);
    if (category) {
      const report = await this.reports.getOwn(userId, question.monthlyReportId);
      await this.requests.applyClientAnswer(report, { name: question.entry.name, merchantName: question.entry.merchantName, category });
    }
    return this.getOwn(userId, id);
  }

  /** The console list (react-admin): `filter={"status":"answered","userId":3}`. */
  async listForAdmin(raw: RawListQuery): Promise<ListPage<LoadedQuestion & { userName: string | null }>> {
    const page = await QUESTION_LIST.run(
      this.questions.createQueryBuilder('q').innerJoinAndSelect('q.entry', 'e').leftJoinAndSelect('q.user', 'u'),
      raw,
    );
    const loaded = await this.withReportIds(page.rows);
    return {
      ...page,
      rows: loaded.map((l) => ({ ...l, userName: l.question.user ? `${l.question.user.firstName} ${l.question.user.lastName}`.trim() || null : null })),
    };
  }

  private async withReportIds(rows: TransactionQuestion[]): Promise<LoadedQuestion[]> {
    const publicIds = await this.reports.publicIds([...new Set(rows.map((r) => r.monthlyReportId))]);
    return rows.map((question) => ({ question: question as LoadedQuestion['question'], reportId: publicIds.get(question.monthlyReportId) ?? '' }));
  }
}
