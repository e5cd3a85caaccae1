import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { OfflinePackResponse } from '@mnemo/contracts/review';
import type { PendingReview } from './pending-review.ts';

/**
 * The browser's offline study store (ADR 100), in IndexedDB: the reviews waiting to be synced, the
 * cards and scheduling state kept for the next days (the "pack") and the cards' images and sounds.
 * Loaded lazily (dynamic import) by what needs it, so the session page's first load does not
 * carry it.
 */

/** A review made in this browser since the pack was read: what the day's counts and allowances add up offline. */
export interface LocalReview {
  reviewId: string;
  cardId: string;
  sessionId: string;
  reviewedAt: string;
  wasNew: boolean;
}

export interface StoredPack extends OfflinePackResponse {
  /** reviews made here since `generatedAt` (sent or still queued) */
  localReviews: LocalReview[];
}

/** A card's image or sound: its bytes and their type (bytes, not a Blob: every engine stores an ArrayBuffer alike). */
export interface StoredMedia {
  id: string;
  sessionId: string;
  type: string;
  bytes: ArrayBuffer;
}

interface OfflineSchema extends DBSchema {
  reviews: { key: string; value: PendingReview & { reviewId: string } };
  pack: { key: string; value: StoredPack };
  media: { key: string; value: StoredMedia; indexes: { bySession: string } };
}

export const OFFLINE_DB_NAME = 'mnemo-offline';
const PACK_KEY = 'current';

let opened: Promise<IDBPDatabase<OfflineSchema>> | null = null;

function db(): Promise<IDBPDatabase<OfflineSchema>> {
  opened ??= openDB<OfflineSchema>(OFFLINE_DB_NAME, 1, {
    upgrade(database) {
      database.createObjectStore('reviews', { keyPath: 'reviewId' });
      database.createObjectStore('pack');
      database.createObjectStore('media', { keyPath: 'id' }).createIndex('bySession', 'sessionId');
    },
  });
  return opened;
}

/** The queue in the order the reviews were made. */
export async function loadQueue(): Promise<PendingReview[]> {
  const rows = await (await db()).getAll('reviews');
  return rows
    .map(({ reviewId: _key, ...review }) => review)
    .sort((a, b) => Date.parse(a.body.reviewedAt) - Date.parse(b.body.reviewedAt));
}

/** Replaces the stored queue with `queue`, in one transaction. */
export async function saveQueue(queue: readonly PendingReview[]): Promise<void> {
  const tx = (await db()).transaction('reviews', 'readwrite');
  await tx.store.clear();
  for (const review of queue) await tx.store.put({ ...review, reviewId: review.body.reviewId });
  await tx.done;
}

export async function loadPack(): Promise<StoredPack | null> {
  return (await (await db()).get('pack', PACK_KEY)) ?? null;
}

export async function savePack(pack: StoredPack): Promise<void> {
  await (await db()).put('pack', pack, PACK_KEY);
}

/** Changes the stored pack in one transaction (nothing when none is kept). */
export async function updatePack(change: (pack: StoredPack) => StoredPack): Promise<void> {
  const tx = (await db()).transaction('pack', 'readwrite');
  const pack = await tx.store.get(PACK_KEY);
  if (pack) await tx.store.put(change(pack), PACK_KEY);
  await tx.done;
}

export async function loadMedia(sessionId: string): Promise<StoredMedia[]> {
  return (await db()).getAllFromIndex('media', 'bySession', sessionId);
}

export async function listMediaIds(): Promise<Set<string>> {
  return new Set(await (await db()).getAllKeys('media'));
}

export async function saveMedia(items: readonly StoredMedia[]): Promise<void> {
  const tx = (await db()).transaction('media', 'readwrite');
  for (const item of items) await tx.store.put(item);
  await tx.done;
}

/** Keeps only the media whose ids are in `keep` (the cards kept no longer show the others). */
export async function pruneMedia(keep: ReadonlySet<string>): Promise<void> {
  const tx = (await db()).transaction('media', 'readwrite');
  for (const id of await tx.store.getAllKeys()) if (!keep.has(id)) await tx.store.delete(id);
  await tx.done;
}

/** Forgets the cards and media kept (sign-out); the queue stays unless `withQueue`. */
export async function clearOfflineStore({ withQueue = false } = {}): Promise<void> {
  const database = await db();
  const stores = withQueue ? (['pack', 'media', 'reviews'] as const) : (['pack', 'media'] as const);
  const tx = database.transaction([...stores], 'readwrite');
  await Promise.all([...stores.map((name) => tx.objectStore(name).clear()), tx.done]);
}
