import type { Flashcard } from '@mnemo/contracts/library';
import type { CardMediaListResponse } from '@mnemo/contracts/exchange';
import { CARD_MEDIA_REF_PATTERN } from '@mnemo/contracts/values';
import type { DueCard, DueListResponse, OfflinePackResponse } from '@mnemo/contracts/review';
import { getExamDueLimit } from '@mnemo/domain/exam-schedule';
import { applyRating } from '@mnemo/domain/spaced-repetition';
import { getRemainingNewCards, getStudyDayStart } from '@mnemo/domain/study-day';
import { keepSiblingsApart } from '@mnemo/domain/siblings';
import { buildStudyQueue, LEARN_AHEAD_MS } from '@mnemo/domain/study-queue';
import { requestApi } from '../../../lib/api-client.ts';
import type { PendingReview } from './pending-review.ts';
import * as store from './offline-db.ts';
import type { LocalReview, StoredPack } from './offline-db.ts';

/**
 * Offline study (issue 26 item 2, ADR 100): while online, the cards due over the next days in every
 * session (and their media) are read from `GET /api/review/offline` into IndexedDB; offline, the due
 * list of "Study now" or of a session is built from them here with the domain's rules, as the
 * server builds it: the queued reviews replayed on their cards (FSRS, the learner's parameters and
 * retention, each session's exam limit), then the study queue with the day's new-card allowances.
 */

/** Days ahead the pack covers. */
export const OFFLINE_DAYS = 3;
/** The largest number of cards a list built offline holds (the server's default limit). */
const LIST_LIMIT = 100;

let refreshing: Promise<void> | null = null;

/** Reads the pack again (app start, after a sync), then the media its cards show; one refresh at a time. */
export function refreshOfflinePack(): Promise<void> {
  refreshing ??= (async () => {
    try {
      const fresh = await requestApi<OfflinePackResponse>('/review/offline', { query: { days: String(OFFLINE_DAYS) } });
      // the queue as stored (every change to it is written through: api/pending-reviews.ts)
      const queued = new Set((await store.loadQueue()).filter((p) => !p.refused).map((p) => p.body.reviewId));
      const previous = await store.loadPack();
      // the server's counts hold every review it received: only those still queued are added here
      await store.savePack({
        ...fresh,
        localReviews: (previous?.localReviews ?? []).filter((r) => queued.has(r.reviewId)),
      });
      await keepMedia(fresh.cards);
    } finally {
      refreshing = null;
    }
  })();
  return refreshing;
}

/** The media ids a card's texts reference. */
function mediaIdsOf(card: Pick<Flashcard, 'front' | 'back'>): string[] {
  return [...`${card.front}\n${card.back}`.matchAll(CARD_MEDIA_REF_PATTERN)].map((m) => m[1]!);
}

/** Stores the images and sounds of the kept cards that are not stored yet, and forgets the others. */
async function keepMedia(cards: readonly DueCard[]): Promise<void> {
  const wanted = new Map<string, Set<string>>();
  for (const card of cards) {
    for (const id of mediaIdsOf(card)) {
      const ids = wanted.get(card.sessionId) ?? new Set<string>();
      ids.add(id);
      wanted.set(card.sessionId, ids);
    }
  }
  const all = new Set([...wanted.values()].flatMap((ids) => [...ids]));
  await store.pruneMedia(all);
  const have = await store.listMediaIds();
  for (const [sessionId, ids] of wanted) {
    const missing = [...ids].filter((id) => !have.has(id));
    if (missing.length === 0) continue;
    const list = await requestApi<CardMediaListResponse>(`/sessions/${encodeURIComponent(sessionId)}/card-media`);
    const items = await Promise.all(
      list.items
        .filter((item) => missing.includes(item.id))
        .map(async (item) => {
          const response = await fetch(item.url);
          return response.ok
            ? {
                id: item.id,
                sessionId,
                type: response.headers.get('Content-Type') ?? '',
                bytes: await response.arrayBuffer(),
              }
            : null;
        }),
    );
    await store.saveMedia(items.filter((item) => item !== null));
  }
}

