// `npm run restore -- <backup folder>`: checks the manifest's hashes, then restores the
// database into an EMPTY database (DATABASE_URL, else the embedded one of npm start in
// DATA_DIR/postgres, created when missing) and the files into EMPTY storage (DATA_DIR/uploads
// or the S3_BUCKET), and checks the migration level. A non-empty target is refused untouched.
import { resolve } from 'node:path';
import { BackupError, explainConnectionError, databaseFromEnv, restoreBackup } from './lib/backup.mjs';

const [dir, ...rest] = process.argv.slice(2);
let database;
try {
  if (!dir || rest.length) throw new BackupError('Usage: npm run restore -- <backup folder>');
  const started = Date.now();
  database = await databaseFromEnv(process.env, { create: true });
  await restoreBackup({ dir: resolve(dir), databaseUrl: database.url, env: process.env });
  console.log(`Restored in ${((Date.now() - started) / 1000).toFixed(1)} s`);
} catch (error) {
  console.error(
    error instanceof BackupError
      ? error.message
      : (explainConnectionError(error, database?.url ?? process.env.DATABASE_URL) ?? `Restore failed: ${error.stack ?? error}`),
  );
  process.exitCode = 1;
} finally {
  await database?.stop();
}
