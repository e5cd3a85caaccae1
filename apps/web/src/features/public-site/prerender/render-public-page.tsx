import { renderToString } from 'react-dom/server';
import { StaticRouter, useRoutes } from 'react-router';
import { LOCALES, type Locale } from '@mnemo/domain/languages';
import { PUBLIC_PLACEHOLDERS } from '@mnemo/contracts/public-site';
import { listPostSlugs } from '../blog/posts.ts';
import { HYDRATED_PAGE_KINDS, localizePath, pagePath, STATIC_PAGES, type PublicPage } from '../public-paths.ts';
import { publicRoutes } from '../routes.tsx';
import { buildPageHead, HREFLANG, renderHeadTags } from '../seo/page-head.ts';

/*
 * The build-time entry (bundled and run by scripts/prerender.mjs): it renders the very route
 * objects the app uses, so a public page the app opens by its own navigation looks the same as the
 * static HTML (and the pricing page, which the app hydrates for a signed-in learner, is the same tree).
 */

export interface PrerenderedPage {
  /** the URL path, e.g. /pt/learn/pdf */
  path: string;
  htmlLang: string;
  headTags: string;
  bodyHtml: string;
  /** true: for a signed-in learner the islands script loads the app's bundle, which hydrates it (the pricing page, ADR 101) */
  hydrate: boolean;
}

export function listPublicPages(): PublicPage[] {
  return [...STATIC_PAGES, ...listPostSlugs().map((slug) => ({ kind: 'blog-post', slug }) as const)];
}

function PublicRoutes() {
  return useRoutes(publicRoutes);
}

export function renderPublicPage(page: PublicPage, locale: Locale): PrerenderedPage {
  const path = localizePath(pagePath(page), locale);
  const head = buildPageHead(page, locale);
  if (!head) throw new Error(`No content for ${path}`);
  const bodyHtml = renderToString(
    <StaticRouter location={path}>
      <PublicRoutes />
    </StaticRouter>,
  );
  return {
    path,
    htmlLang: HREFLANG[locale],
    headTags: renderHeadTags(head),
    bodyHtml,
    hydrate: HYDRATED_PAGE_KINDS.includes(page.kind),
  };
}

export function renderAllPublicPages(): PrerenderedPage[] {
  return listPublicPages().flatMap((page) => LOCALES.map((locale) => renderPublicPage(page, locale)));
}

/** sitemap.xml with each page's language alternates; the origin is filled in when served. */
export function renderSitemap(): string {
  const origin = PUBLIC_PLACEHOLDERS.publicUrl;
  const entries = listPublicPages().flatMap((page) =>
    LOCALES.map((locale) => {
      const alternates = [
        ...LOCALES.map(
          (l) =>
            `    <xhtml:link rel="alternate" hreflang="${HREFLANG[l]}" href="${origin}${localizePath(pagePath(page), l)}"/>`,
        ),
        `    <xhtml:link rel="alternate" hreflang="x-default" href="${origin}${pagePath(page)}"/>`,
      ];
      return [
        `  <url>`,
        `    <loc>${origin}${localizePath(pagePath(page), locale)}</loc>`,
        ...alternates,
        `  </url>`,
      ].join('\n');
    }),
  );
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9" xmlns:xhtml="http://www.w3.org/1999/xhtml">',
    ...entries,
    '</urlset>',
    '',
  ].join('\n');
}

/** robots.txt: public pages are open, the API and private app routes are not. */
export function renderRobots(): string {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /session',
    '',
    `Sitemap: ${PUBLIC_PLACEHOLDERS.publicUrl}/sitemap.xml`,
    '',
  ].join('\n');
}
