import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** `at`: the hour (ISO, to the hour) whose run this is; its id keeps one run an hour. */
export const SEND_QUESTION_MAILS = defineJob<{ at: string }>(QueueName.MAINTENANCE, 'question-mails');
