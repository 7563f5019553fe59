import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource } from 'typeorm';

/** Rows read at once: what a batch holds in memory, whatever the client has. */
export const SOURCE_BATCH_ROWS = 500;

export interface ExportClient {
  id: number;
  firstName: string;
  lastName: string;
  email: string;
  /** users.locale: the language of the mail that the export is ready. */
  locale: string;
}

export interface LedgerCsvRow {
  id: string;
  date: string;
  account_name: string;
  name: string;
  merchant_name: string | null;
  amount: string;
  category: string | null;
  source: string;
  duplicate_of: string | null;
  duplicate_decision: string | null;
  transfer_entry_id: string | null;
  transfer_decision: string | null;
  created_at: string;
}

export interface JournalCsvRow {
  entry_id: string;
  line_id: string;
  date: string;
  kind: string;
  memo: string;
  ledger_entry_id: string | null;
  account: string;
  account_type: string;
  debit: string;
  credit: string;
}

/** A receipt of the inbox (issue 30) with what was read or typed; its file is under receipts/inbox/. */
export interface ReceiptCsvRow {
  id: number;
  created_at: string;
  file: string;
  status: string;
  vendor: string | null;
  date: string | null;
  total: string | null;
  gst_hst: string | null;
  pst: string | null;
  qst: string | null;
  business_number: string | null;
  currency: string | null;
  match_state: string | null;
  transaction_id: string | null;
}

export interface MessageCsvRow {
  id: number;
  created_at: string;
  side: string;
  author: string | null;
  text: string;
  attachments: string | null;
}

export interface AccessLogCsvRow {
  id: string;
  at: string;
  staff_name: string;
  staff_role: string;
  action: string;
  object_kind: string;
  object_label: string | null;
}

/** A stored file of the client: where it goes in the ZIP, and its storage key (null: the row names no file). */
export interface StoredSource {
  /** Sorts the rows of one kind for keyset paging. */
  ord: number;
  folder: string;
  name: string;
  key: string | null;
}

/** What a file row's kind reads: SQL with $1 = client, $2 = the last `ord` read, $3 = batch size. */
const STORED_FILE_QUERIES: Record<string, string> = {
  // Every monthly report as it is now (its current version) …
  reports: `
    SELECT r.id * 3 + f.n AS ord, 'reports/' || r.year || '-' || lpad(r.month::text, 2, '0') || '/v' || r.version AS folder, f.name, f.key
      FROM monthly_reports r
     CROSS JOIN LATERAL (VALUES (0, 'profit-and-loss.pdf', r.pdf_url), (1, 'transactions.csv', r.transactions_csv_url), (2, 'summary.csv', r.summary_csv_url)) AS f(n, name, key)
     WHERE r.user_id = $1 AND r.id * 3 + f.n > $2 ORDER BY ord LIMIT $3`,
  // … and each earlier version kept when staff reopened it.
  reportVersions: `
    SELECT v.id * 3 + f.n AS ord, 'reports/' || r.year || '-' || lpad(r.month::text, 2, '0') || '/v' || v.version AS folder, f.name, f.key
      FROM report_versions v JOIN monthly_reports r ON r.id = v.monthly_report_id
     CROSS JOIN LATERAL (VALUES (0, 'profit-and-loss.pdf', v.pdf_url), (1, 'transactions.csv', v.transactions_csv_url), (2, 'summary.csv', v.summary_csv_url)) AS f(n, name, key)
     WHERE r.user_id = $1 AND v.id * 3 + f.n > $2 ORDER BY ord LIMIT $3`,
  yearEnd: `
    SELECT p.id * 2 + f.n AS ord, 'year-end/' || to_char(p.fiscal_year_end, 'YYYY-MM-DD') AS folder, f.name, f.key
      FROM year_end_packages p
     CROSS JOIN LATERAL (VALUES (0, 'year-end-statement.pdf', p.pdf_key), (1, 'year-end-statement.csv', p.csv_key)) AS f(n, name, key)
     WHERE p.user_id = $1 AND p.status <> 'generating' AND p.id * 2 + f.n > $2 ORDER BY ord LIMIT $3`,
  submissions: `
    SELECT f.id AS ord, 'submissions/' || s.id || '-' || to_char(s.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD') || '/' || f.role AS folder,
           f.id || '-' || f.original_name AS name, f.storage_key AS key
      FROM submission_files f JOIN submissions s ON s.id = f.submission_id
     WHERE s.user_id = $1 AND f.id > $2 ORDER BY f.id LIMIT $3`,
  csvUploads: `
    SELECT u.id AS ord, 'csv-uploads' AS folder, u.id || '-' || u.file_name AS name, u.file_path AS key
      FROM csv_uploads u WHERE u.uploaded_by = $1 AND u.id > $2 ORDER BY u.id LIMIT $3`,
  conversationAttachments: `
    SELECT a.id AS ord, 'conversation/attachments' AS folder, m.id || '-' || a.id || '-' || a.file_name AS name, a.storage_key AS key
      FROM conversation_attachments a JOIN conversation_messages m ON m.id = a.message_id
     WHERE m.client_user_id = $1 AND a.id > $2 ORDER BY a.id LIMIT $3`,
  receipts: `
    SELECT q.id AS ord, 'receipts' AS folder, 'question-' || q.id || '-' || coalesce(q.receipt_name, 'receipt') AS name, q.receipt_key AS key
      FROM transaction_questions q WHERE q.user_id = $1 AND q.receipt_key IS NOT NULL AND q.id > $2 ORDER BY q.id LIMIT $3`,
  // The receipt inbox (issue 30): each receipt's file as it was sent.
  receiptInbox: `
    SELECT r.id AS ord, 'receipts/inbox' AS folder, r.id || '-' || r.file_name AS name, r.file_key AS key
      FROM receipts r WHERE r.user_id = $1 AND r.id > $2 ORDER BY r.id LIMIT $3`,
};
export type StoredFileKind = keyof typeof STORED_FILE_QUERIES;
export const STORED_FILE_KINDS = Object.keys(STORED_FILE_QUERIES) as StoredFileKind[];

