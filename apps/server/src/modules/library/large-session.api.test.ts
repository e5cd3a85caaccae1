import { SESSION_FILE_MAX_FLASHCARDS, type SessionFile } from '@mnemo/contracts/library';
import type { DueListResponse } from '@mnemo/contracts/review';
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
