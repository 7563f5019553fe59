import { Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';

/**
 * What the database says about itself: whether it answers, and which migrations it has
 * applied (the migrations table) beside those compiled into the app.
 */
@Injectable()
export class HealthRepository {
  constructor(private readonly dataSource: DataSource) {}

  /** Whether PostgreSQL answers a trivial query. */
  async answers(): Promise<boolean> {
    try {
      await this.dataSource.query('SELECT 1');
      return true;
    } catch {
      return false;
    }
  }

  /** The names in the migrations table; throws PostgreSQL's error as it is (42P01 when no migration ever ran). */
  async appliedMigrations(): Promise<Set<string>> {
    const table = this.dataSource.options.migrationsTableName ?? 'migrations';
    const rows: { name: string }[] = await this.dataSource.query(`SELECT name FROM "${table}"`);
    return new Set(rows.map((row) => row.name));
  }

  /** The names of the migrations compiled into the app. */
  compiledMigrations(): string[] {
    return this.dataSource.migrations.map((migration) => migration.name ?? migration.constructor.name);
  }
}
