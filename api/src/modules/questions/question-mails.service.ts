import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { BRAND, QUESTION_LIMITS, QUESTION_MAIL_TEXTS, type QuestionMailLine } from '@ledgerleaf/contracts';
import { In, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { UsersService } from '../users/users.service';
import { TransactionQuestion } from './entities/transaction-question.entity';
import { QuestionsRepository } from './questions.repository';

const DAY_MS = 86_400_000;

/**
 * The client's mails about questions: one grouped message for the questions not mailed yet
 * (at most one a day per client), and one reminder for questions still open
 * QUESTION_LIMITS.reminderAfterDays after they were asked. Marks are written after the mail
 * is queued (outbox), so a question is never mailed twice by the same kind of message.
 */
@Injectable()
export class QuestionMailsService {
  private readonly logger = new Logger('QuestionMails');

  constructor(
    @InjectRepository(TransactionQuestion) private readonly questions: Repository<TransactionQuestion>,
    private readonly repository: QuestionsRepository,
    private readonly users: UsersService,
    private readonly mail: MailService,
    private readonly config: AppConfig,
  ) {}

  /** Queues what is due at `now`; answers how many mails were queued. */
  async sendDue(now = new Date()): Promise<number> {
    let sent = 0;
    for (const userId of await this.repository.clientsWithOpenUnmailed()) {
      try {
        sent += await this.mailClient(userId, now);
      } catch (error) {
        // One client's failure does not stop the others; the next run tries again.
        this.logger.error(`Question mails for user ${userId}: ${String(error)}`);
      }
    }
    return sent;
  }

  private async mailClient(userId: number, now: Date): Promise<number> {
    const open = await this.questions.find({ where: { userId, status: 'open' }, relations: { entry: true }, order: { askedAt: 'ASC', id: 'ASC' } });
    const last = await this.repository.lastMailedAt(userId);
    const unmailed = open.filter((q) => !q.mailedAt);
    const canMail = !last || now.getTime() - new Date(last).getTime() >= DAY_MS;
    const due = open.filter((q) => q.mailedAt && !q.remindedAt && now.getTime() - q.askedAt.getTime() >= QUESTION_LIMITS.reminderAfterDays * DAY_MS);
    if (!(unmailed.length && canMail) && !due.length) return 0;
    const user = await this.users.getById(userId);
    const link = `${this.config.publicUrl}/dashboard`;
    const lines = (list: TransactionQuestion[]): QuestionMailLine[] =>
      list.map((q) => ({ date: q.entry!.date, name: q.entry!.name, amount: q.entry!.amount, question: q.question }));
    let sent = 0;
    if (unmailed.length && canMail) {
      await this.mail.enqueue({
        to: user.email,
        subject: QUESTION_MAIL_TEXTS.askedSubject,
        text: QUESTION_MAIL_TEXTS.askedBody({ firstName: user.firstName, questions: lines(unmailed), link, brand: BRAND.name }),
      });
      await this.questions.update({ id: In(unmailed.map((q) => q.id)) }, { mailedAt: now });
      sent += 1;
    }
    if (due.length) {
      await this.mail.enqueue({
        to: user.email,
        subject: QUESTION_MAIL_TEXTS.reminderSubject,
        text: QUESTION_MAIL_TEXTS.reminderBody({ firstName: user.firstName, questions: lines(due), link, brand: BRAND.name }),
      });
      await this.questions.update({ id: In(due.map((q) => q.id)) }, { remindedAt: now });
      sent += 1;
    }
    return sent;
  }
}
