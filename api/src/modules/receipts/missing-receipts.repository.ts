import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { MISSING_RECEIPT_MIN_CENTS, type MissingReceiptDto } from '@ledgerleaf/contracts';
import { DataSource } from 'typeorm';
import { IN_PERIOD_PL, ROW_COLUMNS } from '../ledger/ledger-filters';
import type { LedgerEntryRow } from '../ledger/ledger-rows';

/** Whose missing receipts, over which days. */
export interface MissingReceiptsRange {
  userId: number;
  /** The client's hidden bank accounts' refs (LedgerBankAccounts.hiddenRefs). */
  hidden: readonly number[];
  from: string;
  to: string;
}

/**
 * The rows that may miss a receipt: the rows a report counts (IN_PERIOD_PL: visible accounts, an
 * undecided duplicate once, transfers left out) read with the ledger reader's columns
 * (ROW_COLUMNS: the category as the books hold it, whatever that read becomes), money out of
 * $100 or more, no receipt linked. $1–$4 as IN_PERIOD, $5 the minimum in cents.
 */
const CANDIDATES = `SELECT ${ROW_COLUMNS('l')}, l.bank_category AS "bankCategory"
  FROM ledger_entries l
 WHERE ${IN_PERIOD_PL('l')} AND l.amount <= $5::numeric / -100
   AND NOT EXISTS (SELECT 1 FROM receipts r WHERE r.ledger_entry_id = l.id)`;

/** A category compared in lower case: ICU's lower() cases accented letters as JavaScript's toLowerCase does. */
const KEY = (column: string) => `lower(${column} COLLATE "und-x-icu")`;

/** The missing-receipts list's SQL: filtered, counted and paged by PostgreSQL, so a page reads a page. */
@Injectable()
export class MissingReceiptsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** The candidates whose category is none of the client's (`knownKeys`, lower case): those the books hold in suspense. */
  async inSuspense(range: MissingReceiptsRange, knownKeys: readonly string[]): Promise<LedgerEntryRow[]> {
    return this.db.query(
      `SELECT x.* FROM (${CANDIDATES}) x
        WHERE x.category IS NULL OR NOT (${KEY('x.category')} = ANY($6::text[]))
        ORDER BY x.date, x."transactionId"`,
      [range.userId, range.hidden, range.from, range.to, MISSING_RECEIPT_MIN_CENTS, knownKeys],
    );
  }

  /**
   * A page of the candidates in a category of `itcKeys` (lower case) or among `ids` (the rows in
   * suspense the rule kept), newest first, with how many there are in all.
   */
  async page(
    range: MissingReceiptsRange,
    itcKeys: readonly string[],
    ids: readonly string[],
    page: number,
    pageSize: number,
  ): Promise<{ purchases: MissingReceiptDto[]; total: number }> {
    const rows: (MissingReceiptDto & { total: number })[] = await this.db.query(
      `WITH missing AS (
         SELECT x."transactionId", x.date, x.name, x.amount, x."accountName"
           FROM (${CANDIDATES}) x
          WHERE ${KEY('x.category')} = ANY($6::text[]) OR x."transactionId" = ANY($7::float8[])
       )
       SELECT p.*, n.total
         FROM (SELECT count(*)::int AS total FROM missing) n
         LEFT JOIN LATERAL (
           SELECT * FROM missing m ORDER BY m.date DESC, m."transactionId" DESC LIMIT $8 OFFSET $9
         ) p ON true`,
      [range.userId, range.hidden, range.from, range.to, MISSING_RECEIPT_MIN_CENTS, itcKeys, ids, pageSize, (page - 1) * pageSize],
    );
    return {
      total: rows[0]?.total ?? 0,
      purchases: rows.filter((r) => r.transactionId !== null).map(({ total: _total, ...p }) => p),
    };
  }
}
