import { createHash } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import fp from 'fastify-plugin';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { isLocale, type Locale } from '@mnemo/domain/languages';
import type { PlansResponse } from '@mnemo/contracts/billing';
import {
  DEFAULT_PRIVACY_UPDATED,
  PRERENDERED_DIR,
  PUBLIC_PLACEHOLDERS,
  pricePlaceholder,
} from '@mnemo/contracts/public-site';
import { BILLING_PERIODS } from '@mnemo/domain/plans';
import { formatPeriodPrice } from '@mnemo/i18n/billing-format';

export interface PublicPagesOptions {
  /** the web build (apps/web/dist); pages are read from its `prerendered/` folder */
  distDir: string;
  /** PUBLIC_URL, e.g. https://mnemo.example.org; empty: the origin of each request */
  publicUrl: string;
  /** OPERATOR_NAME, shown in the footer and the legal pages */
  operatorName?: string | undefined;
  /** OPERATOR_CONTACT, e.g. an email address, shown in the legal pages */
  operatorContact?: string | undefined;
  /** BOOK_MEETING_URL (http/https); without it the link goes to the educators' early-access form */
  bookMeetingUrl?: string | undefined;
  /** PRIVACY_LAST_UPDATED (dd/mm/yyyy); the spec's 19/10/2024 by default */
  privacyUpdated?: string | undefined;
  /** GET /api/plans's answer in a language: fills the pricing page's prices (none with billing off) */
  plans?: ((locale: Locale) => PlansResponse) | undefined;
}

/** The pricing page's values: billing mode, the plans as JSON, and each price's text. */
function planValues(plans: PlansResponse, locale: Locale): Record<string, string> {
  const values: Record<string, string> = {
    [PUBLIC_PLACEHOLDERS.billing]: plans.billing,
    [PUBLIC_PLACEHOLDERS.plans]: escapeHtml(JSON.stringify(plans)),
  };
  for (const offer of plans.plans) {
    for (const period of BILLING_PERIODS) {
      values[pricePlaceholder(offer.plan, period)] = offer.prices
        ? escapeHtml(formatPeriodPrice(offer.prices[period], period, locale))
        : '';
    }
  }
  return values;
}

interface Page {
  /** the file's content with everything but the origin filled in */
  html: string;
  contentType: string;
  locale: Locale;
}

const PT_PREFIX = '/pt';

interface Encoded {
  br: Buffer;
  gzip: Buffer;
}

// Pages are compressed once (or per request without PUBLIC_URL); brotli at a middling quality
// keeps start-up quick while sending a fraction of the bytes.
function compress(text: string, encoding: keyof Encoded): Buffer {
  const body = Buffer.from(text);
  return encoding === 'br'
    ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 9 } })
    : gzipSync(body, { level: 9 });
}

const encode = (text: string): Encoded => ({ br: compress(text, 'br'), gzip: compress(text, 'gzip') });

function pickEncoding(request: FastifyRequest): keyof Encoded | undefined {
  const header = String(request.headers['accept-encoding'] ?? '');
  if (/\bbr\b/.test(header)) return 'br';
  if (/\bgzip\b/.test(header)) return 'gzip';
  return undefined;
}

