import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';

/*
 * Issue 23 item 17 (docs/decisions/080-new-cards-per-session.md): each session has its own daily
 * allowance of new cards (the learner's `newCardsPerDay` unless the session sets its own), and an
 * optional library-wide cap applies after them.
 */

let t: TestApp;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  stranger = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

interface DueList {
  cards: Array<{ id: string; sessionId: string }>;
  newCount: number;
  dueCount: number;
  newHeldBack: number;
  heldBackBy: 'session' | 'library' | null;
}

let counter = 0;
async function createDeck(n: number, user: TestUser): Promise<{ id: string; cards: Array<{ id: string }> }> {
  counter += 1;
  const flashcards = Array.from({ length: n }, (_, i) => ({
    front: `Allowance ${counter}.${i + 1}`,
    back: `Back ${i + 1}`,
    difficulty: 'medium',
  }));
  const session = await createTestSession(t, user.token, { name: `Allowance deck ${counter}`, flashcards });
  return { id: session.id, cards: session.flashcards as Array<{ id: string }> };
}
const dueList = async (user: TestUser, query = ''): Promise<DueList> => {
  const res = await t.call('GET', `/api/review/due${query}`, user.token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as DueList;
};
const patchSession = (user: TestUser, sessionId: string, body: unknown) =>
  t.call('PATCH', `/api/directory/root/file/${sessionId}`, user.token, body);
const sidebarCounts = async (user: TestUser) =>
  Object.fromEntries(
    ((await t.call('GET', '/api/sessions', user.token)).json().sessions as Array<{ id: string; dueCount: number }>).map(
      (s) => [s.id, s.dueCount],
    ),
  );

/** A learner who introduced 20 new cards today in one session (22 cards) and has a second, untouched one (5 cards). */
async function learnerAfterTwentyNewCards() {
  const user = await registerTestUser(t.app);
  const first = await createDeck(22, user);
  for (const card of first.cards.slice(0, 20)) {
    const res = await t.call('POST', `/api/flashcards/${card.id}/review`, user.token, {
      rating: 'medium',
      durationMs: 3000,
    });
    expect(res.statusCode, res.body).toBe(200);
  }
  const second = await createDeck(5, user);
  return { user, first, second };
}

describe('new cards a day, per session', () => {
  it('a deck opened after 20 new cards in another session still shows its own new cards; the spent one says what it holds back', async () => {
    const { user, first, second } = await learnerAfterTwentyNewCards();

    const opened = await dueList(user, `?sessionId=${second.id}`);
    expect(opened.cards.map((c) => c.id)).toEqual(second.cards.map((c) => c.id));
    expect(opened).toMatchObject({ newCount: 5, newHeldBack: 0, heldBackBy: null });

    const spent = await dueList(user, `?sessionId=${first.id}`);
    expect(spent).toMatchObject({ newCount: 0, newHeldBack: 2, heldBackBy: 'session' });
    expect(spent.cards.map((c) => c.id)).not.toContain(first.cards[20]!.id);

    const library = await dueList(user);
    expect(library.cards.filter((c) => c.sessionId === second.id)).toHaveLength(5);
    expect(library.cards.map((c) => c.id)).not.toContain(first.cards[20]!.id);
    expect(library).toMatchObject({ newCount: 5, newHeldBack: 2, heldBackBy: 'session' });
    expect(await sidebarCounts(user)).toEqual({ [first.id]: 0, [second.id]: 5 });
  });

  it('a session’s own allowance overrides the default, is returned with the session, and null restores the default', async () => {
    const { user, first, second } = await learnerAfterTwentyNewCards();
    const raised = await patchSession(user, first.id, { newCardsPerDay: 21 });
    expect(raised.statusCode, raised.body).toBe(200);
    expect(raised.json().newCardsPerDay).toBe(21);
    expect((await t.call('GET', `/api/directory/root/file/${first.id}`, user.token)).json().newCardsPerDay).toBe(21);
    expect((await t.call('GET', `/api/directory/root/file/${second.id}`, user.token)).json().newCardsPerDay).toBeNull();

    const one = await dueList(user, `?sessionId=${first.id}`);
    expect(one.cards.map((c) => c.id)).toContain(first.cards[20]!.id);
    expect(one).toMatchObject({ newCount: 1, newHeldBack: 1, heldBackBy: 'session' });

    expect((await patchSession(user, second.id, { newCardsPerDay: 0 })).statusCode).toBe(200);
    expect(await dueList(user, `?sessionId=${second.id}`)).toMatchObject({
      newCount: 0,
      newHeldBack: 5,
      heldBackBy: 'session',
      cards: [],
    });
    expect(await sidebarCounts(user)).toEqual({ [first.id]: 1, [second.id]: 0 });
    const library = await dueList(user);
    expect(library).toMatchObject({ newCount: 1, newHeldBack: 6 });

    // the default moves every session that sets none
    expect((await patchSession(user, first.id, { newCardsPerDay: null })).json().newCardsPerDay).toBeNull();
    expect((await t.call('PATCH', '/api/review/settings', user.token, { newCardsPerDay: 22 })).statusCode).toBe(200);
    expect(await dueList(user, `?sessionId=${first.id}`)).toMatchObject({
      newCount: 2,
      newHeldBack: 0,
      heldBackBy: null,
    });
  });

  it('the library cap applies after each session’s allowance, to the library’s list and each session’s', async () => {
    const { user, first, second } = await learnerAfterTwentyNewCards();
    expect((await t.call('GET', '/api/review/settings', user.token)).json()).toMatchObject({
      newCardsPerDay: 20,
      libraryNewCardsPerDay: null,
    });
    const capped = await t.call('PATCH', '/api/review/settings', user.token, { libraryNewCardsPerDay: 22 });
    expect(capped.json()).toMatchObject({ newCardsPerDay: 20, libraryNewCardsPerDay: 22 });

    const library = await dueList(user);
    expect(library.cards.filter((c) => c.sessionId === second.id).map((c) => c.id)).toEqual(
      second.cards.slice(0, 2).map((c) => c.id),
    );
    // 2 held back by the first session's allowance, 3 by the cap
    expect(library).toMatchObject({ newCount: 2, newHeldBack: 5, heldBackBy: 'library' });
    expect(await dueList(user, `?sessionId=${second.id}`)).toMatchObject({
      newCount: 2,
      newHeldBack: 3,
      heldBackBy: 'library',
    });
    expect(await sidebarCounts(user)).toEqual({ [first.id]: 0, [second.id]: 2 });

    expect((await t.call('PATCH', '/api/review/settings', user.token, { libraryNewCardsPerDay: 20 })).statusCode).toBe(
      200,
    );
    expect(await dueList(user, `?sessionId=${second.id}`)).toMatchObject({
      newCount: 0,
      newHeldBack: 5,
      heldBackBy: 'library',
    });

    expect(
      (await t.call('PATCH', '/api/review/settings', user.token, { libraryNewCardsPerDay: null })).json()
        .libraryNewCardsPerDay,
    ).toBeNull();
    expect(await dueList(user, `?sessionId=${second.id}`)).toMatchObject({ newCount: 5, newHeldBack: 0 });
  });

  it('400 on bad allowances; 404 on another user’s session, which keeps its allowance', async () => {
    const user = await registerTestUser(t.app);
    const deck = await createDeck(1, user);
    for (const bad of [-1, 10_000, 2.5, '7', true]) {
      const settings = await t.call('PATCH', '/api/review/settings', user.token, { libraryNewCardsPerDay: bad });
      expect(settings.statusCode, String(bad)).toBe(400);
      expect(errorOf(settings).field).toBe('libraryNewCardsPerDay');
      expect((await t.call('PATCH', '/api/review/settings', user.token, { newCardsPerDay: bad })).statusCode).toBe(400);
      const session = await patchSession(user, deck.id, { newCardsPerDay: bad });
      expect(session.statusCode, String(bad)).toBe(400);
      expect(errorOf(session).field).toBe('newCardsPerDay');
    }
    expect((await t.call('PATCH', '/api/review/settings', user.token, { newCardsPerDay: null })).statusCode).toBe(400);

    expect((await patchSession(stranger, deck.id, { newCardsPerDay: 50 })).statusCode).toBe(404);
    expect((await t.call('GET', `/api/review/due?sessionId=${deck.id}`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/directory/root/file/${deck.id}`, user.token)).json().newCardsPerDay).toBeNull();
  });
});
