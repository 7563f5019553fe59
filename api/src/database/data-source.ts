// Entry point for the TypeORM CLI (migration:generate, migration:run, migration:revert).
import 'reflect-metadata';
import { DataSource } from 'typeorm';
import { typeormOptions } from './typeorm-options';

if (!process.env.DATABASE_URL) {
  throw new Error('DATABASE_URL must be set to use the TypeORM CLI');
}

export default new DataSource(typeormOptions(process.env.DATABASE_URL));
