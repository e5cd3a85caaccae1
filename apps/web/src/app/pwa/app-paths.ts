import { pagePath, PT_PREFIX, STATIC_PAGES } from '../../features/public-site/public-paths.ts';

/*
 * Which navigations the service worker may answer with the app shell (ADR 094). The public pages
 * are plain prerendered HTML from the server: the worker never answers them (either language), nor
 * the API, nor the files the server writes (sitemap, robots). Read by vite.config.ts at build time.
 */

/** The first segment of every English public page (`learn`, `exams`, `pricing`, …; blog posts live under `blog`). */
export const PUBLIC_SECTIONS: readonly string[] = [
  ...new Set([...STATIC_PAGES.map((page) => pagePath(page).split('/')[1]!), 'blog']),
].filter(Boolean);

const escape = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

/** Navigations the service worker leaves to the network. */
export const NAVIGATE_FALLBACK_DENYLIST: RegExp[] = [
  new RegExp(`^${escape(PT_PREFIX)}(/|$)`),
  new RegExp(`^/(${PUBLIC_SECTIONS.map(escape).join('|')})(/|$)`),
  /^\/api(\/|$)/,
  // a path with an extension (sitemap.xml, robots.txt, a download, the worker itself) is never the app
  /\/[^/]+\.[^/]+$/,
];

/** Whether the service worker answers a navigation to `pathname` with the app shell. */
export function isAppShellPath(pathname: string): boolean {
  return !NAVIGATE_FALLBACK_DENYLIST.some((pattern) => pattern.test(pathname));
}