/** A review made in this browser (queued or sent): counted by the day's figures until the pack is read again. */
export async function noteReview(review: LocalReview): Promise<void> {
  await store.updatePack((pack) => ({
    ...pack,
    localReviews: [...pack.localReviews.filter((r) => r.reviewId !== review.reviewId), review],
  }));
}

/** Undo of a review made here: no longer counted. */
export async function forgetReview(reviewId: string): Promise<void> {
  await store.updatePack((pack) => ({
    ...pack,
    localReviews: pack.localReviews.filter((r) => r.reviewId !== reviewId),
  }));
}

/** Undo of a review the server had: the latest of the card's made here is no longer counted. */
export async function forgetLatestReviewOf(cardId: string): Promise<void> {
  await store.updatePack((pack) => {
    const index = pack.localReviews.findLastIndex((r) => r.cardId === cardId);
    return index < 0 ? pack : { ...pack, localReviews: pack.localReviews.toSpliced(index, 1) };
  });
}

/** The card as the server now schedules it (a review sent, an undo), in place of the kept one. */
export async function takeServerCard(card: Flashcard): Promise<void> {
  await store.updatePack((pack) => ({
    ...pack,
    cards: pack.cards.map((kept) => (kept.id === card.id ? { ...kept, ...card } : kept)),
  }));
}

/**
 * The due list of one session (or, null, the whole library) at `now`, from the kept pack and the
 * queued reviews, by the server's rules (ADR 100); null when no pack is kept.
 */
