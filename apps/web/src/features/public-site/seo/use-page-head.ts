import { useEffect, useMemo } from 'react';
import { usePublicLocale } from '../public-locale.tsx';
import { localizePath, pagePath, type PublicPage } from '../public-paths.ts';
import { buildPageHead, HREFLANG, type PageHead } from './page-head.ts';

function upsert(selector: string, create: () => HTMLElement, attribute: string, value: string): void {
  let element = document.head.querySelector<HTMLElement>(selector);
  if (!element) {
    element = create();
    document.head.append(element);
  }
  element.setAttribute(attribute, value);
}

const meta = (attr: 'name' | 'property', key: string) => () => {
  const element = document.createElement('meta');
  element.setAttribute(attr, key);
  return element;
};

const link = (rel: string, hreflang?: string) => () => {
  const element = document.createElement('link');
  element.rel = rel;
  if (hreflang) element.hreflang = hreflang;
  return element;
};

/**
 * Keeps <head> in step when the app navigates between public pages without a reload. The
 * prerendered HTML already holds the same tags for crawlers, so on first load this changes nothing.
 */
export function usePageHead(head: PageHead | undefined): void {
  useEffect(() => {
    if (!head) return;
    const origin = window.location.origin;
    const url = (locale: 'en' | 'pt') => `${origin}${localizePath(head.path, locale)}`;
    document.title = head.title;
    upsert('meta[name="description"]', meta('name', 'description'), 'content', head.description);
    upsert('link[rel="canonical"]', link('canonical'), 'href', url(head.locale));
    upsert(`link[rel="alternate"][hreflang="${HREFLANG.en}"]`, link('alternate', HREFLANG.en), 'href', url('en'));
    upsert(`link[rel="alternate"][hreflang="${HREFLANG.pt}"]`, link('alternate', HREFLANG.pt), 'href', url('pt'));
    upsert('link[rel="alternate"][hreflang="x-default"]', link('alternate', 'x-default'), 'href', url('en'));
    upsert('meta[property="og:title"]', meta('property', 'og:title'), 'content', head.title);
    upsert('meta[property="og:description"]', meta('property', 'og:description'), 'content', head.description);
    upsert('meta[property="og:url"]', meta('property', 'og:url'), 'content', url(head.locale));
    document.documentElement.lang = HREFLANG[head.locale];
  }, [head]);
}

/** The head of a public page in the page's language, rebuilt only when the page changes. */
export function usePublicPageHead(page: PublicPage): PageHead | undefined {
  const locale = usePublicLocale();
  const key = `${locale}:${pagePath(page)}`;
  // The key captures everything the head depends on; `page` itself is a fresh object each render.
  // eslint-disable-next-line react-hooks/exhaustive-deps
  const head = useMemo(() => buildPageHead(page, locale), [key]);
  usePageHead(head);
  return head;
}
