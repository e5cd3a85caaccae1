import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../../app-context.ts';
import { runDocumentRemovalPass } from '../document-removal.ts';

/** The job's stable name: renaming it would orphan its schedule. */
export const REMOVE_UNPAID_DOCUMENTS_JOB = 'remove-unpaid-documents';
/** Hourly: warnings and removals are dated by day, an hour late is within the day. */
export const REMOVE_UNPAID_DOCUMENTS_CRON = '7 * * * *';

/**
 * Schedules the prolonged non-payment pass (pg-boss runs a schedule once across all workers) and
 * works it. Only when the operator set UNPAID_DOCUMENT_REMOVAL_DAYS and SMTP: nobody loses a
 * document without the two warnings. A retried or doubled pass repeats nothing (each step is
 * claimed before it is taken).
 */
export async function startRemoveUnpaidDocumentsWorker(ctx: AppContext, queue: PgBoss): Promise<void> {
  const isOn = ctx.config.UNPAID_DOCUMENT_REMOVAL_DAYS !== undefined;
  if (isOn && !ctx.mailer)
    ctx.logger?.warn(
      'UNPAID_DOCUMENT_REMOVAL_DAYS is set but SMTP_URL is not: no warning can be sent, so no document is removed',
    );
  if (!isOn || !ctx.mailer) {
    // the setting was turned off: its schedule (kept by pg-boss) goes too
    if (await queue.getQueue(REMOVE_UNPAID_DOCUMENTS_JOB)) await queue.unschedule(REMOVE_UNPAID_DOCUMENTS_JOB);
    return;
  }
  if (!(await queue.getQueue(REMOVE_UNPAID_DOCUMENTS_JOB))) {
    await queue.createQueue(REMOVE_UNPAID_DOCUMENTS_JOB, {
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 24 * 3600,
    });
  }
  await queue.schedule(REMOVE_UNPAID_DOCUMENTS_JOB, REMOVE_UNPAID_DOCUMENTS_CRON);
  await queue.work(REMOVE_UNPAID_DOCUMENTS_JOB, async () => {
    const { warned, removedDocuments } = await runDocumentRemovalPass(ctx, new Date());
    if (warned > 0 || removedDocuments > 0)
      ctx.logger?.info({ warned, removedDocuments }, 'prolonged non-payment pass');
  });
}