export function buildOfflineDueList(
  pack: StoredPack,
  queue: readonly PendingReview[],
  sessionId: string | null,
  now: Date,
): DueListResponse {
  const scheduler = pack.scheduler;
  const timeZone = pack.study.timeZone;
  const sessions = new Map(pack.sessions.map((s) => [s.id, s]));
  const latestDueOf = (card: DueCard) =>
    getExamDueLimit(sessions.get(card.sessionId)?.examDate ?? null, timeZone, now)?.toISOString() ?? card.latestDue;
  // the queued reviews, in the order they were made, replayed on the cards kept
  const cards = new Map(pack.cards.map((card) => [card.id, { ...card, latestDue: latestDueOf(card) }]));
  const sorted = queue
    .filter((p) => !p.refused)
    .toSorted((a, b) => Date.parse(a.body.reviewedAt) - Date.parse(b.body.reviewedAt));
  for (const review of sorted) {
    const card = cards.get(review.cardId);
    if (!card) continue;
    const at = new Date(review.body.reviewedAt);
    const latestDue = getExamDueLimit(sessions.get(card.sessionId)?.examDate ?? null, timeZone, at);
    cards.set(card.id, {
      ...card,
      schedule: applyRating(card.schedule, review.body.rating, at, { scheduler, latestDue }).schedule,
    });
  }
  // today's counts: the server's (when the pack was read today) and the reviews made here since
  const dayStart = getStudyDayStart(now, timeZone);
  const isSameDay = Date.parse(pack.study.dayStart) === dayStart.getTime();
  const today = pack.localReviews.filter((r) => Date.parse(r.reviewedAt) >= dayStart.getTime());
  const count = (reviews: readonly LocalReview[], ofSession?: string) => {
    const mine = ofSession === undefined ? reviews : reviews.filter((r) => r.sessionId === ofSession);
    return { reviewed: mine.length, introduced: new Set(mine.filter((r) => r.wasNew).map((r) => r.cardId)).size };
  };
  const libraryToday = count(today);
  const libraryIntroduced = (isSameDay ? pack.study.introducedToday : 0) + libraryToday.introduced;
  const libraryRemaining =
    pack.study.libraryNewCardsPerDay === null
      ? Number.POSITIVE_INFINITY
      : getRemainingNewCards(pack.study.libraryNewCardsPerDay, libraryIntroduced);
  const sessionRemaining = new Map(
    pack.sessions.map((s) => {
      const introduced = (isSameDay ? s.introducedToday : 0) + count(today, s.id).introduced;
      return [s.id, getRemainingNewCards(s.newCardsPerDay ?? pack.study.newCardsPerDay, introduced)];
    }),
  );
  // the server's order: scheduled cards by due, new ones in each session's order, each session's allowance then the library's cap
  const inScope = [...cards.values()].filter((card) => sessionId === null || card.sessionId === sessionId);
  // siblings kept apart (ADR 107): the notes studied today, and those with a card due by the learn-ahead
  const reviewedIds = new Set(today.map((r) => r.cardId));
  const notesSeen = new Set<string>();
  const notesDue = new Set<string>();
  for (const card of cards.values()) {
    if (!card.noteId) continue;
    const last = card.schedule?.lastReview ? Date.parse(card.schedule.lastReview) : Number.NEGATIVE_INFINITY;
    if (reviewedIds.has(card.id) || last >= dayStart.getTime()) notesSeen.add(card.noteId);
    if (!card.isSuspended && card.schedule && Date.parse(card.schedule.due) <= now.getTime() + LEARN_AHEAD_MS)
      notesDue.add(card.noteId);
  }
  const newSiblingTaken = new Set<string>();
  let newSiblingsHeldBack = 0;
  const freshTaken = new Map<string, number>();
  let fresh = 0;
  let afterSessions = 0;
  const candidates = inScope.filter((card) => {
    if (card.schedule !== null) return true;
    if (card.isSuspended) return false;
    if (card.noteId) {
      // a held-back new sibling leaves its place in the allowance to another card
      if (notesSeen.has(card.noteId) || notesDue.has(card.noteId) || newSiblingTaken.has(card.noteId)) {
        newSiblingsHeldBack += 1;
        return false;
      }
      newSiblingTaken.add(card.noteId);
    }
    fresh += 1;
    const taken = freshTaken.get(card.sessionId) ?? 0;
    if (taken >= (sessionRemaining.get(card.sessionId) ?? 0)) return false;
    freshTaken.set(card.sessionId, taken + 1);
    afterSessions += 1;
    return true;
  });
  const newAllowed = Math.min(afterSessions, libraryRemaining);
  const queueNow = buildStudyQueue(candidates, now, newAllowed);
  const apart = keepSiblingsApart(queueNow.cards, notesSeen);
  const bySessions = fresh - afterSessions;
  const byLibrary = afterSessions - newAllowed;
  const sessionToday = sessionId === null ? null : sessions.get(sessionId);
  const reviewedToday =
    sessionId === null
      ? (isSameDay ? pack.study.reviewedToday : 0) + libraryToday.reviewed
      : (isSameDay ? (sessionToday?.reviewedToday ?? 0) : 0) + count(today, sessionId).reviewed;
  return {
    cards: apart.cards.slice(0, LIST_LIMIT),
    total: queueNow.dueCount - apart.heldBack.length + queueNow.newCount,
    dueCount: queueNow.dueCount - apart.heldBack.length,
    newCount: queueNow.newCount,
    reviewedToday,
    nextDueAt: queueNow.nextDueAt,
    newHeldBack: fresh - queueNow.newCount,
    heldBackBy: bySessions + byLibrary === 0 ? null : bySessions >= byLibrary ? 'session' : 'library',
    heldBackSiblings: newSiblingsHeldBack + apart.heldBack.length,
    scheduler,
  };
}

/** The due list built offline from what is kept and the queue, and when that was read from the server (null when nothing is kept). */
export async function readOfflineDueList(
  sessionId: string | null,
  queue: readonly PendingReview[],
  now = new Date(),
): Promise<{ list: DueListResponse; keptAt: string } | null> {
  const pack = await store.loadPack();
  return pack ? { list: buildOfflineDueList(pack, queue, sessionId, now), keptAt: pack.generatedAt } : null;
}

/** Object URLs of the media kept for a session's cards, by media id. */
export async function readOfflineMedia(
  sessionId: string,
): Promise<Map<string, { url: string; kind: 'image' | 'audio' }>> {
  const items = await store.loadMedia(sessionId);
  return new Map(
    items.map((item) => [
      item.id,
      {
        url: URL.createObjectURL(new Blob([item.bytes], { type: item.type })),
        kind: item.type.startsWith('audio/') ? 'audio' : 'image',
      },
    ]),
  );
}
