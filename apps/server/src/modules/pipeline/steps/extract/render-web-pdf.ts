import { chromium, type Browser } from 'playwright-core';
import { safeFetch, type SafeFetchOptions } from '../../../../lib/safe-fetch.ts';
import { findExecutable } from './find-executable.ts';
import { sanitizeArticleHtml } from './html-dom.ts';
import { getConverterEnv } from './converter-env.ts';

export interface RenderWebPdfInput {
  /** the article HTML (sanitised again here) */
  html: string;
  title?: string;
  /** the page's address: relative images resolve against it */
  baseUrl: string;
}

export interface RenderWebPdfOptions {
  /** Chromium binary (the CHROMIUM_PATH setting; default /usr/bin/chromium) */
  chromiumPath?: string;
  /** cap on the whole render (default 30 s) */
  timeoutMs?: number;
  /** guard settings used for the page's images */
  fetchOptions?: Pick<SafeFetchOptions, 'allowHosts' | 'resolveHost'>;
}

export type RenderWebPdfResult =
  | { isRendered: true; pdf: Uint8Array; imagesFetched: number; imagesRefused: number }
  | {
      isRendered: false;
      reason: 'chromium_missing' | 'render_failed';
      stageKey: 'pipeline:stages.webpage_pdf_skipped';
    };

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
];

const MAX_IMAGE_BYTES = 5 * 1024 * 1024;

/**
 * Keeps a web page as a PDF for reading: renders its main content in headless Chromium with
 * JavaScript off and every request intercepted (images only, each through the SSRF guard).
 * Without Chromium the stage is skipped and the result says so.
 */
export async function renderWebPdf(
  input: RenderWebPdfInput,
  options: RenderWebPdfOptions = {},
): Promise<RenderWebPdfResult> {
  const executablePath = findExecutable(options.chromiumPath ?? '/usr/bin/chromium');
  if (executablePath === null)
    return { isRendered: false, reason: 'chromium_missing', stageKey: 'pipeline:stages.webpage_pdf_skipped' };
  let browser: Browser | undefined;
  let launching: Promise<Browser> | undefined;
  let timer: NodeJS.Timeout | undefined;
  const counts = { imagesFetched: 0, imagesRefused: 0 };
  try {
    const render = async (): Promise<Uint8Array> => {
      launching = chromium.launch({ executablePath, args: CHROMIUM_ARGS, headless: true, env: getConverterEnv() });
      browser = await launching;
      const context = await browser.newContext({ javaScriptEnabled: false, serviceWorkers: 'block', offline: false });
      await context.route('**/*', async (route) => {
        const request = route.request();
        if (request.resourceType() !== 'image' || !/^https?:/.test(request.url())) {
          await route.abort('blockedbyclient');
          return;
        }
        try {
          const response = await safeFetch(request.url(), {
            ...options.fetchOptions,
            maxBytes: MAX_IMAGE_BYTES,
            timeoutMs: 5_000,
          });
          counts.imagesFetched++;
          await route.fulfill({
            status: response.status,
            contentType: response.contentType ?? 'application/octet-stream',
            body: response.body,
          });
        } catch {
          counts.imagesRefused++;
          await route.abort('blockedbyclient');
        }
      });
      const page = await context.newPage();
      await page.setContent(buildReadingPage(input), { waitUntil: 'load' });
      const pdf = await page.pdf({
        format: 'A4',
        printBackground: false,
        margin: { top: '18mm', bottom: '18mm', left: '16mm', right: '16mm' },
      });
      return new Uint8Array(pdf);
    };
    const timeout = new Promise<never>((_, reject) => {
      timer = setTimeout(() => reject(new Error('render timed out')), options.timeoutMs ?? 30_000);
    });
    const pdf = await Promise.race([render(), timeout]);
    return { isRendered: true, pdf, ...counts };
  } catch {
    return { isRendered: false, reason: 'render_failed', stageKey: 'pipeline:stages.webpage_pdf_skipped' };
  } finally {
    clearTimeout(timer);
    if (browser !== undefined) await browser.close().catch(() => undefined);
    // timed out while Chromium was still starting: close it once it is up, never leave it running
    else void launching?.then((late) => late.close()).catch(() => undefined);
  }
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

function buildReadingPage(input: RenderWebPdfInput): string {
  const title = input.title === undefined ? '' : `<h1 class="doc-title">${escapeHtml(input.title)}</h1>`;
  return `<!doctype html><html><head><meta charset="utf-8"><base href="${escapeHtml(input.baseUrl)}">
<title>${escapeHtml(input.title ?? '')}</title>
<style>
body{font:12pt/1.5 "DejaVu Serif",Georgia,serif;color:#111;max-width:42em;margin:0 auto}
h1,h2,h3,h4{font-family:"DejaVu Sans",Arial,sans-serif;line-height:1.25;break-after:avoid}
img,figure{max-width:100%;height:auto;break-inside:avoid}
pre,code{font-family:"DejaVu Sans Mono",monospace;font-size:10pt;white-space:pre-wrap}
a{color:#114;text-decoration:none}
.source{font:9pt "DejaVu Sans",Arial,sans-serif;color:#555;margin-bottom:1.5em;word-break:break-all}
</style></head><body>${title}<p class="source">${escapeHtml(input.baseUrl)}</p>${sanitizeArticleHtml(input.html)}</body></html>`;
}
