import type { ExamForecast, StudyStats } from '@mnemo/contracts/review';
import { forecastExam } from '@mnemo/domain/exam-schedule';
import { getReviewCosts, MAX_REVIEW_SECONDS } from '@mnemo/domain/workload';
import { addStudyDays, countStreak, getStudyDate } from '@mnemo/domain/study-day';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findOwnedSession } from '../library/sessions.ts';
import { loadStudyDay } from './list-due-cards.ts';
import { loadLearnerScheduler } from './learner-scheduler.ts';
import * as repo from './review.repository.ts';

const HISTORY_DAYS = 30;
const FORECAST_DAYS = 14;
const STREAK_LOOKBACK_DAYS = 400;
const DAY_MS = 86_400_000;

/**
 * The learner's progress for one session or the whole library: reviews per day, true retention,
 * cards by state, streak and the due forecast; for a session with an exam today or ahead, its forecast.
 */
export async function getStudyStats(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string | undefined,
): Promise<StudyStats> {
  const session = sessionId ? await findOwnedSession(ctx.db, user, sessionId) : null;
  const now = new Date();
  const scope = { ownerId: user.id, sessionId };
  const day = await loadStudyDay(ctx, user, now);
  const today = getStudyDate(now, day.timeZone);
  const historyStart = new Date(day.dayStart.getTime() - (HISTORY_DAYS - 1) * DAY_MS - DAY_MS / 24);
  const [perDay, byState, dates, duePerDay, exam] = await Promise.all([
    repo.countReviewsPerDay(ctx.db, scope, day.timeZone, historyStart),
    repo.countCardsByState(ctx.db, scope),
    repo.listStudyDates(ctx.db, scope, day.timeZone, new Date(now.getTime() - STREAK_LOOKBACK_DAYS * DAY_MS)),
    repo.countDuePerDay(ctx.db, scope, day.timeZone, now, new Date(day.dayStart.getTime() + FORECAST_DAYS * DAY_MS)),
    session?.exam_date && session.exam_date >= today
      ? forecastSessionExam(ctx, user, session.id, session.exam_date, day.timeZone, now)
      : null,
  ]);

  const reviewsByDate = new Map(perDay.map((d) => [d.date, d]));
  const reviewsPerDay = Array.from({ length: HISTORY_DAYS }, (_, i) => {
    const date = addStudyDays(today, i - (HISTORY_DAYS - 1));
    const found = reviewsByDate.get(date);
    return { date, count: found?.count ?? 0, lapses: found?.lapses ?? 0 };
  });
  const inWindow = perDay.filter((d) => d.date >= reviewsPerDay[0]!.date);
  const mature = inWindow.reduce((sum, d) => sum + d.mature, 0);
  const maturePassed = inWindow.reduce((sum, d) => sum + d.maturePassed, 0);
  const dueByDate = new Map(duePerDay.map((d) => [d.date, d.count]));
  return {
    reviewsPerDay,
    trueRetention: mature > 0 ? maturePassed / mature : null,
    matureReviews: mature,
    cardsByState: byState,
    streak: countStreak(dates, today),
    forecast: Array.from({ length: FORECAST_DAYS }, (_, i) => {
      const date = addStudyDays(today, i);
      return { date, count: dueByDate.get(date) ?? 0 };
    }),
    exam,
  };
}

/** The exam's forecast for a session: recall predicted on the exam day and the reviews a day that reach the learner's retention. */
async function forecastSessionExam(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  examDate: string,
  timeZone: string,
  now: Date,
): Promise<ExamForecast> {
  const [learner, memories, times] = await Promise.all([
    loadLearnerScheduler(ctx.db, user.id),
    repo.listMemories(ctx.db, user.id, sessionId),
    repo.summariseReviewTimes(ctx.db, user.id, MAX_REVIEW_SECONDS),
  ]);
  const cards = memories.map((row) => {
    const schedule = repo.readSchedule(row);
    return {
      stability: schedule?.stability ?? null,
      difficulty: schedule?.difficulty ?? null,
      lastReview: schedule?.lastReview ?? null,
    };
  });
  return forecastExam({ examDate, cards, timeZone, now, scheduler: learner, costs: getReviewCosts(times) });
}
