import { benchContext, openBenchDatabase, registerBenchUser } from './embedded-app.ts';
import os from 'node:os';
import { buildApp } from '../apps/server/src/app.ts';
import { createDocumentEvents } from '../apps/server/src/modules/pipeline/document-events.ts';
import { startProcessDocumentWorker } from '../apps/server/src/modules/pipeline/jobs/process-document.job.ts';
import { buildMultipart, followDocument } from '../apps/server/src/modules/pipeline/testing/pipeline-test-kit.ts';
import { readFixture } from '../apps/server/src/modules/pipeline/steps/extract/testing/fixtures.ts';
import { createWorkerPool } from '../apps/server/src/worker-pool/worker-pool.ts';
import { startQueue } from '../apps/server/src/queue/queue.ts';
import { extractRawText } from './raw-pdf-text.ts';
import { launchChromium, startApp, stopApp } from './bundle.bench.ts';

const FILE = 'thinkpython2-264p.pdf';
const TARGET_MS = 3_000;
const CARDS_WANTED = 10;
/** How often the cards API is asked: the resolution of the figure. */
const POLL_MS = 50;
const BROWSER_PORT = Number(
  process.env.BENCH_FIRST_CARDS_PORT ?? (process.env.E2E_PORT ? Number(process.env.E2E_PORT) + 1 : 3207),
);

const seconds = (ms: number): string => `${(ms / 1000).toFixed(2)} s`;

/**
 * Issue 25 item 2 (ADR 155): how soon a long document becomes studyable. The embedded default as
 * `npm start` makes it (PGlite, in-process worker, local AI, the warmed worker-thread pool, as the
 * ingest benchmark builds it); the 264-page book is uploaded through the API and, from the upload's
 * answer (the 202), the session's cards API (`GET /api/sessions/:id/flashcards`) is asked every
 * 50 ms until it holds 10 cards. Beside it, in the same run: the same upload's time to the
 * document's completion (the whole pass, followed on the document's event stream as the web app
 * does) and raw pdf.js text extraction of the same file. Then the same book in a browser (ADR 161):
 * the app started as `npm start` starts it (scripts/start.mjs, a fresh data folder), Debian's
 * Chromium uploads it through the creation wizard (`/new`, its default choices, a new account on
 * the free plan; after one untimed upload of a 10-page PDF through the API), and the figure runs from the upload's answer (the POST's responseEnd in the
 * page's Resource Timing) until the session page, opened by the wizard, shows 10 or more cards in
 * its Overview (checked each animation frame); beside it, when the Overview first showed.
 */