/**
 * Everything of one client the data export reads, each kind in keyset batches (no cursor
 * holds a connection between batches, and a batch is all that sits in memory).
 */
@Injectable()
export class DataExportSourcesRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  async client(userId: number): Promise<ExportClient | null> {
    const rows: ExportClient[] = await this.db.query(
      `SELECT id, first_name AS "firstName", last_name AS "lastName", email::text AS email, locale FROM users WHERE id = $1`,
      [userId],
    );
    return rows[0] ?? null;
  }

  /** Every row of the client's ledger, oldest first (date, id): hidden accounts and duplicates included, as the books keep them. */
  async *ledger(userId: number, batch = SOURCE_BATCH_ROWS): AsyncGenerator<LedgerCsvRow[]> {
    let last = { date: '-infinity', id: '0' };
    for (;;) {
      const rows: LedgerCsvRow[] = await this.db.query(
        `SELECT id::text, to_char(date, 'YYYY-MM-DD') AS date, account_name, name, merchant_name, amount::text AS amount, category, source::text,
                duplicate_of::text, duplicate_decision::text, transfer_entry_id::text, transfer_decision::text,
                to_char(created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS created_at
           FROM ledger_entries
          WHERE user_id = $1 AND (date, id) > ($2::date, $3::bigint)
          ORDER BY date, id LIMIT $4`,
        [userId, last.date, last.id, batch],
      );
      if (!rows.length) return;
      yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1];
    }
  }

  /** The journal: one line per debit or credit, by entry date, entry and line. */
  async *journal(userId: number, batch = SOURCE_BATCH_ROWS): AsyncGenerator<JournalCsvRow[]> {
    let last = { date: '-infinity', entry_id: '0', line_id: '0' };
    for (;;) {
      const rows: JournalCsvRow[] = await this.db.query(
        `SELECT e.id::text AS entry_id, l.id::text AS line_id, to_char(e.date, 'YYYY-MM-DD') AS date, e.kind::text, e.memo, e.ledger_entry_id::text,
                a.name AS account, a.type::text AS account_type, l.debit::text AS debit, l.credit::text AS credit
           FROM journal_entries e JOIN journal_lines l ON l.entry_id = e.id JOIN book_accounts a ON a.id = l.account_id
          WHERE e.user_id = $1 AND (e.date, e.id, l.id) > ($2::date, $3::bigint, $4::bigint)
          ORDER BY e.date, e.id, l.id LIMIT $5`,
        [userId, last.date, last.entry_id, last.line_id, batch],
      );
      if (!rows.length) return;
      yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1];
    }
  }

  /** The conversation with the firm, oldest first; attachments named as in the ZIP. */
  async *messages(userId: number, batch = SOURCE_BATCH_ROWS): AsyncGenerator<MessageCsvRow[]> {
    let last = 0;
    for (;;) {
      const rows: MessageCsvRow[] = await this.db.query(
        `SELECT m.id, to_char(m.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, m.side::text,
                nullif(trim(coalesce(u.first_name, '') || ' ' || coalesce(u.last_name, '')), '') AS author, m.text,
                (SELECT string_agg(m.id || '-' || a.id || '-' || a.file_name, ' | ' ORDER BY a.id) FROM conversation_attachments a WHERE a.message_id = m.id) AS attachments
           FROM conversation_messages m LEFT JOIN users u ON u.id = m.author_user_id
          WHERE m.client_user_id = $1 AND m.id > $2 ORDER BY m.id LIMIT $3`,
        [userId, last, batch],
      );
      if (!rows.length) return;
      yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1].id;
    }
  }

  /** The receipt inbox with each receipt's fields (the reader's or a person's) and its match, oldest first. */
  async *receipts(userId: number, batch = SOURCE_BATCH_ROWS): AsyncGenerator<ReceiptCsvRow[]> {
    let last = 0;
    for (;;) {
      const rows: ReceiptCsvRow[] = await this.db.query(
        `SELECT r.id, to_char(r.created_at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS created_at, r.id || '-' || r.file_name AS file,
                r.status::text AS status, r.fields #>> '{vendor,value}' AS vendor, r.fields #>> '{date,value}' AS date, r.fields #>> '{total,value}' AS total,
                r.fields #>> '{gstHst,value}' AS gst_hst, r.fields #>> '{pst,value}' AS pst, r.fields #>> '{qst,value}' AS qst,
                r.fields #>> '{businessNumber,value}' AS business_number, r.fields #>> '{currency,value}' AS currency,
                r.match_state::text AS match_state, r.ledger_entry_id::text AS transaction_id
           FROM receipts r WHERE r.user_id = $1 AND r.id > $2 ORDER BY r.id LIMIT $3`,
        [userId, last, batch],
      );
      if (!rows.length) return;
      yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1].id;
    }
  }

  /** The client's view of the access log (no addresses, no routes), oldest first. */
  async *accessLog(userId: number, batch = SOURCE_BATCH_ROWS): AsyncGenerator<AccessLogCsvRow[]> {
    let last = '0';
    for (;;) {
      const rows: AccessLogCsvRow[] = await this.db.query(
        `SELECT id::text, to_char(at AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS"Z"') AS at, staff_name, staff_role, action, object_kind, object_label
           FROM access_log WHERE client_user_id = $1 AND id > $2::bigint ORDER BY id LIMIT $3`,
        [userId, last, batch],
      );
      if (!rows.length) return;
      yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1].id;
    }
  }

  /** The client's stored files of one kind, in batches. */
  async *storedFiles(userId: number, kind: StoredFileKind, batch = SOURCE_BATCH_ROWS): AsyncGenerator<StoredSource[]> {
    let last = -1;
    for (;;) {
      const rows: StoredSource[] = (await this.db.query(STORED_FILE_QUERIES[kind], [userId, last, batch])).map((r: StoredSource) => ({
        ...r,
        ord: Number(r.ord),
      }));
      if (!rows.length) return;
      yield rows;
      if (rows.length < batch) return;
      last = rows[rows.length - 1].ord;
    }
  }

  /** Rows and files to go through, for the progress figure (estimates: counted once at the start). */
  async amountOfWork(userId: number): Promise<number> {
    const [row]: { n: string }[] = await this.db.query(
      `SELECT (SELECT count(*) FROM ledger_entries WHERE user_id = $1) / 10
            + (SELECT count(*) FROM journal_entries WHERE user_id = $1) / 10
            + (SELECT count(*) FROM monthly_reports WHERE user_id = $1) * 3
            + (SELECT count(*) FROM submission_files f JOIN submissions s ON s.id = f.submission_id WHERE s.user_id = $1)
            + (SELECT count(*) FROM csv_uploads WHERE uploaded_by = $1)
            + (SELECT count(*) FROM conversation_attachments a JOIN conversation_messages m ON m.id = a.message_id WHERE m.client_user_id = $1) AS n`,
      [userId],
    );
    return Math.max(1, Number(row.n));
  }
}
