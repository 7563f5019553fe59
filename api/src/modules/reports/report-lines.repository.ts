import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import type { LedgerSource, ReportTransactionRow } from '@ledgerleaf/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { modifiedRows } from '../../database/modified-rows';
import { inReviewOrder, type ReportLineData } from './report-lines';

/** Which lines: a report (monthly_reports.id) and one of its versions. */
export interface LinesKey {
  reportId: number;
  version: number;
}

/** A report or an earlier version whose lines were never filled (built before report_lines): the stored CSV to read them from. */
export interface UnfilledLines extends LinesKey {
  /** 'report': the current version (monthly_reports); 'version': a report_versions row. */
  kind: 'report' | 'version';
  /** The row's id in its table. */
  rowId: number;
}

interface LineRow {
  position: number;
  transaction_id: string | null;
  date: string | null;
  name: string;
  merchant_name: string | null;
  account_name: string;
  amount: string | null;
  category: string | null;
  category_type: string | null;
  confidence: number | null;
  source: string | null;
  origin: string | null;
}

const COLUMNS =
  'position, transaction_id, date::text AS date, name, merchant_name, account_name, amount::text AS amount, category, category_type, confidence, source, origin';

const toLine = (row: LineRow): ReportLineData => ({
  index: row.position,
  date: row.date ?? '',
  name: row.name,
  merchantName: row.merchant_name,
  accountName: row.account_name,
  amount: row.amount ?? '',
  category: row.category,
  type: row.category_type,
  confidence: row.confidence,
  source: row.source,
  origin: row.origin as LedgerSource | null,
  transactionId: row.transaction_id === null ? null : Number(row.transaction_id),
});

/**
 * The SQL of report_lines: a report version's rows, the one place they are read from
 * (linesOf) and written to (replace, inside the caller's transaction). The files of a report
 * are renderings of these rows; a legacy report (built before the table) has its lines filled
 * once from its stored CSV by the fill-report-lines job (ReportLinesFill).
 */
