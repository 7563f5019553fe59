// `npm run migration:generate -- <Name>`: compiles the API, starts a scratch database,
// applies the existing migrations and asks TypeORM for the difference to the entities.
import { execFileSync } from 'node:child_process';
import { resolve } from 'node:path';
import { REPO_ROOT, createScratchDatabase, startEmbeddedPostgres } from './lib/services.mjs';

const [command, name] = process.argv.slice(2);
if (command !== 'generate' || !name || !/^[A-Z][A-Za-z0-9]+$/.test(name)) {
  console.error('usage: npm run migration:generate -- <PascalCaseName>');
  process.exit(2);
}

const run = (cmd, args, env = {}) => execFileSync(cmd, args, { cwd: REPO_ROOT, stdio: 'inherit', env: { ...process.env, ...env } });

run('npm', ['run', 'build', '-w', 'libs/contracts']);
run('npm', ['run', 'build', '-w', 'api']);
const db = process.env.DATABASE_URL
  ? await createScratchDatabase(process.env.DATABASE_URL, 'ledgerleaf_migration')
  : await startEmbeddedPostgres({ dataDir: resolve(REPO_ROOT, '.tmp', `pg-migration-${process.pid}`), persistent: false });
try {
  const typeorm = resolve(REPO_ROOT, 'node_modules', 'typeorm', 'cli.js');
  const dataSource = resolve(REPO_ROOT, 'api', 'dist', 'database', 'data-source.js');
  run('node', [typeorm, 'migration:run', '-d', dataSource], { DATABASE_URL: db.url });
  run('node', [typeorm, 'migration:generate', '-d', dataSource, '--pretty', resolve(REPO_ROOT, 'api', 'src', 'database', 'migrations', name)], {
    DATABASE_URL: db.url,
  });
} finally {
  await db.stop();
}
