import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewResponse } from '@mnemo/contracts/review';
import { requestApi } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Reviews made while the server could not be reached: kept in memory and in localStorage, and
 * sent again (same `reviewId`, so the server counts each once: ADR 042) when the browser is back
 * online, with a growing delay between attempts. Each keeps the time it was made (`reviewedAt`),
 * so the server schedules it at that time, not when it arrives (ADR 093).
 */
export interface PendingReview {
  cardId: string;
  body: ReviewBody & { reviewId: string; reviewedAt: string };
  /**
   * Set when the server answered with a refusal that sending again cannot change (the card was
   * deleted, the time was refused, …): the review is kept, with the server's reason, until the
   * learner dismisses it; never dropped silently.
   */
  refused?: { status: number; reason: string };
}

/** Progress of the sync under way: how many of the queue's reviews were sent so far. */
export interface SyncProgress {
  sent: number;
  total: number;
}

const STORAGE_KEY = 'mnemo.pendingReviews';
const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;

function read(): PendingReview[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(STORAGE_KEY) ?? '[]');
    // a review kept before reviews carried their time: sent as made now, as it was before
    return Array.isArray(parsed) ? (parsed as PendingReview[]).map((p) => ({ ...p, body: { ...p.body, reviewedAt: p.body.reviewedAt ?? new Date().toISOString() } })) : [];
  } catch {
    return [];
  }
}

let pending: PendingReview[] = typeof window === 'undefined' ? [] : read();
let waiting: PendingReview[] = pending.filter((p) => !p.refused);
let refused: PendingReview[] = pending.filter((p) => p.refused);
let progress: SyncProgress | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function setProgress(next: SyncProgress | null): void {
  progress = next;
  notify();
}

function write(next: PendingReview[]): void {
  pending = next;
  waiting = next.filter((p) => !p.refused);
  refused = next.filter((p) => p.refused);
  if (next.length === 0) window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  notify();
}

export function addPendingReview(review: PendingReview): void {
  if (pending.some((p) => p.body.reviewId === review.body.reviewId)) return;
  write([...pending, review]);
}

/** Takes a review back before it was sent (Undo); false when it is not (or no longer) kept. */
export function removePendingReview(reviewId: string): boolean {
  if (!waiting.some((p) => p.body.reviewId === reviewId)) return false;
  write(pending.filter((p) => p.body.reviewId !== reviewId));
  return true;
}

/** The queue as stored now (tests and the sync read it). */
export function getPendingReviews(): readonly PendingReview[] {
  return pending;
}

/** True when a review never got an answer (offline, connection dropped): worth keeping and sending again. */
export function isUnreachable(error: unknown): boolean {
  return isApiError(error) && error.code === 'NETWORK';
}

export function sendReview(cardId: string, body: ReviewBody): Promise<ReviewResponse> {
  return requestApi<ReviewResponse>(`/flashcards/${cardId}/review`, { method: 'POST', body });
}

/** Worth sending again later: no answer, a server error, too many requests, or a sign-in that lapsed. */
function isTransient(error: unknown): boolean {
  if (!isApiError(error)) return true;
  return error.code === 'NETWORK' || error.status >= 500 || error.status === 401 || error.status === 408 || error.status === 429;
}

/** Dismisses a refused review the learner has read (it cannot be sent). */
export function dismissRefusedReview(reviewId: string): void {
  write(pending.filter((p) => !(p.refused && p.body.reviewId === reviewId)));
}

let flushing: Promise<'done' | 'unreachable'> | null = null;

/**
 * Sends the kept reviews in order, saying how far it got (`useSyncProgress`). One the server
 * refuses for good (a 4xx: the card was deleted, its time refused, …) is kept with the server's
 * reason and shown (`useRefusedReviews`), never dropped silently. Stops at the first that still
 * cannot be delivered (no connection, a server error): it is sent again later. One sync at a time.
 */
export function flushPendingReviews(): Promise<'done' | 'unreachable'> {
  flushing ??= (async () => {
    await Promise.resolve(); // `flushing` is set before the work (and its `finally`) can run
    const queue = [...waiting];
    try {
      for (const [index, review] of queue.entries()) {
        setProgress({ sent: index, total: queue.length });
        try {
          await sendReview(review.cardId, review.body);
          write(pending.filter((p) => p.body.reviewId !== review.body.reviewId));
        } catch (error) {
          if (isTransient(error)) return 'unreachable';
          const reason = error instanceof Error ? error.message : String(error);
          const status = isApiError(error) ? error.status : 0;
          write(pending.map((p) => (p.body.reviewId === review.body.reviewId ? { ...p, refused: { status, reason } } : p)));
        }
      }
      return 'done';
    } finally {
      flushing = null;
      setProgress(null);
    }
  })();
  return flushing;
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many reviews wait to be sent (refused ones aside). */
export function usePendingReviewCount(): number {
  return useSyncExternalStore(subscribe, () => waiting.length);
}

/** The reviews the server refused, each with its reason, until the learner dismisses them. */
export function useRefusedReviews(): readonly PendingReview[] {
  return useSyncExternalStore(subscribe, () => refused);
}

/** The sync under way (null when none): "Syncing 2 of 5…". */
export function useSyncProgress(): SyncProgress | null {
  return useSyncExternalStore(subscribe, () => progress);
}

/**
 * While mounted: sends the kept reviews now, whenever the browser says it is online again, and
 * otherwise after a delay that doubles up to a minute; the due lists are read again afterwards.
 */
export function usePendingReviewSync(): { syncNow: () => Promise<void> } {
  const queryClient = useQueryClient();
  const hasPending = usePendingReviewCount() > 0;
  useEffect(() => {
    if (!hasPending) return;
    let isStopped = false;
    let isSending = false;
    let delay = FIRST_DELAY_MS;
    let timer: ReturnType<typeof setTimeout> | undefined;
    const attempt = async () => {
      if (isStopped || isSending) return;
      isSending = true;
      clearTimeout(timer);
      const outcome = await flushPendingReviews();
      isSending = false;
      if (isStopped) return;
      if (outcome === 'done') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
        return;
      }
      timer = setTimeout(() => void attempt(), delay);
      delay = Math.min(MAX_DELAY_MS, delay * 2);
    };
    const onOnline = () => {
      delay = FIRST_DELAY_MS;
      void attempt();
    };
    window.addEventListener('online', onOnline);
    void attempt();
    return () => {
      isStopped = true;
      clearTimeout(timer);
      window.removeEventListener('online', onOnline);
    };
  }, [hasPending, queryClient]);
  // on demand (the banner's "Sync now"): at once, whatever the backoff is waiting for
  const syncNow = useCallback(async () => {
    if ((await flushPendingReviews()) === 'done') void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
  }, [queryClient]);
  return { syncNow };
}
