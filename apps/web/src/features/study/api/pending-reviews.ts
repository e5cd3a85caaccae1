import { useCallback, useEffect, useSyncExternalStore } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import type { ReviewBody, ReviewResponse } from '@mnemo/contracts/review';
import type { PendingReview } from '../offline/pending-review.ts';
import { requestApi } from '../../../lib/api-client.ts';
import { isApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/**
 * Reviews made while the server could not be reached: kept in memory and in IndexedDB (ADR 100), and
 * sent again (same `reviewId`, so the server counts each once: ADR 042) when the browser is back
 * online, with a growing delay between attempts. Each keeps the time it was made (`reviewedAt`),
 * so the server schedules it at that time, not when it arrives (ADR 093).
 */
export type { PendingReview } from '../offline/pending-review.ts';

/** Progress of the sync under way: how many of the queue's reviews were sent so far. */
export interface SyncProgress {
  sent: number;
  total: number;
}

/** Where the queue was kept before IndexedDB: read once, moved, then removed (ADR 100). */
export const LEGACY_STORAGE_KEY = 'mnemo.pendingReviews';
const FIRST_DELAY_MS = 2_000;
const MAX_DELAY_MS = 60_000;

function readLegacy(): PendingReview[] {
  try {
    const parsed: unknown = JSON.parse(window.localStorage.getItem(LEGACY_STORAGE_KEY) ?? '[]');
    // a review kept before reviews carried their time: sent as made now, as it was before
    return Array.isArray(parsed)
      ? (parsed as PendingReview[]).map((p) => ({
          ...p,
          body: { ...p.body, reviewedAt: p.body.reviewedAt ?? new Date().toISOString() },
        }))
      : [];
  } catch {
    return [];
  }
}

let pending: PendingReview[] = [];
let waiting: PendingReview[] = [];
let progress: SyncProgress | null = null;
const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

function setProgress(next: SyncProgress | null): void {
  progress = next;
  notify();
}

/** What the banner shows: the queue as last stored (a review counts as kept once IndexedDB holds it). */
let shownWaiting: PendingReview[] = [];
let shownRefused: PendingReview[] = [];

function setQueue(next: PendingReview[]): void {
  pending = next;
  waiting = next.filter((p) => !p.refused);
}

function show(stored: PendingReview[]): void {
  shownWaiting = stored.filter((p) => !p.refused);
  shownRefused = stored.filter((p) => p.refused);
  notify();
}

const offlineDb = () => import('../offline/offline-db.ts');
/** The queue's writes to IndexedDB, one after another (the last one written is the queue as it is). */
let saved: Promise<void> = Promise.resolve();

/**
 * The queue as kept in IndexedDB, read once: with what localStorage held before (moved there, then
 * removed from localStorage) and whatever was queued meanwhile.
 */
let loading: Promise<void> | null = null;
export function loadPendingReviews(): Promise<void> {
  loading ??= (async () => {
    const legacy = readLegacy();
    let stored: PendingReview[] = [];
    try {
      stored = await (await offlineDb()).loadQueue();
    } catch {
      // no IndexedDB (a private window of some browsers): the queue lives in memory only
    }
    const known = new Set(stored.map((p) => p.body.reviewId));
    const merged = [...stored];
    for (const review of [...legacy, ...pending]) {
      if (known.has(review.body.reviewId)) continue;
      known.add(review.body.reviewId);
      merged.push(review);
    }
    setQueue(merged);
    await persist();
    if (legacy.length > 0) window.localStorage.removeItem(LEGACY_STORAGE_KEY);
  })();
  return loading;
}

function persist(): Promise<void> {
  const snapshot = pending;
  saved = saved.then(async () => {
    try {
      await (await offlineDb()).saveQueue(snapshot);
    } catch {
      // no IndexedDB: kept in memory for this page
    }
    show(snapshot);
  });
  return saved;
}

function write(next: PendingReview[]): Promise<void> {
  setQueue(next);
  return persist();
}

/** Keeps a review to sync later; resolves once it is stored (it survives the page being closed). */
export async function addPendingReview(review: PendingReview): Promise<void> {
  // the stored queue is read first, so reading it can never put back a review sent meanwhile
  await loadPendingReviews();
  if (pending.some((p) => p.body.reviewId === review.body.reviewId)) return;
  await write([...pending, review]);
}

/** Takes a review back before it was sent (Undo); false when it is not (or no longer) kept. */
export function removePendingReview(reviewId: string): boolean {
  if (!waiting.some((p) => p.body.reviewId === reviewId)) return false;
  void write(pending.filter((p) => p.body.reviewId !== reviewId));
  return true;
}

/** Resolves once every change to the queue so far is stored. */
export function whenPendingReviewsSaved(): Promise<void> {
  return saved;
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
  return (
    error.code === 'NETWORK' ||
    error.status >= 500 ||
    error.status === 401 ||
    error.status === 408 ||
    error.status === 429
  );
}

/** Dismisses a refused review the learner has read (it cannot be sent). */
export function dismissRefusedReview(reviewId: string): void {
  void write(pending.filter((p) => !(p.refused && p.body.reviewId === reviewId)));
}

let flushing: Promise<'done' | 'unreachable'> | null = null;

const offlinePack = () => import('../offline/offline-pack.ts');

/** The card as the server scheduled it, in the offline store (nothing when the store cannot be reached). */
export async function keepServerCard(answer: ReviewResponse): Promise<void> {
  try {
    await (await offlinePack()).takeServerCard(answer.flashcard);
  } catch {
    // no IndexedDB: nothing is kept offline
  }
}

/**
 * Sends the kept reviews in order, saying how far it got (`useSyncProgress`). One the server
 * refuses for good (a 4xx: the card was deleted, its time refused, …) is kept with the server's
 * reason and shown (`useRefusedReviews`), never dropped silently. Stops at the first that still
 * cannot be delivered (no connection, a server error): it is sent again later. One sync at a time.
 */
export function flushPendingReviews(): Promise<'done' | 'unreachable'> {
  flushing ??= (async () => {
    await Promise.resolve(); // `flushing` is set before the work (and its `finally`) can run
    await loadPendingReviews();
    const queue = [...waiting];
    try {
      for (const [index, review] of queue.entries()) {
        setProgress({ sent: index, total: queue.length });
        try {
          const answer = await sendReview(review.cardId, review.body);
          // the kept card takes the server's schedule before the queue lets go of the review
          await keepServerCard(answer);
          await write(pending.filter((p) => p.body.reviewId !== review.body.reviewId));
        } catch (error) {
          if (isTransient(error)) return 'unreachable';
          const reason = error instanceof Error ? error.message : String(error);
          const status = isApiError(error) ? error.status : 0;
          await write(
            pending.map((p) => (p.body.reviewId === review.body.reviewId ? { ...p, refused: { status, reason } } : p)),
          );
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

/** After a sync: the offline store is read again from the server (ADR 100). */
function afterSync(): void {
  void offlinePack()
    .then((pack) => pack.refreshOfflinePack())
    .catch(() => undefined);
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** How many reviews wait to be sent (refused ones aside). */
export function usePendingReviewCount(): number {
  return useSyncExternalStore(subscribe, () => shownWaiting.length);
}

/** The reviews the server refused, each with its reason, until the learner dismisses them. */
export function useRefusedReviews(): readonly PendingReview[] {
  return useSyncExternalStore(subscribe, () => shownRefused);
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
  useEffect(() => void loadPendingReviews(), []);
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
        afterSync();
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
    if ((await flushPendingReviews()) === 'done') {
      afterSync();
      void queryClient.invalidateQueries({ queryKey: queryKeys.reviewAll });
    }
  }, [queryClient]);
  return { syncNow };
}

/**
 * Forgets the queue held in memory, so it is read from IndexedDB again. For tests only: the web
 * tests share their worker's modules (ADR 102), and one file's queue must not reach the next.
 */
export async function resetPendingReviewsForTests(): Promise<void> {
  await saved;
  await flushing;
  pending = [];
  waiting = [];
  shownWaiting = [];
  shownRefused = [];
  progress = null;
  loading = null;
  flushing = null;
  saved = Promise.resolve();
}
