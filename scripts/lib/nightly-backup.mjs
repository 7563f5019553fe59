// The embedded default's backups (npm start): one at start when the newest in the folder is
// more than a day old (or there is none), then every night at 03:00 local time, keeping the
// last 7. Each runs scripts/backup.mjs as a child process with the app's environment, so
// the orchestrator's event loop never carries a dump.
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { latestBackupAt } from './backup.mjs';
import { REPO_ROOT, trackChild } from './services.mjs';

export const NIGHTLY_BACKUP = { hour: 3, keep: 7, maxAgeMs: 24 * 3600_000 };

/** The next `hour`:00 local time after `now`. */
export function nextNightlyRun(now = new Date(), hour = NIGHTLY_BACKUP.hour) {
  const next = new Date(now);
  next.setHours(hour, 0, 0, 0);
  if (next <= now) next.setDate(next.getDate() + 1);
  return next;
}

/** Starts the schedule; returns { stop } (which also ends a backup in progress). */
export function scheduleNightlyBackups({ env, backupsDir, log = console.log }) {
  let timer = null;
  let running = null;
  let stopped = false;

  const runOnce = () =>
    new Promise((resolve) => {
      if (running || stopped) return resolve();
      const child = trackChild(
        spawn(process.execPath, [join(REPO_ROOT, 'scripts', 'backup.mjs'), '--out', backupsDir, '--keep', String(NIGHTLY_BACKUP.keep)], {
          env,
          stdio: ['ignore', 'pipe', 'pipe'],
        }),
      );
      running = child;
      let output = '';
      child.stdout.on('data', (chunk) => (output += chunk));
      child.stderr.on('data', (chunk) => (output += chunk));
      child.on('exit', (code) => {
        running = null;
        const lines = output.trim().split('\n');
        if (code === 0) log(`Backup: ${lines.at(-1)}`);
        else if (!stopped) log(`Backup failed (exit code ${code}): ${lines.slice(-5).join(' | ')}`);
        resolve();
      });
    });

  const scheduleNext = () => {
    if (stopped) return;
    const delay = nextNightlyRun().getTime() - Date.now();
    timer = setTimeout(async () => {
      await runOnce();
      scheduleNext();
    }, delay);
    timer.unref();
  };

  const latest = latestBackupAt(backupsDir);
  if (!latest || Date.now() - latest.getTime() > NIGHTLY_BACKUP.maxAgeMs) {
    log(`Backup: ${latest ? `the last one is from ${latest.toISOString()}` : 'none yet'}; taking one now into ${backupsDir}`);
    void runOnce();
  }
  scheduleNext();

  return {
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      if (running) {
        const child = running;
        const exited = new Promise((resolve) => child.once('exit', resolve));
        child.kill('SIGTERM');
        await exited;
      }
    },
  };
}
