import type { DueListResponse, DueQuery } from '@mnemo/contracts/review';
import { buildStudyQueue, LEARN_AHEAD_MS } from '@mnemo/domain/study-queue';
import { getRemainingNewCards, getStudyDayStart } from '@mnemo/domain/study-day';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findOwnedSession } from '../library/sessions.ts';
import { presentFlashcard } from '../library/library.presenters.ts';
import { loadLearnerScheduler } from './learner-scheduler.ts';
import * as repo from './review.repository.ts';

/** Where the learner's study day began and how many new cards it still allows. */
export async function loadStudyDay(ctx: AppContext, user: Pick<AuthUser, 'id'>, now: Date) {
  const settings = await repo.findStudySettings(ctx.db, user.id);
  const dayStart = getStudyDayStart(now, settings.time_zone);
  const today = await repo.countReviewsSince(ctx.db, user.id, dayStart);
  return {
    timeZone: settings.time_zone,
    dayStart,
    reviewedToday: today.reviewed,
    remainingNew: getRemainingNewCards(settings.new_cards_per_day, today.introduced),
  };
}

/**
 * The cards to study now, in the order of packages/domain's study queue, with what the player
 * previews each button with (the learner's parameters and retention, each card's exam limit), for one of the user's
 * sessions or the whole library, optionally of one key concept. Each kind is fetched with its own limit and counted in SQL, so
 * a library of thousands of cards never travels whole.
 */
export async function listDueCards(ctx: AppContext, user: AuthUser, query: DueQuery): Promise<DueListResponse> {
  if (query.sessionId) await findOwnedSession(ctx.db, user, query.sessionId);
  const now = new Date();
  const scope = { ownerId: user.id, sessionId: query.sessionId, concept: query.concept };
  const until = new Date(now.getTime() + LEARN_AHEAD_MS);
  const day = await loadStudyDay(ctx, user, now);
  const [due, fresh, ahead, counts, todayInScope, learner] = await Promise.all([
    repo.listDueFlashcards(ctx.db, scope, now, query.limit),
    repo.listNewFlashcards(ctx.db, scope, Math.min(day.remainingNew, query.limit)),
    repo.listLearningAhead(ctx.db, scope, now, until, query.limit),
    repo.countDue(ctx.db, scope, now, until),
    query.sessionId ? repo.countReviewsSince(ctx.db, user.id, day.dayStart, query.sessionId) : null,
    loadLearnerScheduler(ctx.db, user.id),
  ]);
  const queue = buildStudyQueue(
    [...due, ...fresh, ...ahead].map((row) => ({ id: row.id, schedule: repo.readSchedule(row), isSuspended: row.is_suspended, row })),
    now,
    day.remainingNew,
  );
  const newCount = Math.min(counts.fresh, day.remainingNew);
  const dueCount = counts.due + counts.ahead;
  return {
    cards: queue.cards.slice(0, query.limit).map(({ row }) => ({
      ...presentFlashcard(row),
      sessionId: row.session_id,
      sessionName: row.session_name,
      folderId: row.session_folder_id,
      sourceName: row.source_document_name,
      latestDue: getExamDueLimit(row.session_exam_date, day.timeZone, now)?.toISOString() ?? null,
    })),
    total: dueCount + newCount,
    dueCount,
    newCount,
    reviewedToday: todayInScope ? todayInScope.reviewed : day.reviewedToday,
    nextDueAt: counts.nextDue ? new Date(counts.nextDue).toISOString() : null,
    scheduler: { parameters: [...learner.parameters], desiredRetention: learner.desiredRetention },
  };
}

/** Cards to study today in each of the user's sessions (due now, plus new ones within the day's limit). */
export async function countDueBySession(ctx: AppContext, user: Pick<AuthUser, 'id'>, now = new Date()): Promise<Map<string, number>> {
  const rows = await repo.countDueBySession(ctx.db, user.id, now);
  return new Map(rows.map((r) => [r.sessionId, r.due + Math.min(r.fresh, getRemainingNewCards(r.newCardsPerDay, r.introducedToday))]));
}
