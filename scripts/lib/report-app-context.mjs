// The API as the profiling scripts run it in their own process (scripts/profile-report-builder.mjs,
// scripts/profile-report-sql.mjs): one place for the environment and the Nest context they build reports in.
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { apiDist } from './bench-database.mjs';
import { REPO_ROOT } from './services.mjs';

const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));

/**
 * An application context of the compiled API (SeedCliModule: no HTTP, no queue) on `databaseUrl`,
 * with production's configuration: warnings only in the log, no Redis, no OpenAI, no S3, and
 * mail to the outbox (nothing is sent while building; production config otherwise requires
 * SMTP_URL). Sets process.env as a worker's would be. Close it with `app.close()`.
 */
export async function reportAppContext({ databaseUrl, dataDir }) {
  Object.assign(process.env, {
    NODE_ENV: 'production',
    LOG_LEVEL: 'warn',
    DATABASE_URL: databaseUrl,
    DATA_DIR: dataDir,
    PUBLIC_URL: 'http://localhost:3000',
    SESSION_SECRET: 'profile-session-secret-profile-session-secret',
    ENCRYPTION_KEY: 'ab'.repeat(32),
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
  });
  for (const key of ['REDIS_URL', 'OPENAI_API_KEY', 'S3_BUCKET']) delete process.env[key];
  require('reflect-metadata');
  const { NestFactory } = require('@nestjs/core');
  const { SeedCliModule } = apiDist('cli/seed-cli.module.js');
  const { AppConfig } = apiDist('config/app-config.js');
  const { createAppLogger } = apiDist('common/logging/create-app-logger.js');
  const config = AppConfig.fromEnvironment();
  return NestFactory.createApplicationContext(SeedCliModule.register(config), {
    logger: createAppLogger({ level: 'warn', format: config.logFormat }).nest,
  });
}