@Injectable()
export class ReportLinesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A version's lines in review order (least sure of their category first, then the file's order), each with needsReview. */
  async linesOf({ reportId, version }: LinesKey, em: EntityManager = this.db.manager): Promise<ReportTransactionRow[]> {
    return inReviewOrder(await this.rawLinesOf({ reportId, version }, em));
  }

  /** A version's lines in the file's order. */
  async rawLinesOf({ reportId, version }: LinesKey, em: EntityManager = this.db.manager): Promise<ReportLineData[]> {
    const rows: LineRow[] = await em.query(`SELECT ${COLUMNS} FROM report_lines WHERE monthly_report_id = $1 AND version = $2 ORDER BY position`, [
      reportId,
      version,
    ]);
    return rows.map(toLine);
  }

  /** Replaces a version's lines, in the caller's transaction (one statement for the rows, whatever their number). */
  async replace(em: EntityManager, { reportId, version }: LinesKey, lines: readonly ReportLineData[]): Promise<void> {
    await em.query('DELETE FROM report_lines WHERE monthly_report_id = $1 AND version = $2', [reportId, version]);
    if (!lines.length) return;
    const column = <T>(pick: (line: ReportLineData) => T) => lines.map(pick);
    await em.query(
      `INSERT INTO report_lines (monthly_report_id, version, position, transaction_id, date, name, merchant_name, account_name, amount, category, category_type, confidence, source, origin)
       SELECT $1, $2, l.* FROM unnest($3::int[], $4::bigint[], $5::date[], $6::text[], $7::text[], $8::text[], $9::numeric[], $10::text[], $11::text[], $12::float8[], $13::text[], $14::text[])
         AS l(position, transaction_id, date, name, merchant_name, account_name, amount, category, category_type, confidence, source, origin)`,
      [
        reportId,
        version,
        column((l) => l.index),
        column((l) => (l.transactionId === null ? null : String(l.transactionId))),
        column((l) => l.date || null),
        column((l) => l.name),
        column((l) => l.merchantName),
        column((l) => l.accountName),
        column((l) => l.amount || null),
        column((l) => l.category),
        column((l) => l.type),
        column((l) => l.confidence),
        column((l) => l.source),
        column((l) => l.origin),
      ],
    );
  }

  /** Reopening: the new current version starts with the lines of the one kept (its files are shared too until the rebuild). */
  async copyVersion(em: EntityManager, reportId: number, from: number, to: number): Promise<void> {
    await em.query('DELETE FROM report_lines WHERE monthly_report_id = $1 AND version = $2', [reportId, to]);
    await em.query(
      `INSERT INTO report_lines (monthly_report_id, version, position, transaction_id, date, name, merchant_name, account_name, amount, category, category_type, confidence, source, origin)
       SELECT monthly_report_id, $3, position, transaction_id, date, name, merchant_name, account_name, amount, category, category_type, confidence, source, origin
         FROM report_lines WHERE monthly_report_id = $1 AND version = $2`,
      [reportId, from, to],
    );
  }

  /** A staff override of the transactions CSV: the report names the new file and its current version holds the file's lines, at once. */
  async overrideTransactions({ reportId, version }: LinesKey, fileKey: string, lines: readonly ReportLineData[]): Promise<void> {
    await this.db.transaction(async (em) => {
      await em.query('UPDATE monthly_reports SET transactions_csv_url = $2, lines_filled_at = now(), updated_at = now() WHERE id = $1', [reportId, fileKey]);
      await this.replace(em, { reportId, version }, lines);
    });
  }

  /** Up to `limit` reports and earlier versions whose lines were never filled, oldest first. */
  async unfilled(limit: number): Promise<UnfilledLines[]> {
    const rows: { kind: 'report' | 'version'; row_id: number; report_id: number; version: number }[] = await this.db.query(
      `(SELECT 'report' AS kind, id AS row_id, id AS report_id, version FROM monthly_reports WHERE lines_filled_at IS NULL ORDER BY id LIMIT $1)
       UNION ALL
       (SELECT 'version', id, monthly_report_id, version FROM report_versions WHERE lines_filled_at IS NULL ORDER BY id LIMIT $1)`,
      [limit],
    );
    return rows.slice(0, limit).map((r) => ({ kind: r.kind, rowId: r.row_id, reportId: r.report_id, version: r.version }));
  }

  /**
   * Fills one report's (or earlier version's) lines from its stored CSV, under the row's
   * lock and only while they are still unfilled: a build that wrote them meanwhile wins, and
   * a second fill of the same row does nothing. `read` gets the CSV's storage key (null when
   * the row names none). False when there was nothing to fill.
   */
  async fill(target: UnfilledLines, read: (csvKey: string | null) => Promise<ReportLineData[]>): Promise<boolean> {
    const table = target.kind === 'report' ? 'monthly_reports' : 'report_versions';
    return this.db.transaction(async (em) => {
      const locked: { transactions_csv_url: string | null; version: number }[] = await em.query(
        `SELECT transactions_csv_url, version FROM ${table} WHERE id = $1 AND lines_filled_at IS NULL FOR UPDATE`,
        [target.rowId],
      );
      if (!locked.length) return false;
      await this.replace(em, { reportId: target.reportId, version: locked[0].version }, await read(locked[0].transactions_csv_url));
      const filled = await modifiedRows<{ id: number }>(em, `UPDATE ${table} SET lines_filled_at = now() WHERE id = $1 RETURNING id`, [target.rowId]);
      return filled.length === 1;
    });
  }

  /** Whether any report or earlier version still waits for its lines (the reconciler's question). */
  async anyUnfilled(): Promise<boolean> {
    const rows: { any: boolean }[] = await this.db.query(
      `SELECT EXISTS (SELECT 1 FROM monthly_reports WHERE lines_filled_at IS NULL) OR EXISTS (SELECT 1 FROM report_versions WHERE lines_filled_at IS NULL) AS any`,
    );
    return rows[0]?.any === true;
  }
}