const escapeHtml = (value: string): string =>
  value
    .replace(/&/g, '&amp;')
    .replace(/</g, '&lt;')
    .replace(/>/g, '&gt;')
    .replace(/"/g, '&quot;')
    .replace(/'/g, '&#39;');

function localeOf(urlPath: string): Locale {
  return urlPath === PT_PREFIX || urlPath.startsWith(`${PT_PREFIX}/`) ? 'pt' : 'en';
}

/** `/learn/pdf` ⇄ `/pt/learn/pdf`. */
function twinOf(urlPath: string, target: Locale): string {
  const english = localeOf(urlPath) === 'pt' ? urlPath.slice(PT_PREFIX.length) || '/' : urlPath;
  return target === 'pt' ? `${PT_PREFIX}${english}` : english;
}

function normaliseOrigin(value: string): string {
  if (!value) return '';
  const url = new URL(value);
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new Error(`PUBLIC_URL must be http(s): ${value}`);
  // A sub-path deployment keeps its path; no trailing slash so `${origin}/learn/x` stays clean.
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`;
}

function safeMeetingUrl(value: string | undefined): string | undefined {
  if (!value) return undefined;
  try {
    const url = new URL(value);
    return url.protocol === 'http:' || url.protocol === 'https:' ? url.href : undefined;
  } catch {
    return undefined;
  }
}

/** Every prerendered file: `prerendered/pt/learn/pdf/index.html` → `/pt/learn/pdf`. */
function readPrerendered(root: string): Map<string, { file: string; contentType: string }> {
  const files = new Map<string, { file: string; contentType: string }>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const rel = path.relative(root, dir).split(path.sep).join('/');
        files.set(`/${rel}`, { file: full, contentType: 'text/html; charset=utf-8' });
      }
    }
  };
  walk(root);
  for (const [name, contentType] of [
    ['sitemap.xml', 'application/xml; charset=utf-8'],
    ['robots.txt', 'text/plain; charset=utf-8'],
  ] as const) {
    const file = path.join(root, name);
    if (fs.existsSync(file)) files.set(`/${name}`, { file, contentType });
  }
  return files;
}

/**
 * Serves the prerendered public pages (issue 5) with the operator's settings filled in, so the
 * same build works for any PUBLIC_URL, operator and meeting link. `?lang=pt` on an English page
 * redirects to its /pt/ twin (and `?lang=en` back), keeping `lang` so the app saves the choice.
 * Register before the SPA fallback; paths without a prerendered file are left to it.
 */
export const publicPagesPlugin = fp<PublicPagesOptions>(
  async (app, options) => {
    const root = path.join(options.distDir, PRERENDERED_DIR);
    if (!fs.existsSync(root)) {
      app.log.warn({ root }, 'public pages: no prerendered pages found; run the web build to create them');
      return;
    }
    const configuredOrigin = normaliseOrigin(options.publicUrl);
    const meetingUrl = safeMeetingUrl(options.bookMeetingUrl);
    const fixed = (urlPath: string): Record<string, string> => ({
      [PUBLIC_PLACEHOLDERS.operatorName]: escapeHtml(options.operatorName || 'The operator of this Mnemo server'),
      [PUBLIC_PLACEHOLDERS.operatorContact]: escapeHtml(options.operatorContact || 'the administrator of this server'),
      [PUBLIC_PLACEHOLDERS.bookMeetingUrl]: escapeHtml(
        meetingUrl ?? `${localeOf(urlPath) === 'pt' ? PT_PREFIX : ''}/educators#early-access`,
      ),
      [PUBLIC_PLACEHOLDERS.privacyUpdated]: escapeHtml(options.privacyUpdated || DEFAULT_PRIVACY_UPDATED),
      ...(options.plans ? planValues(options.plans(localeOf(urlPath)), localeOf(urlPath)) : {}),
    });
    const fill = (text: string, values: Record<string, string>): string =>
      text.replace(/%MNEMO_[A-Z_]+%/g, (match) => values[match] ?? match);

    const pages = new Map<string, Page & { etag: string | undefined; encoded: Encoded | undefined }>();
    for (const [urlPath, { file, contentType }] of readPrerendered(root)) {
      let html = fill(fs.readFileSync(file, 'utf8'), fixed(urlPath));
      // With a configured origin everything is known now; otherwise the origin is per request.
      if (configuredOrigin) html = fill(html, { [PUBLIC_PLACEHOLDERS.publicUrl]: escapeHtml(configuredOrigin) });
      const etag = configuredOrigin ? `"${createHash('sha1').update(html).digest('base64url')}"` : undefined;
      pages.set(urlPath, {
        html,
        contentType,
        locale: localeOf(urlPath),
        etag,
        encoded: configuredOrigin ? encode(html) : undefined,
      });
    }

    const serve = (urlPath: string) => async (request: FastifyRequest, reply: FastifyReply) => {
      const page = pages.get(urlPath);
      if (!page) return reply.callNotFound();
      const query = request.query as Record<string, unknown>;
      const lang = query.lang;
      if (page.contentType.startsWith('text/html') && isLocale(lang) && lang !== page.locale) {
        const search = new URLSearchParams();
        for (const [key, value] of Object.entries(query)) if (typeof value === 'string') search.set(key, value);
        return reply.redirect(`${twinOf(urlPath, lang)}?${search.toString()}`, 302);
      }
      reply.header('content-type', page.contentType);
      reply.header('cache-control', 'no-cache');
      if (page.contentType.startsWith('text/html'))
        reply.header('content-language', page.locale === 'pt' ? 'pt-PT' : 'en');
      reply.header('vary', 'accept-encoding');
      const encoding = pickEncoding(request);
      if (page.etag) {
        reply.header('etag', page.etag);
        if (request.headers['if-none-match'] === page.etag) return reply.code(304).send();
        if (encoding && page.encoded) return reply.header('content-encoding', encoding).send(page.encoded[encoding]);
        return reply.send(page.html);
      }
      const origin = `${request.protocol}://${request.host}`;
      const html = fill(page.html, { [PUBLIC_PLACEHOLDERS.publicUrl]: escapeHtml(origin) });
      if (encoding) return reply.header('content-encoding', encoding).send(compress(html, encoding));
      return reply.send(html);
    };

    const config = app.initialConfig as {
      ignoreTrailingSlash?: boolean;
      routerOptions?: { ignoreTrailingSlash?: boolean };
    };
    const ignoresTrailingSlash = config.routerOptions?.ignoreTrailingSlash ?? config.ignoreTrailingSlash ?? false;
    // pages, not API operations: kept out of the OpenAPI document (issue 21)
    const route = { schema: { hide: true } };
    for (const urlPath of pages.keys()) {
      app.get(urlPath, route, serve(urlPath));
      // Servers built with ignoreTrailingSlash already answer `/learn/x/`; others get a redirect.
      if (urlPath.endsWith('.xml') || urlPath.endsWith('.txt') || ignoresTrailingSlash) continue;
      app.get(`${urlPath}/`, route, async (request, reply) => {
        const search = request.url.includes('?') ? request.url.slice(request.url.indexOf('?')) : '';
        return reply.redirect(`${urlPath}${search}`, 301);
      });
    }
    app.log.debug({ pages: pages.size }, 'public pages: serving prerendered pages');
  },
  { name: 'mnemo-public-pages', fastify: '5.x' },
);
