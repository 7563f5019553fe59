import type { DataSource } from 'typeorm';

/**
 * One write whose commit does not wait for the disk (`synchronous_commit = off`, for this
 * transaction only; the pooled connection keeps the server's setting). PostgreSQL writes its
 * log in order, so the next commit that does wait (the report row a build writes next, say)
 * makes this one durable too; until then a crash of the server itself (not of the process
 * that wrote) may lose the last fraction of a second of such writes, never a later one
 * without an earlier one.
 *
 * Only for writes whose loss in that case costs nothing: an outcome the same job writes
 * again on its next try (the categories a build gives the books), or what a screen shows
 * in passing (a build's progress). A waiting commit costs ~5 ms of wall time on this
 * machine; a report build made six of them (npm run bench:reports, docs/decisions/report-speed.md).
 */
export async function unflushedWrite(db: DataSource, sql: string, parameters: unknown[]): Promise<unknown> {
  return db.transaction(async (manager) => {
    await manager.query('SET LOCAL synchronous_commit = off');
    return manager.query(sql, parameters);
  });
}
