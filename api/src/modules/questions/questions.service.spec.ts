import { QUESTION_MESSAGES } from '@ledgerleaf/contracts';
import type { ClientScopes } from '../../common/auth/client-scopes';
import type { Repository } from 'typeorm';
import { DomainErrorKind, DomainException } from '../../common/errors/domain.exception';
import type { FileStorage } from '../../common/storage/file-storage';
import type { StoredPart } from '../../common/storage/upload-storage-engine';
import type { LedgerService } from '../ledger/ledger.service';
import type { ReportRequestsService } from '../reports/report-requests.service';
import type { ReportQueriesService } from '../reports/report-queries.service';
import type { TransactionQuestion } from './entities/transaction-question.entity';
import type { QuestionsRepository } from './questions.repository';
import { QuestionsService } from './questions.service';
import type { MonthCloseService } from '../ledger/month-close.service';
import { refusal } from '../../../test/helpers/refusal';

/** transaction_questions in memory: findOne by its where, and the conditional update the answer relies on. */
class FakeQuestions {
  constructor(readonly rows: TransactionQuestion[]) {}
  async findOne({ where }: { where: Partial<TransactionQuestion> }): Promise<TransactionQuestion | null> {
    return this.rows.find((r) => Object.entries(where).every(([k, v]) => (r as unknown as Record<string, unknown>)[k] === v)) ?? null;
  }
  async update(where: Partial<TransactionQuestion>, patch: Partial<TransactionQuestion>): Promise<{ affected: number }> {
    const row = await this.findOne({ where });
    if (row) Object.assign(row, patch);
    return { affected: row ? 1 : 0 };
  }
}

const question = (id: number, userId: number, status: 'open' | 'answered' = 'open') =>
  ({
    id,
    userId,
    status,
    monthlyReportId: 9,
    question: 'What was this?',
    entry: { id: '77', name: 'SQ *COFFEE', merchantName: null },
  }) as unknown as TransactionQuestion;

const receipt = { key: 'receipts/abc.pdf', originalname: 'receipt.pdf', detectedMimeType: 'application/pdf', size: 1200 } as StoredPart;

describe('QuestionsService.answer', () => {
  let rows: FakeQuestions;
  let deleted: string[];
  let taught: { category: string }[];
  let service: QuestionsService;

  beforeEach(() => {
    rows = new FakeQuestions([question(1, 10), question(2, 10, 'answered'), question(3, 20)]);
    deleted = [];
    taught = [];
    const reports = { publicIds: async () => new Map([[9, 'RPT-2026-10-000009']]), getOwn: async () => ({ id: 9 }) } as unknown as ReportQueriesService;
    const requests = {
      ownCategory: async (_userId: number, name: string) => {
        if (name !== 'Meals') throw new DomainException(DomainErrorKind.INVALID, 'not one of your categories');
        return name;
      },
      applyClientAnswer: async (_report: unknown, answer: { category: string }) => void taught.push(answer),
    } as unknown as ReportRequestsService;
    const storage = { delete: async (key: string) => void deleted.push(key) } as unknown as FileStorage;
    service = new QuestionsService(
      rows as unknown as Repository<TransactionQuestion>,
      {} as LedgerService,
      reports,
      requests,
      storage,
      {} as QuestionsRepository,
      { mayReadFileOf: async (user: { id: number; isAdmin: boolean }, ownerId: number) => user.isAdmin || user.id === ownerId } as unknown as ClientScopes,
      { assertOpen: async () => undefined } as unknown as MonthCloseService,
    );
  });

  it("answers another client's question as not found, as if it did not exist", async () => {
    const error = await refusal(service.answer(10, 3, { note: 'mine now' }), 'the answer');
    expect(error.kind).toBe(DomainErrorKind.NOT_FOUND);
    expect(rows.rows[2].status).toBe('open');
  });

  it('refuses a second answer with 409 and removes the receipt that came with it', async () => {
    const error = await refusal(service.answer(10, 2, { note: 'again' }, receipt), 'the answer');
    expect(error.kind).toBe(DomainErrorKind.CONFLICT);
    expect(error.message).toBe(QUESTION_MESSAGES.alreadyAnswered);
    expect(deleted).toEqual([receipt.key]);
  });

  it('refuses an answer with no category, no note and no receipt', async () => {
    const error = await refusal(service.answer(10, 1, { category: '  ', note: '' }), 'the answer');
    expect(error.kind).toBe(DomainErrorKind.INVALID);
    expect(error.message).toBe(QUESTION_MESSAGES.emptyAnswer);
  });

  it("refuses a category that is not one of the client's, keeping the question open", async () => {
    expect((await refusal(service.answer(10, 1, { category: 'Yachts' }, receipt), 'the answer')).kind).toBe(DomainErrorKind.INVALID);
    expect(rows.rows[0].status).toBe('open');
    expect(deleted).toEqual([receipt.key]);
  });

  it('records a category answer and teaches it to the pending report', async () => {
    const answered = await service.answer(10, 1, { category: ' Meals ', note: ' client lunch ' });
    expect(answered.question).toMatchObject({ status: 'answered', answerCategory: 'Meals', answerNote: 'client lunch' });
    expect(answered.reportId).toBe('RPT-2026-10-000009');
    expect(taught).toEqual([{ name: 'SQ *COFFEE', merchantName: null, category: 'Meals' }]);
  });

  it('records a receipt-only answer without touching the report', async () => {
    const answered = await service.answer(10, 1, {}, receipt);
    expect(answered.question).toMatchObject({ status: 'answered', answerCategory: null, receiptKey: receipt.key, receiptName: 'receipt.pdf' });
    expect(taught).toEqual([]);
    expect(deleted).toEqual([]);
  });
});
