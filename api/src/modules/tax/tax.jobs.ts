import { defineJob } from '../../common/jobs/job-definition';
import { QueueName } from '../../common/jobs/queue-names';

/** `day`: the business day whose reminders these are (recorded once done). */
export const SEND_GST_HST_REMINDERS = defineJob<{ day: string }>(QueueName.MAINTENANCE, 'gst-hst-reminders');
/** The daily reminder run, recorded by day (ScheduledRuns). */
export const GST_HST_REMINDERS_RUN = 'gst-hst-reminders';
/** One client's reminder for one period, recorded by period start once queued: never mailed twice. */
export const gstHstReminderTask = (userId: number) => `gst-hst-reminder:${userId}`;
