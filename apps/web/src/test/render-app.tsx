import { useEffect, type ReactElement } from 'react';
import { render } from '@testing-library/react';
import { QueryClient } from '@tanstack/react-query';
import { createMemoryRouter, type RouteObject } from 'react-router';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from '../app/providers.tsx';
import { appRoutes } from '../app/router.tsx';
import { AUTH_TOKEN_STORAGE_KEY } from '../lib/auth-token.ts';
import { i18n } from '../lib/i18n.ts';
import { createAppPersister, QUERY_CACHE_MAX_AGE_MS, QUERY_STALE_TIME_MS } from '../lib/query-client.ts';

type LazyRoute = Exclude<RouteObject['lazy'], undefined>;
const loadedLazyRoutes = new Map<LazyRoute, Partial<RouteObject>>();

async function loadLazyRoutes(routes: RouteObject[]): Promise<void> {
  for (const route of routes) {
    if (typeof route.lazy === 'function')
      loadedLazyRoutes.set(route.lazy, (await route.lazy()) as Partial<RouteObject>);
    if (route.children) await loadLazyRoutes(route.children);
  }
}

/*
 * The app's pages are lazy routes (ADR 050). Tests load them all once, up front, and render the
 * loaded routes, so a page is there at the first render as before, and a test's timings never
 * include compiling a page on first import. The real browser's lazy loading is covered by e2e.
 */
await loadLazyRoutes(appRoutes);

function withLoadedRoutes(routes: RouteObject[]): RouteObject[] {
  return routes.map((route) => {
    const loaded = typeof route.lazy === 'function' ? loadedLazyRoutes.get(route.lazy) : undefined;
    const children = route.children ? withLoadedRoutes(route.children) : undefined;
    if (!loaded && !children) return route;
    const { lazy, ...rest } = route;
    return { ...rest, ...(loaded ?? { lazy }), ...(children ? { children } : {}) } as RouteObject;
  });
}

export function createTestQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      // The app's timings, without retries so failures show at once.
      queries: { staleTime: QUERY_STALE_TIME_MS, gcTime: QUERY_CACHE_MAX_AGE_MS, retry: false },
      mutations: { retry: false },
    },
  });
}

export function signInForTest(token = 'test-token'): void {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
}

/**
 * localStorage for one rendered app's persister, written only while that app is mounted. The
 * persister's writes are throttled (QUERY_PERSIST_THROTTLE_MS): without this, a write still pending
 * when a test ends would land in a later test (files share their worker's jsdom, ADR 102).
 */
function storageWhileMounted(): { storage: Storage; Lifetime: () => null } {
  let mounted = true;
  const storage = {
    getItem: (key: string) => window.localStorage.getItem(key),
    setItem: (key: string, value: string) => {
      if (mounted) window.localStorage.setItem(key, value);
    },
    removeItem: (key: string) => {
      if (mounted) window.localStorage.removeItem(key);
    },
  } as Storage;
  function Lifetime() {
    useEffect(() => {
      mounted = true;
      return () => {
        mounted = false;
      };
    }, []);
    return null;
  }
  return { storage, Lifetime };
}

/**
 * Renders routes (the whole app by default) in a memory router with the real providers
 * (i18n, the persisted query client). The network is whatever `stubFetch` set up.
 */
export function renderApp({
  initialEntries = ['/'],
  routes = appRoutes,
  queryClient = createTestQueryClient(),
}: { initialEntries?: string[]; routes?: RouteObject[]; queryClient?: QueryClient } = {}) {
  const router = createMemoryRouter(withLoadedRoutes(routes), { initialEntries });
  const { storage, Lifetime } = storageWhileMounted();
  const result = render(
    <AppProviders queryClient={queryClient} persister={createAppPersister(storage)} i18n={i18n}>
      <Lifetime />
      <RouterProvider router={router} />
    </AppProviders>,
  );
  return { ...result, router, queryClient };
}

/** Renders one element on a route of its own (with the same providers). */
export function renderWithProviders(
  element: ReactElement,
  { path = '/', initialEntries }: { path?: string; initialEntries?: string[] } = {},
) {
  return renderApp({ initialEntries: initialEntries ?? [path], routes: [{ path: '*', element }] });
}
