import type { RouteObject } from 'react-router';
import * as pages from './pages.tsx';
import { buildPublicRoutes } from './route-table.tsx';

/**
 * Every public page, English at `/learn/…` and European Portuguese at `/pt/learn/…`, with their
 * pages loaded: the build renders these to static HTML (and the tests render them). The app's
 * router uses `lazyPublicRoutes` (lazy-routes.ts), the same table whose pages load on demand,
 * so hydration finds identical markup.
 */
export const publicRoutes: RouteObject[] = buildPublicRoutes((render) => ({ element: render(pages) }));
