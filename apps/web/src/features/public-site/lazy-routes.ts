import type { RouteObject } from 'react-router';
import { buildPublicRoutes } from './route-table.tsx';

/**
 * The public pages for the app's router: the same table as `publicRoutes`, but each element comes
 * through the router's `lazy`, so the pages (and their copy in both languages) are a chunk of
 * their own, fetched only when a public URL is opened. The router resolves it before the first
 * render, so a prerendered page hydrates onto the same tree.
 */
export const lazyPublicRoutes: RouteObject[] = buildPublicRoutes((render) => ({
  lazy: async () => ({ element: render(await import('./pages.tsx')) }),
}));
