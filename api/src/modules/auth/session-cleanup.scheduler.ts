import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { PURGE_EXPIRED_SESSIONS } from './auth.jobs';

/** Crons only enqueue: every worker replica fires, the deterministic job id keeps one. */
@Injectable()
export class SessionCleanupScheduler {
  constructor(private readonly jobs: JobQueue) {}

  @Cron('15 3 * * *', { name: 'purge-expired-sessions', timeZone: BUSINESS_TIME_ZONE })
  async enqueueDailyPurge(now = new Date()): Promise<void> {
    const day = now.toISOString().slice(0, 10);
    await this.jobs.enqueue(PURGE_EXPIRED_SESSIONS, {}, { jobId: `purge-expired-sessions:${day}` });
  }
}
