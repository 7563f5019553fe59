import { AsyncLocalStorage } from 'node:async_hooks';
import type { EntityManager } from 'typeorm';

/** The access-log row a staff change request owes, waiting for the change's own transaction. */
interface PendingAccessLog {
  write: (manager: EntityManager) => Promise<void>;
  written: boolean;
}

const storage = new AsyncLocalStorage<PendingAccessLog>();

/**
 * The access log's row in the change's own transaction (docs/decisions/firm-tail.md). The
 * interceptor runs a staff change request of an @AccessLogged route inside `run`; a service
 * calls `logAccessIn(manager)` inside the transaction that makes the change, so the row
 * commits or rolls back with it. A route whose service does not call it gets its row after
 * the handler, as before. Outside such a request (the client's own change, a job) it does
 * nothing. Import-free of any module: the services of every module may call it.
 */
export const AccessLogContext = {
  run<T>(write: PendingAccessLog['write'], fn: () => T): { result: T; pending: PendingAccessLog } {
    const pending: PendingAccessLog = { write, written: false };
    return { result: storage.run(pending, fn), pending };
  },
};

/** Writes the request's pending staff access-log row on `manager` (once per request); a failed insert throws (503) and so rolls the change back. */
export async function logAccessIn(manager: EntityManager): Promise<void> {
  const pending = storage.getStore();
  if (!pending || pending.written) return;
  await pending.write(manager);
  pending.written = true;
}
