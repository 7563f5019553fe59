// The database half of a backup: one snapshot, written by pg_dump (custom format) when a
// pg_dump at least as new as the server is installed, otherwise by Ledgerleaf itself as
// COPY data of every table (the schema comes back from the migrations). Restored into an
// empty database only. docs/decisions/backups.md says why there are two formats.
import { execFileSync, spawn } from 'node:child_process';
import { createReadStream, createWriteStream, existsSync, readdirSync } from 'node:fs';
import { once } from 'node:events';
import { createRequire } from 'node:module';
import { join } from 'node:path';
import { createInterface } from 'node:readline';
import { finished, pipeline } from 'node:stream/promises';
import { createGunzip, createGzip } from 'node:zlib';
import pg from 'pg';
import { from as copyFrom, to as copyTo } from 'pg-copy-streams';
import { REPO_ROOT, findOnPath } from './services.mjs';

export const FORMAT_PG_DUMP = 'pg_dump-custom';
export const FORMAT_COPY = 'ledgerleaf-copy';
export const DUMP_FILES = { [FORMAT_PG_DUMP]: 'database.dump', [FORMAT_COPY]: 'database.copy.gz' };

/** Rows of these tables list files to remove, not files a row needs (see referencedFileKeys). */
const FILE_LISTS_TO_REMOVE = ['stored_file_deletions', 'report_builds'];
/** A storage key as FileStorage makes them (file-storage.ts), wherever it sits in a value (`/uploads/<key>` URLs). */
const KEY_IN_TEXT = '[0-9]{4}/[0-9]{2}/[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}(?:\\.[a-z0-9]{1,10})?';

// In the COPY text format a backslash in a value is always escaped, so no data line can
// start with these markers.
const TABLE_MARK = '\\ledgerleaf-table ';
const END_OF_DATA = '\\.';
const SEQUENCES_MARK = '\\ledgerleaf-sequences ';

const q = (name) => `"${name.replaceAll('"', '""')}"`;

/** A connection string without its password, and the password for PGPASSWORD (kept off the process list). */
function splitPassword(url) {
  const parsed = new URL(url);
  const password = decodeURIComponent(parsed.password);
  parsed.password = '';
  return { url: parsed.toString(), password };
}

export function describeDatabase(url) {
  const parsed = new URL(url);
  return `database "${decodeURIComponent(parsed.pathname.slice(1))}" on ${parsed.hostname}:${parsed.port || 5432}`;
}

/** The major version of a pg_dump / pg_restore binary, from its --version line. */
function majorOf(binary) {
  const out = execFileSync(binary, ['--version'], { encoding: 'utf8' });
  const match = /\(PostgreSQL\) (\d+)/.exec(out);
  return match ? Number(match[1]) : 0;
}

/**
 * The newest `tool` (pg_dump, pg_restore) installed: on PATH or in Debian's
 * /usr/lib/postgresql/<major>/bin. Returns { path, major } or null.
 */
export function findPgTool(tool) {
  const candidates = [findOnPath(tool)];
  const debian = '/usr/lib/postgresql';
  if (existsSync(debian)) for (const major of readdirSync(debian)) candidates.push(join(debian, major, 'bin', tool));
  let best = null;
  for (const path of candidates) {
    if (!path || !existsSync(path)) continue;
    try {
      const major = majorOf(path);
      if (!best || major > best.major) best = { path, major };
    } catch {
      // not runnable here
    }
  }
  return best;
}

/** Settings that make COPY's text the same whatever the server's defaults (as pg_dump sets them). */
const PORTABLE_TEXT = "SET client_encoding = 'UTF8'; SET DateStyle = 'ISO'; SET IntervalStyle = 'postgres'; SET extra_float_digits = 3; SET TimeZone = 'UTC'";

async function connect(url) {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  await client.query(PORTABLE_TEXT);
  return client;
}

export async function serverMajor(client) {
  const { rows } = await client.query('SHOW server_version_num');
  return Math.floor(Number(rows[0].server_version_num) / 10000);
}

