import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { RedactingTypeormLogger } from './redacting-typeorm-logger';
import { SnakeNamingStrategy } from './snake-naming.strategy';

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

const NO_TIMEOUTS: DatabaseTimeouts = { statementTimeoutMs: 0, idleInTransactionTimeoutMs: 0 };

/** The one description of the database connection: app, CLI and tests use it. */
export function typeormOptions(databaseUrl: string, timeouts: DatabaseTimeouts = NO_TIMEOUTS): DataSourceOptions {
  return {
    type: 'postgres',
    url: databaseUrl,
    // Each business module keeps its entities in modules/<module>/entities/*.entity.ts, and
    // the platform its own beside the code that uses them (common/webhooks); both are found
    // by that convention rather than imported.
    entities: [join(__dirname, '..', 'modules', '*', 'entities', '*.entity.{ts,js}'), join(__dirname, '..', 'common', '**', '*.entity.{ts,js}')],
    migrations: [join(__dirname, 'migrations', '*.{ts,js}')],
    migrationsTableName: 'migrations',
    migrationsTransactionMode: 'each',
    namingStrategy: new SnakeNamingStrategy(),
    synchronize: false,
    migrationsRun: false,
    // Failing statements are logged without their parameters (hashes, tokens, personal data).
    logging: ['error'],
    logger: new RedactingTypeormLogger(),
    // Startup options of every pooled connection, which win over a role's or database's
    // defaults. Not pg's own statement_timeout setting: pg leaves out a 0, so a limit on the
    // role would then hold for the migrations (statement-timeout.e2e-spec). This replaces
    // any `options` in DATABASE_URL.
    extra: {
      max: 10,
      options: `-c statement_timeout=${timeouts.statementTimeoutMs} -c idle_in_transaction_session_timeout=${timeouts.idleInTransactionTimeoutMs}`,
    },
  };
}
