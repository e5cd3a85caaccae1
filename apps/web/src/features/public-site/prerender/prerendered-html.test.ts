import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { LOCALES } from '@mnemo/domain/languages';
import { PUBLIC_PLACEHOLDERS } from '@mnemo/contracts/public-site';
import { HYDRATED_PAGE_KINDS, localizePath, pagePath, type PublicPage } from '../public-paths.ts';
import { listPublicPages } from './render-public-page.tsx';

/*
 * Reads the BUILT pages (apps/web/dist/prerendered, written by `npm run build`) as a crawler
 * would, without running any script, and checks what search engines and link previews need.
 */
const root = path.resolve(import.meta.dirname, '../../../../dist/prerendered');
const origin = PUBLIC_PLACEHOLDERS.publicUrl;

const EXPECTED_TYPES: Record<PublicPage['kind'], string[]> = {
  learn: ['WebPage', 'HowTo', 'FAQPage', 'SoftwareApplication'],
  exam: ['WebPage', 'FAQPage', 'SoftwareApplication'],
  educators: ['WebPage', 'SoftwareApplication'],
  pricing: ['WebPage', 'SoftwareApplication', 'FAQPage'],
  blog: ['CollectionPage'],
  'blog-post': ['WebPage', 'BlogPosting'],
  terms: ['WebPage'],
  privacy: ['WebPage'],
};

function readBuilt(urlPath: string): Document {
  const file = path.join(root, ...urlPath.split('/').filter(Boolean), 'index.html');
  if (!fs.existsSync(file)) {
    throw new Error(`Missing prerendered page ${file}. Run \`npm run build -w @mnemo/web\` (npm test builds first).`);
  }
  return new DOMParser().parseFromString(fs.readFileSync(file, 'utf8'), 'text/html');
}

const attr = (doc: Document, selector: string, name: string) => doc.head.querySelector(selector)?.getAttribute(name);

const cases = listPublicPages().flatMap((page) =>
  LOCALES.map((locale) => ({ page, locale, url: localizePath(pagePath(page), locale) })),
);

