import { randomUUID } from 'node:crypto';
import { DataSource } from 'typeorm';
import { typeormOptions } from '../../src/database/typeorm-options';

/**
 * A database of its own on the test server, for tests that revert migrations or count
 * whole tables, which would disturb (or be disturbed by) suites running in parallel.
 */
export async function createScratchDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const base = new URL(process.env.DATABASE_URL!);
  const name = `${base.pathname.slice(1)}_${label}_${randomUUID().slice(0, 6)}`;
  const admin = new DataSource({ type: 'postgres', url: process.env.DATABASE_URL });
  await admin.initialize();
  await admin.query(`CREATE DATABASE "${name}"`);
  base.pathname = `/${name}`;
  return {
    url: base.toString(),
    drop: async () => {
      await admin.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await admin.destroy();
    },
  };
}

/** A scratch database with every migration applied. */
export async function createMigratedDatabase(label: string): Promise<{ url: string; drop: () => Promise<void> }> {
  const scratch = await createScratchDatabase(label);
  const dataSource = new DataSource({ ...typeormOptions(scratch.url), logging: false });
  await dataSource.initialize();
  await dataSource.runMigrations();
  await dataSource.destroy();
  return scratch;
}

/**
 * A scratch database (every migration applied, unless `migrated` is false) and a DataSource
 * open on it, for tests that run migrations down and up; `close` destroys both.
 */
export async function scratchDataSource(label: string, { migrated = true } = {}): Promise<{ dataSource: DataSource; close: () => Promise<void> }> {
  const scratch = migrated ? await createMigratedDatabase(label) : await createScratchDatabase(label);
  const dataSource = new DataSource({ ...typeormOptions(scratch.url), logging: false });
  await dataSource.initialize();
  return {
    dataSource,
    close: async () => {
      await dataSource.destroy();
      await scratch.drop();
    },
  };
}
