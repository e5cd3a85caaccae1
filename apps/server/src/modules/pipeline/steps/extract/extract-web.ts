import { Readability } from '@mozilla/readability';
import { errors } from '../../../../lib/app-error.ts';
import { safeFetch, type SafeFetchOptions } from '../../../../lib/safe-fetch.ts';
import {
  createPassage,
  detectLanguage,
  normalizeSpaces,
  type ExtractedPassage,
  type ExtractionResult,
} from './extraction.ts';
import {
  ELEMENT_NODE,
  parseHtmlDocument,
  sanitizeArticleHtml,
  TEXT_NODE,
  type DomElement,
  type DomNode,
} from './html-dom.ts';

export interface WebMeta {
  /** the address finally read, after redirects */
  finalUrl: string;
  siteName?: string;
  byline?: string;
  excerpt?: string;
  /** the main content as sanitised HTML, for keeping the page as a PDF */
  articleHtml: string;
  /** true when Readability found no article and the page body was read instead */
  isFallback: boolean;
}

export type ExtractWebOptions = Pick<SafeFetchOptions, 'allowHosts' | 'resolveHost' | 'timeoutMs' | 'maxBytes'>;

const HTML_TYPES = new Set(['text/html', 'application/xhtml+xml']);
const HEADING = /^H[1-6]$/;
const HAS_WORD = /[\p{L}\p{N}]/u;
const BLOCKS = new Set([
  'P',
  'LI',
  'PRE',
  'BLOCKQUOTE',
  'DD',
  'DT',
  'FIGCAPTION',
  'TD',
  'TH',
  'CAPTION',
  'ADDRESS',
  'H1',
  'H2',
  'H3',
  'H4',
  'H5',
  'H6',
  'DIV',
  'SECTION',
  'ARTICLE',
  'MAIN',
  'UL',
  'OL',
  'DL',
  'TABLE',
  'TBODY',
  'THEAD',
  'TR',
  'FIGURE',
  'HEADER',
  'FOOTER',
  'ASIDE',
  'NAV',
]);
const MIN_TEXT_CHARS = 80;

/**
 * Reads a web page through the SSRF guard and keeps its main content (Readability over linkedom)
 * as passages, one per heading section. Unreachable, non-HTML and empty pages are refused.
 */
export async function extractWeb(url: string, options: ExtractWebOptions = {}): Promise<ExtractionResult<WebMeta>> {
  const response = await safeFetch(url, { maxBytes: 5 * 1024 * 1024, ...options });
  if (response.status >= 400 || response.status < 200) {
    throw errors.documentProcessing('pipeline:web_http_error', { status: response.status });
  }
  const looksLikeHtml = /^\s*(<!doctype html|<html|<head|<body|<!--|<meta|<title|<div|<p)/i.test(
    response.body.subarray(0, 512).toString('latin1'),
  );
  if (response.contentType === null ? !looksLikeHtml : !HTML_TYPES.has(response.contentType)) {
    throw errors.unsupportedFile('pipeline:web_not_html', { contentType: response.contentType ?? 'unknown' });
  }
  const html = decodeHtml(response.body, response.charset);
  const document = parseHtmlDocument(html);
  const pageLanguage = document.documentElement.getAttribute('lang') ?? undefined;
  const pageTitle = readPageTitle(document);
  // Readability changes the document it reads; keep our own copy for the fallback.
  const article = new Readability(parseHtmlDocument(html), { charThreshold: 200 }).parse();
  let articleHtml = typeof article?.content === 'string' ? article.content : '';
  let passages = readSections(articleHtml);
  let isFallback = false;
  if (countChars(passages) < MIN_TEXT_CHARS) {
    for (const element of Array.from(
      document.querySelectorAll('script,style,noscript,nav,header,footer,aside,form,template'),
    ))
      element.remove();
    articleHtml = document.body?.innerHTML ?? '';
    passages = readSections(articleHtml);
    isFallback = true;
  }
  if (countChars(passages) < MIN_TEXT_CHARS) throw errors.documentProcessing('pipeline:web_empty');
  const title = pageTitle || normalizeSpaces(article?.title ?? '') || undefined;
  const language =
    normalizeLanguage(article?.lang ?? pageLanguage) ??
    detectLanguage(passages.map((passage) => passage.text).join('\n'));
  const meta: WebMeta = { finalUrl: response.url, articleHtml: sanitizeArticleHtml(articleHtml), isFallback };
  if (article?.siteName) meta.siteName = article.siteName;
  if (article?.byline) meta.byline = article.byline;
  if (article?.excerpt) meta.excerpt = article.excerpt;
  return {
    passages,
    ...(title === undefined ? {} : { title }),
    ...(language === undefined ? {} : { language }),
    meta,
  };
}

