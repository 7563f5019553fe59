import type { NestExpressApplication } from '@nestjs/platform-express';
import { getDataSourceToken } from '@nestjs/typeorm';
import type { DataSource } from 'typeorm';
import { LedgerChangesService } from '../../src/modules/ledger/ledger-changes.service';
import { SETTLE_MS, eventually } from './test-app';

/**
 * Waits until the client's ledger_changes outbox is drained: the worker's ledger-changes job
 * has flagged possible duplicates and requested the rebuilds of pending reports (a change
 * of the books answers before that job runs). Rows a test wrote with SQL (bank rows through
 * the trigger) have no job: it is delivered for this client, as the reconciler would (test
 * apps do not reconcile: the database is shared with other test files). Needs a worker on
 * the app's queue.
 */
export async function booksSettled(app: NestExpressApplication, userId: number, timeoutMs = SETTLE_MS): Promise<void> {
  const db = app.get<DataSource>(getDataSourceToken());
  const waiting = async () => (await db.query('SELECT 1 FROM ledger_changes WHERE user_id = $1 LIMIT 1', [userId])).length > 0;
  if (await waiting()) await app.get(LedgerChangesService).deliver(userId);
  await eventually(async () => !(await waiting()), timeoutMs);
}

/**
 * Waits until no rebuild of the client's reports is asked or running: no report_builds row
 * without a failure (a failed build keeps its row, with the failure, for the reconciler). A
 * rebuild replaces a report's files and redraws its PDF, which tests count or read.
 */
export async function buildsSettled(db: DataSource, userId: number): Promise<void> {
  await eventually(async () => (await db.query('SELECT 1 FROM report_builds WHERE user_id = $1 AND failure IS NULL LIMIT 1', [userId])).length === 0);
}
