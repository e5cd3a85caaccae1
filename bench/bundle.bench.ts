import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import fastifyStatic from '@fastify/static';
import Fastify, { type FastifyInstance } from 'fastify';
import { chromium, type Browser, type Page } from 'playwright-core';

/*
 * The session page's weight and the PDF viewer's speed (issue 10):
 *
 * (a) first-load JavaScript of `/session`: the entry of index.html, the chunks it imports
 *     statically, and the session route's lazy chunk with its static imports, gzipped (level 9,
 *     as the build's .gz twins), read from the build's manifest, beside the 300 KB budget; pdf.js,
 *     KaTeX and the Markdown renderer are dynamic imports and so outside it (ADR 050).
 * (b) time from navigation to the text layer of page 1 and of page 100 of textbook-120p.pdf in
 *     our viewer (the app started as the e2e journeys start it, a session made through the API,
 *     `/session?…&page=100`), beside pdf.js's own viewer (pdfjs-dist/web/pdf_viewer.mjs, PDFViewer)
 *     on a tiny static page showing the same bytes, in the same Chromium, in the same run; and
 *     the PDF's bytes each had fetched by then, beside the file's size (issue 23 item 12: our
 *     viewer reads by ranges, so page 1 needs a fraction of the file).
 * (c) the JavaScript of each prerendered public page (issue 25 item 3, ADR 101): the scripts and
 *     module preloads its HTML names, with their static imports, gzipped, beside the 50 KB target;
 *     read from the built pages, so it needs no server.
 */

const repoRoot = path.resolve(import.meta.dirname, '..');
const webDist = path.join(repoRoot, 'apps/web/dist');
const pdfjsDir = path.join(repoRoot, 'node_modules/pdfjs-dist');
const PDF_FIXTURE = path.join(repoRoot, 'test/fixtures/documents/textbook-120p.pdf');
const BUDGET_KB = 300;
const PUBLIC_PAGE_TARGET_KB = 50;
const PORT = Number(process.env.BENCH_BUNDLE_PORT ?? process.env.E2E_PORT ?? 3206);
const RUNS = Number(process.env.BENCH_BUNDLE_RUNS ?? 3);
const PAGES = [1, 100] as const;

