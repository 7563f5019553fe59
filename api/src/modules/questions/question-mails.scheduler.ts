import { Injectable } from '@nestjs/common';
import { Cron } from '@nestjs/schedule';
import { BUSINESS_TIME_ZONE } from '@ledgerleaf/contracts';
import { JobQueue } from '../../common/jobs/job-queue';
import { SEND_QUESTION_MAILS } from './questions.jobs';

/**
 * Every hour the question mails are looked at: the cron only enqueues (one job id per hour);
 * the job groups what staff asked meanwhile and sends the reminders that fell due. A missed
 * hour is covered by the next one.
 */
@Injectable()
export class QuestionMailsScheduler {
  constructor(private readonly jobs: JobQueue) {}

  @Cron('5 * * * *', { name: 'question-mails', timeZone: BUSINESS_TIME_ZONE })
  async enqueueHourly(now = new Date()): Promise<void> {
    const at = `${now.toISOString().slice(0, 13)}:00`;
    await this.jobs.enqueue(SEND_QUESTION_MAILS, { at }, { jobId: `question-mails:${at}` });
  }
}
