import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../../app-context.ts';
import { sendDueReminders } from '../reminders.ts';

/** The job's stable name: renaming it would orphan its schedule. */
export const SEND_REMINDERS_JOB = 'send-reminders';
/** Every 15 minutes: a reminder goes within a quarter of an hour of the hour the learner picked. */
export const SEND_REMINDERS_CRON = '*/15 * * * *';

/**
 * Schedules the reminder pass (pg-boss runs a schedule once across all workers) and works it.
 * Idempotent: a pass claims each learner's day before mailing, so a retried or doubled pass
 * sends nothing twice. Nothing is scheduled without SMTP.
 */
export async function startSendRemindersWorker(ctx: AppContext, queue: PgBoss): Promise<void> {
  if (!ctx.mailer) return;
  if (!(await queue.getQueue(SEND_REMINDERS_JOB))) {
    await queue.createQueue(SEND_REMINDERS_JOB, {
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 10 * 60,
      deleteAfterSeconds: 24 * 3600,
    });
  }
  await queue.schedule(SEND_REMINDERS_JOB, SEND_REMINDERS_CRON);
  await queue.work(SEND_REMINDERS_JOB, async () => {
    const sent = await sendDueReminders(ctx, new Date());
    if (sent > 0) ctx.logger?.info({ sent }, 'daily reminders sent');
  });
}
