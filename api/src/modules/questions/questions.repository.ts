import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { QUESTION_MESSAGES, QUESTION_STATUSES } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { myClientsReference } from '../../common/react-admin/my-clients';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
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
  references: { userId: 'q.user_id', ...myClientsReference('u') },
  // Answered while the report is still pending review: what staff have to act on (the menu badge).
  flags: { toActOn: { where: `q.status = 'answered' AND EXISTS (SELECT 1 FROM monthly_reports r WHERE r.id = q.monthly_report_id AND r.status = 'pending')` } },
});

/**
 * The SQL of questions on transactions (transaction_questions) beyond plain entity calls:
 * the console's list, and what the question mails ask (who has mail due, when a client was
 * last mailed).
 */
@Injectable()
export class QuestionsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A page of the console's list, each question with its ledger entry and its client. */
  adminPage(raw: RawListQuery): Promise<ListPage<TransactionQuestion>> {
    return QUESTION_LIST.run(
      this.db.getRepository(TransactionQuestion).createQueryBuilder('q').innerJoinAndSelect('q.entry', 'e').leftJoinAndSelect('q.user', 'u'),
      raw,
    );
  }

  /** Clients with an open question not yet mailed or not yet reminded. */
  async clientsWithOpenUnmailed(): Promise<number[]> {
    const rows: { user_id: number }[] = await this.db.query(
      `SELECT DISTINCT user_id FROM transaction_questions WHERE status = 'open' AND (mailed_at IS NULL OR reminded_at IS NULL)`,
    );
    return rows.map((r) => r.user_id);
  }

  /** When the client was last mailed about a question (any status); null when never. */
  async lastMailedAt(userId: number): Promise<Date | null> {
    const [{ last }]: { last: Date | null }[] = await this.db.query(`SELECT max(mailed_at) AS last FROM transaction_questions WHERE user_id = $1`, [userId]);
    return last;
  }
}
