// The stack a bench runs against: a fresh PostgreSQL and Redis and the API's production
// build (startStack), with the settings production would have and nothing seeded.
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { freePort } from './services.mjs';
import { startStack } from './stack.mjs';

/** What the API runs with in a bench: production mode, warnings only, no web build served. */
export const BENCH_API_ENV = {
  SERVE_WEB: 'false',
  LOG_LEVEL: 'warn',
  NODE_ENV: 'production',
  MAIL_OUTBOX_IN_PRODUCTION: 'true',
  SESSION_SECRET: 'bench-session-secret-bench-session-secret',
  ENCRYPTION_KEY: 'ab'.repeat(32),
  TRUST_PROXY: 'true',
};

/**
 * Starts the stack in a new scratch folder (`ledgerleaf-bench-<label>-…`) and opens a small
 * pool on its database. `close()` ends the pool, the stack and removes the folder.
 */
export async function startBenchStack(label, message = 'Starting PostgreSQL, Redis and the API (production build)...') {
  const dataDir = mkdtempSync(join(tmpdir(), `ledgerleaf-bench-${label}-`));
  const port = await freePort();
  console.log(message);
  const stack = await startStack({
    dataDir,
    port,
    fresh: true,
    seed: false,
    apiStdio: process.env.BENCH_API_STDIO ?? 'ignore',
    log: () => {},
    env: BENCH_API_ENV,
  });
  const db = new pg.Pool({ connectionString: stack.env.DATABASE_URL, max: 2 });
  return {
    stack,
    db,
    dataDir,
    async close() {
      await db.end();
      await stack.stop();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}

/**
 * Registers a fresh client through the API (launch coupon), from its own address so the
 * per-address limits of one bench do not meet another's; answers the session cookie and id.
 */
export async function registerBenchClient(url, { name, address }) {
  const email = `bench-${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}-${address.replace(/\D/g, '')}-${Date.now().toString(36)}@bench.ledgerleaf.test`;
  const res = await fetch(`${url}/api/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-forwarded-for': address },
    body: JSON.stringify({ firstName: 'Bench', lastName: name, email, phone: '+1 416 555 0198', password: 'bench-password-1', couponCode: 'LAUNCH2025' }),
  });
  if (!res.ok) throw new Error(`register failed: ${res.status} ${await res.text()}`);
  return {
    cookie: res.headers
      .getSetCookie()
      .map((c) => c.split(';')[0])
      .join('; '),
    userId: (await res.json()).id,
  };
}