interface ManifestChunk {
  file: string;
  src?: string;
  isEntry?: boolean;
  imports?: string[];
  dynamicImports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

const gzipSize = (file: string): number => gzipSync(fs.readFileSync(path.join(webDist, file)), { level: 9 }).length;
const kb = (bytes: number) => `${(bytes / 1024).toFixed(1)} KB`;

/** The JS files the browser loads before a route renders: the entry, the route's lazy chunk, and their static imports. */
export function firstLoadFiles(manifest: Manifest, routeSource: string): string[] {
  const entry = Object.entries(manifest).find(([, chunk]) => chunk.isEntry && chunk.src === 'index.html');
  if (!entry) throw new Error('The build manifest has no index.html entry.');
  if (!manifest[routeSource]) throw new Error(`The build manifest has no chunk for ${routeSource}.`);
  const seen = new Set<string>();
  const visit = (key: string) => {
    if (seen.has(key)) return;
    seen.add(key);
    for (const imported of manifest[key]?.imports ?? []) visit(imported);
  };
  visit(entry[0]);
  visit(routeSource);
  return [...seen].map((key) => manifest[key]!.file).filter((file) => file.endsWith('.js'));
}

/**
 * The JS files a prerendered page loads before it is usable: each `<script src>` and module preload
 * of its HTML, and their static imports in the app's manifest or the islands' (ADR 101).
 */
export function publicPageScripts(html: string, manifests: Manifest[]): string[] {
  const byFile = new Map<string, { manifest: Manifest; key: string }>();
  for (const manifest of manifests)
    for (const [key, chunk] of Object.entries(manifest)) byFile.set(chunk.file, { manifest, key });
  const named = [
    ...[...html.matchAll(/<script\b[^>]*\bsrc="\/([^"]+\.m?js)"/g)].map((match) => match[1]!),
    ...[...html.matchAll(/<link\b[^>]*rel="modulepreload"[^>]*href="\/([^"]+)"/g)].map((match) => match[1]!),
  ];
  const seen = new Set<string>();
  const visit = (file: string) => {
    if (seen.has(file)) return;
    seen.add(file);
    const found = byFile.get(file);
    for (const imported of found?.manifest[found.key]?.imports ?? []) {
      const chunk = found?.manifest[imported];
      if (chunk) visit(chunk.file);
    }
  };
  for (const file of named) visit(file);
  return [...seen].filter((file) => /\.m?js$/.test(file));
}

/** Each prerendered public page's first-load JS, gzipped, English and Portuguese side by side, beside the target. */
export function describePublicPages(): string[] {
  const root = path.join(webDist, 'prerendered');
  if (!fs.existsSync(root)) throw new Error(`No ${root}: run \`npm run build\` first.`);
  const manifests = ['.vite/manifest.json', '.vite/islands-manifest.json']
    .map((name) => path.join(webDist, name))
    .filter((file) => fs.existsSync(file))
    .map((file) => JSON.parse(fs.readFileSync(file, 'utf8')) as Manifest);
  const pages = new Map<string, number>();
  const hydrated = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of fs.readdirSync(dir, { withFileTypes: true })) {
      const full = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(full);
      else if (entry.name === 'index.html') {
        const files = publicPageScripts(fs.readFileSync(full, 'utf8'), manifests);
        const page = `/${path.relative(root, dir).split(path.sep).join('/')}`;
        pages.set(
          page,
          files.reduce((sum, file) => sum + gzipSize(file), 0),
        );
        if (/data-app-entry=/.test(fs.readFileSync(full, 'utf8'))) hydrated.add(page);
      }
    }
  };
  walk(root);
  const english = [...pages.keys()].filter((page) => !page.startsWith('/pt/')).sort();
  const width = Math.max(...english.map((page) => page.length));
  const lines = [
    `  public pages' JS (gzipped, what each page's HTML loads with its static imports), target ≤ ${PUBLIC_PAGE_TARGET_KB} KB each:`,
  ];
  let within = 0;
  for (const page of english) {
    const en = pages.get(page) ?? 0;
    const pt = pages.get(`/pt${page}`) ?? 0;
    const worst = Math.max(en, pt);
    const ok = worst / 1024 <= PUBLIC_PAGE_TARGET_KB;
    if (ok) within++;
    const note = hydrated.has(page)
      ? '  (a visitor; a signed-in learner gets the app, which hydrates it: ADR 101)'
      : '';
    lines.push(
      `    ${page.padEnd(width)}  en ${kb(en).padStart(8)}  pt ${kb(pt).padStart(8)}  ${ok ? 'within' : 'OVER'}${note}`,
    );
  }
  lines.push(`    ${within} of ${english.length} pages (each in both languages) within ${PUBLIC_PAGE_TARGET_KB} KB`);
  return lines;
}

/** The precache list the service worker's build wrote into sw.js (Workbox's `{url, revision}` entries). */
export function precacheUrls(swSource: string): string[] {
  return [...swSource.matchAll(/\{url:"([^"]+)",revision:(?:"[^"]*"|null)\}/g)].map((match) => match[1]!);
}

/**
 * The service worker (issue 26, ADR 094): sw.js and its Workbox runtime, and the precache a first
 * visit of an app page downloads after it has loaded (not in the first-load figure), raw and gzipped.
 */
function describeServiceWorker(): string[] {
  const swPath = path.join(webDist, 'sw.js');
  if (!fs.existsSync(swPath)) return ['  service worker: none in the build'];
  const source = fs.readFileSync(swPath, 'utf8');
  const runtime = fs.readdirSync(webDist).filter((file) => /^workbox-[\w-]+\.js$/.test(file));
  const workerFiles = ['sw.js', ...runtime];
  const urls = precacheUrls(source).filter((url) => fs.existsSync(path.join(webDist, url)));
  const raw = (file: string) => fs.statSync(path.join(webDist, file)).size;
  const sum = (files: string[], size: (file: string) => number) => files.reduce((total, file) => total + size(file), 0);
  const lines = [
    `  service worker: ${workerFiles.join(' + ')}  ${kb(sum(workerFiles, raw))} (${kb(sum(workerFiles, gzipSize))} gzipped)`,
    `  precache: ${urls.length} files  ${kb(sum(urls, raw))} (${kb(sum(urls, gzipSize))} gzipped), downloaded after an app page's first load`,
  ];
  for (const url of [...urls].sort((a, b) => raw(b) - raw(a)).slice(0, 5))
    lines.push(`    ${kb(gzipSize(url)).padStart(9)}  ${path.basename(url)}`);
  return lines;
}

