import { Logger } from '@nestjs/common';
import { QUESTION_LIMITS, QUESTION_MAIL_TEXTS } from '@ledgerleaf/contracts';
import type { FindOperator, Repository } from 'typeorm';
import type { AppConfig } from '../../config/app-config';
import type { MailMessage } from '../mail/mail-message';
import type { MailService } from '../mail/mail.service';
import type { UsersService } from '../users/users.service';
import type { TransactionQuestion } from './entities/transaction-question.entity';
import { QuestionMailsService } from './question-mails.service';
import type { QuestionsRepository } from './questions.repository';

const DAY = 86_400_000;
const T0 = new Date('2026-11-02T14:00:00Z');
const at = (days: number, hours = 0) => new Date(T0.getTime() + days * DAY + hours * 3_600_000);

/** transaction_questions in memory: the repository's two reads the service runs, find and update by ids. */
class FakeQuestions {
  rows: TransactionQuestion[] = [];
  private nextId = 1;

  ask(userId: number, askedAt: Date, question = 'What was this?'): TransactionQuestion {
    const id = this.nextId++;
    const row = {
      id,
      userId,
      status: 'open',
      question,
      askedAt,
      mailedAt: null,
      remindedAt: null,
      entry: { date: '2026-10-03', name: `Row ${id}`, amount: '-4.50' },
    } as unknown as TransactionQuestion;
    this.rows.push(row);
    return row;
  }

  async clientsWithOpenUnmailed(): Promise<number[]> {
    return [...new Set(this.rows.filter((r) => r.status === 'open' && (!r.mailedAt || !r.remindedAt)).map((r) => r.userId))];
  }

  async lastMailedAt(userId: number): Promise<Date | null> {
    const times = this.rows.filter((r) => r.userId === userId && r.mailedAt).map((r) => r.mailedAt!.getTime());
    return times.length ? new Date(Math.max(...times)) : null;
  }

  async find({ where }: { where: { userId: number; status: string } }): Promise<TransactionQuestion[]> {
    return this.rows
      .filter((r) => r.userId === where.userId && r.status === where.status)
      .sort((a, b) => a.askedAt.getTime() - b.askedAt.getTime() || a.id - b.id);
  }

  async update(where: { id: FindOperator<number[]> }, patch: Partial<TransactionQuestion>): Promise<void> {
    const ids = where.id.value as unknown as number[];
    for (const row of this.rows) if (ids.includes(row.id)) Object.assign(row, patch);
  }
}

class FakeMail {
  readonly sent: MailMessage[] = [];
  failFor: string | null = null;
  async enqueue(message: MailMessage): Promise<void> {
    if (message.to === this.failFor) throw new Error('queue down');
    this.sent.push(message);
  }
}

const people: Record<number, { email: string; firstName: string }> = {
  1: { email: 'avery@example.ca', firstName: 'Avery' },
  2: { email: 'blake@example.ca', firstName: 'Blake' },
};

describe('QuestionMailsService', () => {
  let questions: FakeQuestions;
  let mail: FakeMail;
  let service: QuestionMailsService;

  beforeAll(() => jest.spyOn(Logger.prototype, 'error').mockImplementation(() => undefined));
  afterAll(() => jest.restoreAllMocks());

  beforeEach(() => {
    questions = new FakeQuestions();
    mail = new FakeMail();
    const users = { getById: async (id: number) => people[id] } as unknown as UsersService;
    service = new QuestionMailsService(
      questions as unknown as Repository<TransactionQuestion>,
      questions as unknown as QuestionsRepository,
      users,
      mail as unknown as MailService,
      { publicUrl: 'https://app.ledgerleaf.test' } as AppConfig,
    );
  });

  it('groups every question not mailed yet into one message per client, with a link to the dashboard', async () => {
    questions.ask(1, T0, 'Coffee with whom?');
    questions.ask(1, at(0, 1), 'Which project?');
    expect(await service.sendDue(at(0, 2))).toBe(1);
    expect(mail.sent).toHaveLength(1);
    expect(mail.sent[0]).toMatchObject({ to: 'avery@example.ca', subject: QUESTION_MAIL_TEXTS.askedSubject });
    expect(mail.sent[0].text).toContain('Coffee with whom?');
    expect(mail.sent[0].text).toContain('Which project?');
    expect(mail.sent[0].text).toContain('https://app.ledgerleaf.test/dashboard');
    expect(questions.rows.every((q) => q.mailedAt?.getTime() === at(0, 2).getTime())).toBe(true);
  });

  it('never mails the same question twice, and holds new ones until a day has passed since the last mail', async () => {
    questions.ask(1, T0);
    await service.sendDue(at(0, 1));
    questions.ask(1, at(0, 5), 'A later one');
    expect(await service.sendDue(at(0, 6))).toBe(0);
    expect(await service.sendDue(at(1, 0.5))).toBe(0);
    expect(await service.sendDue(at(1, 1))).toBe(1);
    expect(mail.sent).toHaveLength(2);
    expect(mail.sent[1].text).toContain('A later one');
    expect(mail.sent[1].text).not.toContain('Row 1:');
  });

  it(`reminds once about a question still open ${QUESTION_LIMITS.reminderAfterDays} days after it was asked`, async () => {
    questions.ask(1, T0, 'Still open?');
    await service.sendDue(T0);
    expect(await service.sendDue(at(QUESTION_LIMITS.reminderAfterDays, -1))).toBe(0);
    expect(await service.sendDue(at(QUESTION_LIMITS.reminderAfterDays))).toBe(1);
    expect(mail.sent[1]).toMatchObject({ subject: QUESTION_MAIL_TEXTS.reminderSubject });
    expect(await service.sendDue(at(QUESTION_LIMITS.reminderAfterDays + 5))).toBe(0);
  });

  it('neither mails nor reminds about an answered question', async () => {
    const q = questions.ask(1, T0);
    await service.sendDue(T0);
    q.status = 'answered';
    expect(await service.sendDue(at(QUESTION_LIMITS.reminderAfterDays + 1))).toBe(0);
    expect(mail.sent).toHaveLength(1);
  });

  it("goes on with the other clients when one client's mail fails, and leaves that client's questions unmarked for the next run", async () => {
    questions.ask(1, T0);
    questions.ask(2, T0);
    mail.failFor = 'avery@example.ca';
    expect(await service.sendDue(at(0, 1))).toBe(1);
    expect(mail.sent.map((m) => m.to)).toEqual(['blake@example.ca']);
    expect(questions.rows.find((q) => q.userId === 1)!.mailedAt).toBeNull();
  });
});
