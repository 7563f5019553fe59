// CPU time of processes on this machine, read from /proc: the benchmarks' figure per unit
// of work (scaling across processes cannot show in wall time on 2 cores).
import { readFileSync } from 'node:fs';

/** CPU seconds (user + system) of a process so far, or null once it is gone. */
export function cpuSeconds(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
    return (Number(fields[11]) + Number(fields[12])) / 100;
  } catch {
    return null;
  }
}

/**
 * The PostgreSQL backends of the current database (its server on this machine), but the
 * asking connection's, each with its CPU seconds so far; `applicationName` keeps only the
 * connections that name themselves so (node-postgres reads PGAPPNAME).
 */
export async function backendCpuSeconds(query, applicationName) {
  const rows = await query(
    `SELECT pid FROM pg_stat_activity WHERE datname = current_database() AND pid <> pg_backend_pid() AND ($1::text IS NULL OR application_name = $1)`,
    [applicationName ?? null],
  );
  return new Map(rows.map((r) => [r.pid, cpuSeconds(r.pid) ?? 0]));
}

/** The CPU seconds the backends spent between two readings of backendCpuSeconds (those that closed in between are lost). */
export function backendCpuSpent(before, after) {
  return [...after].reduce((sum, [pid, seconds]) => sum + seconds - (before.get(pid) ?? 0), 0);
}
