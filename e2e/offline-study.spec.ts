import type { Page } from '@playwright/test';
import { applyRating, type Schedule, type StudyRating } from '@mnemo/domain/spaced-repetition';
import { expect, test } from './fixtures.ts';
import { authorization, registerAccount, shoot, signIn } from './support.ts';

/*
 * Studying offline (issue 26 items 2 and 4, ADR 100). Online, the app keeps the cards of the next
 * days in IndexedDB; then, with every request to the server refused for the page and the service
 * worker alike, a reload opens the study page, ten cards are reviewed by keyboard, the page is
 * closed and opened again (the ten still queued), and when the server is reachable again the ten
 * reach it with the times they were made and are scheduled as FSRS gives for those times; the
 * banner goes. In English at 1280 px on "Study now", in Portuguese at 375 px on the session's
 * Flashcards tab (dark).
 */

test.use({ serviceWorkers: 'allow' });

const RUNS = [
  {
    lang: 'en',
    width: 1280,
    where: 'review',
    question: 'Question',
    kept: /Studying the cards kept on this device, updated/,
    banner: 'Offline — 10 reviews will sync when the connection returns.',
  },
  {
    lang: 'pt',
    width: 375,
    where: 'flashcards',
    question: 'Pergunta',
    kept: /A estudar os cartões guardados neste dispositivo, atualizados/,
    banner: 'Sem ligação — 10 revisões serão sincronizadas quando a ligação voltar.',
  },
] as const;
const FRONTS = Array.from({ length: 10 }, (_, i) => `Which organelle is number ${i + 1}?`);
/** Medium then Easy in turn: Medium keeps a new card learning (back within minutes), Easy sends it days ahead. */
const KEYS = ['2', '3'] as const;
const RATING_OF: Record<(typeof KEYS)[number], StudyRating> = { '2': 'medium', '3': 'easy' };

/** A store of the offline database as the page reads it (null before the app created it). */
function readStore<T>(page: Page, store: 'pack' | 'reviews'): Promise<T | null> {
  return page.evaluate(async (name) => {
    if (!(await indexedDB.databases()).some((db) => db.name === 'mnemo-offline')) return null;
    const db = await new Promise<IDBDatabase>((resolve, reject) => {
      const request = indexedDB.open('mnemo-offline');
      request.onsuccess = () => resolve(request.result);
      request.onerror = () => reject(request.error as Error);
    });
    try {
      return await new Promise<unknown>((resolve, reject) => {
        const objects = db.transaction(name).objectStore(name);
        const request = name === 'pack' ? objects.get('current') : objects.getAll();
        request.onsuccess = () => resolve(request.result ?? null);
        request.onerror = () => reject(request.error as Error);
      });
    } finally {
      db.close();
    }
  }, store) as Promise<T | null>;
}

interface Queued {
  cardId: string;
  body: { rating: StudyRating; reviewedAt: string };
}

