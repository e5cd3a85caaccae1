import { deflateSync } from 'node:zlib';
import { existsSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { AppError } from '../../../../lib/app-error.ts';
import { extractWeb, readPageTitle } from './extract-web.ts';
import { parseHtmlDocument } from './html-dom.ts';
import { renderWebPdf } from './render-web-pdf.ts';
import { checkTool } from './testing/fixtures.ts';
import { startPageServer, type PageServer } from './testing/page-server.ts';
import { buildArticlePage } from './testing/sample-article.ts';

let site: PageServer;
let other: PageServer;

// a 1x1 PNG
function buildPng(): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const body = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    let crc = 0xffffffff;
    for (const byte of body) {
      crc ^= byte;
      for (let k = 0; k < 8; k++) crc = crc & 1 ? (crc >>> 1) ^ 0xedb88320 : crc >>> 1;
    }
    const crcBuffer = Buffer.alloc(4);
    crcBuffer.writeUInt32BE((crc ^ 0xffffffff) >>> 0);
    return Buffer.concat([length, body, crcBuffer]);
  };
  const ihdr = Buffer.from([0, 0, 0, 1, 0, 0, 0, 1, 8, 2, 0, 0, 0]);
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', ihdr),
    chunk('IDAT', deflateSync(Buffer.from([0, 0, 128, 0]))),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

async function extractError(url: string, allowHosts: string[]): Promise<AppError> {
  const error = await extractWeb(url, { allowHosts }).then(
    () => null,
    (caught: unknown) => caught,
  );
  expect(error).toBeInstanceOf(AppError);
  return error as AppError;
}

beforeAll(async () => {
  other = await startPageServer({ '/secret.png': { headers: { 'content-type': 'image/png' }, body: buildPng() } });
  site = await startPageServer({
    '/article': { body: buildArticlePage() },
    '/moved': { status: 301, headers: { location: '/article' } },
    '/latin1': {
      headers: { 'content-type': 'text/html; charset=iso-8859-1' },
      body: Buffer.from(
        `<html lang="pt-PT"><head><title>Ciência</title></head><body><article><h1>Fotossíntese</h1><p>${'A fotossíntese é o processo em que as plantas de São Tomé transformam a luz em açúcar. '.repeat(6)}</p></article></body></html>`,
        'latin1',
      ),
    },
    '/short-page': {
      body: '<html><head><title>Note</title></head><body><div>This short page only has one block of text, but it is long enough to be worth studying: the mitochondria is the powerhouse of the cell.</div></body></html>',
    },
    '/empty': {
      body: '<html><head><title>Nothing</title></head><body><nav><a href="/">Home</a></nav><div></div></body></html>',
    },
    '/file.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4\n%%EOF' },
    '/gone': { status: 410, body: 'gone' },
    '/to-private': { status: 302, headers: { location: 'http://10.0.0.1/admin' } },
    '/image.png': { headers: { 'content-type': 'image/png' }, body: buildPng() },
  });
});

afterAll(async () => {
  await site.close();
  await other.close();
});

describe('extractWeb', () => {
  it('keeps the main content as one passage per heading section, without navigation or footer', async () => {
    const result = await extractWeb(`${site.origin}/moved`, { allowHosts: [site.hostPort] });
    expect(result.meta.finalUrl).toBe(`${site.origin}/article`);
    expect(result.title).toMatch(/Photosynthesis explained/);
    expect(result.language).toBe('en');
    const texts = result.passages.map((passage) => passage.text);
    expect(texts.some((text) => text.startsWith('The light-dependent reactions'))).toBe(true);
    expect(texts.some((text) => text.startsWith('The Calvin cycle'))).toBe(true);
    expect(texts.join('\n')).toContain('ATP and NADPH are produced.');
    expect(texts.join('\n')).not.toMatch(/Log in|Cookie settings|tracking/);
    expect(result.passages.every((passage) => passage.page === null && passage.startMs === null)).toBe(true);
    expect(result.meta.articleHtml).not.toContain('<script');
  });

  it("reads a page's title from og:title, else <title>, else its first h1, skipping ones without words", () => {
    const title = (head: string, body = '') =>
      readPageTitle(parseHtmlDocument(`<html><head>${head}</head><body>${body}</body></html>`));
    expect(
      title('<meta property="og:title" content=" Cell  biology "><title>Cells | Site</title>', '<h1>Other</h1>'),
    ).toBe('Cell biology');
    expect(title('<title>\n  Mitosis —\n a guide </title>', '<h1>Other</h1>')).toBe('Mitosis — a guide');
    expect(title('<title> | </title>', '<main><h1>Meiosis <em>in</em> plants</h1><h1>Second</h1></main>')).toBe(
      'Meiosis in plants',
    );
    expect(title('', '<p>No heading</p>')).toBe('');
    // a <title> that adds the site's name: the heading it holds, else without the part naming the site
    expect(title('<title>Photosynthesis explained | Biology Notes</title>', '<h1>Photosynthesis explained</h1>')).toBe(
      'Photosynthesis explained',
    );
    expect(
      title(
        '<meta property="og:site_name" content="Biology Notes"><title>Biology Notes - Osmosis and diffusion</title>',
      ),
    ).toBe('Osmosis and diffusion');
    expect(title('<title>Cause - effect: a study</title>', '<h1>Unrelated</h1>')).toBe('Cause - effect: a study');
  });

  it('decodes the page charset and reads its language', async () => {
    const result = await extractWeb(`${site.origin}/latin1`, { allowHosts: [site.hostPort] });
    expect(result.passages.map((passage) => passage.text).join(' ')).toContain('São Tomé transformam a luz em açúcar');
    expect(result.language).toBe('pt');
  });

  it('falls back to the page body when Readability finds no article', async () => {
    const result = await extractWeb(`${site.origin}/short-page`, { allowHosts: [site.hostPort] });
    expect(result.passages[0]!.text).toContain('powerhouse of the cell');
  });

  it('refuses a private address (no allow-list), also after a redirect', async () => {
    expect((await extractError(`${site.origin}/article`, [])).messageKey).toBe('pipeline:url_blocked');
    expect((await extractError(`${site.origin}/to-private`, [site.hostPort])).messageKey).toBe('pipeline:url_blocked');
  });

  it('gives unreachable, error, non-HTML and empty pages their own messages', async () => {
    await site.close().catch(() => undefined);
    const closed = await startPageServer({});
    const closedOrigin = closed.origin;
    const closedHost = closed.hostPort;
    await closed.close();
    expect((await extractError(`${closedOrigin}/article`, [closedHost])).messageKey).toBe('pipeline:web_unreachable');
    site = await startPageServer({
      '/file.pdf': { headers: { 'content-type': 'application/pdf' }, body: '%PDF-1.4\n%%EOF' },
      '/gone': { status: 410, body: 'gone' },
      '/empty': {
        body: '<html><head><title>Nothing</title></head><body><nav><a href="/">Home</a></nav><div></div></body></html>',
      },
    });
    const gone = await extractError(`${site.origin}/gone`, [site.hostPort]);
    expect(gone.messageKey).toBe('pipeline:web_http_error');
    expect(gone.values).toEqual({ status: 410 });
    const pdf = await extractError(`${site.origin}/file.pdf`, [site.hostPort]);
    expect(pdf.messageKey).toBe('pipeline:web_not_html');
    expect(pdf.values).toEqual({ contentType: 'application/pdf' });
    expect((await extractError(`${site.origin}/empty`, [site.hostPort])).messageKey).toBe('pipeline:web_empty');
    expect((await extractError('ftp://example.com/page', [])).messageKey).toBe('pipeline:url_protocol');
  });
});

