import { QueryClient } from '@tanstack/react-query';
import { createSyncStoragePersister } from '@tanstack/query-sync-storage-persister';
import type { Persister } from '@tanstack/react-query-persist-client';
import { isApiError } from './api-error.ts';

/** localStorage key of the persisted query cache. */
export const QUERY_CACHE_STORAGE_KEY = 'mnemo.query-cache';

/** Spec §7: data stale after 10 s, 1 retry, persisted cache kept 24 h, writes throttled to 1 s. */
export const QUERY_STALE_TIME_MS = 10_000;
export const QUERY_CACHE_MAX_AGE_MS = 24 * 60 * 60 * 1000;
export const QUERY_PERSIST_THROTTLE_MS = 1000;
/** Bump when the shape of cached data changes, so old caches are dropped instead of misread. */
export const QUERY_CACHE_BUSTER = 'mnemo-web-1';

/** One retry, but never for an answer the server gave on purpose (4xx): it would not change. */
function shouldRetry(failureCount: number, error: unknown): boolean {
  if (isApiError(error) && error.status >= 400 && error.status < 500) return false;
  return failureCount < 1;
}

export function createAppQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        staleTime: QUERY_STALE_TIME_MS,
        retry: shouldRetry,
        // A query must outlive the persisted cache or it is dropped before it can be restored.
        gcTime: QUERY_CACHE_MAX_AGE_MS,
      },
      mutations: { retry: false },
    },
  });
}

export function createAppPersister(storage: Storage | undefined = globalThis.localStorage): Persister {
  return createSyncStoragePersister({
    storage,
    key: QUERY_CACHE_STORAGE_KEY,
    throttleTime: QUERY_PERSIST_THROTTLE_MS,
  });
}

/**
 * Forgets every cached answer, in memory and in localStorage (ARCHITECTURE.md §8: logout clears
 * the persisted cache). A throttled write still pending after this can only write the now-empty
 * cache, never the old data.
 */
export function clearQueryCache(queryClient: QueryClient): void {
  queryClient.cancelQueries().catch(() => undefined);
  queryClient.clear();
  try {
    globalThis.localStorage?.removeItem(QUERY_CACHE_STORAGE_KEY);
  } catch {
    // Storage may be unavailable; the in-memory cache is already gone.
  }
}
