// `npm run run-cron -- <name>`: does now what a cron does at its minute, enqueue its job under
// the period's job id, so running it beside the workers' own crons (or twice) queues one job.
// For operators (a run wanted now) and for npm run drill:scale (the cron firing on two workers).
import type { INestApplicationContext } from '@nestjs/common';
import { AppModule } from '../app.module';
import { AccessLogPurgeScheduler } from '../modules/access-log/access-log-purge.scheduler';
import { SessionCleanupScheduler } from '../modules/auth/session-cleanup.scheduler';
import { ReportsScheduler } from '../modules/reports/reports.scheduler';
import { CliError, runCli } from './run-cli';

/** The crons by the names their @Cron declarations give them. */
const CRONS: Record<string, (app: INestApplicationContext) => Promise<void>> = {
  'monthly-reports': (app) => app.get(ReportsScheduler).enqueueMonth(),
  'purge-expired-sessions': (app) => app.get(SessionCleanupScheduler).enqueueDailyPurge(),
  'purge-access-log': (app) => app.get(AccessLogPurgeScheduler).enqueueDailyPurge(),
};

const [name] = process.argv.slice(2);
const fire = Object.hasOwn(CRONS, name ?? '') ? CRONS[name] : undefined;

runCli(
  async (app) => {
    if (!fire) throw new CliError(`usage: npm run run-cron -- <${Object.keys(CRONS).join('|')}>`);
    await fire(app);
    console.log(`${name}: queued (a run already queued or kept for this period stays the only one)`);
  },
  // The whole application as a producer: the schedulers and the queue they enqueue on, no consumer.
  (config) => AppModule.register({ config, worker: false }),
);
