import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import type { DatabaseTimeouts } from '../config/database-timeouts';
import { RedactingTypeormLogger } from './redacting-typeorm-logger';
import { SnakeNamingStrategy } from './snake-naming.strategy';

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