/**
 * Records, in the page, the first moment each page's text layer has text (a MutationObserver from
 * the first byte; both viewers mark their pages with data-page-number and a .textLayer). Browser
 * code, kept as text: this package is typed for Node.
 */
export const WATCH_TEXT_LAYERS = `
  window.__shown = {};
  const check = () => {
    for (const span of document.querySelectorAll('[data-page-number] .textLayer span')) {
      const n = Number(span.closest('[data-page-number]').getAttribute('data-page-number'));
      if (n && window.__shown[n] === undefined) window.__shown[n] = performance.now();
    }
  };
  new MutationObserver(check).observe(document, { childList: true, subtree: true });
`;

/** Waits until the text layer of `pageNumber` has text and returns when it first had, in ms since navigation. */
async function textLayerShownAt(page: Page, pageNumber: number): Promise<number> {
  const handle = await page.waitForFunction(
    (n) => (globalThis as unknown as { __shown?: Record<number, number> }).__shown?.[n] ?? false,
    pageNumber,
    {
      timeout: 120_000,
      polling: 50,
    },
  );
  return (await handle.jsonValue()) as number;
}

const REFERENCE_PAGE = `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>pdf.js viewer</title>
<link rel="stylesheet" href="/pdfjs/web/pdf_viewer.css">
<style>#container{position:absolute;inset:0;overflow:auto}</style></head>
<body><div id="container"><div id="viewer" class="pdfViewer"></div></div>
<script type="module">
  const pdfjsLib = await import('/pdfjs/build/pdf.mjs');
  globalThis.pdfjsLib = pdfjsLib;
  pdfjsLib.GlobalWorkerOptions.workerSrc = '/pdfjs/build/pdf.worker.min.mjs';
  const { EventBus, PDFLinkService, PDFViewer } = await import('/pdfjs/web/pdf_viewer.mjs');
  const eventBus = new EventBus();
  const linkService = new PDFLinkService({ eventBus });
  const viewer = new PDFViewer({ container: document.getElementById('container'), viewer: document.getElementById('viewer'), eventBus, linkService });
  linkService.setViewer(viewer);
  const target = Number(new URLSearchParams(location.search).get('page') ?? 1);
  eventBus.on('pagesinit', () => { viewer.currentScaleValue = 'page-width'; viewer.currentPageNumber = target; });
  const pdf = await pdfjsLib.getDocument({ url: '/textbook.pdf' }).promise;
  viewer.setDocument(pdf);
  linkService.setDocument(pdf);
</script></body></html>`;

export async function startReferenceServer(): Promise<{ app: FastifyInstance; origin: string }> {
  const app = Fastify({ logger: false });
  const pdf = fs.readFileSync(PDF_FIXTURE);
  app.get('/', async (_request, reply) => reply.type('text/html').send(REFERENCE_PAGE));
  app.get('/textbook.pdf', async (_request, reply) => reply.type('application/pdf').send(pdf));
  await app.register(fastifyStatic, { root: pdfjsDir, prefix: '/pdfjs/' });
  const address = await app.listen({ host: '127.0.0.1', port: 0 });
  return { app, origin: address };
}

export interface StartedApp {
  child: ChildProcess;
  origin: string;
  dataDir: string;
}

/** The app as the e2e journeys start it (scripts/start.mjs, a fresh data folder), on `port`, with `env` added. */
export async function startApp(port = PORT, env: Record<string, string> = {}): Promise<StartedApp> {
  const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'mnemo-bench-bundle-'));
  const origin = `http://localhost:${port}`;
  const child = spawn(process.execPath, ['scripts/start.mjs'], {
    cwd: repoRoot,
    env: {
      ...process.env,
      PORT: String(port),
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      AUTH_RATE_LIMIT_PER_MINUTE: '1000',
      ...env,
    },
    stdio: ['ignore', 'ignore', 'inherit'],
    // its own process group: start.mjs runs the server as a child, and both stop together
    detached: true,
  });
  const deadline = Date.now() + 180_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`The app exited with ${child.exitCode} before answering.`);
    try {
      if ((await fetch(`${origin}/api/health`)).ok) break;
    } catch {
      // not listening yet
    }
    if (Date.now() > deadline) throw new Error('The app did not answer /api/health within 3 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { child, origin, dataDir };
}

