import { Injectable, Logger } from '@nestjs/common';
import { InjectRepository } from '@nestjs/typeorm';
import { formatMoney, QUESTION_LIMITS } from '@ledgerleaf/contracts';
import { In, Repository } from 'typeorm';
import { AppConfig } from '../../config/app-config';
import { MailService } from '../mail/mail.service';
import { mailText, recipientLocale } from '../mail/mail-texts';
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
    const locale = recipientLocale(user);
    // The amount as the ledger holds it ("-12.50") in English, as before; Intl's "-12,50 $" in French.
    const amount = (value: string) => (locale === 'fr-CA' ? formatMoney(value, locale) : value);
    const lines = (list: TransactionQuestion[]): string[] =>
      list.map((q) => mailText(locale, 'questionLine', { date: q.entry!.date, name: q.entry!.name, amount: amount(q.entry!.amount), question: q.question }));
    const body = (mail: 'questionsAsked' | 'questionsReminder', list: TransactionQuestion[]) =>
      [
        mailText(locale, 'hello', { firstName: user.firstName }),
        '',
        mailText(locale, `${mail}.intro`, { count: list.length }),
        ...lines(list),
        '',
        ...(mail === 'questionsAsked' ? [mailText(locale, 'questionsAsked.answer')] : []),
        link,
        '',
        mailText(locale, 'signature'),
      ].join('\n');
    let sent = 0;
    if (unmailed.length && canMail) {
      await this.mail.enqueue({
        to: user.email,
        subject: mailText(locale, 'questionsAsked.subject'),
        text: body('questionsAsked', unmailed),
      });
      await this.questions.update({ id: In(unmailed.map((q) => q.id)) }, { mailedAt: now });
      sent += 1;
    }
    if (due.length) {
      await this.mail.enqueue({
        to: user.email,
        subject: mailText(locale, 'questionsReminder.subject'),
        text: body('questionsReminder', due),
      });
      await this.questions.update({ id: In(due.map((q) => q.id)) }, { remindedAt: now });
      sent += 1;
    }
    return sent;
  }
}
