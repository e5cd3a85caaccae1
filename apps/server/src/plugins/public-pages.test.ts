import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestConfig } from '../config.ts';
import { listPlans } from '../modules/billing/plans.service.ts';
import { STRIPE_TEST_SETTINGS } from '../test/fake-stripe.ts';
import { publicPagesPlugin, type PublicPagesOptions } from './public-pages.ts';

// A miniature web build: two twins, a legal page, sitemap and robots, all with placeholders.
const page = (lang: string, body: string) => `<!doctype html><html lang="${lang}"><head>
<link rel="canonical" href="%MNEMO_PUBLIC_URL%/learn/flashcards">
<meta name="mnemo:operator-name" content="%MNEMO_OPERATOR_NAME%">
<meta name="mnemo:book-meeting-url" content="%MNEMO_BOOK_MEETING_URL%">
<script type="application/ld+json">{"url":"%MNEMO_PUBLIC_URL%/learn/flashcards"}</script>
</head><body><div id="root">${body}<a href="%MNEMO_BOOK_MEETING_URL%">Book</a></div></body></html>`;

let distDir: string;

function write(rel: string, content: string) {
  const file = path.join(distDir, 'prerendered', rel);
  fs.mkdirSync(path.dirname(file), { recursive: true });
  fs.writeFileSync(file, content);
}

beforeAll(() => {
  distDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-public-pages-'));
  write('learn/flashcards/index.html', page('en', '<h1>Flashcards</h1>'));
  write('pt/learn/flashcards/index.html', page('pt-PT', '<h1>Flashcards PT</h1>'));
  write(
    'privacy/index.html',
    page('en', '<p>Operated by %MNEMO_OPERATOR_NAME% (%MNEMO_OPERATOR_CONTACT%), updated %MNEMO_PRIVACY_UPDATED%</p>'),
  );
  write(
    'pricing/index.html',
    page(
      'en',
      '<meta name="mnemo:plans" content="%MNEMO_PLANS%"><div data-billing="%MNEMO_BILLING%"><dd>%MNEMO_PRICE_STARTER_MONTHLY%</dd><dd>%MNEMO_PRICE_STARTER_ANNUAL%</dd></div>',
    ),
  );
  write(
    'pt/pricing/index.html',
    page(
      'pt-PT',
      '<div data-billing="%MNEMO_BILLING%"><dd>%MNEMO_PRICE_ULTIMATE_MONTHLY%</dd><dd>%MNEMO_PRICE_ULTIMATE_ANNUAL%</dd></div>',
    ),
  );
  write('sitemap.xml', '<urlset><url><loc>%MNEMO_PUBLIC_URL%/learn/flashcards</loc></url></urlset>');
  write('robots.txt', 'User-agent: *\nSitemap: %MNEMO_PUBLIC_URL%/sitemap.xml\n');
});

afterAll(() => {
  fs.rmSync(distDir, { recursive: true, force: true });
});

async function build(options: Partial<PublicPagesOptions> = {}): Promise<FastifyInstance> {
  const app = Fastify({ logger: false });
  await app.register(publicPagesPlugin, { distDir, publicUrl: 'https://study.example.org/', ...options });
  // Stands in for the app's SPA fallback: paths without a prerendered page reach it.
  app.setNotFoundHandler((_request, reply) => reply.code(404).send('spa'));
  await app.ready();
  return app;
}

