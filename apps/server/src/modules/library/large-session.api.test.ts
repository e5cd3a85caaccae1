import { SESSION_FILE_MAX_FLASHCARDS, type SessionFile } from '@mnemo/contracts/library';
import type { DueListResponse, FlashcardPage } from '@mnemo/contracts/review';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { importAndWait } from '../exchange/testing/import-kit.ts';

/*
 * A session larger than its file carries (issue 21 item 2, ADR 103): an imported deck of up to
 * IMPORT_MAX_CARDS opens with bounded answers. The session file holds its first
 * SESSION_FILE_MAX_FLASHCARDS cards and the count of all; the due list, the stats and the card
 * media answer their own bounded shapes. Shapes only: the times are the bench's.
 */
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {} });
});
afterAll(async () => t?.close());

const ROWS = SESSION_FILE_MAX_FLASHCARDS + 600;
const csvOf = (rows: number) =>
  new TextEncoder().encode(Array.from({ length: rows }, (_v, i) => `Card ${i + 1},Answer ${i + 1}`).join('\n'));
const MB = 1024 * 1024;

describe('a large imported session opens with bounded answers', () => {
  it('answers the session page’s requests with at most the file’s cards, the count of all, and a bounded due list', async () => {
    const owner = await registerTestUser(t.app);
    const imported = await importAndWait(t.app, owner.token, csvOf(ROWS), 'Large deck.csv');
    expect(imported.state).toMatchObject({ status: 'done', imported: { cards: ROWS } });
    const sessionId = imported.accepted!.sessionId;

    const opened = await t.call('GET', `/api/directory/root/file/${sessionId}`, owner.token);
    expect(opened.statusCode).toBe(200);
    const file = opened.json() as SessionFile;
    expect(file.flashcardCount).toBe(ROWS);
    expect(file.flashcards).toHaveLength(SESSION_FILE_MAX_FLASHCARDS);
    // the first cards, in their order
    expect(file.flashcards[0]).toMatchObject({ front: 'Card 1', back: 'Answer 1' });
    expect(file.flashcards.at(-1)).toMatchObject({ front: `Card ${SESSION_FILE_MAX_FLASHCARDS}` });
    expect(opened.body.length).toBeLessThan(2 * MB);

    const due = await t.call('GET', `/api/review/due?sessionId=${sessionId}`, owner.token);
    expect(due.statusCode).toBe(200);
    const list = due.json() as DueListResponse;
    expect(list.cards.length).toBeGreaterThan(0);
    expect(list.cards.length).toBeLessThanOrEqual(100);
    expect(due.body.length).toBeLessThan(256 * 1024);

    for (const url of [
      `/api/review/stats?sessionId=${sessionId}`,
      `/api/sessions/${sessionId}/card-media`,
      `/api/sessions/${sessionId}/guided`,
    ]) {
      const res = await t.call('GET', url, owner.token);
      expect(res.statusCode, url).toBe(200);
      expect(res.body.length, url).toBeLessThan(64 * 1024);
    }

    // the session reviews: a card of its due list takes a rating
    const [first] = list.cards;
    const reviewed = await t.call('POST', `/api/flashcards/${first!.id}/review`, owner.token, { rating: 'easy' });
    expect(reviewed.statusCode).toBe(200);
  });

  it('carries every card of a session within the file’s bound, with their count', async () => {
    const owner = await registerTestUser(t.app);
    const imported = await importAndWait(t.app, owner.token, csvOf(3), 'Small deck.csv');
    const file = (
      await t.call('GET', `/api/directory/root/file/${imported.accepted!.sessionId}`, owner.token)
    ).json() as SessionFile;
    expect(file.flashcardCount).toBe(3);
    expect(file.flashcards.map((card) => card.front)).toEqual(['Card 1', 'Card 2', 'Card 3']);
  });
});

describe('the cards of a large session page by page (ADR 114)', () => {
  it('reaches, filters and edits every card past the file’s bound, for the owner alone', async () => {
    const owner = await registerTestUser(t.app);
    const imported = await importAndWait(t.app, owner.token, csvOf(ROWS), 'Paged deck.csv');
    const sessionId = imported.accepted!.sessionId;
    const page = async (query: string, token = owner.token) => {
      const res = await t.call('GET', `/api/sessions/${sessionId}/flashcards?${query}`, token);
      return { status: res.statusCode, body: res.json() as FlashcardPage };
    };

    // the last page holds the last cards, in their order, past the 2,000 the file carries
    const last = await page(`offset=${ROWS - 3}&limit=200`);
    expect(last.status).toBe(200);
    expect(last.body.total).toBe(ROWS);
    expect(last.body.flashcards.map((card) => card.front)).toEqual([
      `Card ${ROWS - 2}`,
      `Card ${ROWS - 1}`,
      `Card ${ROWS}`,
    ]);
    const first = await page('');
    expect(first.body).toMatchObject({ offset: 0, limit: 50, total: ROWS, tags: [] });
    expect(first.body.flashcards).toHaveLength(50);
    expect(first.body.flashcards[49]!.front).toBe('Card 50');

    // a card past the bound is edited like any other, and found again by its text and its tag
    const target = last.body.flashcards[2]!;
    const edited = await t.call('PATCH', `/api/sessions/${sessionId}/flashcards`, owner.token, {
      upsert: [{ ...target, back: 'Edited ANSWER far down', tags: ['far', 'Deep'] }],
      delete: [],
    });
    expect(edited.statusCode).toBe(200);
    const byText = await page('q=answer%20FAR');
    expect(byText.body.total).toBe(1);
    expect(byText.body.flashcards[0]).toMatchObject({ id: target.id, back: 'Edited ANSWER far down' });
    const byTag = await page('tag=far&limit=10');
    expect(byTag.body).toMatchObject({ total: 1, tags: ['Deep', 'far'] });
    expect(byTag.body.flashcards.map((card) => card.id)).toEqual([target.id]);
    // the text filter counts every match, not only the page's
    expect((await page(`q=card%2026&limit=5`)).body.total).toBe(
      Array.from({ length: ROWS }, (_v, i) => `card ${i + 1}`).filter((f) => f.includes('card 26')).length,
    );

    // another user's session is not found; bad pages are refused naming the field
    const stranger = await registerTestUser(t.app);
    expect((await page('', stranger.token)).status).toBe(404);
    for (const bad of ['limit=201', 'limit=0', 'offset=-1', 'offset=abc', 'extra=1']) {
      const res = await t.call('GET', `/api/sessions/${sessionId}/flashcards?${bad}`, owner.token);
      expect(res.statusCode, bad).toBe(400);
      expect((res.json() as { error: { code: string } }).error.code, bad).toBe('VALIDATION');
    }
  });
});
