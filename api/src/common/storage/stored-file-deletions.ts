import { Injectable, Logger } from '@nestjs/common';
import { InjectDataSource } from '@nestjs/typeorm';
import { DataSource, type EntityManager } from 'typeorm';
import { FileStorage, STORAGE_KEY_PATTERN } from './file-storage';

/** Files removed per round of a purge: a long list (an account with many files) goes in steps. */
const BATCH = 100;

/** Only what FileStorage hands out names a file (an upload's row can hold '' before its file is accepted). */
const fileKeys = (keys: readonly string[]) => [...new Set(keys.filter((key) => STORAGE_KEY_PATTERN.test(key)))];

/**
 * One path for removing the files of rows that are deleted. The deleting transaction
 * records the keys; once it has committed, the files and their records are removed
 * (deleteWith() does both); what storage refuses, or what a crash in between leaves, stays recorded
 * and the purge job (reconciled) removes it later. A file is removed before its record,
 * so running twice leaves what running once leaves (storage answers a missing file like
 * any removal).
 */
@Injectable()
export class StoredFileDeletions {
  private readonly logger = new Logger('StoredFiles');

  constructor(
    @InjectDataSource() private readonly db: DataSource,
    private readonly storage: FileStorage,
  ) {}

  /**
   * Deletes rows and their files: runs `work` (the rows' delete) in a transaction that also
   * lists `keys`, then removes the files once it has committed. Resolves to what `work` does.
   */
  async deleteWith<T>(keys: readonly string[], work: (manager: EntityManager) => Promise<T>): Promise<T> {
    const result = await this.db.transaction(async (manager) => {
      const done = await work(manager);
      await this.record(keys, manager);
      return done;
    });
    await this.removeNow(keys);
    return result;
  }

  /**
   * Files no row names any more (the row has already changed, outside any transaction of
   * ours): listed, then removed; those storage refuses stay listed for the purge job.
   */
  async discard(keys: readonly string[]): Promise<void> {
    await this.record(keys, this.db.manager);
    await this.removeNow(keys);
  }

  /** Lists files to remove, on the given transaction: they are listed only if it commits. */
  private async record(keys: readonly string[], manager: EntityManager): Promise<void> {
    const files = fileKeys(keys);
    if (files.length === 0) return;
    await manager.query(`INSERT INTO stored_file_deletions (key) SELECT unnest($1::varchar[]) ON CONFLICT (key) DO NOTHING`, [files]);
  }

  /**
   * After the commit: removes the recorded files now. Returns the keys storage could not
   * remove (they stay recorded for the purge job); never throws for storage.
   */
  async removeNow(keys: readonly string[]): Promise<string[]> {
    const files = fileKeys(keys);
    const { failed } = await this.remove(files);
    if (failed.length) this.logger.warn(`${failed.length} of ${files.length} stored file(s) could not be removed now; the purge job tries again`);
    return failed;
  }

  /** Whether any file waits to be removed (the reconciler's question). */
  async anyPending(): Promise<boolean> {
    return (await this.db.query(`SELECT 1 FROM stored_file_deletions LIMIT 1`)).length > 0;
  }

  /**
   * Removes every recorded file, a batch at a time; resolves to how many. If storage refused
   * any, their records stay and this throws, so that the job is retried.
   */
  async purge(): Promise<number> {
    let removed = 0;
    const failed = new Set<string>();
    for (;;) {
      const rows: { key: string }[] = await this.db.query(
        `SELECT key FROM stored_file_deletions WHERE NOT (key = ANY($1::varchar[])) ORDER BY queued_at, key LIMIT $2`,
        [[...failed], BATCH],
      );
      if (rows.length === 0) break;
      const result = await this.remove(rows.map((r) => r.key));
      removed += result.removed;
      for (const key of result.failed) failed.add(key);
    }
    if (failed.size > 0) throw new Error(`${failed.size} stored file(s) of deleted rows could not be removed; retried later`);
    if (removed > 0) this.logger.log(`Removed ${removed} stored file(s) of deleted rows`);
    return removed;
  }

  /** Removes the files, then the records of those removed. */
  private async remove(keys: readonly string[]): Promise<{ removed: number; failed: string[] }> {
    if (keys.length === 0) return { removed: 0, failed: [] };
    const results = await Promise.allSettled(keys.map((key) => this.storage.delete(key)));
    const done = keys.filter((_, i) => results[i].status === 'fulfilled');
    const failed = keys.filter((_, i) => results[i].status === 'rejected');
    if (done.length) await this.db.query(`DELETE FROM stored_file_deletions WHERE key = ANY($1::varchar[])`, [done]);
    return { removed: done.length, failed };
  }
}
