import { describe, expect, it } from 'vitest';
import { render, waitFor } from '@testing-library/react';
import { dehydrate, QueryClient } from '@tanstack/react-query';
import { i18n } from '../lib/i18n.ts';
import { createAppPersister, QUERY_CACHE_BUSTER, QUERY_CACHE_STORAGE_KEY } from '../lib/query-client.ts';
import { AppProviders } from './providers.tsx';

/** A storage holding a saved cache with one query, saved a minute before this page load. */
function storageWithSavedQuery(): Storage {
  const saved = new QueryClient();
  saved.setQueryData(['saved'], { name: 'from an earlier visit' }, { updatedAt: performance.timeOrigin - 60_000 });
  const items = new Map<string, string>([
    [
      QUERY_CACHE_STORAGE_KEY,
      JSON.stringify({ buster: QUERY_CACHE_BUSTER, timestamp: Date.now(), clientState: dehydrate(saved) }),
    ],
  ]);
  return {
    get length() {
      return items.size;
    },
    clear: () => items.clear(),
    getItem: (key) => items.get(key) ?? null,
    key: (index) => [...items.keys()][index] ?? null,
    removeItem: (key) => void items.delete(key),
    setItem: (key, value) => void items.set(key, value),
  };
}

describe('the restored query cache', () => {
  it('is asked for again once restored, but not what this page load has already fetched (the session loader’s, ADR 111)', async () => {
    const startedAt = Date.now();
    const queryClient = new QueryClient();
    // fetched by this page load before the saved cache was restored
    queryClient.setQueryData(['fetched-now'], { name: 'fresh' });
    render(
      <AppProviders
        queryClient={queryClient}
        persister={createAppPersister(storageWithSavedQuery())}
        i18n={i18n}
        startedAt={startedAt}
      >
        <p>app</p>
      </AppProviders>,
    );
    await waitFor(() => expect(queryClient.getQueryData(['saved'])).toEqual({ name: 'from an earlier visit' }));
    await waitFor(() => expect(queryClient.getQueryState(['saved'])?.isInvalidated).toBe(true));
    expect(queryClient.getQueryState(['fetched-now'])?.isInvalidated).toBe(false);
  });
});
