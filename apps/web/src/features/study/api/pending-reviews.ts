import { useEffect, useSyncExternalStore } from 'react';
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
const listeners = new Set<() => void>();

function write(next: PendingReview[]): void {
  pending = next;
  if (next.length === 0) window.localStorage.removeItem(STORAGE_KEY);
  else window.localStorage.setItem(STORAGE_KEY, JSON.stringify(next));
  for (const listener of listeners) listener();
}

export function addPendingReview(review: PendingReview): void {
  if (pending.some((p) => p.body.reviewId === review.body.reviewId)) return;
  write([...pending, review]);
}

/** Takes a review back before it was sent (Undo); false when it is not (or no longer) kept. */
export function removePendingReview(reviewId: string): boolean {
  if (!pending.some((p) => p.body.reviewId === reviewId)) return false;
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

/**
 * Sends the kept reviews in order. One the server refuses (the card was deleted, …) is dropped:
 * sending it again cannot succeed. Stops at the first that still cannot reach the server.
 */
export async function flushPendingReviews(): Promise<'done' | 'unreachable'> {
  for (const review of [...pending]) {
    try {
      await sendReview(review.cardId, review.body);
    } catch (error) {
      if (isUnreachable(error)) return 'unreachable';
    }
    write(pending.filter((p) => p.body.reviewId !== review.body.reviewId));
  }
  return 'done';
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many reviews wait to be sent. */
export function usePendingReviewCount(): number {
  return useSyncExternalStore(subscribe, () => pending.length);
}

/**
 * While mounted: sends the kept reviews now, whenever the browser says it is online again, and
 * otherwise after a delay that doubles up to a minute; the due lists are read again afterwards.
 */
export function usePendingReviewSync(): void {
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
}
