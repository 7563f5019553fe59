// The whole application on one port: PostgreSQL, Redis, migrations, demo seed, and the
// API process (which also runs the worker and serves both front-ends).
import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { randomBytes } from 'node:crypto';
import { join } from 'node:path';
import { REPO_ROOT, createScratchDatabase, startEmbeddedPostgres, startLocalRedis, trackChild } from './services.mjs';

const API_MAIN = join(REPO_ROOT, 'api', 'dist', 'main.js');
/**
 * V8 flags of the API process; the production image sets the same through NODE_OPTIONS
 * (Dockerfile). A 4 MB young generation keeps each scavenge near 4 ms; at V8's default
 * 16 MB one took about 12 ms and landed in every tenth 500-row transactions page
 * (bench:transactions p95). API_NODE_ARGS adds flags for one run (--cpu-prof, --trace-gc).
 */
export const API_NODE_FLAGS = ['--max-semi-space-size=4'];
const CLI = (name) => join(REPO_ROOT, 'api', 'dist', 'cli', `${name}.js`);

/** Session and encryption secrets generated once per data folder, so restarts keep sessions. */
function localSecrets(dataDir) {
  const file = join(dataDir, 'secrets.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8'));
  const secrets = { SESSION_SECRET: randomBytes(32).toString('hex'), ENCRYPTION_KEY: randomBytes(32).toString('hex') };
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(file, JSON.stringify(secrets, null, 2), { mode: 0o600 });
  return secrets;
}

/**
 * Runs one of the API's CLIs to its end without blocking this process: the provider stand-ins
 * (DEMO_PROVIDERS, the browser tests) answer from this process's event loop, and the seed may
 * call them, so a synchronous spawn would wait on itself.
 */
function runCli(name, args, env) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [CLI(name), ...args], { env, stdio: ['ignore', 'pipe', 'pipe'] });
    let stdout = '';
    let stderr = '';
    child.stdout.setEncoding('utf8').on('data', (chunk) => (stdout += chunk));
    child.stderr.setEncoding('utf8').on('data', (chunk) => (stderr += chunk));
    child.on('error', reject);
    child.on('close', (status) => (status === 0 ? resolve(stdout.trim()) : reject(new Error(`${name} failed:\n${stdout}${stderr}`))));
  });
}

/** Resolves once `url` answers /api/health; rejects when `child` exits first or after `timeoutMs`. */
export async function waitForHealth(url, child, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`The API exited with code ${child.exitCode} while starting`);
    try {
      const res = await fetch(`${url}/api/health`);
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`The API did not become healthy within ${timeoutMs / 1000} s`);
}

/**
 * Starts everything. `dataDir` keeps the embedded database, uploads and secrets;
 * `fresh: true` uses throw-away storage (tests); `env` adds variables for the API
 * (tests point it at stand-in servers). Returns { url, env, logins, stop }.
 */
export async function startStack({ dataDir, port, fresh = false, log = console.log, apiStdio = 'inherit', seed = true, env: extraEnv = {} }) {
  const stoppers = [];
  const stop = async () => {
    for (const fn of stoppers.reverse()) await fn().catch((e) => console.error(e.message));
    stoppers.length = 0;
  };
  try {
    let databaseUrl = process.env.DATABASE_URL;
    if (databaseUrl && fresh) {
      const scratch = await createScratchDatabase(databaseUrl, 'ledgerleaf_e2e');
      stoppers.push(scratch.stop);
      databaseUrl = scratch.url;
    } else if (!databaseUrl) {
      const started = Date.now();
      const pg = await startEmbeddedPostgres({ dataDir: join(dataDir, 'postgres'), persistent: !fresh });
      stoppers.push(pg.stop);
      databaseUrl = pg.url;
      log(`PostgreSQL (embedded) ready in ${Date.now() - started} ms`);
    }

    let redisUrl = process.env.REDIS_URL;
    if (!redisUrl) {
      // The same folder on every start (the port may change): jobs queued or running when
      // the last run stopped or crashed are in its AOF and resume.
      const redisDir = join(dataDir, 'redis');
      const redis = await startLocalRedis({ dir: redisDir });
      if (redis) {
        stoppers.push(redis.stop);
        redisUrl = redis.url;
        log(`Redis (local redis-server, AOF in ${redisDir}) ready`);
      } else {
        log('Warning: no Redis (set REDIS_URL or install redis-server); jobs run inside the API process.');
      }
    }

    const env = {
      ...localSecrets(dataDir),
      ...process.env,
      ...extraEnv,
      NODE_ENV: process.env.NODE_ENV || 'development',
      PORT: String(port),
      PUBLIC_URL: process.env.PUBLIC_URL || `http://localhost:${port}`,
      DATABASE_URL: databaseUrl,
      REDIS_URL: redisUrl ?? '',
      DATA_DIR: process.env.DATA_DIR || dataDir,
      RUN_WORKER: 'true',
      // Throw-away stacks must not share queues or rate-limit counters with others on the same Redis.
      ...(fresh ? { QUEUE_PREFIX: `e2e-${randomBytes(4).toString('hex')}` } : {}),
    };
    log(await runCli('migrate', ['run'], env));
    if (seed && env.NODE_ENV !== 'production') log(await runCli('seed', [], env));

    const nodeArgs = [...API_NODE_FLAGS, ...(process.env.API_NODE_ARGS ?? '').split(' ').filter(Boolean)];
    const child = trackChild(spawn(process.execPath, [...nodeArgs, API_MAIN], { env, stdio: apiStdio }));
    stoppers.push(
      () =>
        new Promise((resolve) => {
          if (child.exitCode !== null) return resolve();
          child.once('exit', resolve);
          child.kill('SIGTERM');
          setTimeout(() => child.kill('SIGKILL'), 10_000).unref();
        }),
    );
    const url = `http://localhost:${port}`;
    await waitForHealth(url, child);
    return {
      url,
      env,
      child,
      logins: {
        client: { email: env.SEED_CLIENT_EMAIL || 'demo@ledgerleaf.test', password: env.SEED_CLIENT_PASSWORD || 'client-demo-1' },
        staff: { email: env.SEED_STAFF_EMAIL || 'staff@ledgerleaf.test', password: env.SEED_STAFF_PASSWORD || 'staff-demo-1' },
      },
      stop,
    };
  } catch (error) {
    await stop();
    throw error;
  }
}
