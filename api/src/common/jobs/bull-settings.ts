import type { AdvancedSettings } from 'bull';

/**
 * How Bull finds a job whose worker died (kill -9, out of memory, power cut) and runs it
 * again. A running job holds a lock its worker renews. Every worker runs a stalled check
 * when it starts and then every `stalledInterval`: a check marks the active jobs, and the
 * next check moves back to waiting those still marked whose lock has expired. A job that
 * ran across one of its worker's checks before the crash (any job older than 10 s) is so
 * taken back by the first check after its lock expired: at the restart itself when that
 * came 30 s or more after the crash, else 10-20 s later; a younger job one interval later.
 *
 * - lockDuration 30 s, renewed every 10 s: a worker whose event loop is blocked for up to
 *   20 s (a large CSV parse, a PDF render) keeps its job; a shorter lock would hand a live
 *   job to a second worker, a longer one only delays recovery.
 * - stalledInterval 10 s: the check is one small Lua script per queue; a third of Bull's
 *   default 30 s cuts the wait after the lock has expired from 30-60 s to 10-20 s.
 * - maxStalledCount 2: a job is taken back twice (a restart, then one more crash); a third
 *   stall fails it, so a job that itself kills its worker (one that exhausts memory) stops
 *   crash-looping every replica and shows as failed in the queue board.
 */
export const BULL_SETTINGS: Readonly<Partial<AdvancedSettings>> = Object.freeze({
  lockDuration: 30_000,
  lockRenewTime: 10_000,
  stalledInterval: 10_000,
  maxStalledCount: 2,
});
