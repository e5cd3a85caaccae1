import type { DueCard, DueListResponse, DueQuery } from '@mnemo/contracts/review';
import { keepSiblingsApart } from '@mnemo/domain/siblings';
import { buildStudyQueue, LEARN_AHEAD_MS } from '@mnemo/domain/study-queue';
import { getRemainingNewCards, getStudyDayStart } from '@mnemo/domain/study-day';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import type { AppContext } from '../../app-context.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findOwnedSession } from '../library/sessions.ts';
import { presentFlashcard } from '../library/library.presenters.ts';
import { toLearnerScheduler } from './learner-scheduler.ts';
import * as repo from './review.repository.ts';

/**
 * Where the learner's study day began, what it has reviewed and introduced, the new-card allowances
 * (issue 23 item 17), and the learner's scheduler: one statement (ADR 129).
 */
export async function loadStudyDay(ctx: AppContext, user: Pick<AuthUser, 'id'>, now: Date) {
  const { settings, today, scheduler } = await repo.findStudyDay(ctx.db, user.id, now);
  const dayStart = getStudyDayStart(now, settings.time_zone);
  return {
    learner: toLearnerScheduler(scheduler),
    timeZone: settings.time_zone,
    dayStart,
    reviewedToday: today.reviewed,
    newCardsPerDay: settings.new_cards_per_day,
    /** new cards the library-wide cap still allows today (Infinity when the cap is off) */
    libraryRemainingNew:
      settings.library_new_cards_per_day === null
        ? Number.POSITIVE_INFINITY
        : getRemainingNewCards(settings.library_new_cards_per_day, today.introduced),
  };
}

/**
 * How many of the new cards in scope today's allowances let through: each session's own first (its
 * `newCardsPerDay`, or the learner's default, less what it introduced today), then the library cap;
 * how many they hold back, and which held back the more.
 */
export function applyNewCardAllowances(
  freshBySession: ReadonlyMap<string, number>,
  sessionRemaining: Readonly<Record<string, number>>,
  libraryRemaining: number,
) {
  let fresh = 0;
  let afterSessions = 0;
  for (const [sessionId, count] of freshBySession) {
    fresh += count;
    afterSessions += Math.min(count, sessionRemaining[sessionId] ?? 0);
  }
  const newCount = Math.min(afterSessions, libraryRemaining);
  const bySessions = fresh - afterSessions;
  const byLibrary = afterSessions - newCount;
  const heldBackBy: 'session' | 'library' | null =
    bySessions + byLibrary === 0 ? null : bySessions >= byLibrary ? 'session' : 'library';
  return { newCount, newHeldBack: fresh - newCount, heldBackBy };
}

/**
 * How many new cards to read from each session, in the order new cards are studied (`order`, oldest
 * session first), for the first `limit` of them: each session gives what it has and its allowance
 * lets through, and the sessions after the first `limit` are not read at all (a library of hundreds
 * of sessions reads a few).
 */