/** The tables of the public schema in an order where each comes after those it references. */
async function tablesInDependencyOrder(client) {
  const { rows: tables } = await client.query(`
    SELECT c.oid, c.relname AS name,
           array_agg(a.attname::text ORDER BY a.attnum) FILTER (WHERE a.attgenerated = '') AS columns
      FROM pg_class c
      JOIN pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
     WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
     GROUP BY c.oid, c.relname ORDER BY c.relname`);
  const { rows: references } = await client.query(`
    SELECT conrelid AS child, confrelid AS parent FROM pg_constraint
     WHERE contype = 'f' AND connamespace = 'public'::regnamespace AND conrelid <> confrelid`);
  const parents = new Map(tables.map((t) => [t.oid, new Set()]));
  for (const { child, parent } of references) parents.get(child)?.add(parent);
  const ordered = [];
  const placed = new Set();
  while (ordered.length < tables.length) {
    const ready = tables.filter((t) => !placed.has(t.oid) && [...parents.get(t.oid)].every((p) => placed.has(p) || !parents.has(p)));
    if (!ready.length)
      throw new Error(
        `The foreign keys between ${tables
          .filter((t) => !placed.has(t.oid))
          .map((t) => t.name)
          .join(', ')} form a cycle: the COPY format cannot order them`,
      );
    for (const t of ready) {
      placed.add(t.oid);
      ordered.push({ name: t.name, columns: t.columns });
    }
  }
  return ordered;
}

/** The last migration applied, as TypeORM's `migrations` table records it. */
export async function lastMigration(client) {
  const { rows: exists } = await client.query(`SELECT to_regclass('public.migrations') IS NOT NULL AS ok`);
  if (!exists[0].ok) return null;
  const { rows } = await client.query('SELECT "timestamp"::text AS timestamp, name FROM migrations ORDER BY "timestamp" DESC LIMIT 1');
  return rows[0] ? { timestamp: Number(rows[0].timestamp), name: rows[0].name } : null;
}

/**
 * Every storage key a row of the snapshot names (text, varchar and jsonb columns), except in
 * the tables that list files to remove. Runs inside the backup's snapshot.
 */
async function referencedFileKeys(client) {
  const { rows: columns } = await client.query(
    `SELECT c.relname AS table, a.attname AS column FROM pg_attribute a JOIN pg_class c ON c.oid = a.attrelid
      WHERE c.relnamespace = 'public'::regnamespace AND c.relkind IN ('r', 'p') AND NOT c.relispartition
        AND a.attnum > 0 AND NOT a.attisdropped AND a.atttypid IN ('text'::regtype, 'varchar'::regtype, 'jsonb'::regtype)
        AND NOT (c.relname = ANY($1))`,
    [FILE_LISTS_TO_REMOVE],
  );
  const keys = new Set();
  for (const { table, column } of columns) {
    const { rows } = await client.query(
      `SELECT DISTINCT m[1] AS key FROM ${q(table)}, regexp_matches(${q(column)}::text, $1, 'g') AS m WHERE ${q(column)}::text ~ $2`,
      [`(${KEY_IN_TEXT})`, KEY_IN_TEXT],
    );
    for (const { key } of rows) keys.add(key);
  }
  return keys;
}

/**
 * Opens the backup's snapshot: one REPEATABLE READ READ ONLY transaction whose snapshot is
 * exported, so pg_dump reads exactly what this connection reads. Returns the facts the
 * manifest needs and `dump(format, dir)`, `referencedFileKeys()`, `close()`.
 */
export async function openSnapshot(url) {
  const client = await connect(url);
  await client.query('BEGIN ISOLATION LEVEL REPEATABLE READ, READ ONLY');
  const { rows } = await client.query('SELECT pg_export_snapshot() AS id, now() AS at, version() AS version');
  const snapshot = rows[0];
  const major = await serverMajor(client);
  return {
    id: snapshot.id,
    takenAt: snapshot.at.toISOString(),
    serverVersion: snapshot.version,
    serverMajor: major,
    lastMigration: await lastMigration(client),
    referencedFileKeys: () => referencedFileKeys(client),
    /** Writes the dump into `dir`; returns { format, file, tool?, tables? }. */
    async dump(format, dir) {
      const file = join(dir, DUMP_FILES[format]);
      if (format === FORMAT_PG_DUMP) {
        const tool = findPgTool('pg_dump');
        if (!tool || tool.major < major) throw new Error(pgDumpMissing(major, tool));
        await runPgTool(tool.path, ['--format=custom', '--no-owner', '--no-privileges', `--snapshot=${snapshot.id}`, `--file=${file}`], url);
        return { format, file: DUMP_FILES[format], tool: `pg_dump ${tool.major}` };
      }
      return { format, file: DUMP_FILES[format], tables: await copyEveryTable(client, file) };
    },
    async close() {
      await client.query('ROLLBACK').catch(() => {});
      await client.end();
    },
  };
}

