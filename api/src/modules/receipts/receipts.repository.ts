import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { personName, RECEIPT_LIMITS, type ReceiptStatus } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager, IsNull } from 'typeorm';
import { defineList, type ListPage, type RawListQuery } from '../../common/react-admin/list-query';
import { Receipt } from './entities/receipt.entity';

/** A transaction of the books as matching sees it. */
export interface CandidateRow {
  id: string;
  date: string;
  name: string;
  amount: string;
  /** The bank's merchant name, when it gave one apart from the line's name (matching compares both with the vendor). */
  merchant?: string | null;
}

/** What matching needs of a receipt. */
export interface MatchQuery {
  receiptId: number;
  userId: number;
  date: string;
  totalCents: number;
  currency: string;
  /** A foreign-currency total converted to CAD at the Bank of Canada's rate: CAD rows within the tolerance of it fit too. */
  convertedCents?: number | null;
}

/** The console's receipts list: every client's, filter by client or status, newest first. */
export const RECEIPT_LIST = defineList({
  resource: 'receipts',
  alias: 'r',
  sort: { id: 'r.id', createdAt: 'r.createdAt', status: 'r.status', userId: 'r.userId' },
  defaultSort: ['createdAt', 'DESC'],
  search: ['r.fileName'],
  equals: { status: { column: 'r.status', values: ['reading', 'read', 'unreadable'], message: 'status must be reading, read or unreadable.' } },
  references: { userId: 'r.user_id' },
});

/**
 * The SQL of receipts: pages of a client's inbox, the console's list, and matching's reads of
 * the books (ledger_entries, with a CSV row's currency) — transactions of the same total in
 * the date window that no other receipt is linked to.
 */
@Injectable()
export class ReceiptsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  private get receipts() {
    return this.db.getRepository(Receipt);
  }

  /** A page of a client's receipts, newest first. */
  async pageOf(userId: number, page: number, pageSize: number, status: ReceiptStatus | null): Promise<[Receipt[], number]> {
    return this.receipts.findAndCount({
      where: status ? { userId, status } : { userId },
      order: { id: 'DESC' },
      skip: (page - 1) * pageSize,
      take: pageSize,
    });
  }

  adminPage(raw: RawListQuery): Promise<ListPage<Receipt>> {
    return RECEIPT_LIST.run(this.receipts.createQueryBuilder('r'), raw);
  }

  /** The receipt, when it is `userId`'s (null: anyone's, for staff). */
  find(id: number, userId: number | null, manager: EntityManager = this.db.manager): Promise<Receipt | null> {
    return manager.getRepository(Receipt).findOne({ where: userId === null ? { id } : { id, userId } });
  }

  /** For update in `manager`'s transaction: the row stays as read until it commits. */
  lock(manager: EntityManager, id: number): Promise<Receipt | null> {
    return manager.getRepository(Receipt).findOne({ where: { id }, lock: { mode: 'pessimistic_write' } });
  }

  /** The client's receipt with these bytes, if any. */
  byContentHash(userId: number, hashes: string[]): Promise<Receipt[]> {
    if (!hashes.length) return Promise.resolve([]);
    return this.receipts.createQueryBuilder('r').where('r.userId = :userId AND r.contentHash IN (:...hashes)', { userId, hashes }).orderBy('r.id').getMany();
  }

  /** Receipts still being read (for the reconciler). */
  async readingIds(): Promise<number[]> {
    const rows: { id: number }[] = await this.db.query(`SELECT id FROM receipts WHERE status = 'reading' ORDER BY id`);
    return rows.map((r) => r.id);
  }

  /** The client's receipts waiting for a transaction (and those whose linked transaction left the books: ON DELETE SET NULL). */
  waitingOf(userId: number, manager: EntityManager = this.db.manager): Promise<Receipt[]> {
    return manager.getRepository(Receipt).find({
      where: [
        { userId, matchState: 'waiting' },
        { userId, matchState: 'matched', ledgerEntryId: IsNull() },
      ],
      order: { id: 'ASC' },
    });
  }

  /**
   * Transactions that fit a receipt: money out of the receipt's total (to the cent; within
   * RECEIPT_LIMITS.foreignTolerance for another currency, against rows in that currency),
   * dated matchDaysBefore before to matchDaysAfter after it, counting in the books (not a
   * possible duplicate left undecided), and linked to no other receipt. Nearest date first;
   * at most maxCandidates + 1, enough to tell one from several.
   */
  async candidates(manager: EntityManager, q: MatchQuery): Promise<CandidateRow[]> {
    const foreign = q.currency !== 'CAD';
    const low = foreign ? -Math.round(q.totalCents * (1 + RECEIPT_LIMITS.foreignTolerance)) : -q.totalCents;
    const high = foreign ? -Math.round(q.totalCents * (1 - RECEIPT_LIMITS.foreignTolerance)) : -q.totalCents;
    // A row in the receipt's own currency (a USD card's CSV) within the tolerance, or a CAD row within it of the converted total.
    const converted = foreign && q.convertedCents ? q.convertedCents : null;
    const convertedLow = converted === null ? null : -Math.round(converted * (1 + RECEIPT_LIMITS.foreignTolerance));
    const convertedHigh = converted === null ? null : -Math.round(converted * (1 - RECEIPT_LIMITS.foreignTolerance));
    return manager.query(
      `SELECT l.id::text AS id, to_char(l.date, 'YYYY-MM-DD') AS date, l.name, l.amount::text AS amount, l.merchant_name AS merchant
       FROM ledger_entries l
       LEFT JOIN csv_transactions c ON c.id = l.csv_transaction_id
       WHERE l.user_id = $1
         AND l.date BETWEEN $2::date - $3::int AND $2::date + $4::int
         AND ((l.amount BETWEEN $5::numeric / 100 AND $6::numeric / 100 AND coalesce(c.currency, 'CAD') = $7)
              OR ($10::bigint IS NOT NULL AND coalesce(c.currency, 'CAD') = 'CAD' AND l.amount BETWEEN $10::numeric / 100 AND $11::numeric / 100))
         AND (l.duplicate_of IS NULL OR l.duplicate_decision = 'distinct')
         AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.ledger_entry_id = l.id AND r.id <> $8)
       ORDER BY abs(l.date - $2::date), l.id
       LIMIT $9`,
      [
        q.userId,
        q.date,
        RECEIPT_LIMITS.matchDaysBefore,
        RECEIPT_LIMITS.matchDaysAfter,
        low,
        high,
        q.currency,
        q.receiptId,
        RECEIPT_LIMITS.maxCandidates + 1,
        convertedLow,
        convertedHigh,
      ],
    );
  }

  /** The clients' names by id (the console's receipts list names whose each is). */
  async clientNames(userIds: readonly number[]): Promise<Map<number, string>> {
    if (!userIds.length) return new Map();
    const rows: { id: number; firstName: string; lastName: string }[] = await this.db.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName" FROM users WHERE id = ANY($1::int[])`,
      [[...new Set(userIds)]],
    );
    return new Map(rows.map((r) => [r.id, personName(r)]));
  }

  /** Transactions of the client by id (a hand-picked match, the candidates listed), in id order. */
  async entries(userId: number, ids: readonly string[], manager: EntityManager = this.db.manager): Promise<CandidateRow[]> {
    if (!ids.length) return [];
    return manager.query(
      `SELECT l.id::text AS id, to_char(l.date, 'YYYY-MM-DD') AS date, l.name, l.amount::text AS amount
       FROM ledger_entries l WHERE l.user_id = $1 AND l.id = ANY($2::bigint[]) ORDER BY l.id`,
      [userId, ids],
    );
  }
}