function takeNewInOrder(
  order: readonly string[],
  freshBySession: ReadonlyMap<string, number>,
  sessionRemaining: Readonly<Record<string, number>>,
  limit: number,
): Record<string, number> {
  const takes: Record<string, number> = {};
  let taken = 0;
  for (const sessionId of order) {
    if (taken >= limit) break;
    const take = Math.min(freshBySession.get(sessionId) ?? 0, sessionRemaining[sessionId] ?? 0, limit - taken);
    if (take <= 0) continue;
    takes[sessionId] = take;
    taken += take;
  }
  return takes;
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
  const until = new Date(now.getTime() + LEARN_AHEAD_MS);
  const day = await loadStudyDay(ctx, user, now);
  const siblingsApart = { since: day.dayStart, until };
  const scope = { ownerId: user.id, sessionId: query.sessionId, concept: query.concept, siblingsApart };
  const { allowances, newBySession, heldBackBySession } = await repo.listNewCardAllowancesAndCounts(
    ctx.db,
    scope,
    day.dayStart,
  );
  // a new card a sibling keeps for another day is not today's (ADR 107)
  const freshBySession = new Map(
    [...newBySession]
      .map(([sessionId, count]): [string, number] => [sessionId, count - (heldBackBySession.get(sessionId) ?? 0)])
      .filter(([, count]) => count > 0),
  );
  let newSiblingsHeldBack = 0;
  for (const held of heldBackBySession.values()) newSiblingsHeldBack += held;
  const sessionRemaining = Object.fromEntries(
    allowances.map((a) => [
      a.sessionId,
      getRemainingNewCards(a.newCardsPerDay ?? day.newCardsPerDay, a.introducedToday),
    ]),
  );
  const allowed = applyNewCardAllowances(freshBySession, sessionRemaining, day.libraryRemainingNew);
  const newLimit = Math.min(allowed.newCount, query.limit);
  const [queued, counts, todayInScope] = await Promise.all([
    repo.listQueueFlashcards(
      ctx.db,
      scope,
      now,
      until,
      { due: query.limit, new: newLimit, ahead: query.limit },
      takeNewInOrder(
        allowances.map((a) => a.sessionId),
        freshBySession,
        sessionRemaining,
        newLimit,
      ),
    ),
    repo.countDue(ctx.db, scope, now, until),
    query.sessionId ? repo.countReviewsSince(ctx.db, user.id, day.dayStart, query.sessionId) : null,
  ]);
  const learner = day.learner;
  const queue = buildStudyQueue(
    queued.map((row) => ({
      id: row.id,
      noteId: row.note_id,
      schedule: repo.readSchedule(row),
      isSuspended: row.is_suspended,
      row,
    })),
    now,
    allowed.newCount,
  );
  // two cards of one note are not studied on one day (ADR 107); new siblings were left out above
  const noteIds = [...new Set(queue.cards.map((c) => c.noteId).filter((id): id is string => id !== null))];
  const apart = keepSiblingsApart(queue.cards, await repo.listNotesReviewedSince(ctx.db, noteIds, day.dayStart));
  const newCount = allowed.newCount;
  const dueCount = Math.max(0, counts.due + counts.ahead - apart.heldBack.length);
  return {
    cards: apart.cards.slice(0, query.limit).map(({ row }) => presentDueCard(row, day.timeZone, now)),
    total: dueCount + newCount,
    dueCount,
    newCount,
    reviewedToday: todayInScope ? todayInScope.reviewed : day.reviewedToday,
    nextDueAt: counts.nextDue ? new Date(counts.nextDue).toISOString() : null,
    newHeldBack: allowed.newHeldBack,
    heldBackBy: allowed.heldBackBy,
    heldBackSiblings: newSiblingsHeldBack + apart.heldBack.length,
    scheduler: { parameters: [...learner.parameters], desiredRetention: learner.desiredRetention },
  };
}

/** Cards to study today in each of the user's sessions (due now, plus new ones within the session's allowance and the library cap). */
export async function countDueBySession(
  ctx: AppContext,
  user: Pick<AuthUser, 'id'>,
  now = new Date(),
): Promise<Map<string, number>> {
  const rows = await repo.countDueBySession(ctx.db, user.id, now);
  return new Map(
    rows.map((r) => {
      const library =
        r.libraryNewCardsPerDay === null
          ? Number.POSITIVE_INFINITY
          : getRemainingNewCards(r.libraryNewCardsPerDay, r.libraryIntroducedToday);
      return [
        r.sessionId,
        r.due + Math.min(r.fresh, getRemainingNewCards(r.newCardsPerDay, r.introducedToday), library),
      ];
    }),
  );
}

/** A due card as the due list and the offline pack send it: the card, its session and source, and its exam limit. */
export function presentDueCard(row: repo.DueFlashcardRow, timeZone: string, now: Date): DueCard {
  return {
    ...presentFlashcard(row),
    sessionId: row.session_id,
    sessionName: row.session_name,
    folderId: row.session_folder_id,
    sourceName: row.source_document_name,
    latestDue: getExamDueLimit(row.session_exam_date, timeZone, now)?.toISOString() ?? null,
  };
}