/**
 * The title a page gives itself: its Open Graph title (its own name for itself, without the
 * site's name most `<title>`s add), else its `<title>` — cut to the first `<h1>` when it holds it
 * ("Photosynthesis explained | Biology Notes" with the heading "Photosynthesis explained"), or
 * without the part that names the site (og:site_name) — else its first `<h1>`; '' when none has
 * words. Read on a document Readability has not changed.
 */
export function readPageTitle(document: ReturnType<typeof parseHtmlDocument>): string {
  const read = (text: string | null | undefined) => {
    const cleaned = normalizeSpaces((text ?? '').replace(/\s+/g, ' '));
    return HAS_WORD.test(cleaned) ? cleaned : '';
  };
  const meta = (name: string) =>
    document.querySelector(`meta[property="${name}"], meta[name="${name}"]`)?.getAttribute('content');
  const openGraph = read(meta('og:title'));
  if (openGraph) return openGraph;
  const heading = read(document.querySelector('h1')?.textContent);
  const title = read(document.title);
  if (!title) return heading;
  if (heading && title.toLowerCase().includes(heading.toLowerCase())) return heading;
  const site = read(meta('og:site_name') ?? meta('application-name')).toLowerCase();
  const parts = title.split(/\s+[|·•–—:-]+\s+/);
  const kept = site ? parts.filter((part) => part.toLowerCase() !== site) : parts;
  return kept.length > 0 && kept.length < parts.length ? kept.join(' – ') : title;
}

function countChars(passages: ExtractedPassage[]): number {
  return passages.reduce((sum, passage) => sum + passage.text.replace(/\s/g, '').length, 0);
}

function normalizeLanguage(lang: string | null | undefined): string | undefined {
  const code = lang?.trim().toLowerCase().split(/[-_]/)[0];
  return code !== undefined && /^[a-z]{2,3}$/.test(code) ? code : undefined;
}

function decodeHtml(body: Buffer, charset: string | null): string {
  const head = body.subarray(0, 4096).toString('latin1');
  const declared = charset ?? /<meta[^>]+charset\s*=\s*["']?([\w-]+)/i.exec(head)?.[1] ?? 'utf-8';
  try {
    return new TextDecoder(declared).decode(body);
  } catch {
    return new TextDecoder('utf-8').decode(body);
  }
}

/** Splits article HTML into sections: each heading starts a passage holding its paragraphs. */
function readSections(html: string): ExtractedPassage[] {
  if (html.trim() === '') return [];
  const body = parseHtmlDocument(`<!doctype html><html><body>${html}</body></html>`).body;
  if (body === null) return [];
  const sections: Array<{ heading?: string; paragraphs: string[] }> = [{ paragraphs: [] }];
  const emit = (element: DomElement): void => {
    const text = readInlineText(element);
    if (text === '') return;
    if (HEADING.test(element.tagName)) sections.push({ heading: text, paragraphs: [] });
    else sections[sections.length - 1]!.paragraphs.push(text);
  };
  const visit = (node: DomNode): void => {
    for (const child of Array.from(node.childNodes)) {
      if (child.nodeType === TEXT_NODE) {
        const text = normalizeSpaces(child.textContent ?? '');
        if (text !== '') sections[sections.length - 1]!.paragraphs.push(text);
        continue;
      }
      if (child.nodeType !== ELEMENT_NODE) continue;
      const element = child as DomElement;
      if (['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE'].includes(element.tagName)) continue;
      if (HEADING.test(element.tagName) || !hasBlockChild(element)) {
        if (BLOCKS.has(element.tagName) || HEADING.test(element.tagName)) emit(element);
        else {
          const text = readInlineText(element);
          if (text !== '') sections[sections.length - 1]!.paragraphs.push(text);
        }
      } else {
        visit(element);
      }
    }
  };
  visit(body);
  return sections
    .filter((section) => section.paragraphs.length > 0 || section.heading !== undefined)
    .map((section) =>
      [section.heading, ...section.paragraphs].filter((part): part is string => part !== undefined).join('\n\n'),
    )
    .filter((text) => text.trim() !== '')
    .map((text) => createPassage(text));
}

function hasBlockChild(element: DomElement): boolean {
  return Array.from(element.childNodes).some(
    (child) => child.nodeType === ELEMENT_NODE && BLOCKS.has((child as DomElement).tagName),
  );
}

function readInlineText(element: DomElement): string {
  if (element.tagName === 'PRE') return (element.textContent ?? '').trim();
  return normalizeSpaces(element.textContent ?? '');
}