describe('prerendered public pages', () => {
  it('exist for every public route in both languages', () => {
    expect(fs.existsSync(root), `No ${root}: run the web build first`).toBe(true);
    expect(cases.length).toBeGreaterThanOrEqual(2 * (9 + 5 + 5 + 3));
    for (const { url } of cases) expect(() => readBuilt(url)).not.toThrow();
  });

  it.each(cases)('$url has its head, alternates, social tags and JSON-LD', ({ page, locale, url }) => {
    const doc = readBuilt(url);
    const en = `${origin}${pagePath(page)}`;
    const pt = `${origin}${localizePath(pagePath(page), 'pt')}`;

    expect(doc.documentElement.lang).toBe(locale === 'pt' ? 'pt-PT' : 'en');
    expect(doc.title.length).toBeGreaterThan(10);
    expect(doc.head.querySelectorAll('title')).toHaveLength(1);
    const description = attr(doc, 'meta[name="description"]', 'content') ?? '';
    expect(description.length).toBeGreaterThan(50);
    expect(doc.head.querySelectorAll('meta[name="description"]')).toHaveLength(1);
    if (page.kind === 'learn') expect(attr(doc, 'meta[name="keywords"]', 'content')).toBeTruthy();

    expect(attr(doc, 'link[rel="canonical"]', 'href')).toBe(locale === 'pt' ? pt : en);
    expect(attr(doc, 'link[rel="alternate"][hreflang="en"]', 'href')).toBe(en);
    expect(attr(doc, 'link[rel="alternate"][hreflang="pt-PT"]', 'href')).toBe(pt);
    expect(attr(doc, 'link[rel="alternate"][hreflang="x-default"]', 'href')).toBe(en);

    expect(attr(doc, 'meta[property="og:title"]', 'content')).toBe(doc.title);
    expect(attr(doc, 'meta[property="og:description"]', 'content')).toBe(description);
    expect(attr(doc, 'meta[property="og:url"]', 'content')).toBe(locale === 'pt' ? pt : en);
    expect(attr(doc, 'meta[property="og:locale"]', 'content')).toBe(locale === 'pt' ? 'pt_PT' : 'en_GB');
    expect(attr(doc, 'meta[property="og:type"]', 'content')).toBeTruthy();
    expect(attr(doc, 'meta[name="twitter:card"]', 'content')).toBe('summary');
    expect(attr(doc, 'meta[name="twitter:title"]', 'content')).toBe(doc.title);

    const jsonLd = [...doc.querySelectorAll('script[type="application/ld+json"]')].map(
      (script) => JSON.parse(script.textContent ?? '') as Record<string, unknown>,
    );
    const types = jsonLd.map((data) => data['@type']);
    expect(types).toEqual(expect.arrayContaining(EXPECTED_TYPES[page.kind]));
    for (const data of jsonLd) expect(data['@context']).toBe('https://schema.org');
    if (page.kind === 'learn') {
      const howTo = jsonLd.find((d) => d['@type'] === 'HowTo') as { step: unknown[] };
      expect(howTo.step).toHaveLength(3);
      const faq = jsonLd.find((d) => d['@type'] === 'FAQPage') as { mainEntity: unknown[] };
      expect(faq.mainEntity.length).toBeGreaterThanOrEqual(3);
    }

    // Readable without JavaScript: the page's content is in the HTML, in its language.
    const main = doc.querySelector('main');
    expect(main?.querySelector('h1')?.textContent?.length).toBeGreaterThan(3);
    expect(doc.querySelector('header a[href="/register"]')).not.toBeNull();
    expect(doc.querySelector('footer')).not.toBeNull();
  });

  it('are documents: only the islands script, no app bundle, no preloaded app chunks; the pricing page names the app for a signed-in learner (ADR 101)', () => {
    for (const { page, url } of cases) {
      const doc = readBuilt(url);
      const scripts = [...doc.querySelectorAll('script[src]')];
      expect(
        scripts.map((script) => script.getAttribute('src')),
        url,
      ).toEqual([expect.stringMatching(/^\/assets\/islands-[\w-]+\.js$/)]);
      expect(doc.querySelectorAll('link[rel="modulepreload"]'), url).toHaveLength(0);
      const appEntry = scripts[0]?.getAttribute('data-app-entry');
      if (HYDRATED_PAGE_KINDS.includes(page.kind)) expect(appEntry, url).toMatch(/^\/assets\/index-[\w-]+\.js$/);
      else expect(appEntry, url).toBeNull();
      // the stylesheet stays, the service worker's registration never comes (ADR 094)
      expect(doc.querySelector('link[rel="stylesheet"][href^="/assets/index-"]'), url).not.toBeNull();
    }
  });

  it('are different in each language', () => {
    const en = readBuilt('/learn/flashcards');
    const pt = readBuilt('/pt/learn/flashcards');
    expect(pt.querySelector('h1')?.textContent).not.toBe(en.querySelector('h1')?.textContent);
    expect(pt.querySelector('h1')?.textContent).toMatch(/Flashcards feitos/);
  });

  it('include sitemap.xml with every page and its alternates, and robots.txt pointing at it', () => {
    const sitemap = fs.readFileSync(path.join(root, 'sitemap.xml'), 'utf8');
    const xml = new DOMParser().parseFromString(sitemap, 'application/xml');
    const locs = [...xml.getElementsByTagName('loc')].map((loc) => loc.textContent);
    expect(locs).toHaveLength(cases.length);
    for (const { url } of cases) expect(locs).toContain(`${origin}${url}`);
    expect(sitemap).toContain(`hreflang="pt-PT" href="${origin}/pt/exams/law"`);
    const robots = fs.readFileSync(path.join(root, 'robots.txt'), 'utf8');
    expect(robots).toContain(`Sitemap: ${origin}/sitemap.xml`);
    expect(robots).toMatch(/Disallow: \/api\//);
  });

  it('keep the operator settings as placeholders for the server to fill', () => {
    const privacy = readBuilt('/privacy');
    const text = privacy.body.textContent ?? '';
    expect(text).toContain(PUBLIC_PLACEHOLDERS.operatorName);
    expect(text).toContain(PUBLIC_PLACEHOLDERS.privacyUpdated);
    expect(text).toMatch(/13/);
    const footerLink = [...privacy.querySelectorAll('footer a')].find(
      (a) => a.getAttribute('href') === PUBLIC_PLACEHOLDERS.bookMeetingUrl,
    );
    expect(footerLink).toBeDefined();
  });
});