export async function runFirstCardsBench(): Promise<string[]> {
  const bytes = readFixture(`documents/${FILE}`);
  const database = await openBenchDatabase();
  const queue = await startQueue(database);
  const workerPool = createWorkerPool();
  await workerPool.warm(); // as server.ts does at start (ADR 091), before any upload
  const ctx = benchContext(database, { queue, documentEvents: createDocumentEvents(database), workerPool });
  await startProcessDocumentWorker(ctx, queue);
  const app = await buildApp(ctx, { databaseKind: database.kind, serveWeb: false });
  try {
    const { token, headers } = await registerBenchUser(app, 'first-cards@example.com');
    // 264 pages make more exercises than a free month allows
    await ctx.db.updateTable('users').set({ plan: 'ULTIMATE' }).execute();

    // one untimed pass first, so the timed one runs on warmed-up code
    await extractRawText(bytes);
    const rawStarted = performance.now();
    const raw = await extractRawText(bytes);
    const rawMs = performance.now() - rawStarted;

    const body = buildMultipart(
      { name: 'Think Python', questionTypes: 'multiple_choice,true_false,open_ended', questionLanguage: 'en' },
      { bytes, fileName: FILE },
    );
    const posted = performance.now();
    const res = await app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: { ...headers, ...body.headers },
      payload: body.payload,
    });
    if (res.statusCode !== 202) throw new Error(`upload: ${res.statusCode} ${res.body}`);
    const answered = performance.now();
    const { document, session } = res.json() as { document: { id: string }; session: { id: string } };

    let completedMs: number | null = null;
    const followed = followDocument(app, token, document.id).then((events) => {
      completedMs = performance.now() - answered;
      return events;
    });
    const countCards = async (): Promise<number> => {
      const page = await app.inject({
        method: 'GET',
        url: `/api/sessions/${session.id}/flashcards?limit=${CARDS_WANTED}`,
        headers,
      });
      if (page.statusCode !== 200) throw new Error(`cards: ${page.statusCode} ${page.body}`);
      return (page.json() as { total: number }).total;
    };
    let firstCardMs: number | null = null;
    let tenCardsMs: number | null = null;
    let cardsAtTen = 0;
    let tenBeforeCompletion = false;
    for (;;) {
      const done = completedMs !== null; // read before asking, so "before completion" is honest
      const total = await countCards();
      const at = performance.now() - answered;
      if (total > 0 && firstCardMs === null) firstCardMs = at;
      if (total >= CARDS_WANTED) {
        tenCardsMs = at;
        cardsAtTen = total;
        tenBeforeCompletion = !done;
        break;
      }
      if (done) break;
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
    const events = await followed;
    const last = events.at(-1);
    if (last?.status !== 'completed') throw new Error(`document ${last?.status}: ${JSON.stringify(last?.error)}`);
    const finalCards = await countCards();
    const wholeMs = completedMs ?? Number.NaN;
    const earlyEvents = events.filter((event) => event.early && event.early.itemsSaved > 0).length;

    const figure =
      tenCardsMs === null
        ? `never (${finalCards} cards at completion)`
        : `${seconds(tenCardsMs).padEnd(12)}${tenBeforeCompletion ? '' : ' (only once the whole pass had completed)'}`;
    const met = tenCardsMs !== null && tenCardsMs <= TARGET_MS;
    const browser = await measureInBrowser(bytes);
    // the browser figure's own reference, measured just after it (the machine's load changes within a run)
    const rawAfterStarted = performance.now();
    await extractRawText(bytes);
    const rawAfterMs = performance.now() - rawAfterStarted;
    const browserMet = browser.tenCardsMs !== null && browser.tenCardsMs <= TARGET_MS;
    return [
      `  ${FILE}: ${raw.pages} pages, ${raw.chars} characters; embedded default, ${workerPool.size} worker thread${workerPool.size === 1 ? '' : 's'} warmed at start; load average at the end ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')} on ${os.cpus().length} cores`,
      `  measured through the API, not in a browser: from the upload's answer (202 after ${(answered - posted).toFixed(0)} ms), cards API asked every ${POLL_MS} ms`,
      `  ${`first ${CARDS_WANTED} cards:`.padEnd(32)} ${figure} target ≤ ${seconds(TARGET_MS)} ${met ? 'met' : 'NOT met'}${tenCardsMs !== null ? ` (${cardsAtTen} cards then; first card at ${seconds(firstCardMs ?? Number.NaN)})` : ''}`,
      `  ${'reference, document completed:'.padEnd(32)} ${seconds(wholeMs).padEnd(12)} (the whole pass; ${finalCards} cards; ${earlyEvents} event${earlyEvents === 1 ? '' : 's'} with early items saved)`,
      `  ${'reference, raw pdf.js text:'.padEnd(32)} ${seconds(rawMs).padEnd(12)} (extraction of the same file alone)`,
      tenCardsMs !== null
        ? `  first ${CARDS_WANTED} cards / completed ${(tenCardsMs / wholeMs).toFixed(2)}×, / raw extraction ${(tenCardsMs / rawMs).toFixed(2)}×`
        : `  first ${CARDS_WANTED} cards: not reached`,
      `  in Chromium, through the creation wizard (free plan, its default question types; the app's second upload), from the upload's answer (${browser.uploadMs.toFixed(0)} ms after the click):`,
      `  ${`first ${CARDS_WANTED} cards shown:`.padEnd(32)} ${browser.tenCardsMs === null ? `never (${browser.shownCards} shown)` : seconds(browser.tenCardsMs).padEnd(12)} target ≤ ${seconds(TARGET_MS)} ${browserMet ? 'met' : 'NOT met'} (the session page opened ${seconds(browser.sessionPageMs)} after the upload's answer; ${browser.shownCards} cards shown then)`,
      `  ${'  reference, raw pdf.js text:'.padEnd(32)} ${seconds(rawAfterMs).padEnd(12)} (measured again just after the browser run)${browser.tenCardsMs !== null ? `; first ${CARDS_WANTED} cards shown / raw extraction ${(browser.tenCardsMs / rawAfterMs).toFixed(2)}×` : ''}`,
      `  ${'  beside, through the API:'.padEnd(32)} ${tenCardsMs === null ? 'never' : seconds(tenCardsMs)}; raw pdf.js text ${seconds(rawMs)}; load average ${os
        .loadavg()
        .map((n) => n.toFixed(1))
        .join(' / ')}`,
    ];
  } finally {
    await app.close();
    await queue.stop({ graceful: false, timeout: 5_000 });
    await ctx.documentEvents?.close();
    await workerPool.close();
    await database.close();
  }
}

interface ShownLabel {
  textContent: string | null;
  previousElementSibling: { textContent: string | null } | null;
  checkVisibility?: () => boolean;
}

/**
 * Browser code (arrow functions only: the page's CSP allows no eval, and Playwright sends a
 * function's text): `performance.now()` once the visible Overview says the session has `wanted`
 * cards or more, else false.
 */
const cardsShownAt = (wanted: number): number | false => {
  const page = globalThis as unknown as {
    location: { pathname: string };
    document: { querySelectorAll: (selector: string) => Iterable<ShownLabel> };
    performance: { now: () => number };
  };
  // the wizard has a "Flashcards" choice of its own
  if (page.location.pathname !== '/session') return false;
  for (const label of page.document.querySelectorAll('span')) {
    if (label.textContent !== 'Flashcards' || !label.previousElementSibling) continue;
    if (label.checkVisibility && !label.checkVisibility()) continue;
    if (Number(label.previousElementSibling.textContent) >= wanted) return page.performance.now();
  }
  return false;
};

