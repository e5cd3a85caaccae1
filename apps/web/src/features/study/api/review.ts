import { useSyncExternalStore } from 'react';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { Flashcard } from '@mnemo/contracts/library';
import type { DueListResponse, ReviewResponse, StudyStats } from '@mnemo/contracts/review';
import type { StudyRating } from '@mnemo/domain/spaced-repetition';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import {
  addPendingReview,
  getPendingReviews,
  isUnreachable,
  keepServerCard,
  loadPendingReviews,
  sendReview,
} from './pending-reviews.ts';

const offlinePack = () => import('../offline/offline-pack.ts');

/**
 * GET /api/review/due[?sessionId=][&concept=]: the cards to study now, in order, with the day's
 * counts; with `concept`, only the cards of that key concept (a guided or quick run).
 */
export function getDueCards(sessionId: string | null, concept: string | null = null): Promise<DueListResponse> {
  return requestApi<DueListResponse>('/review/due', {
    query: { sessionId: sessionId ?? undefined, concept: concept ?? undefined },
  });
}

/**
 * The due list from the server; when it cannot be reached, the one built from the cards kept for
 * offline study (ADR 100), for "Study now" and a session's Flashcards (a key concept's run needs the server).
 */
async function getDueCardsOrKept(sessionId: string | null, concept: string | null): Promise<DueListResponse> {
  try {
    const list = await getDueCards(sessionId, concept);
    setKeptAt(null);
    return list;
  } catch (error) {
    if (!isUnreachable(error) || concept !== null) throw error;
    await loadPendingReviews();
    const kept = await (await offlinePack()).readOfflineDueList(sessionId, getPendingReviews()).catch(() => null);
    if (!kept) throw error;
    setKeptAt(kept.keptAt);
    return kept.list;
  }
}

/** When the cards the last due list was built from were read (null: the list came from the server). */
let keptAt: string | null = null;
const keptListeners = new Set<() => void>();
function setKeptAt(next: string | null): void {
  if (next === keptAt) return;
  keptAt = next;
  for (const listener of keptListeners) listener();
}

/** Null while the due lists come from the server; offline, when the cards they are built from were kept. */
export function useKeptListDate(): string | null {
  return useSyncExternalStore(
    (listener) => {
      keptListeners.add(listener);
      return () => keptListeners.delete(listener);
    },
    () => keptAt,
  );
}

export function useDueCards(
  sessionId: string | null,
  { isEnabled = true, concept = null }: { isEnabled?: boolean; concept?: string | null } = {},
) {
  return useQuery({
    queryKey: queryKeys.dueCards(sessionId, concept),
    queryFn: () => getDueCardsOrKept(sessionId, concept),
    enabled: isEnabled,
    // offline, the list comes from the cards kept on this device: the query runs, never paused
    networkMode: 'always',
    // The list changes with every review; the sitting keeps its own order meanwhile.
    staleTime: 0,
  });
}

/** The list without one card: what the player shows while the review is on its way. */
export function withoutCard(list: DueListResponse, card: Flashcard): DueListResponse {
  if (!list.cards.some((c) => c.id === card.id)) return list;
  const isNew = card.schedule === null;
  return {
    ...list,
    cards: list.cards.filter((c) => c.id !== card.id),
    total: Math.max(0, list.total - 1),
    newCount: isNew ? Math.max(0, list.newCount - 1) : list.newCount,
    dueCount: isNew ? list.dueCount : Math.max(0, list.dueCount - 1),
    reviewedToday: list.reviewedToday + 1,
  };
}

export interface ReviewVariables {
  card: Flashcard;
  rating: StudyRating;
  durationMs?: number;
  /** the review's key: the same on every retry, so the server counts it once */
  reviewId: string;
  /** when the learner rated the card (default: now): sent with it, and with every retry, so a review synced late is scheduled at its own time */
  reviewedAt?: string;
}

/**
 * POST /api/flashcards/:id/review. The card leaves the due list at once (an in-flight refetch of
 * the list is cancelled, so an older list cannot bring it back); the list is refetched afterwards.
 */
export function useReviewCard(sessionId: string | null, concept: string | null = null) {
  const queryClient = useQueryClient();
  const key = queryKeys.dueCards(sessionId, concept);
  return useMutation({
    // offline, the review is kept on the device: the mutation runs, never paused
    networkMode: 'always',
    // Unreachable server: the review is kept and sent again later (null: saved, not yet synced).
    mutationFn: async ({
      card,
      rating,
      durationMs,
      reviewId,
      reviewedAt = new Date().toISOString(),
    }: ReviewVariables): Promise<ReviewResponse | null> => {
      const body =
        durationMs === undefined ? { rating, reviewId, reviewedAt } : { rating, durationMs, reviewId, reviewedAt };
      const sessionOf = 'sessionId' in card && typeof card.sessionId === 'string' ? card.sessionId : sessionId;
      // counted by the day's figures offline until the kept cards are read again
      const noted = sessionOf
        ? offlinePack()
            .then((pack) =>
              pack.noteReview({
                reviewId,
                cardId: card.id,
                sessionId: sessionOf,
                reviewedAt,
                wasNew: card.schedule === null,
              }),
            )
            .catch(() => undefined)
        : Promise.resolve();
      try {
        const answer = await sendReview(card.id, body);
        void noted.then(() => keepServerCard(answer));
        return answer;
      } catch (error) {
        if (!isUnreachable(error)) throw error;
        await addPendingReview({ cardId: card.id, body });
        await noted;
        return null;
      }
    },
    onMutate: async ({ card }) => {
      await queryClient.cancelQueries({ queryKey: key });
      const previous = queryClient.getQueryData<DueListResponse>(key);
      if (previous) queryClient.setQueryData(key, withoutCard(previous, card));
      return { previous };
    },
    onError: (_error, _variables, context) => {
      if (context?.previous) queryClient.setQueryData(key, context.previous);
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll }),
  });
}

/** POST /api/flashcards/:id/review/undo: the card as it was before its last review. */
export function useUndoReview() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (cardId: string) => {
      const answer = await requestApi<ReviewResponse>(`/flashcards/${cardId}/review/undo`, { method: 'POST' });
      // the card kept for offline study as the server restored it, that review no longer counted
      await offlinePack()
        .then(async (pack) => {
          await pack.forgetLatestReviewOf(cardId);
          await pack.takeServerCard(answer.flashcard);
        })
        .catch(() => undefined);
      return answer;
    },
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll }),
  });
}

/** GET /api/review/stats[?sessionId=]. */
export function useStudyStats(sessionId: string | null, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({
    queryKey: queryKeys.studyStats(sessionId),
    queryFn: () => requestApi<StudyStats>('/review/stats', { query: { sessionId: sessionId ?? undefined } }),
    enabled: isEnabled,
  });
}
