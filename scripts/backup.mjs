// `npm run backup -- [--out DIR] [--keep N] [--format auto|pg_dump|copy] [--copy-files]`:
// a consistent backup of the database and the stored files, in a new folder under DIR
// (BACKUP_DIR, else DATA_DIR/backups). With --keep, only the newest N backups stay.
// The environment is the app's: DATABASE_URL (else the embedded one of npm start),
// DATA_DIR, S3_*. Restore with `npm run restore -- <folder>`.
import { join, resolve } from 'node:path';
import { parseArgs } from 'node:util';
import { BackupError, explainConnectionError, createBackup, databaseFromEnv, pruneBackups } from './lib/backup.mjs';
import { REPO_ROOT } from './lib/services.mjs';

const USAGE = 'Usage: npm run backup -- [--out DIR] [--keep N] [--format auto|pg_dump|copy] [--copy-files]';

let database;
try {
  const { values } = parseArgs({
    options: { out: { type: 'string' }, keep: { type: 'string' }, format: { type: 'string', default: 'auto' }, 'copy-files': { type: 'boolean' } },
  });
  if (!['auto', 'pg_dump', 'copy'].includes(values.format)) throw new BackupError(`--format must be auto, pg_dump or copy. ${USAGE}`);
  const keep = values.keep === undefined ? undefined : Number(values.keep);
  if (keep !== undefined && !(Number.isInteger(keep) && keep >= 1)) throw new BackupError(`--keep must be a whole number of backups, 1 or more. ${USAGE}`);
  const dataDir = resolve(process.env.DATA_DIR ?? join(REPO_ROOT, '.data'));
  const outDir = resolve(values.out ?? process.env.BACKUP_DIR ?? join(dataDir, 'backups'));
  const started = Date.now();
  database = await databaseFromEnv(process.env);
  const { dir, manifest } = await createBackup({ databaseUrl: database.url, env: process.env, outDir, format: values.format, copyFiles: values['copy-files'] });
  if (keep) pruneBackups(outDir, keep);
  console.log(`Backup written to ${dir} in ${((Date.now() - started) / 1000).toFixed(1)} s`);
  // Written, but rows name files storage no longer has: cron should say so.
  if (manifest.missingFiles.length) process.exitCode = 2;
} catch (error) {
  if (error?.code?.startsWith?.('ERR_PARSE_ARGS')) console.error(`${error.message}\n${USAGE}`);
  else
    console.error(
      error instanceof BackupError
        ? error.message
        : (explainConnectionError(error, database?.url ?? process.env.DATABASE_URL) ?? `Backup failed: ${error.stack ?? error}`),
    );
  process.exitCode = 1;
} finally {
  await database?.stop();
}
