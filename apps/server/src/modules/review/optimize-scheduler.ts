import type { OptimizeResponse, WorkloadResponse } from '@mnemo/contracts/scheduler';
import { getReviewCosts, MAX_REVIEW_SECONDS, type SimulatedCard, WORKLOAD_DAYS } from '@mnemo/domain/workload';
import { getStudyDate } from '@mnemo/domain/study-day';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import {
  loadLearnerScheduler,
  presentScheduler,
  rescheduleLearnerCards,
  toLearnerScheduler,
} from './learner-scheduler.ts';
import { estimateWorkloads, type FitOutcome, type FitTask, fitScheduler } from './optimizer/optimizer-tasks.ts';
import * as repo from './review.repository.ts';

/** A claim older than this belongs to a process that stopped mid-fit: the next request takes it over. */
const STALE_CLAIM_MS = 10 * 60_000;

/** The fit in the scheduler's thread, or here when the process has none. */
function runFit(ctx: AppContext, task: FitTask): Promise<FitOutcome> {
  return ctx.optimizer ? ctx.optimizer.fitScheduler(task) : fitScheduler(task);
}

/**
 * Fits the learner's FSRS parameters to their review log (POST /api/me/scheduler/optimize and
 * the monthly job): evaluated out of sample, then fitted on the whole log and saved, and the
 * learner's cards in review re-timed for them. Below the minimum nothing changes and the answer
 * says how many more reviews are needed. One fit per learner at a time (409 otherwise).
 */
export async function optimizeScheduler(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  now = new Date(),
): Promise<OptimizeResponse> {
  if (!(await repo.claimOptimization(ctx.db, user.id, now, new Date(now.getTime() - STALE_CLAIM_MS))))
    throw errors.conflict('scheduler_optimizing');
  try {
    const [rows, settings] = await Promise.all([
      repo.listLoggedReviews(ctx.db, user.id),
      repo.findStudySettings(ctx.db, user.id),
    ]);
    let outcome: FitOutcome;
    try {
      outcome = await runFit(ctx, {
        log: rows.map((r) => [r.flashcard_id, r.rating, new Date(r.reviewed_at).getTime()]),
        timeZone: settings.time_zone,
      });
    } catch (error) {
      if (error instanceof Error && /Cannot find (module|package)|binding/i.test(error.message))
        throw errors.notConfigured('scheduler_optimizer_unavailable');
      throw error;
    }
    if (outcome.kind === 'too-few') {
      return {
        scheduler: presentScheduler(await repo.findLearnerScheduler(ctx.db, user.id), rows.length),
        evaluation: null,
        reviewsNeeded: outcome.reviewsNeeded,
      };
    }
    const saved = await ctx.db.transaction().execute(async (trx) => {
      const row = await repo.saveLearnerScheduler(trx, user.id, {
        parameters: outcome.parameters,
        optimizedAt: now,
        reviewsUsed: outcome.reviewsUsed,
        evaluation: outcome.evaluation,
      });
      await rescheduleLearnerCards(trx, user.id, toLearnerScheduler(row), now);
      return row;
    });
    return { scheduler: presentScheduler(saved, rows.length), evaluation: outcome.evaluation };
  } finally {
    await repo.releaseOptimization(ctx.db, user.id);
  }
}

const DAY_MS = 86_400_000;
const dayNumber = (date: string) => Date.parse(`${date}T00:00:00Z`) / DAY_MS;

/**
 * GET /api/me/scheduler/workload: the learner's next 30 days simulated from their own cards and
 * review times, at their retention and at 0.80 / 0.85 / 0.90 / 0.95, with the optimal retention.
 */
export async function getWorkload(ctx: AppContext, user: AuthUser, now = new Date()): Promise<WorkloadResponse> {
  const [learner, settings, memories, times] = await Promise.all([
    loadLearnerScheduler(ctx.db, user.id),
    repo.findStudySettings(ctx.db, user.id),
    repo.listMemories(ctx.db, user.id),
    repo.summariseReviewTimes(ctx.db, user.id, MAX_REVIEW_SECONDS),
  ]);
  const today = dayNumber(getStudyDate(now, settings.time_zone));
  const cards: SimulatedCard[] = [];
  let newCards = 0;
  for (const row of memories) {
    const schedule = repo.readSchedule(row);
    if (!schedule || !schedule.lastReview || schedule.stability <= 0) {
      if (!schedule) newCards += 1;
      continue;
    }
    cards.push({
      stability: schedule.stability,
      difficulty: Math.min(10, Math.max(1, schedule.difficulty)),
      lastReviewDay: dayNumber(getStudyDate(new Date(schedule.lastReview), settings.time_zone)) - today,
    });
  }
  const costs = getReviewCosts(times);
  const task = {
    cards,
    newCards,
    newCardsPerDay: settings.new_cards_per_day,
    parameters: [...learner.parameters],
    desiredRetention: learner.desiredRetention,
    costs,
  };
  const outcome = ctx.optimizer ? await ctx.optimizer.estimateWorkloads(task) : estimateWorkloads(task);
  return {
    days: WORKLOAD_DAYS,
    chosen: outcome.chosen,
    compared: outcome.compared,
    optimalRetention: outcome.optimalRetention,
    secondsPerReview: { pass: costs.secondsPerPass, lapse: costs.secondsPerLapse, newCard: costs.secondsPerNewCard },
  };
}
