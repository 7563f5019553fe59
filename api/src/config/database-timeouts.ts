/**
 * Defaults of DB_STATEMENT_TIMEOUT_MS, DB_WORKER_STATEMENT_TIMEOUT_MS and
 * DB_IDLE_IN_TRANSACTION_TIMEOUT_MS. The worker's is longer because one job statement (the
 * COPY of the largest CSV file, a report month's reads) legitimately takes seconds; the
 * figures behind each are in docs/decisions/production-config.md.
 */
export const DB_TIMEOUT_DEFAULTS = { statementMs: 15_000, workerStatementMs: 120_000, idleInTransactionMs: 60_000 } as const;

/**
 * How long PostgreSQL lets one statement run, and a transaction sit idle, on this process's
 * connections before it cancels the statement (SQLSTATE 57014) or ends the session, so no
 * query holds a pooled connection for minutes. 0 turns a limit off. The migrations get 0 for
 * both, set explicitly, so a limit set on the database role (README) does not cut them short.
 */
export interface DatabaseTimeouts {
  statementTimeoutMs: number;
  idleInTransactionTimeoutMs: number;
}