function pgDumpMissing(major, tool) {
  return `pg_dump ${major} or newer is needed for the server (PostgreSQL ${major}); ${tool ? `the newest here is pg_dump ${tool.major} (${tool.path})` : 'none is installed'}. Use --format=copy, or install postgresql-client-${major}.`;
}

/** `auto`: pg_dump's custom format when a pg_dump at least as new as the server is installed, else COPY. */
export function chooseFormat(requested, major) {
  if (requested === 'pg_dump') return FORMAT_PG_DUMP;
  if (requested === 'copy') return FORMAT_COPY;
  const tool = findPgTool('pg_dump');
  return tool && tool.major >= major ? FORMAT_PG_DUMP : FORMAT_COPY;
}

async function runPgTool(binary, args, url) {
  const { url: withoutPassword, password } = splitPassword(url);
  const child = spawn(binary, [...args, `--dbname=${withoutPassword}`], {
    env: { ...process.env, ...(password ? { PGPASSWORD: password } : {}) },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr.on('data', (chunk) => (stderr += chunk));
  const [code] = await once(child, 'exit');
  if (code !== 0) throw new Error(`${binary} failed (exit code ${code}): ${stderr.trim()}`);
}

/** The COPY format: every table's rows in dependency order, then the sequences, gzipped. */
async function copyEveryTable(client, file) {
  const gzip = createGzip();
  const written = pipeline(gzip, createWriteStream(file, { flags: 'wx' }));
  const write = async (text) => {
    if (!gzip.write(text)) await once(gzip, 'drain');
  };
  const tables = {};
  for (const table of await tablesInDependencyOrder(client)) {
    // TypeORM's own table comes back from the migrations run at restore.
    if (table.name === 'migrations') continue;
    await write(`${TABLE_MARK}${JSON.stringify(table)}\n`);
    const columns = table.columns.map(q).join(', ');
    let rows = 0;
    for await (const chunk of client.query(copyTo(`COPY (SELECT ${columns} FROM ${q(table.name)}) TO STDOUT`))) {
      for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++;
      await write(chunk);
    }
    await write(`${END_OF_DATA}\n`);
    tables[table.name] = rows;
  }
  const { rows: sequences } = await client.query(
    `SELECT sequencename AS name, last_value::text AS value FROM pg_sequences WHERE schemaname = 'public' AND last_value IS NOT NULL AND sequencename <> 'migrations_id_seq'`,
  );
  await write(`${SEQUENCES_MARK}${JSON.stringify(sequences)}\n`);
  gzip.end();
  await written;
  return tables;
}

/** Tables (and their count) in the target's non-system schemas: a restore needs none. */
export async function userTables(url) {
  const client = await connect(url);
  try {
    const { rows } = await client.query(
      `SELECT n.nspname || '.' || c.relname AS name FROM pg_class c JOIN pg_namespace n ON n.oid = c.relnamespace
        WHERE c.relkind IN ('r', 'p') AND n.nspname NOT IN ('pg_catalog', 'information_schema') AND n.nspname NOT LIKE 'pg\\_%' ORDER BY 1`,
    );
    return rows.map((r) => r.name);
  } finally {
    await client.end();
  }
}

/** The compiled migrations (api/dist), oldest first, as { timestamp, name, path }. */
function compiledMigrations() {
  const dir = join(REPO_ROOT, 'api', 'dist', 'database', 'migrations');
  if (!existsSync(dir)) throw new Error('api/dist has no migrations: run `npm run build` first.');
  return readdirSync(dir)
    .filter((f) => /^\d+-.+\.js$/.test(f))
    .map((f) => {
      const [, timestamp, name] = /^(\d+)-(.+)\.js$/.exec(f);
      return { timestamp: Number(timestamp), name: `${name}${timestamp}`, path: join(dir, f) };
    })
    .sort((a, b) => a.timestamp - b.timestamp);
}

/** How the backup's migration level compares with this code's; throws when the code is older. */
export function migrationsAfter(level) {
  const all = compiledMigrations();
  if (!level) return all;
  if (!all.some((m) => m.timestamp === level.timestamp)) {
    throw new Error(
      `The backup's schema is at migration ${level.name}, which this code does not have: restore it with the Ledgerleaf version that made it (or newer).`,
    );
  }
  return all.filter((m) => m.timestamp > level.timestamp);
}

/** Runs the compiled migrations up to `level` (inclusive), as the app's migrate CLI would. */
async function migrateTo(url, level) {
  const require = createRequire(join(REPO_ROOT, 'api', 'package.json'));
  const { DataSource } = require('typeorm');
  const { typeormOptions } = require(join(REPO_ROOT, 'api', 'dist', 'database', 'typeorm-options.js'));
  const migrations = compiledMigrations()
    .filter((m) => m.timestamp <= level.timestamp)
    .map((m) => m.path);
  const dataSource = new DataSource({ ...typeormOptions(url), entities: [], migrations, logging: ['error'] });
  await dataSource.initialize();
  try {
    await dataSource.runMigrations();
  } finally {
    await dataSource.destroy();
  }
}

/** Restores `file` (of `format`) into the empty database at `url`. Returns the migration level reached. */
export async function restoreDatabase({ url, format, file, manifestDatabase }) {
  if (format === FORMAT_PG_DUMP) {
    const tool = findPgTool('pg_restore');
    const needed = Number(/pg_dump (\d+)/.exec(manifestDatabase.tool ?? '')?.[1] ?? 0);
    if (!tool || tool.major < needed) {
      throw new Error(
        `This backup was written by ${manifestDatabase.tool}: pg_restore ${needed} or newer is needed, ${tool ? `the newest here is ${tool.major}` : 'none is installed'} (Debian: postgresql-client-${needed}).`,
      );
    }
    await runPgTool(tool.path, ['--no-owner', '--no-privileges', '--exit-on-error', '--single-transaction', file], url);
  } else {
    if (!manifestDatabase.lastMigration) throw new Error('The backup names no migration level: the COPY format needs one to rebuild the schema.');
    await migrateTo(url, manifestDatabase.lastMigration);
    await loadCopyData(url, file, manifestDatabase.tables);
  }
  const client = await connect(url);
  try {
    return await lastMigration(client);
  } finally {
    await client.end();
  }
}

/**
 * Loads the COPY format in one transaction: the rows the migrations wrote are replaced by
 * the snapshot's, the tables' own triggers (ledger rows made from bank rows, counters) are
 * off while the snapshot's rows go in, as those rows already hold what the triggers made.
 */
async function loadCopyData(url, file, expectedRows) {
  const client = await connect(url);
  const loaded = {};
  try {
    await client.query('BEGIN');
    const tables = Object.keys(expectedRows);
    for (const table of tables) await client.query(`ALTER TABLE ${q(table)} DISABLE TRIGGER USER`);
    if (tables.length) await client.query(`TRUNCATE ${tables.map(q).join(', ')}`);
    const lines = createInterface({ input: createReadStream(file).pipe(createGunzip()), crlfDelay: Infinity });
    let current = null;
    // Rows go to PostgreSQL in batches of about 256 kB rather than one write per row.
    let batch = '';
    const flush = async () => {
      if (batch && !current.stream.write(batch)) await once(current.stream, 'drain');
      batch = '';
    };
    for await (const line of lines) {
      if (current) {
        if (line === END_OF_DATA) {
          await flush();
          current.stream.end();
          await finished(current.stream);
          loaded[current.name] = current.stream.rowCount;
          current = null;
        } else {
          batch += `${line}\n`;
          if (batch.length > 256 * 1024) await flush();
        }
      } else if (line.startsWith(TABLE_MARK)) {
        const { name, columns } = JSON.parse(line.slice(TABLE_MARK.length));
        current = { name, stream: client.query(copyFrom(`COPY ${q(name)} (${columns.map(q).join(', ')}) FROM STDIN`)) };
      } else if (line.startsWith(SEQUENCES_MARK)) {
        for (const { name, value } of JSON.parse(line.slice(SEQUENCES_MARK.length))) {
          await client.query('SELECT setval($1::regclass, $2::bigint, true)', [q(name), value]);
        }
      }
    }
    if (current) throw new Error(`The dump ends inside table ${current.name}`);
    for (const [table, rows] of Object.entries(expectedRows)) {
      if ((loaded[table] ?? 0) !== rows) throw new Error(`Table ${table}: ${loaded[table] ?? 0} rows loaded, the manifest says ${rows}`);
    }
    for (const table of tables) await client.query(`ALTER TABLE ${q(table)} ENABLE TRIGGER USER`);
    await client.query('COMMIT');
  } catch (error) {
    await client.query('ROLLBACK').catch(() => {});
    throw error;
  } finally {
    await client.end();
  }
}
