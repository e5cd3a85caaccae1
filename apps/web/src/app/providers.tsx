import { useState, type ReactNode } from 'react';
import type { QueryClient } from '@tanstack/react-query';
import { PersistQueryClientProvider, type Persister } from '@tanstack/react-query-persist-client';
import type { i18n as I18n } from 'i18next';
import { I18nextProvider } from 'react-i18next';
import { QUERY_CACHE_BUSTER, QUERY_CACHE_MAX_AGE_MS } from '../lib/query-client.ts';

/**
 * A query is saved while it holds data, even when its last refetch failed (offline): a page closed
 * and opened again without a connection still has what it last read (ADR 100).
 */
function keepsData(query: { state: { status: string; data: unknown } }): boolean {
  return query.state.status === 'success' || (query.state.status === 'error' && query.state.data !== undefined);
}

/**
 * Whether a query's data is older than the app's start (`since`): restored from the saved cache.
 * The app's start, not the document's time origin: a document may start the app more than once
 * (tests share one), and what an earlier start saved counts as restored.
 */
function isRestored(query: { state: { dataUpdatedAt: number } }, since: number): boolean {
  return query.state.dataUpdatedAt > 0 && query.state.dataUpdatedAt < since;
}

/** i18n and the query client, whose cache is restored from localStorage and saved back (spec §7). */
export function AppProviders({
  queryClient,
  persister,
  i18n,
  startedAt: givenStart,
  children,
}: {
  queryClient: QueryClient;
  persister: Persister;
  i18n: I18n;
  /** when the app started, before anything was asked for (main.tsx); else when these providers mounted */
  startedAt?: number;
  children: ReactNode;
}) {
  const [startedAt] = useState(() => givenStart ?? Date.now());
  return (
    <I18nextProvider i18n={i18n}>
      <PersistQueryClientProvider
        client={queryClient}
        persistOptions={{
          persister,
          maxAge: QUERY_CACHE_MAX_AGE_MS,
          buster: QUERY_CACHE_BUSTER,
          dehydrateOptions: { shouldDehydrateQuery: keepsData },
        }}
        // The restored cache paints at once; a new page load still asks the server again for what
        // was restored, since it may have changed in another tab or device since it was saved —
        // not for what this page load has asked for already (the session page's loader, ADR 111:
        // asked again, its signed PDF URL changed and the viewer began the file anew)
        onSuccess={() => void queryClient.invalidateQueries({ predicate: (query) => isRestored(query, startedAt) })}
      >
        {children}
      </PersistQueryClientProvider>
    </I18nextProvider>
  );
}