/** An account and a session made from the textbook through the API and the real pipeline. */
export async function createTextbookSession(origin: string): Promise<{ token: string; url: string }> {
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `bench-bundle-${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Bench',
      ageConfirmed: true,
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  const { token } = (await registered.json()) as { token: string };
  const form = new FormData();
  form.set('name', 'Textbook');
  form.set('questionTypes', 'true_false');
  form.set('questionLanguage', 'en');
  form.set('file', new Blob([fs.readFileSync(PDF_FIXTURE)], { type: 'application/pdf' }), 'textbook-120p.pdf');
  const created = await fetch(`${origin}/api/sessions`, {
    method: 'POST',
    headers: { authorization: `Bearer ${token}` },
    body: form,
  });
  if (created.status !== 202) throw new Error(`create session: ${created.status} ${await created.text()}`);
  const body = (await created.json()) as { session: { id: string }; document: { id: string } };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const document = (await (
      await fetch(`${origin}/api/documents/${body.document.id}`, { headers: { authorization: `Bearer ${token}` } })
    ).json()) as { status: string };
    if (document.status === 'completed') break;
    if (document.status === 'failed') throw new Error('The textbook failed in the pipeline.');
    if (Date.now() > deadline) throw new Error('The textbook was not processed within 3 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
  return { token, url: `${origin}/session?folder_id=root&session_id=${body.session.id}&doc=${body.document.id}` };
}

/** Whether a request asks for the PDF: our signed media URL of the document, or the reference page's file. */
const isPdfRequest = (url: string): boolean =>
  /\/api\/media\/documents\/[^/]+\/(original|pdf)\b|\/textbook\.pdf$/.test(new URL(url).pathname);

/**
 * Opens `url` in a fresh context (empty cache) and returns when the text layer of `pageNumber`
 * showed, with the PDF's bytes received by then: every response body of the PDF's URL counted as
 * it arrives (the protocol's dataReceived), so a full request the viewer cancels after its headers
 * counts what came before the cancel, and each range its own bytes.
 */
export async function timeToPage(
  browser: Browser,
  url: string,
  pageNumber: number,
  token?: string,
): Promise<{ ms: number; scripts: string[]; pdfBytes: number }> {
  const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
  try {
    const page = await context.newPage();
    if (token) await page.addInitScript({ content: `localStorage.setItem('mnemo.token', ${JSON.stringify(token)});` });
    await page.addInitScript({ content: WATCH_TEXT_LAYERS });
    const scripts: string[] = [];
    page.on('response', (response) => {
      if (response.request().resourceType() === 'script') scripts.push(new URL(response.url()).pathname);
    });
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    const pdfRequests = new Set<string>();
    let pdfBytes = 0;
    cdp.on('Network.requestWillBeSent', (event) => {
      if (isPdfRequest(event.request.url)) pdfRequests.add(event.requestId);
    });
    cdp.on('Network.dataReceived', (event) => {
      if (pdfRequests.has(event.requestId)) pdfBytes += event.dataLength;
    });
    await page.goto(url);
    const ms = await textLayerShownAt(page, pageNumber);
    return { ms, scripts, pdfBytes };
  } finally {
    await context.close();
  }
}

export const median = (values: number[]): number =>
  [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)] ?? 0;

/** First-load JS of the session page beside its budget; page 1 and page 100 in our viewer beside pdf.js's own. */
export async function runBundleBench(): Promise<string[]> {
  const manifestPath = path.join(webDist, '.vite/manifest.json');
  const lines: string[] = [];
  const { child, origin, dataDir } = await startApp();
  // start.mjs has rebuilt the web app if its sources changed, so the pages are current
  lines.push(...describePublicPages());
  const reference = await startReferenceServer();
  let browser: Browser | null = null;
  try {
    // start.mjs has rebuilt the web app if its sources changed, so the manifest is current
    if (!fs.existsSync(manifestPath)) throw new Error(`No ${manifestPath}: run \`npm run build\` first.`);
    const manifest = JSON.parse(fs.readFileSync(manifestPath, 'utf8')) as Manifest;
    const files = firstLoadFiles(manifest, 'src/app/routes/session.tsx');
    const total = files.reduce((sum, file) => sum + gzipSize(file), 0);
    const pdfjs = manifest['../../node_modules/pdfjs-dist/build/pdf.mjs'];
    lines.push(
      `  session page first-load JS: ${kb(total)} gzipped in ${files.length} files   budget ${BUDGET_KB} KB  ${total / 1024 <= BUDGET_KB ? 'within' : 'OVER'}`,
    );
    for (const file of files.sort((a, b) => gzipSize(b) - gzipSize(a)).slice(0, 5))
      lines.push(`    ${kb(gzipSize(file)).padStart(9)}  ${path.basename(file)}`);
    if (pdfjs)
      lines.push(`  pdf.js (loaded when a PDF is first shown, not in the figure): ${kb(gzipSize(pdfjs.file))} gzipped`);
    lines.push(...describeServiceWorker());

    const { token, url } = await createTextbookSession(origin);
    browser = await launchChromium();
    const pdfSize = fs.statSync(PDF_FIXTURE).size;
    lines.push(
      `  time from navigation to the page's text layer, textbook-120p.pdf, median of ${RUNS} cold loads (1280x860), load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}:`,
    );
    for (const pageNumber of PAGES) {
      const ours: number[] = [];
      const theirs: number[] = [];
      const ourBytes: number[] = [];
      const theirBytes: number[] = [];
      let scripts: string[] = [];
      for (let run = 0; run < RUNS; run++) {
        // alternate which viewer goes first, so neither always meets a warmer machine
        const oursFirst = run % 2 === 0;
        const measureOurs = async () => {
          const result = await timeToPage(
            browser!,
            pageNumber === 1 ? url : `${url}&page=${pageNumber}`,
            pageNumber,
            token,
          );
          ours.push(result.ms);
          ourBytes.push(result.pdfBytes);
          scripts = result.scripts;
        };
        const measureTheirs = async () => {
          const result = await timeToPage(browser!, `${reference.origin}/?page=${pageNumber}`, pageNumber);
          theirs.push(result.ms);
          theirBytes.push(result.pdfBytes);
        };
        if (oursFirst) {
          await measureOurs();
          await measureTheirs();
        } else {
          await measureTheirs();
          await measureOurs();
        }
      }
      lines.push(
        `  page ${String(pageNumber).padStart(3)}: Mnemo ${median(ours).toFixed(0).padStart(5)} ms   pdf.js viewer ${median(theirs).toFixed(0).padStart(5)} ms   (ratio ${(median(ours) / median(theirs)).toFixed(2)})`,
      );
      lines.push(
        `    PDF bytes fetched by then: Mnemo ${kb(median(ourBytes))}   pdf.js viewer ${kb(median(theirBytes))}   of the file's ${kb(pdfSize)}`,
      );
      if (pageNumber === 1) {
        // what the browser fetched beyond the first-load set by the time page 1 had text
        const firstLoad = new Set(files.map((file) => `/${file}`));
        const later = [...new Set(scripts)].filter((script) => script.startsWith('/assets/') && !firstLoad.has(script));
        const described = later.map(
          (script) => `${path.basename(script).replace(/-[\w-]{8}\.m?js$/, '')} ${kb(gzipSize(script.slice(1)))}`,
        );
        lines.push(`    (after the first load, page 1 had also fetched: ${described.join(', ') || 'nothing'})`);
      }
    }
  } finally {
    await browser?.close();
    await reference.app.close();
    await stopApp({ child, origin, dataDir });
  }
  return lines;
}

