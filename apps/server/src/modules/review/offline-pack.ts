import type { OfflinePackQuery, OfflinePackResponse } from '@mnemo/contracts/review';
import { getRemainingNewCards, getStudyDayStart, MAX_NEW_CARDS_PER_DAY } from '@mnemo/domain/study-day';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { loadLearnerScheduler } from './learner-scheduler.ts';
import { presentDueCard } from './list-due-cards.ts';
import * as repo from './review.repository.ts';

const DAY_MS = 86_400_000;
/** At most this many scheduled cards, and as many new ones, travel in one pack (the most overdue first). */
export const OFFLINE_PACK_MAX_CARDS = 2000;

/**
 * What the browser keeps to study offline for the next `days` days (ADR 100): every scheduled card
 * of the learner's sessions due by then, each session's new cards up to what its allowance (and the
 * library's cap) lets through over those days, and what the browser needs to schedule and count as
 * the server does: the learner's parameters and retention, each session's exam date and allowance,
 * the time zone and today's counts.
 */
export async function getOfflinePack(
  ctx: AppContext,
  user: AuthUser,
  query: OfflinePackQuery,
): Promise<OfflinePackResponse> {
  const now = new Date();
  const until = new Date(now.getTime() + query.days * DAY_MS);
  const settings = await repo.findStudySettings(ctx.db, user.id);
  const dayStart = getStudyDayStart(now, settings.time_zone);
  const [today, bySession, allowances, sessions, learner] = await Promise.all([
    repo.countReviewsSince(ctx.db, user.id, dayStart),
    repo.countSessionReviewsSince(ctx.db, user.id, dayStart),
    repo.listNewCardAllowances(ctx.db, user.id, dayStart),
    ctx.db.selectFrom('sessions').select(['id', 'exam_date']).where('owner_id', '=', user.id).execute(),
    loadLearnerScheduler(ctx.db, user.id),
  ]);
  const examDates = new Map(sessions.map((s) => [s.id, s.exam_date]));
  // the library's cap over the days kept: what is left of today's, then a whole allowance a day
  const libraryCap = settings.library_new_cards_per_day;
  const libraryBudget =
    libraryCap === null
      ? MAX_NEW_CARDS_PER_DAY * query.days
      : getRemainingNewCards(libraryCap, today.introduced) + libraryCap * (query.days - 1);
  const newBudget = Object.fromEntries(
    allowances.map((a) => {
      const perDay = a.newCardsPerDay ?? settings.new_cards_per_day;
      return [
        a.sessionId,
        Math.min(libraryBudget, getRemainingNewCards(perDay, a.introducedToday) + perDay * (query.days - 1)),
      ];
    }),
  );
  const scope = { ownerId: user.id };
  const [scheduled, fresh] = await Promise.all([
    repo.listDueFlashcards(ctx.db, scope, until, OFFLINE_PACK_MAX_CARDS),
    repo.listNewFlashcards(ctx.db, scope, OFFLINE_PACK_MAX_CARDS, newBudget),
  ]);
  return {
    generatedAt: now.toISOString(),
    until: until.toISOString(),
    cards: [...scheduled, ...fresh].map((row) => presentDueCard(row, settings.time_zone, now)),
    sessions: allowances.map((a) => ({
      id: a.sessionId,
      examDate: examDates.get(a.sessionId) ?? null,
      newCardsPerDay: a.newCardsPerDay,
      reviewedToday: bySession.get(a.sessionId)?.reviewed ?? 0,
      introducedToday: a.introducedToday,
    })),
    study: {
      timeZone: settings.time_zone,
      newCardsPerDay: settings.new_cards_per_day,
      libraryNewCardsPerDay: libraryCap,
      dayStart: dayStart.toISOString(),
      reviewedToday: today.reviewed,
      introducedToday: today.introduced,
    },
    scheduler: { parameters: [...learner.parameters], desiredRetention: learner.desiredRetention },
  };
}
