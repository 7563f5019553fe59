import { QueryRunnerAlreadyReleasedError } from 'typeorm';

/** What a 503 for an unreachable database or Redis suggests; reconnecting takes seconds. */
export const SERVICE_RETRY_AFTER_SECONDS = 5;

const NETWORK_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'ENOTFOUND', 'EAI_AGAIN', 'EHOSTUNREACH', 'ENETUNREACH', 'ECONNABORTED']);
/**
 * SQLSTATE: class 08 connection exception, shutdown and start-up states, connection slots,
 * and the limits on this process's connections (database/typeorm-options.ts): a statement
 * cancelled by statement_timeout (57014, query_canceled) and a session ended by
 * idle_in_transaction_session_timeout (25P03). Nothing was committed; trying again is right.
 */
const PG_STATE = /^(08...|57P0[123]|57014|25P03|53300)$/;
const MESSAGES = [
  /Connection terminated/i,
  /timeout exceeded when trying to connect/i,
  /Client has encountered a connection error/i,
  /Connection is closed/i,
  /Stream isn't writeable/i,
  /Reached the max retries per request limit/i,
  /Command timed out/i,
  /the database system is (starting up|shutting down|in recovery mode)/i,
];

interface MaybeConnectionError {
  code?: unknown;
  name?: unknown;
  message?: unknown;
  cause?: unknown;
  driverError?: unknown;
  errors?: unknown;
}

/**
 * Recognises "the database or Redis cannot be reached right now" among the errors that
 * pg, TypeORM, ioredis and Bull raise, so the one filter answers 503 (try again) rather
 * than 500 (our bug). Causes are followed: TypeORM keeps pg's error in `driverError`.
 */
export function isServiceUnavailableError(error: unknown, depth = 0): boolean {
  if (!error || typeof error !== 'object' || depth > 4) return false;
  const e = error as MaybeConnectionError;
  if (typeof e.code === 'string' && (NETWORK_CODES.has(e.code) || PG_STATE.test(e.code))) return true;
  if (e.name === 'MaxRetriesPerRequestError') return true;
  // TypeORM releases a transaction's query runner when PostgreSQL drops its connection (the
  // client's 'error' event), so the transaction's next query fails with this instead of pg's
  // error: seen answering 500 while PostgreSQL was stopped under traffic (faults.e2e-spec).
  if (error instanceof QueryRunnerAlreadyReleasedError) return true;
  if (typeof e.message === 'string' && MESSAGES.some((pattern) => pattern.test(e.message as string))) return true;
  const nested = [e.cause, e.driverError, ...(Array.isArray(e.errors) ? e.errors : [])];
  return nested.some((inner) => inner !== error && isServiceUnavailableError(inner, depth + 1));
}