/** Stops an app `startApp` started (its process group) and removes its data folder. */
export async function stopApp({ child, origin, dataDir }: StartedApp): Promise<void> {
  if (child.exitCode === null && child.pid) {
    const exited = new Promise((resolve) => child.once('exit', resolve));
    process.kill(-child.pid, 'SIGTERM');
    await exited;
    // the server finishes its graceful shutdown on its own; wait until it stops answering
    for (let i = 0; i < 60; i++) {
      const answering = await fetch(`${origin}/api/health`).then(
        () => true,
        () => false,
      );
      if (!answering) break;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
  fs.rmSync(dataDir, { recursive: true, force: true });
}

/** Debian's Chromium, headless, as the e2e journeys and the other browser benchmarks run it. */
export function launchChromium(): Promise<Browser> {
  return chromium.launch({
    executablePath: process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
    args: [
      '--headless',
      '--no-sandbox',
      '--disable-gpu',
      '--disable-dev-shm-usage',
      '--disable-background-networking',
      '--disable-component-update',
      '--no-first-run',
    ],
  });
}

// Run directly for the public pages' figures alone (no server): `npx tsx bench/bundle.bench.ts public`.
if (
  process.argv[1] &&
  path.resolve(process.argv[1]) === path.resolve(import.meta.filename) &&
  process.argv[2] === 'public'
) {
  for (const line of describePublicPages()) console.log(line);
}
