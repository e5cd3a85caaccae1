import type { PgBoss } from 'pg-boss';
import type { AppContext } from '../../../app-context.ts';
import { releasePassedExams } from '../exam-limits.ts';
import { optimizeScheduler } from '../optimize-scheduler.ts';
import * as repo from '../review.repository.ts';

/** Stable job names: renaming one would orphan its schedule. */
export const AUTO_OPTIMIZE_JOB = 'auto-optimize-schedulers';
export const RELEASE_EXAMS_JOB = 'release-exam-limits';
/** Every night: learners with monthly re-fitting whose last fit is a month old are fitted again. */
export const AUTO_OPTIMIZE_CRON = '30 3 * * *';
/** Every hour: sessions whose exam is over (in the owner's zone) get their cards' normal intervals back. */
export const RELEASE_EXAMS_CRON = '7 * * * *';
/** How old a fit is before the monthly re-fit. */
export const AUTO_OPTIMIZE_AGE_MS = 30 * 86_400_000;

/** One pass of the monthly re-fit: each due learner fitted in turn (one already fitting, or with too few reviews, is skipped). */
export async function autoOptimizeSchedulers(ctx: AppContext, now: Date): Promise<number> {
  const userIds = await repo.listAutoOptimizeDue(ctx.db, new Date(now.getTime() - AUTO_OPTIMIZE_AGE_MS), 500);
  let fitted = 0;
  for (const id of userIds) {
    try {
      const result = await optimizeScheduler(ctx, { id }, now);
      if (result.evaluation) fitted += 1;
    } catch (error) {
      ctx.logger?.warn({ err: error, userId: id }, 'monthly scheduler fit skipped');
    }
  }
  return fitted;
}

/** Schedules and works the monthly re-fit and the exams' release (pg-boss runs a schedule once across workers; both passes are idempotent). */
export async function startSchedulingWorkers(ctx: AppContext, queue: PgBoss): Promise<void> {
  for (const [name, cron, work] of [
    [AUTO_OPTIMIZE_JOB, AUTO_OPTIMIZE_CRON, async () => autoOptimizeSchedulers(ctx, new Date())],
    [RELEASE_EXAMS_JOB, RELEASE_EXAMS_CRON, async () => releasePassedExams(ctx, new Date())],
  ] as const) {
    if (!(await queue.getQueue(name))) {
      await queue.createQueue(name, {
        retryLimit: 2,
        retryDelay: 60,
        expireInSeconds: 30 * 60,
        deleteAfterSeconds: 24 * 3600,
      });
    }
    await queue.schedule(name, cron);
    await queue.work(name, async () => {
      const count = await work();
      if (count > 0) ctx.logger?.info({ job: name, count }, 'scheduling pass done');
    });
  }
}