/**
 * The book uploaded through the creation wizard in Chromium, against the app as `npm start` runs
 * it: ms from the upload's answer until the session page shows `CARDS_WANTED` cards (null: never,
 * within 3 minutes), and until the session page first showed.
 */
async function measureInBrowser(bytes: Uint8Array): Promise<{
  uploadMs: number;
  sessionPageMs: number;
  tenCardsMs: number | null;
  shownCards: number;
}> {
  const app = await startApp(BROWSER_PORT);
  const browser = await launchChromium();
  try {
    const token = await register(app.origin, 'bench-first-cards');
    // one untimed upload first, as the API figure's process has read a PDF before its upload: the
    // first upload after start is item 1's figure (the ingest benchmark), not this one's
    await uploadAndWait(
      app.origin,
      await register(app.origin, 'bench-first-cards-warm-up'),
      readFixture('documents/textbook-chapter-10p.pdf'),
      'textbook-chapter-10p.pdf',
    );
    const context = await browser.newContext({ viewport: { width: 1280, height: 860 } });
    const page = await context.newPage();
    await page.addInitScript({ content: `localStorage.setItem('mnemo.token', ${JSON.stringify(token)});` });
    await page.goto(`${app.origin}/new`);
    await page
      .getByLabel('Choose a file')
      .setInputFiles({ name: FILE, mimeType: 'application/pdf', buffer: Buffer.from(bytes) });
    await page.getByRole('textbox', { name: 'Session name' }).fill('Think Python');
    const uploaded = page.waitForResponse(
      (response) => new URL(response.url()).pathname === '/api/sessions' && response.request().method() === 'POST',
      { timeout: 180_000 },
    );
    const clickedAt = await page.evaluate('performance.now()');
    await page.getByRole('button', { name: 'Create session' }).click();
    const response = await uploaded;
    if (response.status() !== 202) throw new Error(`upload: ${response.status()} ${await response.text()}`);
    // the upload's answer on the page's own clock: its POST's responseEnd
    const answeredAt = (await page.evaluate(`(() => {
      const entries = performance.getEntriesByType('resource').filter((e) => new URL(e.name).pathname === '/api/sessions' && e.responseEnd > 0);
      return entries.length ? entries[entries.length - 1].responseEnd : performance.now();
    })()`)) as number;
    const sessionShown = (await (
      await page.waitForFunction(cardsShownAt, 0, { timeout: 180_000, polling: 'raf' })
    ).jsonValue()) as number;
    let tenCardsAt: number | null = null;
    try {
      tenCardsAt = (await (
        await page.waitForFunction(cardsShownAt, CARDS_WANTED, { timeout: 180_000, polling: 'raf' })
      ).jsonValue()) as number;
    } catch {
      // never within the time: reported as such
    }
    const shownCards = (await page.evaluate(`(() => {
      for (const label of document.querySelectorAll('span'))
        if (label.textContent === 'Flashcards' && label.previousElementSibling && label.checkVisibility())
          return Number(label.previousElementSibling.textContent);
      return 0;
    })()`)) as number;
    await context.close();
    return {
      uploadMs: answeredAt - (clickedAt as number),
      sessionPageMs: sessionShown - answeredAt,
      tenCardsMs: tenCardsAt === null ? null : tenCardsAt - answeredAt,
      shownCards,
    };
  } finally {
    await browser.close();
    await stopApp(app);
  }
}

/** A new account's token (each its own monthly allowance). */
async function register(origin: string, tag: string): Promise<string> {
  const registered = await fetch(`${origin}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({
      email: `${tag}-${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Bench',
      ageConfirmed: true,
    }),
  });
  if (registered.status !== 201) throw new Error(`register: ${registered.status} ${await registered.text()}`);
  return ((await registered.json()) as { token: string }).token;
}

/** Uploads `bytes` through the API and waits until its document is processed. */
async function uploadAndWait(origin: string, token: string, bytes: Uint8Array, fileName: string): Promise<void> {
  const form = new FormData();
  form.set('name', 'Warm-up');
  form.set('questionTypes', 'true_false');
  form.set('questionLanguage', 'en');
  form.set('file', new Blob([bytes], { type: 'application/pdf' }), fileName);
  const headers = { authorization: `Bearer ${token}` };
  const created = await fetch(`${origin}/api/sessions`, { method: 'POST', headers, body: form });
  if (created.status !== 202) throw new Error(`warm-up upload: ${created.status} ${await created.text()}`);
  const { document } = (await created.json()) as { document: { id: string } };
  const deadline = Date.now() + 180_000;
  for (;;) {
    const state = (await (await fetch(`${origin}/api/documents/${document.id}`, { headers })).json()) as {
      status: string;
    };
    if (state.status === 'completed') return;
    if (state.status === 'failed') throw new Error('The warm-up document failed in the pipeline.');
    if (Date.now() > deadline) throw new Error('The warm-up document was not processed within 3 minutes.');
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
}
