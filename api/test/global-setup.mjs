// Once per jest run: a fresh PostgreSQL database (embedded, or a scratch database on
// DATABASE_URL's server), a Redis (REDIS_URL or a private redis-server), migrations.
import { execFileSync } from 'node:child_process';
import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT, createScratchDatabase, startEmbeddedPostgres, startLocalRedis } from '../../scripts/lib/services.mjs';
import { DOCUMENTS, documentOf } from '../../scripts/stand-ins/openapi-contract.mjs';

export default async function globalSetup() {
  const started = Date.now();
  const scratch = mkdtempSync(join(tmpdir(), 'ledgerleaf-test-'));
  const database = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL)
    : await startEmbeddedPostgres({ dataDir: join(resolve(REPO_ROOT, '.tmp'), `pg-jest-${process.pid}`), persistent: false });

  let redis = null;
  let redisUrl = process.env.REDIS_URL;
  if (!redisUrl) {
    redis = await startLocalRedis({ dir: join(scratch, 'redis') });
    redisUrl = redis?.url;
  }
  if (!redisUrl && process.env.CI === 'true') {
    throw new Error('CI=true but no Redis: set REDIS_URL or install redis-server. Queue tests must run on a real Redis in CI.');
  }
  if (!redisUrl) console.warn('\n[jest] No Redis available: the Bull queue tests are skipped (in-process driver tested instead).');

  const env = {
    NODE_ENV: 'test',
    DATABASE_URL: database.url,
    REDIS_URL: redisUrl ?? '',
    QUEUE_PREFIX: `test-${Date.now().toString(36)}`,
    DATA_DIR: join(scratch, 'data'),
    SERVE_WEB: 'false',
    LOG_LEVEL: 'warn',
    // Suites that boot the app with NODE_ENV=production have no SMTP server: the outbox is
    // allowed for them only by this explicit opt-in (production refuses it otherwise).
    MAIL_OUTBOX_IN_PRODUCTION: 'true',
  };
  migrate({ ...process.env, ...env });
  Object.assign(process.env, env);
  // The providers' API documents the stand-ins check against: parsed once here (seconds
  // the first time on a machine, then read from node_modules/.cache), not in each worker.
  for (const provider of Object.keys(DOCUMENTS)) documentOf(provider);
  globalThis.__LEDGERLEAF__ = { database, redis, scratch };
  console.log(`\n[jest] PostgreSQL and Redis ready in ${Date.now() - started} ms`);
}

/**
 * Applies the migrations to the scratch database (the CLI boots the app). Its output is kept
 * and printed when it fails, so a failure says why.
 */
function migrate(env) {
  try {
    execFileSync(process.execPath, [resolve(REPO_ROOT, 'api/dist/cli/migrate.js'), 'run'], { env, encoding: 'utf8', stdio: 'pipe' });
  } catch (error) {
    const output = `exit ${error.status ?? '?'}${error.signal ? ` (${error.signal})` : ''}\n${error.stdout ?? ''}${error.stderr ?? ''}`.trim();
    throw new Error(`The migrations failed on the scratch database:\n${output}`, { cause: error });
  }
}
