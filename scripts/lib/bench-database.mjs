// A scratch database with every migration applied, for the benches: a fresh database on
// DATABASE_URL's server when it is set, else an embedded PostgreSQL that is removed after.
import { createRequire } from 'node:module';
import { resolve } from 'node:path';
import { REPO_ROOT, createScratchDatabase, startEmbeddedPostgres } from './services.mjs';

const require = createRequire(import.meta.url);

/** Requires a compiled API module (run `npm run build -w api` first; the bench scripts do). */
export const apiDist = (path) => require(resolve(REPO_ROOT, 'api', 'dist', path));

/** { url, dataSource, stop } with migrations run. */
export async function migratedDatabase(label) {
  const db = process.env.DATABASE_URL
    ? await createScratchDatabase(process.env.DATABASE_URL, `ledgerleaf_bench_${label}`)
    : await startEmbeddedPostgres({ dataDir: resolve(REPO_ROOT, '.tmp', `pg-bench-${label}-${process.pid}`), persistent: false });
  const { DataSource } = require(resolve(REPO_ROOT, 'node_modules', 'typeorm'));
  const { typeormOptions } = apiDist('database/typeorm-options.js');
  const dataSource = new DataSource({ ...typeormOptions(db.url), logging: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  return {
    url: db.url,
    dataSource,
    async stop() {
      await dataSource.destroy();
      await db.stop();
    },
  };
}

/** A client account straight in the database; returns its id. */
export async function insertClient(dataSource, label = 'bench') {
  const [row] = await dataSource.query(
    `INSERT INTO users (first_name, last_name, email, password_hash, phone) VALUES ('Bench', 'Client', $1, 'not-a-login', '+1 416 555 0100') RETURNING id`,
    [`${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@bench.ledgerleaf.ca`],
  );
  return row.id;
}