for (const run of RUNS) {
  test(`offline (${run.lang}, ${run.width} px, ${run.where}): ten cards reviewed by keyboard, the page closed and reopened, synced at their times`, async ({
    page,
    context,
    quiet,
  }) => {
    test.setTimeout(180_000);
    const token = await registerAccount(page.request, { tag: `offline-${run.lang}` });
    const created = await page.request.post('/api/directory/root/file', {
      headers: authorization(token),
      data: {
        name: 'Cell biology',
        flashcards: FRONTS.map((front) => ({ front, back: `Answer: ${front}`, difficulty: 'medium' })),
      },
    });
    expect(created.status()).toBe(201);
    const session = (await created.json()) as { id: string };
    await signIn(page, token);
    await page.setViewportSize({ width: run.width, height: 860 });
    if (run.lang === 'pt') await page.emulateMedia({ colorScheme: 'dark' });
    const query = new URLSearchParams(
      run.where === 'review' ? {} : { folder_id: 'root', session_id: session.id, tab: 'flashcards' },
    );
    if (run.lang !== 'en') query.set('lang', run.lang);
    const url = `${run.where === 'review' ? '/review' : '/session'}${query.size > 0 ? `?${query}` : ''}`;
    await page.goto(url);
    const card = page.getByRole('article', { name: run.question });
    await expect(card.getByText(FRONTS[0]!)).toBeVisible();
    await expect
      .poll(() => page.evaluate(async () => (await navigator.serviceWorker.ready).active?.state))
      .toBe('activated');
    // the cards of the next days are kept in IndexedDB on app start
    await expect
      .poll(async () => (await readStore<{ cards: unknown[] }>(page, 'pack'))?.cards.length ?? 0, { timeout: 20_000 })
      .toBe(10);

    // the page's answers are saved to localStorage a moment after they arrive (throttled): a page
    // reopened offline shows what was saved, so the connection goes once the session is in it
    await expect
      .poll(() => page.evaluate((id) => (localStorage.getItem('mnemo.query-cache') ?? '').includes(id), session.id))
      .toBe(true);

    // the server unreachable for the page and for the worker alike
    quiet.allow(
      /ERR_INTERNET_DISCONNECTED|ERR_FAILED|Failed to load resource|request failed|NetworkError|Failed to fetch/,
    );
    await context.route('**/*', (route) => route.abort('internetdisconnected'));
    await context.setOffline(true);
    await page.reload();
    await expect(card.getByText(FRONTS[0]!)).toBeVisible();
    await expect(page.getByText(run.kept)).toBeVisible();
    const before = Date.now();
    for (const [index, front] of FRONTS.entries()) {
      await expect(card.getByText(front)).toBeVisible();
      await page.keyboard.press('Space');
      await expect(card.getByText(`Answer: ${front}`)).toBeVisible();
      if (index === 0)
        await shoot(page, `offline-flashcards-${run.lang}-${run.width}${run.lang === 'pt' ? '-dark' : ''}`);
      await page.keyboard.press(KEYS[index % 2]!);
    }
    await expect(page.getByText(run.banner)).toBeVisible();
    await shoot(page, `offline-banner-${run.lang}-${run.width}${run.lang === 'pt' ? '-dark' : ''}`);

    // closed and opened again, still without the server: the ten are still queued on this device
    await page.close();
    const reopened = await context.newPage();
    await signIn(reopened, token);
    await reopened.setViewportSize({ width: run.width, height: 860 });
    if (run.lang === 'pt') await reopened.emulateMedia({ colorScheme: 'dark' });
    await reopened.goto(url);
    await expect(reopened.getByText(run.banner)).toBeVisible();
    // the offline page (dark) at both widths, as the learner sees it with ten reviews queued
    await reopened.emulateMedia({ colorScheme: 'dark' });
    for (const width of [1280, 375]) {
      await reopened.setViewportSize({ width, height: 860 });
      await shoot(reopened, `offline-${run.where}-${run.lang}-${width}-dark`);
    }
    await reopened.setViewportSize({ width: run.width, height: 860 });
    const kept = (await readStore<Queued[]>(reopened, 'reviews')) ?? [];
    expect(kept).toHaveLength(10);
    for (const review of kept) expect(Date.parse(review.body.reviewedAt)).toBeGreaterThanOrEqual(before - 1000);

    // the server reachable again, seconds later: each review arrives with the time it was made
    await reopened.waitForTimeout(2000);
    await context.unroute('**/*');
    await context.setOffline(false);
    await expect(reopened.getByText(run.banner)).toHaveCount(0, { timeout: 30_000 });
    await expect.poll(async () => (await readStore<Queued[]>(reopened, 'reviews'))?.length).toBe(0);
    const read = await reopened.request.get(`/api/directory/root/file/${session.id}`, {
      headers: authorization(token),
    });
    const cards = (
      (await read.json()) as { flashcards: Array<{ id: string; front: string; schedule: Schedule | null }> }
    ).flashcards;
    expect(new Set(kept.map((review) => review.cardId)).size).toBe(10);
    for (const review of kept) {
      const stored = cards.find((c) => c.id === review.cardId);
      // scheduled as FSRS gives for the time it was made offline, not when it arrived
      const expected = applyRating(null, review.body.rating, new Date(review.body.reviewedAt)).schedule;
      expect(stored?.schedule).toMatchObject({
        lastReview: expected.lastReview,
        due: expected.due,
        state: expected.state,
        reps: 1,
      });
    }
    // the ratings were the keys pressed, card by card
    expect(
      FRONTS.map((front) => kept.find((r) => r.cardId === cards.find((c) => c.front === front)?.id)?.body.rating),
    ).toEqual(FRONTS.map((_, index) => RATING_OF[KEYS[index % 2]!]));
  });
}
