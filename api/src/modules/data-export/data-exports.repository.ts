import { Injectable } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { modifiedRows } from '../../database/modified-rows';
import { DataExport } from './entities/data-export.entity';

/** The rows of data_exports: what state each export is in, and who may finish it. */
@Injectable()
export class DataExportsRepository {
  constructor(@InjectDataSource() private readonly db: DataSource) {}

  /** A new queued export, or null when the client already has one queued or running (the partial unique index). */
  async insertQueued(userId: number, requestedBy: number | null): Promise<DataExport | null> {
    const rows: { id: number }[] = await this.db.query(
      `INSERT INTO data_exports (user_id, requested_by) VALUES ($1, $2) ON CONFLICT (user_id) WHERE status IN ('queued', 'running') DO NOTHING RETURNING id`,
      [userId, requestedBy],
    );
    return rows.length ? this.byId(rows[0].id) : null;
  }

  byId(id: number): Promise<DataExport | null> {
    return this.db.getRepository(DataExport).findOneBy({ id });
  }

  /** The client's exports, newest first (at most 50: a few a day, the old ones expired). */
  listForUser(userId: number): Promise<DataExport[]> {
    return this.db.getRepository(DataExport).find({ where: { userId }, order: { createdAt: 'DESC', id: 'DESC' }, take: 50 });
  }

  /** Takes the export for one try: null when it is done or failed already (a repeated job does nothing). */
  async claim(id: number): Promise<{ userId: number; attempt: number } | null> {
    const rows = await modifiedRows<{ user_id: number; attempts: number }>(
      this.db,
      `UPDATE data_exports SET status = 'running', attempts = attempts + 1, progress = 0, started_at = coalesce(started_at, now())
          WHERE id = $1 AND status IN ('queued', 'running') RETURNING user_id, attempts`,
      [id],
    );
    return rows.length ? { userId: rows[0].user_id, attempt: rows[0].attempts } : null;
  }

  /** Progress of the latest try; false when a later try took the export over (this one should stop). */
  async progress(id: number, attempt: number, progress: number): Promise<boolean> {
    const rows = await modifiedRows(this.db, `UPDATE data_exports SET progress = $3 WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING id`, [
      id,
      attempt,
      progress,
    ]);
    return rows.length > 0;
  }

  /** Done, by the latest try only: false when another try finished it or took it over (its ZIP is then not kept). */
  async finish(id: number, attempt: number, done: { key: string; size: number; fileCount: number; missingCount: number; keepDays: number }): Promise<boolean> {
    const rows = await modifiedRows(
      this.db,
      `UPDATE data_exports SET status = 'done', progress = 100, storage_key = $3, size = $4, file_count = $5, missing_count = $6,
                finished_at = now(), expires_at = now() + make_interval(days => $7), failure = NULL
          WHERE id = $1 AND attempts = $2 AND status = 'running' RETURNING id`,
      [id, attempt, done.key, done.size, done.fileCount, done.missingCount, done.keepDays],
    );
    return rows.length > 0;
  }

  async fail(id: number, failure: string): Promise<void> {
    await this.db.query(`UPDATE data_exports SET status = 'failed', failure = $2, finished_at = now() WHERE id = $1 AND status IN ('queued', 'running')`, [
      id,
      failure,
    ]);
  }

  /** Queued or running exports, for the reconciler. */
  async inProgress(): Promise<{ id: number }[]> {
    return this.db.query(`SELECT id FROM data_exports WHERE status IN ('queued', 'running') ORDER BY id`);
  }

  /** ZIPs whose link has expired and which are still stored. */
  async expired(limit = 500): Promise<{ id: number; key: string }[]> {
    return this.db.query(`SELECT id, storage_key AS key FROM data_exports WHERE storage_key IS NOT NULL AND expires_at < now() ORDER BY expires_at LIMIT $1`, [
      limit,
    ]);
  }

  /** On the given transaction (the file deletions' list is written in the same one). */
  async forgetFiles(ids: readonly number[], manager: EntityManager = this.db.manager): Promise<void> {
    if (ids.length) await manager.query(`UPDATE data_exports SET storage_key = NULL WHERE id = ANY($1::int[])`, [ids]);
  }

  async storageKeysOfUser(userId: number): Promise<string[]> {
    const rows: { key: string }[] = await this.db.query(`SELECT storage_key AS key FROM data_exports WHERE user_id = $1 AND storage_key IS NOT NULL`, [userId]);
    return rows.map((r) => r.key);
  }
}
