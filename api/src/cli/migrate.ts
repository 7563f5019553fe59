// `node api/dist/cli/migrate.js [run|revert]`: applies (or reverts the last) migration.
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { CliError, runCli } from './run-cli';

const command = process.argv[2] ?? 'run';

runCli(async (app) => {
  const dataSource = app.get<DataSource>(getDataSourceToken());
  if (command === 'run') {
    const applied = await dataSource.runMigrations({ transaction: 'each' });
    console.log(applied.length ? `Applied ${applied.length} migration(s): ${applied.map((m) => m.name).join(', ')}` : 'Database schema is up to date');
  } else if (command === 'revert') {
    await dataSource.undoLastMigration({ transaction: 'each' });
    console.log('Reverted the last migration');
  } else {
    throw new CliError(`Unknown command "${command}": use run or revert`);
  }
});