describe('publicPagesPlugin', () => {
  it('serves a prerendered page with the origin and operator settings filled in', async () => {
    const app = await build({ operatorName: 'Escola <Exemplo> & Co', bookMeetingUrl: 'https://cal.example.org/meet' });
    const res = await app.inject({ method: 'GET', url: '/learn/flashcards' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['content-language']).toBe('en');
    expect(res.body).toContain('<link rel="canonical" href="https://study.example.org/learn/flashcards">');
    expect(res.body).toContain('"url":"https://study.example.org/learn/flashcards"');
    expect(res.body).toContain('content="Escola &lt;Exemplo&gt; &amp; Co"');
    expect(res.body).toContain('<a href="https://cal.example.org/meet">');
    expect(res.body).not.toContain('%MNEMO_');
    await app.close();
  });

  it('fills the legal template and keeps the spec privacy date by default', async () => {
    const app = await build({ operatorName: 'Acme Lda', operatorContact: 'privacy@acme.pt' });
    const res = await app.inject({ method: 'GET', url: '/privacy' });
    expect(res.body).toContain('Operated by Acme Lda (privacy@acme.pt), updated 19/10/2024');
    const dated = await build({ privacyUpdated: '01/02/2025' });
    expect((await dated.inject({ method: 'GET', url: '/privacy' })).body).toContain('updated 01/02/2025');
    await Promise.all([app.close(), dated.close()]);
  });

  it('links "book a meeting" to the early-access form of the page language when no URL is set', async () => {
    const app = await build({ bookMeetingUrl: 'javascript:alert(1)' });
    const en = await app.inject({ method: 'GET', url: '/learn/flashcards' });
    const pt = await app.inject({ method: 'GET', url: '/pt/learn/flashcards' });
    expect(en.body).toContain('<a href="/educators#early-access">');
    expect(pt.body).toContain('<a href="/pt/educators#early-access">');
    expect(pt.headers['content-language']).toBe('pt-PT');
    expect(en.body).not.toContain('javascript:');
    await app.close();
  });

  it('redirects ?lang= to the twin page, keeping the parameter so the app saves the choice', async () => {
    const app = await build();
    const toPt = await app.inject({ method: 'GET', url: '/learn/flashcards?lang=pt&utm_source=x' });
    expect(toPt.statusCode).toBe(302);
    expect(toPt.headers.location).toBe('/pt/learn/flashcards?lang=pt&utm_source=x');
    const toEn = await app.inject({ method: 'GET', url: '/pt/learn/flashcards?lang=en' });
    expect(toEn.statusCode).toBe(302);
    expect(toEn.headers.location).toBe('/learn/flashcards?lang=en');
    // Same language, or an unsupported one: the page itself.
    expect((await app.inject({ method: 'GET', url: '/pt/learn/flashcards?lang=pt' })).statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/learn/flashcards?lang=fr' })).statusCode).toBe(200);
    await app.close();
  });

  it('serves sitemap.xml and robots.txt with the origin', async () => {
    const app = await build();
    const sitemap = await app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(sitemap.body).toContain('<loc>https://study.example.org/learn/flashcards</loc>');
    const robots = await app.inject({ method: 'GET', url: '/robots.txt' });
    expect(robots.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(robots.body).toContain('Sitemap: https://study.example.org/sitemap.xml');
    await app.close();
  });

  it('uses the request origin when PUBLIC_URL is empty', async () => {
    const app = await build({ publicUrl: '' });
    const res = await app.inject({ method: 'GET', url: '/learn/flashcards', headers: { host: 'localhost:3000' } });
    expect(res.body).toContain('href="http://localhost:3000/learn/flashcards"');
    await app.close();
  });

  it('answers 304 to a matching ETag, redirects a trailing slash, and leaves other paths alone', async () => {
    const app = await build();
    const first = await app.inject({ method: 'GET', url: '/learn/flashcards' });
    const etag = first.headers.etag as string;
    expect(etag).toBeTruthy();
    const again = await app.inject({ method: 'GET', url: '/learn/flashcards', headers: { 'if-none-match': etag } });
    expect(again.statusCode).toBe(304);
    const slash = await app.inject({ method: 'GET', url: '/learn/flashcards/?lang=pt' });
    expect(slash.statusCode).toBe(301);
    expect(slash.headers.location).toBe('/learn/flashcards?lang=pt');
    const head = await app.inject({ method: 'HEAD', url: '/learn/flashcards' });
    expect(head.statusCode).toBe(200);
    expect((await app.inject({ method: 'GET', url: '/learn/unknown' })).body).toBe('spa');
    await app.close();
  });

  it('works in a server that ignores trailing slashes', async () => {
    const app = Fastify({ logger: false, routerOptions: { ignoreTrailingSlash: true } });
    await app.register(publicPagesPlugin, { distDir, publicUrl: 'https://study.example.org' });
    await app.ready();
    expect((await app.inject({ method: 'GET', url: '/learn/flashcards/' })).statusCode).toBe(200);
    await app.close();
  });

  it('registers nothing when the web build is missing', async () => {
    const app = Fastify({ logger: false });
    await app.register(publicPagesPlugin, { distDir: path.join(distDir, 'nope'), publicUrl: '' });
    expect((await app.inject({ method: 'GET', url: '/learn/flashcards' })).statusCode).toBe(404);
    await app.close();
  });
});

describe('pricing page', () => {
  it('gets both periods’ prices from the plans when billing is on, $ in English and € in Portuguese', async () => {
    const config = createTestConfig(STRIPE_TEST_SETTINGS);
    const app = await build({ plans: (locale) => listPlans(config, locale) });
    const en = await app.inject({ method: 'GET', url: '/pricing' });
    expect(en.body).toContain('data-billing="stripe"><dd>$3.99/month</dd><dd>$39.90/year</dd>');
    const meta = /<meta name="mnemo:plans" content="([^"]+)">/.exec(en.body)?.[1] ?? '';
    const plans = JSON.parse(meta.replace(/&quot;/g, '"').replace(/&amp;/g, '&')) as {
      currency: string;
      plans: { prices: unknown }[];
    };
    expect(plans.currency).toBe('USD');
    expect(plans.plans[1]?.prices).toEqual({ monthly: 3.99, annual: 39.9 });
    const pt = await app.inject({ method: 'GET', url: '/pt/pricing' });
    expect(pt.body).toContain('data-billing="stripe"><dd>9,99 €/mês</dd><dd>99,90 €/ano</dd>');
    await app.close();
  });

  it('shows no price at all with billing off', async () => {
    const config = createTestConfig({ BILLING: 'off' });
    const app = await build({ plans: (locale) => listPlans(config, locale) });
    const res = await app.inject({ method: 'GET', url: '/pricing' });
    expect(res.body).toContain('data-billing="off"><dd></dd><dd></dd>');
    expect(res.body).not.toMatch(/\$\d|%MNEMO_/);
    await app.close();
  });
});

describe('compression', () => {
  it('sends brotli or gzip when the client accepts it, and plain text otherwise', async () => {
    const { brotliDecompressSync, gunzipSync } = await import('node:zlib');
    for (const publicUrl of ['https://study.example.org', '']) {
      const app = await build({ publicUrl });
      const plain = await app.inject({ method: 'GET', url: '/learn/flashcards' });
      const br = await app.inject({
        method: 'GET',
        url: '/learn/flashcards',
        headers: { 'accept-encoding': 'gzip, deflate, br' },
      });
      const gz = await app.inject({ method: 'GET', url: '/learn/flashcards', headers: { 'accept-encoding': 'gzip' } });
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(br.headers['content-encoding']).toBe('br');
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(br.headers.vary).toContain('accept-encoding');
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(plain.body);
      expect(gunzipSync(gz.rawPayload).toString()).toBe(plain.body);
      await app.close();
    }
  });
});