const chromium = checkTool('/usr/bin/chromium');

describe('renderWebPdf', () => {
  it('skips the stage and says so when Chromium is missing', async () => {
    const result = await renderWebPdf(
      { html: '<p>x</p>', baseUrl: 'https://example.com/' },
      { chromiumPath: '/nonexistent/chromium' },
    );
    expect(result).toEqual({
      isRendered: false,
      reason: 'chromium_missing',
      stageKey: 'pipeline:stages.webpage_pdf_skipped',
    });
  });

  it.runIf(chromium.mustFail)('needs Chromium installed in CI', () => {
    throw new Error('/usr/bin/chromium is missing in CI: run .ci/install-debian.sh');
  });

  it.skipIf(!chromium.isAvailable)(
    'closes a Chromium that finishes launching after the render timed out',
    { timeout: 60_000 },
    async () => {
      // Chromium behind a wrapper that starts slowly and leaves its process id (exec keeps it)
      const dir = mkdtempSync(path.join(tmpdir(), 'mnemo-slow-chromium-'));
      const pidFile = path.join(dir, 'pid');
      const wrapper = path.join(dir, 'chromium');
      writeFileSync(
        wrapper,
        `#!/bin/sh\necho $$ > '${pidFile}.tmp' && mv '${pidFile}.tmp' '${pidFile}'\nsleep 2\nexec '${chromium.path!}' "$@"\n`,
        { mode: 0o755 },
      );
      const result = await renderWebPdf(
        { html: '<p>x</p>', baseUrl: 'https://example.com/' },
        { chromiumPath: wrapper, timeoutMs: 300 },
      );
      expect(result).toMatchObject({ isRendered: false, reason: 'render_failed' });
      await vi.waitFor(() => expect(existsSync(pidFile)).toBe(true), { timeout: 10_000, interval: 50 });
      const pid = Number(readFileSync(pidFile, 'utf8'));
      const isRunning = () => {
        try {
          process.kill(pid, 0);
          return !readFileSync(`/proc/${pid}/stat`, 'utf8').includes(') Z ');
        } catch {
          return false;
        }
      };
      // it started after the timeout; it must be closed once up, not left running
      await vi.waitFor(() => expect(isRunning()).toBe(false), { timeout: 40_000, interval: 250 });
    },
  );

  it.skipIf(!chromium.isAvailable)(
    `renders the article as a PDF, fetching images only through the guard${chromium.isAvailable ? '' : ` (${chromium.skipReason})`}`,
    { timeout: 60_000 },
    async () => {
      const pages = await startPageServer({
        '/image.png': { headers: { 'content-type': 'image/png' }, body: buildPng() },
      });
      try {
        const html = `${buildArticlePage({ imageSrc: '/image.png' })}<img src="${other.origin}/secret.png"><script>document.title='x'</script>`;
        const result = await renderWebPdf(
          { html, title: 'Photosynthesis explained', baseUrl: `${pages.origin}/article` },
          { fetchOptions: { allowHosts: [pages.hostPort] } },
        );
        expect(result.isRendered).toBe(true);
        if (!result.isRendered) return;
        expect(Buffer.from(result.pdf.subarray(0, 5)).toString()).toBe('%PDF-');
        expect(pages.hits.get('/image.png')).toBe(1);
        // the image on a host outside the allow-list was refused before any connection
        expect(other.hits.get('/secret.png')).toBeUndefined();
        expect(result.imagesRefused).toBe(1);
      } finally {
        await pages.close();
      }
    },
  );
});
