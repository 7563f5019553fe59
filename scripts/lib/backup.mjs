// Backups that restore: `createBackup` (npm run backup, the nightly one of npm start) and
// `restoreBackup` (npm run restore). A backup is a folder: manifest.json, the database
// dump, and files/<storage key> for each stored file copied.
import { createReadStream, existsSync, mkdirSync, readFileSync, readdirSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { hostname } from 'node:os';
import { join, resolve } from 'node:path';
import { DUMP_FILES, chooseFormat, describeDatabase, migrationsAfter, openSnapshot, restoreDatabase, userTables } from './backup-database.mjs';
import { eachLimited, hashFile, storageFromEnv, writeHashed } from './backup-storage.mjs';
import pg from 'pg';
import { REPO_ROOT, startEmbeddedPostgres } from './services.mjs';

export const MANIFEST = 'manifest.json';
export const BACKUP_PREFIX = 'ledgerleaf-backup-';
const MANIFEST_VERSION = 1;
/** Tries before a backup whose snapshot names a file that vanished meanwhile gives up. */
const TRIES = 3;

/** A bad backup, a non-empty target, a missing tool: said to the person, without a stack trace. */
export class BackupError extends Error {}

function appVersion() {
  return JSON.parse(readFileSync(join(REPO_ROOT, 'package.json'), 'utf8')).version;
}

const stamp = (date) =>
  date
    .toISOString()
    .replaceAll(/[-:]/g, '')
    .replace(/\.\d+Z$/, 'Z');

/**
 * The database to back up or restore into: DATABASE_URL, or else the embedded one of
 * `npm start` in DATA_DIR/postgres (or .data/postgres): the running server's port is in its
 * postmaster.pid; a stopped one is started for the command and stopped after it.
 */
export async function databaseFromEnv(env, { create = false } = {}) {
  if (env.DATABASE_URL) return { url: env.DATABASE_URL, stop: async () => {} };
  const dataDir = resolve(env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const pgDir = join(dataDir, 'postgres');
  const pidFile = join(pgDir, 'postmaster.pid');
  if (existsSync(pidFile)) {
    const port = readFileSync(pidFile, 'utf8').split('\n')[3]?.trim();
    const url = `postgres://postgres:ledgerleaf@127.0.0.1:${port}/ledgerleaf`;
    // A postmaster.pid left by a crash names no running server: then start it below.
    if (port && (await reachable(url))) return { url, stop: async () => {} };
  }
  if (!existsSync(join(pgDir, 'PG_VERSION')) && !create) throw new BackupError(`No database: set DATABASE_URL, or run npm start once so that ${pgDir} exists.`);
  const server = await startEmbeddedPostgres({ dataDir: pgDir, persistent: true });
  return { url: server.url, stop: server.stop };
}

async function reachable(url) {
  const client = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    return true;
  } catch {
    return false;
  } finally {
    await client.end().catch(() => {});
  }
}

/** A failure to reach the database, said with the database's name rather than a stack trace. */
export function explainConnectionError(error, url) {
  if (!url || !['ECONNREFUSED', 'ENOTFOUND', 'ETIMEDOUT', 'EAI_AGAIN', '28P01', '28000', '3D000'].includes(error?.code)) return null;
  return `Cannot connect to the ${describeDatabase(url)}: ${error.message}. Check DATABASE_URL.`;
}

/**
 * Writes a backup into a new folder under `outDir` and returns { dir, manifest }.
 *
 * Order (docs/decisions/backups.md): the database snapshot is taken first, then the files
 * are copied, then the snapshot's file references are checked against the copy. A row is
 * committed only after its file is stored, and a file is removed only after its row's
 * deletion commits, so every file a snapshot row names is still in storage when the copy
 * starts, unless its row was deleted (and the file purged) after the snapshot: then the
 * check finds it missing and the whole backup is taken again.
 */
export async function createBackup({ databaseUrl, env, outDir, format = 'auto', copyFiles, log = console.log }) {
  mkdirSync(outDir, { recursive: true });
  const storage = storageFromEnv(env);
  const copy = copyFiles ?? storage.kind === 'local';
  for (let attempt = 1; ; attempt++) {
    const started = new Date();
    const name = `${BACKUP_PREFIX}${stamp(started)}`;
    const partial = join(outDir, `${name}.partial`);
    rmSync(partial, { recursive: true, force: true });
    mkdirSync(partial);
    let snapshot;
    try {
      snapshot = await openSnapshot(databaseUrl);
      const chosen = chooseFormat(format, snapshot.serverMajor);
      const dump = await snapshot.dump(chosen, partial);
      const dumpFacts = await hashFile(join(partial, dump.file));
      log(`Database: ${describeDatabase(databaseUrl)} (${chosen}, ${(dumpFacts.size / 1e6).toFixed(1)} MB)`);

      const listed = await storage.list();
      const files = [];
      await eachLimited(listed, 4, async (file) => {
        if (!copy) return files.push({ path: file.key, size: file.size, etag: file.etag });
        const facts = await writeHashed(await storage.read(file.key), join(partial, 'files', file.key));
        files.push({ path: file.key, ...facts });
      });
      files.sort((a, b) => a.path.localeCompare(b.path));

      const present = new Set(files.map((f) => f.path));
      const missing = [...(await snapshot.referencedFileKeys())].filter((key) => !present.has(key)).sort();
      if (missing.length && attempt < TRIES) {
        log(`${missing.length} file(s) named by the snapshot were removed while it was copied (${missing.slice(0, 3).join(', ')}): taking the backup again.`);
        rmSync(partial, { recursive: true, force: true });
        continue;
      }
      const manifest = {
        kind: 'ledgerleaf-backup',
        manifestVersion: MANIFEST_VERSION,
        createdAt: snapshot.takenAt,
        host: hostname(),
        appVersion: appVersion(),
        database: {
          format: chosen,
          file: dump.file,
          size: dumpFacts.size,
          sha256: dumpFacts.sha256,
          server: snapshot.serverVersion,
          ...(dump.tool ? { tool: dump.tool } : {}),
          lastMigration: snapshot.lastMigration,
          ...(dump.tables ? { tables: dump.tables } : {}),
        },
        storage: {
          kind: storage.kind,
          ...(storage.bucket ? { bucket: storage.bucket } : {}),
          copied: copy,
          count: files.length,
          bytes: files.reduce((sum, f) => sum + f.size, 0),
          files,
        },
        missingFiles: missing,
      };
      writeFileSync(join(partial, MANIFEST), `${JSON.stringify(manifest, null, 2)}\n`);
      const dir = join(outDir, name);
      renameSync(partial, dir);
      log(
        `Files: ${files.length} (${(manifest.storage.bytes / 1e6).toFixed(1)} MB) from ${storage.description}${copy ? '' : ', listed with their ETags, not copied'}`,
      );
      if (missing.length) log(`Warning: ${missing.length} file(s) named by rows were not in storage: ${missing.join(', ')}`);
      return { dir, manifest };
    } catch (error) {
      rmSync(partial, { recursive: true, force: true });
      throw error;
    } finally {
      await snapshot?.close();
    }
  }
}

/** Keeps the newest `keep` complete backups in `outDir` (and drops partial ones left by a crash). */
export function pruneBackups(outDir, keep, log = console.log) {
  if (!existsSync(outDir)) return;
  const entries = readdirSync(outDir).filter((n) => n.startsWith(BACKUP_PREFIX));
  const dayAgo = Date.now() - 24 * 3600_000;
  for (const name of entries.filter((n) => n.endsWith('.partial'))) {
    if (statSync(join(outDir, name)).mtimeMs < dayAgo) rmSync(join(outDir, name), { recursive: true, force: true });
  }
  const complete = entries.filter((n) => existsSync(join(outDir, n, MANIFEST))).sort();
  for (const name of complete.slice(0, Math.max(0, complete.length - keep))) {
    rmSync(join(outDir, name), { recursive: true, force: true });
    log(`Removed the old backup ${name}`);
  }
}

/** The newest complete backup's creation time in `outDir`, or null. */
export function latestBackupAt(outDir) {
  if (!existsSync(outDir)) return null;
  const complete = readdirSync(outDir)
    .filter((n) => n.startsWith(BACKUP_PREFIX) && existsSync(join(outDir, n, MANIFEST)))
    .sort();
  if (!complete.length) return null;
  return new Date(JSON.parse(readFileSync(join(outDir, complete.at(-1), MANIFEST), 'utf8')).createdAt);
}

/** Reads the manifest and checks every hash and size in it; throws a BackupError naming what differs. */
export async function verifyBackup(dir) {
  const manifestPath = join(dir, MANIFEST);
  if (!existsSync(manifestPath)) throw new BackupError(`${dir} is not a Ledgerleaf backup: it has no ${MANIFEST}.`);
  const manifest = JSON.parse(readFileSync(manifestPath, 'utf8'));
  if (manifest.kind !== 'ledgerleaf-backup' || manifest.manifestVersion !== MANIFEST_VERSION) {
    throw new BackupError(`${manifestPath} is not a version ${MANIFEST_VERSION} Ledgerleaf backup manifest.`);
  }
  if (!Object.values(DUMP_FILES).includes(manifest.database.file)) throw new BackupError(`Unknown dump file in the manifest: ${manifest.database.file}`);
  const problems = [];
  const check = async (label, path, expected) => {
    if (!existsSync(path)) return problems.push(`${label} is missing`);
    const actual = await hashFile(path);
    if (actual.size !== expected.size || actual.sha256 !== expected.sha256) problems.push(`${label} does not match its SHA-256 in the manifest`);
  };
  await check(`the database dump (${manifest.database.file})`, join(dir, manifest.database.file), manifest.database);
  if (manifest.storage.copied) {
    await eachLimited(manifest.storage.files, 4, (f) => check(`file ${f.path}`, resolveInside(join(dir, 'files'), f.path), f));
  }
  if (problems.length) {
    throw new BackupError(
      `The backup ${dir} is damaged, nothing was restored: ${problems.slice(0, 10).join('; ')}${problems.length > 10 ? `; and ${problems.length - 10} more` : ''}.`,
    );
  }
  return manifest;
}

function resolveInside(root, key) {
  const path = resolve(root, key);
  if (!path.startsWith(root + '/')) throw new BackupError(`The manifest names a file outside the backup: ${key}`);
  return path;
}

/**
 * Restores the backup in `dir` into the empty database at `databaseUrl` and the empty
 * storage `env` describes. Verifies the hashes first and refuses a non-empty target, so a
 * refused restore changes nothing.
 */
export async function restoreBackup({ dir, databaseUrl, env, log = console.log }) {
  const manifest = await verifyBackup(dir);
  log(`Backup of ${manifest.createdAt} (Ledgerleaf ${manifest.appVersion}, ${manifest.database.format}): hashes verified.`);
  const newer = checkedMigrationLevel(manifest.database.lastMigration);

  const target = describeDatabase(databaseUrl);
  const tables = await userTables(databaseUrl);
  if (tables.length) {
    throw new BackupError(
      `Refusing to restore: the ${target} is not empty (${tables.length} tables, such as ${tables.slice(0, 3).join(', ')}). Restore into a new, empty database.`,
    );
  }
  const storage = storageFromEnv(env);
  if (manifest.storage.copied) {
    if (!(await storage.isEmpty())) throw new BackupError(`Refusing to restore: ${storage.description} already holds files. Restore into empty storage.`);
  } else if (storage.kind !== 's3') {
    // A listing is checked against the bucket it was taken from; there is nothing to copy.
    throw new BackupError(
      `This backup lists the files of the bucket ${manifest.storage.bucket} without copies of them: it restores only next to that bucket (set S3_BUCKET), or take one with --copy-files.`,
    );
  }

  const level = await restoreDatabase({
    url: databaseUrl,
    format: manifest.database.format,
    file: join(dir, manifest.database.file),
    manifestDatabase: manifest.database,
  });
  if (level?.timestamp !== manifest.database.lastMigration?.timestamp) {
    throw new BackupError(
      `The restored ${target} is at migration ${level?.name ?? 'none'}, the backup says ${manifest.database.lastMigration?.name ?? 'none'}.`,
    );
  }
  log(`Database restored into the ${target}, at migration ${level?.name ?? 'none'}.`);

  if (manifest.storage.copied) {
    await eachLimited(manifest.storage.files, 4, async (f) => {
      const written = await storage.write(f.path, createReadStream(join(dir, 'files', f.path)), f.size);
      if (written.sha256 !== f.sha256) throw new BackupError(`File ${f.path} changed while it was written to ${storage.description}.`);
    });
    log(`Files: ${manifest.storage.files.length} written to ${storage.description}.`);
  } else {
    const there = new Map((await storage.list()).map((f) => [f.key, f]));
    const absent = manifest.storage.files.filter((f) => there.get(f.path)?.etag !== f.etag);
    log(
      absent.length
        ? `Warning: ${absent.length} listed file(s) are not in ${storage.description} as backed up, such as ${absent[0].path}.`
        : `Files: all ${manifest.storage.files.length} listed are in ${storage.description}.`,
    );
  }
  if (newer.length)
    log(`The code has ${newer.length} newer migration(s) (up to ${newer.at(-1).name}); npm start (or api/dist/cli/migrate.js run) applies them.`);
  return { manifest, level };
}

function checkedMigrationLevel(level) {
  try {
    return migrationsAfter(level);
  } catch (error) {
    throw new BackupError(error.message);
  }
}
