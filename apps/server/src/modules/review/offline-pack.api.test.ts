import type { OfflinePackResponse } from '@mnemo/contracts/review';
import type { Schedule } from '@mnemo/domain/spaced-repetition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, registerTestUser, type TestApp } from '../../test/test-app.ts';

/*
 * GET /api/review/offline (issue 26 item 2, ADR 100): what the browser keeps to study without a
 * connection: the cards due over the next days in every session, the new cards the allowances let
 * through over those days, and what the browser schedules and counts with.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

const DAY = 86_400_000;

async function setDue(cardId: string, due: Date) {
  const row = await t.ctx.db.selectFrom('flashcards').select('fsrs').where('id', '=', cardId).executeTakeFirstOrThrow();
  const schedule = { ...(row.fsrs as unknown as Schedule), due: due.toISOString() };
  await t.ctx.db
    .updateTable('flashcards')
    .set({ fsrs: JSON.stringify(schedule), due })
    .where('id', '=', cardId)
    .execute();
}

describe('GET /api/review/offline', () => {
  it('keeps every session’s cards due within the days asked, the new cards its allowance lets through over them, and the scheduling state', async () => {
    const user = await registerTestUser(t.app);
    const cards = (n: number, tag: string) =>
      Array.from({ length: n }, (_, i) => ({ front: `${tag} ${i + 1}`, back: `B ${i + 1}`, difficulty: 'medium' }));
    const a = await createTestSession(t, user.token, { name: 'Deck A', flashcards: cards(4, 'A') });
    const b = await createTestSession(t, user.token, { name: 'Deck B', flashcards: cards(6, 'B') });
    const aCards = a.flashcards as unknown as Array<{ id: string }>;
    const bCards = b.flashcards as unknown as Array<{ id: string }>;
    expect((await t.call('PATCH', '/api/review/settings', user.token, { newCardsPerDay: 1 })).statusCode).toBe(200);
    // a.1 reviewed, then due in two days; a.2 reviewed, then due in ten days
    for (const card of aCards.slice(0, 2))
      expect(
        (await t.call('POST', `/api/flashcards/${card.id}/review`, user.token, { rating: 'medium' })).statusCode,
      ).toBe(200);
    await setDue(aCards[0]!.id, new Date(Date.now() + 2 * DAY));
    await setDue(aCards[1]!.id, new Date(Date.now() + 10 * DAY));

    const res = await t.call('GET', '/api/review/offline?days=3', user.token);
    expect(res.statusCode, res.body).toBe(200);
    const pack = res.json() as OfflinePackResponse;
    const ids = pack.cards.map((c) => c.id);
    expect(ids).toContain(aCards[0]!.id);
    expect(ids).not.toContain(aCards[1]!.id);
    // one new card a day for three days: A introduced two today (none left today), so two; B none yet, so three
    expect(ids.filter((id) => aCards.slice(2).some((c) => c.id === id))).toEqual([aCards[2]!.id, aCards[3]!.id]);
    expect(ids.filter((id) => bCards.some((c) => c.id === id))).toEqual(bCards.slice(0, 3).map((c) => c.id));
    expect(pack.cards.find((c) => c.id === aCards[0]!.id)).toMatchObject({
      sessionId: a.id,
      sessionName: 'Deck A',
      latestDue: null,
    });
    expect(pack.study).toMatchObject({
      newCardsPerDay: 1,
      libraryNewCardsPerDay: null,
      reviewedToday: 2,
      introducedToday: 2,
    });
    expect(pack.sessions.find((s) => s.id === a.id)).toMatchObject({
      reviewedToday: 2,
      introducedToday: 2,
      newCardsPerDay: null,
      examDate: null,
    });
    expect(pack.sessions.find((s) => s.id === b.id)).toMatchObject({ reviewedToday: 0, introducedToday: 0 });
    expect(pack.scheduler.parameters).toHaveLength(21);
    expect(Date.parse(pack.until) - Date.parse(pack.generatedAt)).toBe(3 * DAY);
  });

  it('401 without a sign-in, 400 on days out of range, and another learner’s cards never in it', async () => {
    const user = await registerTestUser(t.app);
    const other = await registerTestUser(t.app);
    await createTestSession(t, other.token, {
      name: 'Theirs',
      flashcards: [{ front: 'Q', back: 'A', difficulty: 'medium' }],
    });
    expect((await t.call('GET', '/api/review/offline')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/review/offline?days=0', user.token)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/review/offline?days=15', user.token)).statusCode).toBe(400);
    expect((await t.call('GET', '/api/review/offline?x=1', user.token)).statusCode).toBe(400);
    const pack = (await t.call('GET', '/api/review/offline', user.token)).json() as OfflinePackResponse;
    expect(pack.cards).toEqual([]);
    expect(Date.parse(pack.until) - Date.parse(pack.generatedAt)).toBe(3 * DAY);
  });
});
