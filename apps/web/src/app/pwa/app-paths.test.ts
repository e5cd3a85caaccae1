import { describe, expect, it } from 'vitest';
import { localizePath, pagePath, STATIC_PAGES } from '../../features/public-site/public-paths.ts';
import { isAppShellPath } from './app-paths.ts';

describe('the service worker’s navigation denylist', () => {
  it('never answers a public page, in either language, nor the API or a file', () => {
    for (const page of STATIC_PAGES) {
      for (const locale of ['en', 'pt'] as const)
        expect(isAppShellPath(localizePath(pagePath(page), locale)), pagePath(page)).toBe(false);
    }
    for (const path of [
      '/blog/some-post',
      '/pt',
      '/pt/blog/um-artigo',
      '/api/review/due',
      '/sitemap.xml',
      '/robots.txt',
      '/sw.js',
      '/manifest.webmanifest',
    ]) {
      expect(isAppShellPath(path), path).toBe(false);
    }
  });

  it('answers the app’s own pages with the shell', () => {
    for (const path of [
      '/',
      '/review',
      '/session',
      '/library',
      '/settings',
      '/progress',
      '/login',
      '/create-session',
      '/learning-plan',
    ]) {
      expect(isAppShellPath(path), path).toBe(true);
    }
  });
});
