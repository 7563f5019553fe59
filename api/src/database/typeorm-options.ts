import { join } from 'node:path';
import type { DataSourceOptions } from 'typeorm';
import { RedactingTypeormLogger } from './redacting-typeorm-logger';
import { SnakeNamingStrategy } from './snake-naming.strategy';

/** The one description of the database connection: app, CLI and tests use it. */
export function typeormOptions(databaseUrl: string): DataSourceOptions {
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
    extra: { max: 10 },
  };
}
