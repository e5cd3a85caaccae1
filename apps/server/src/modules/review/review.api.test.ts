import { applyRating, type Schedule } from '@mnemo/domain/spaced-repetition';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  MISSING_ID,
  registerTestUser,
  registerTestUsers,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';

/*
 * Spaced repetition through the API: reviews (owner only), undo, due lists, study settings and
 * statistics; then 50 parallel reviews of one card.
 */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, stranger, visitor] = await registerTestUsers(t.app, 3);
});
afterAll(async () => t?.close());

interface Card {
  id: string;
  front: string;
  schedule: Schedule | null;
  isSuspended: boolean;
}

let counter = 0;
/** A session of `user`'s with `n` cards, in order. */
async function createDeck(n: number, user = owner): Promise<{ id: string; cards: Card[] }> {
  counter += 1;
  const flashcards = Array.from({ length: n }, (_, i) => ({
    front: `Front ${counter}.${i + 1}`,
    back: `Back ${i + 1}`,
    difficulty: 'medium',
  }));
  const session = await createTestSession(t, user.token, { name: `Deck ${counter}`, flashcards });
  return { id: session.id, cards: session.flashcards as unknown as Card[] };
}

const review = (cardId: string, rating: string, token = owner.token) =>
  t.call('POST', `/api/flashcards/${cardId}/review`, token, { rating, durationMs: 4200 });
const dueList = async (query = '', token = owner.token) => {
  const res = await t.call('GET', `/api/review/due${query}`, token);
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    cards: Array<
      Card & {
        sessionId: string;
        sessionName: string;
        folderId: string | null;
        sourceName: string | null;
        source: unknown;
      }
    >;
    total: number;
    dueCount: number;
    newCount: number;
    reviewedToday: number;
    nextDueAt: string | null;
    newHeldBack: number;
    heldBackBy: 'session' | 'library' | null;
  };
};

/** Moves a card's due time (as if time had passed). */
async function setDue(cardId: string, due: Date) {
  const row = await t.ctx.db.selectFrom('flashcards').select('fsrs').where('id', '=', cardId).executeTakeFirstOrThrow();
  const schedule = { ...(row.fsrs as unknown as Schedule), due: due.toISOString() };
  await t.ctx.db
    .updateTable('flashcards')
    .set({ fsrs: JSON.stringify(schedule), due })
    .where('id', '=', cardId)
    .execute();
}

describe('POST /api/flashcards/:id/review', () => {
  it('401, 400 on a bad rating, 404 for a share visitor, another user or no card, before anything is written', async () => {
    const deck = await createDeck(1);
    const card = deck.cards[0]!;
    expect((await t.call('POST', `/api/flashcards/${card.id}/review`, undefined, { rating: 'easy' })).statusCode).toBe(
      401,
    );
    const bad = await review(card.id, 'again');
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).code).toBe('VALIDATION');
    expect(
      (await t.call('POST', `/api/flashcards/${card.id}/review`, owner.token, { rating: 'easy', durationMs: -1 }))
        .statusCode,
    ).toBe(400);
    expect((await review(MISSING_ID, 'easy')).statusCode).toBe(404);
    expect((await review(card.id, 'easy', stranger.token)).statusCode).toBe(404);
    const token = await shareTokenOf(t, deck.id, owner.token);
    const shared = await t.call('POST', `/api/flashcards/${card.id}/review?sharetoken=${token}`, visitor.token, {
      rating: 'easy',
    });
    expect(shared.statusCode).toBe(404);
    expect(errorOf(shared).code).toBe('NOT_FOUND');
    expect(await t.ctx.db.selectFrom('reviews').selectAll().where('flashcard_id', '=', card.id).execute()).toHaveLength(
      0,
    );
  });

  it('schedules by FSRS (Hard = Again), logs rating 1–4 with the state before, and leaves the version alone', async () => {
    const deck = await createDeck(2);
    const [first, second] = deck.cards as [Card, Card];
    const before = Date.now();
    const res = await review(first.id, 'medium');
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json() as { flashcard: Card; nextIntervals: { hard: number; medium: number; easy: number } };
    expect(body.flashcard.schedule).toMatchObject({ state: 'learning', reps: 1, lapses: 0 });
    const dueIn = Date.parse(body.flashcard.schedule!.due) - before;
    expect(dueIn).toBeGreaterThanOrEqual(10 * 60_000 - 1000);
    expect(dueIn).toBeLessThan(10 * 60_000 + 5000);
    // the intervals for the next showing are the domain rule's from the new schedule
    expect(body.nextIntervals.hard).toBe(60_000);
    expect(body.nextIntervals.medium).toBeGreaterThan(body.nextIntervals.hard);
    expect(body.nextIntervals.easy).toBeGreaterThan(body.nextIntervals.medium);

    const hard = (await review(second.id, 'hard')).json() as { flashcard: Card };
    expect(hard.flashcard.schedule!.state).toBe('learning');
    expect(Date.parse(hard.flashcard.schedule!.due) - Date.now()).toBeLessThan(61_000);

    const log = await t.ctx.db
      .selectFrom('reviews')
      .selectAll()
      .where('session_id', '=', deck.id)
      .orderBy('seq')
      .execute();
    expect(log.map((r) => [r.rating, r.state_before, r.kind, r.duration_ms])).toEqual([
      [3, 'new', 'review', 4200],
      [1, 'new', 'review', 4200],
    ]);
    const file = (await t.call('GET', `/api/directory/root/file/${deck.id}`, owner.token)).json();
    expect(file.version).toBe(0);
    expect(file.flashcards[0].schedule.state).toBe('learning');
  });
});

describe('a review sent again (the browser retrying after a lost connection)', () => {
  it('applies once per reviewId: the repeat answers the card as it is, and the log keeps one review', async () => {
    const deck = await createDeck(2);
    const [card, other] = deck.cards as [Card, Card];
    const reviewId = '5a5a5a5a-0000-4000-8000-000000000001';
    const send = (cardId: string, rating: string, id = reviewId) =>
      t.call('POST', `/api/flashcards/${cardId}/review`, owner.token, { rating, durationMs: 1000, reviewId: id });
    const first = await send(card.id, 'medium');
    expect(first.statusCode, first.body).toBe(200);
    const again = await send(card.id, 'medium');
    expect(again.statusCode, again.body).toBe(200);
    expect(again.json().flashcard.schedule).toEqual(first.json().flashcard.schedule);
    expect(
      await t.ctx.db.selectFrom('reviews').select('id').where('flashcard_id', '=', card.id).execute(),
    ).toHaveLength(1);
    // sent at the same time, still once
    const both = await Promise.all([
      send(card.id, 'easy', '5a5a5a5a-0000-4000-8000-000000000002'),
      send(card.id, 'easy', '5a5a5a5a-0000-4000-8000-000000000002'),
    ]);
    expect(both.map((r) => r.statusCode)).toEqual([200, 200]);
    expect(
      await t.ctx.db.selectFrom('reviews').select('id').where('flashcard_id', '=', card.id).execute(),
    ).toHaveLength(2);
    // a key belongs to one card: another card's review with the same key is a conflict, not a silent no-op
    const elsewhere = await send(other.id, 'easy');
    expect(elsewhere.statusCode).toBe(409);
    expect(
      await t.ctx.db.selectFrom('reviews').select('id').where('flashcard_id', '=', other.id).execute(),
    ).toHaveLength(0);
    expect(
      (await t.call('POST', `/api/flashcards/${card.id}/review`, owner.token, { rating: 'easy', reviewId: 'nope' }))
        .statusCode,
    ).toBe(400);
  });
});

describe('POST /api/flashcards/:id/review/undo', () => {
  it('restores the schedule before the last review and removes it from the log', async () => {
    const deck = await createDeck(1);
    const card = deck.cards[0]!;
    expect((await t.call('POST', `/api/flashcards/${card.id}/review/undo`, owner.token)).statusCode).toBe(409);
    const first = (await review(card.id, 'medium')).json().flashcard as Card;
    await setDue(card.id, new Date(Date.now() - 60_000));
    const moved = (
      await t.ctx.db.selectFrom('flashcards').select('fsrs').where('id', '=', card.id).executeTakeFirstOrThrow()
    ).fsrs;
    await review(card.id, 'easy');
    expect((await t.call('POST', `/api/flashcards/${card.id}/review/undo`, stranger.token)).statusCode).toBe(404);

    const undone = await t.call('POST', `/api/flashcards/${card.id}/review/undo`, owner.token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().flashcard.schedule).toEqual(moved);
    expect(undone.json().flashcard.schedule.reps).toBe(first.schedule!.reps);
    const again = await t.call('POST', `/api/flashcards/${card.id}/review/undo`, owner.token);
    expect(again.json().flashcard.schedule).toBeNull();
    expect(await t.ctx.db.selectFrom('reviews').selectAll().where('flashcard_id', '=', card.id).execute()).toHaveLength(
      0,
    );
  });
});

describe('GET /api/review/due', () => {
  it('lists due cards first, then new ones up to the library’s cap, then learning ones within 20 min; per session or for the library', async () => {
    const user = await registerTestUser(t.app);
    const a = await createDeck(4, user);
    const b = await createDeck(3, user);
    expect((await t.call('PATCH', '/api/review/settings', user.token, { libraryNewCardsPerDay: 3 })).statusCode).toBe(
      200,
    );

    // a.0 reviewed and overdue by a day; a.1 overdue by an hour; a.2 rated Hard (back in 1 min)
    for (const card of a.cards.slice(0, 3))
      expect((await review(card.id, card === a.cards[2] ? 'hard' : 'medium', user.token)).statusCode).toBe(200);
    await setDue(a.cards[0]!.id, new Date(Date.now() - 86_400_000));
    await setDue(a.cards[1]!.id, new Date(Date.now() - 3_600_000));

    const library = await dueList('', user.token);
    // three cards were introduced today: the library's cap of 3 new cards a day is spent
    expect(library.cards.map((c) => c.id)).toEqual([a.cards[0]!.id, a.cards[1]!.id, a.cards[2]!.id]);
    expect(library).toMatchObject({
      dueCount: 3,
      newCount: 0,
      total: 3,
      reviewedToday: 3,
      newHeldBack: 4,
      heldBackBy: 'library',
    });

    expect((await t.call('PATCH', '/api/review/settings', user.token, { libraryNewCardsPerDay: 5 })).statusCode).toBe(
      200,
    );
    const more = await dueList('', user.token);
    expect(more.cards.map((c) => c.id)).toEqual([
      a.cards[0]!.id,
      a.cards[1]!.id,
      a.cards[3]!.id,
      b.cards[0]!.id,
      a.cards[2]!.id,
    ]);
    expect(more).toMatchObject({ dueCount: 3, newCount: 2, total: 5 });
    expect(more.cards[3]!.sessionId).toBe(b.id);

    const onlyB = await dueList(`?sessionId=${b.id}`, user.token);
    expect(onlyB.cards.map((c) => c.id)).toEqual([b.cards[0]!.id, b.cards[1]!.id]);
    expect(onlyB).toMatchObject({ newCount: 2, dueCount: 0, reviewedToday: 0 });
    expect((await dueList('?limit=2', user.token)).cards).toHaveLength(2);
    expect((await dueList('?limit=2', user.token)).total).toBe(5);

    // the sidebar's counts
    const sessions = (await t.call('GET', '/api/sessions', user.token)).json().sessions as Array<{
      id: string;
      dueCount: number;
    }>;
    expect(Object.fromEntries(sessions.map((s) => [s.id, s.dueCount]))).toEqual({ [a.id]: 2 + 1, [b.id]: 2 });

    // suspended cards never come up
    const suspended = await t.call('PATCH', `/api/sessions/${a.id}/flashcards`, user.token, {
      upsert: [{ ...a.cards[0], isSuspended: true, schedule: undefined }],
    });
    expect(suspended.statusCode, suspended.body).toBe(200);
    expect((await dueList(`?sessionId=${a.id}`, user.token)).cards.map((c) => c.id)).not.toContain(a.cards[0]!.id);
  });

  it('filters by concept (the guided and quick runs study one concept at a time), in a session or the library', async () => {
    const user = await registerTestUser(t.app);
    const flashcards = [
      { front: 'What is a cell?', back: 'The unit of life.', difficulty: 'medium' },
      { front: 'What is ATP?', back: 'The cell’s energy.', difficulty: 'medium' },
      { front: 'Where is ATP made?', back: 'In the mitochondrion.', difficulty: 'medium' },
      { front: 'What holds the genes?', back: 'The nucleus.', difficulty: 'medium' },
    ];
    const created = await t.call('POST', '/api/directory/root/file', user.token, { name: 'Cells', flashcards });
    expect(created.statusCode, created.body).toBe(201);
    const sessionId = created.json().id as string;
    const cards = created.json().flashcards as Card[];
    // the concepts generation sets on its items (the last card has none)
    for (const [index, concept] of ['Cell', 'Mitochondrion', 'Mitochondrion'].entries()) {
      await t.ctx.db.updateTable('flashcards').set({ concept }).where('id', '=', cards[index]!.id).execute();
    }
    // one Mitochondrion card reviewed and due again, the other still new
    expect((await review(cards[1]!.id, 'medium', user.token)).statusCode).toBe(200);
    await setDue(cards[1]!.id, new Date(Date.now() - 3_600_000));

    const mitochondrion = await dueList(`?sessionId=${sessionId}&concept=Mitochondrion`, user.token);
    expect(mitochondrion.cards.map((c) => c.id)).toEqual([cards[1]!.id, cards[2]!.id]);
    expect(mitochondrion).toMatchObject({ dueCount: 1, newCount: 1, total: 2 });
    // the library-wide list filters the same way; a concept no card has gives nothing
    expect((await dueList('?concept=Cell', user.token)).cards.map((c) => c.id)).toEqual([cards[0]!.id]);
    expect(await dueList(`?sessionId=${sessionId}&concept=Ribosome`, user.token)).toMatchObject({
      cards: [],
      total: 0,
    });
    // without the filter, every card of the session
    expect((await dueList(`?sessionId=${sessionId}`, user.token)).total).toBe(4);
    // an empty concept is refused by the contract
    expect((await t.call('GET', `/api/review/due?concept=`, user.token)).statusCode).toBe(400);
  });

  it('names each card’s session, folder and source document, so a library-wide sitting can show and open it', async () => {
    const user = await registerTestUser(t.app);
    const folder = await t.call('POST', '/api/directory/root/folder', user.token, { name: 'Biology' });
    expect(folder.statusCode, folder.body).toBe(201);
    const folderId = folder.json().id as string;
    const inFolder = await t.call('POST', `/api/directory/${folderId}/file`, user.token, {
      name: 'Cells',
      flashcards: [{ front: 'Cell?', back: 'Unit of life', difficulty: 'medium' }],
    });
    expect(inFolder.statusCode, inFolder.body).toBe(201);
    const atRoot = await createDeck(1, user);
    const sessionId = inFolder.json().id as string;
    const doc = await t.ctx.db
      .insertInto('documents')
      .values({
        session_id: sessionId,
        owner_id: user.uid,
        kind: 'pdf',
        file_name: 'cells.pdf',
        status: 'completed',
        embedding_status: 'completed',
        storage_key: null,
        size_bytes: 1,
        source_url: null,
        language: 'en',
        duration_ms: null,
        video_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chunk = await t.ctx.db
      .insertInto('chunks')
      .values({
        document_id: doc.id,
        session_id: sessionId,
        ord: 0,
        text: 'Cells are the unit of life.',
        page: 3,
        slide: null,
        start_ms: null,
        end_ms: null,
        speaker: null,
        tsv: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    await t.ctx.db
      .insertInto('flashcards')
      .values({
        session_id: sessionId,
        position: 1,
        front: 'Sourced',
        back: 'p. 3',
        difficulty: 'easy',
        source_chunk_id: chunk.id,
        is_generated: true,
        fsrs: null,
        due: null,
      })
      .execute();
    const list = await dueList('', user.token);
    const sourced = list.cards.find((c) => c.front === 'Sourced');
    expect(sourced).toMatchObject({
      sessionName: 'Cells',
      folderId,
      sourceName: 'cells.pdf',
      source: { documentId: doc.id, page: 3 },
    });
    expect(list.cards.find((c) => c.front === 'Cell?')).toMatchObject({
      sessionId,
      sessionName: 'Cells',
      folderId,
      sourceName: null,
      source: null,
    });
    expect(list.cards.find((c) => c.sessionId === atRoot.id)).toMatchObject({
      sessionName: expect.stringMatching(/^Deck /),
      folderId: null,
      sourceName: null,
    });
  });

  it('a review and its undo answer the whole card, its source included (issue 21)', async () => {
    const user = await registerTestUser(t.app);
    const deck = await createDeck(1, user);
    const doc = await t.ctx.db
      .insertInto('documents')
      .values({
        session_id: deck.id,
        owner_id: user.uid,
        kind: 'pdf',
        file_name: 'cells.pdf',
        status: 'completed',
        embedding_status: 'completed',
        storage_key: null,
        size_bytes: 1,
        source_url: null,
        language: 'en',
        duration_ms: null,
        video_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const chunk = await t.ctx.db
      .insertInto('chunks')
      .values({
        document_id: doc.id,
        session_id: deck.id,
        ord: 0,
        text: 'Cells are the unit of life.',
        page: 7,
        slide: null,
        start_ms: null,
        end_ms: null,
        speaker: null,
        tsv: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const card = await t.ctx.db
      .insertInto('flashcards')
      .values({
        session_id: deck.id,
        position: 2,
        front: 'Sourced',
        back: 'p. 7',
        difficulty: 'easy',
        source_chunk_id: chunk.id,
        is_generated: true,
        fsrs: null,
        due: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const source = { documentId: doc.id, page: 7, slide: null, startMs: null };
    const reviewed = await review(card.id, 'easy', user.token);
    expect(reviewed.statusCode, reviewed.body).toBe(200);
    expect(reviewed.json().flashcard).toMatchObject({ id: card.id, front: 'Sourced', source });
    const undone = await t.call('POST', `/api/flashcards/${card.id}/review/undo`, user.token);
    expect(undone.statusCode, undone.body).toBe(200);
    expect(undone.json().flashcard).toMatchObject({ id: card.id, schedule: null, source });
    // a card without a passage still answers source: null
    expect((await review(deck.cards[0]!.id, 'easy', user.token)).json().flashcard.source).toBeNull();
  });

  it('is empty when nothing is due and says when the next card falls due', async () => {
    const user = await registerTestUser(t.app);
    const deck = await createDeck(1, user);
    await review(deck.cards[0]!.id, 'easy', user.token);
    const list = await dueList(`?sessionId=${deck.id}`, user.token);
    expect(list.cards).toEqual([]);
    expect(list.total).toBe(0);
    expect(Date.parse(list.nextDueAt!) - Date.now()).toBeGreaterThan(7 * 86_400_000);
  });

  it('refuses another user’s session (404) and anonymous callers (401)', async () => {
    const deck = await createDeck(1);
    expect((await t.call('GET', `/api/review/due?sessionId=${deck.id}`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/review/due')).statusCode).toBe(401);
  });
});

describe('study settings and the day boundary', () => {
  it('takes the browser’s time zone at sign-up and lets the user change both settings', async () => {
    const res = await t.call('POST', '/api/auth/register', undefined, {
      email: `tz-${Date.now()}@example.com`,
      password: 'correct horse battery',
      name: 'Lisboa',
      ageConfirmed: true,
      timeZone: 'Europe/Lisbon',
    });
    expect(res.statusCode, res.body).toBe(201);
    const token = res.json().token as string;
    expect((await t.call('GET', '/api/review/settings', token)).json()).toEqual({
      newCardsPerDay: 20,
      libraryNewCardsPerDay: null,
      timeZone: 'Europe/Lisbon',
      leechThreshold: 8,
    });
    const bad = await t.call('PATCH', '/api/review/settings', token, { timeZone: 'Mars/Olympus' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad)).toMatchObject({ field: 'timeZone', message: 'Please choose a valid time zone.' });
    expect((await t.call('PATCH', '/api/review/settings', token, { newCardsPerDay: -1 })).statusCode).toBe(400);
    expect(
      (
        await t.call('PATCH', '/api/review/settings', token, { timeZone: 'America/Sao_Paulo', newCardsPerDay: 30 })
      ).json(),
    ).toEqual({
      newCardsPerDay: 30,
      libraryNewCardsPerDay: null,
      timeZone: 'America/Sao_Paulo',
      leechThreshold: 8,
    });
  });

  it('counts a review at 02:00 local for the study day before', async () => {
    const user = await registerTestUser(t.app);
    await t.call('PATCH', '/api/review/settings', user.token, { timeZone: 'Asia/Tokyo' });
    const deck = await createDeck(2, user);
    await review(deck.cards[0]!.id, 'easy', user.token);
    const now = new Date();
    // move the review to 02:00 in Tokyo today: before the 04:00 boundary, so the study day before
    // eslint-disable-next-line no-restricted-syntax -- the calendar day in Tokyo, computed, not shown
    const tokyoDay = new Intl.DateTimeFormat('en-CA', {
      timeZone: 'Asia/Tokyo',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
    }).format(new Date(now.getTime() - 4 * 3_600_000));
    const boundary = new Date(`${tokyoDay}T04:00:00+09:00`);
    await t.ctx.db
      .updateTable('reviews')
      .set({ reviewed_at: new Date(boundary.getTime() - 2 * 3_600_000) })
      .where('flashcard_id', '=', deck.cards[0]!.id)
      .execute();
    const stats = (await t.call('GET', `/api/review/stats?sessionId=${deck.id}`, user.token)).json();
    const days = stats.reviewsPerDay as Array<{ date: string; count: number }>;
    expect(days.at(-1)).toEqual({ date: tokyoDay, count: 0, lapses: 0 });
    expect(days.at(-2)!.count).toBe(1);
    expect(stats.streak).toBe(1);
    expect((await dueList(`?sessionId=${deck.id}`, user.token)).reviewedToday).toBe(0);
  });
});

describe('GET /api/review/stats', () => {
  it('gives reviews per day, true retention on mature cards, cards by state, streak and a 14-day forecast', async () => {
    const user = await registerTestUser(t.app);
    // a study day starts at 04:00: the learner's zone puts this run near noon, so the cards due in
    // minutes are due today whatever the hour of the machine (run at 03:55 UTC they were tomorrow's)
    await t.call('PATCH', '/api/review/settings', user.token, { timeZone: zoneNearNoon() });
    const deck = await createDeck(4, user);
    const [c0, c1, c2, c3] = deck.cards as [Card, Card, Card, Card];
    await review(c0.id, 'medium', user.token);
    await review(c1.id, 'hard', user.token);
    await review(c2.id, 'easy', user.token);
    await t.call('PATCH', `/api/sessions/${deck.id}/flashcards`, user.token, {
      upsert: [{ front: c3.front, back: 'Back', difficulty: 'medium', id: c3.id, isSuspended: true }],
    });
    // a mature card (interval 30 d) reviewed twice: passed once, forgotten once
    const mature = applyRating(null, 'easy', new Date(Date.now() - 60 * 86_400_000)).schedule;
    const matureSchedule = {
      ...mature,
      state: 'review',
      scheduledDays: 30,
      due: new Date(Date.now() - 1000).toISOString(),
    } as Schedule;
    for (const rating of ['medium', 'hard']) {
      await t.ctx.db
        .updateTable('flashcards')
        .set({ fsrs: JSON.stringify(matureSchedule), due: matureSchedule.due })
        .where('id', '=', c2.id)
        .execute();
      expect((await review(c2.id, rating, user.token)).statusCode).toBe(200);
    }

    const res = await t.call('GET', `/api/review/stats?sessionId=${deck.id}`, user.token);
    expect(res.statusCode, res.body).toBe(200);
    const stats = res.json();
    expect(stats.reviewsPerDay).toHaveLength(30);
    expect(stats.reviewsPerDay.at(-1)).toMatchObject({ count: 5, lapses: 2 });
    expect(stats.matureReviews).toBe(2);
    expect(stats.trueRetention).toBe(0.5);
    expect(stats.cardsByState).toEqual({ new: 0, learning: 3, review: 0, suspended: 1 });
    expect(stats.streak).toBe(1);
    expect(stats.forecast).toHaveLength(14);
    expect(stats.forecast[0].count).toBe(3);

    const library = (await t.call('GET', '/api/review/stats', user.token)).json();
    expect(library.cardsByState.suspended).toBe(1);
    expect((await t.call('GET', `/api/review/stats?sessionId=${deck.id}`, stranger.token)).statusCode).toBe(404);
  });
});

describe('50 parallel reviews of one card', () => {
  it('leave one consistent state and a review log of 50', async () => {
    const deck = await createDeck(1);
    const card = deck.cards[0]!;
    const ratings = Array.from({ length: 50 }, (_, i) => (['hard', 'medium', 'easy'] as const)[i % 3]!);
    const results = await Promise.all(ratings.map((rating) => review(card.id, rating)));
    expect(results.map((r) => r.statusCode)).toEqual(Array(50).fill(200));

    const log = await t.ctx.db
      .selectFrom('reviews')
      .selectAll()
      .where('flashcard_id', '=', card.id)
      .orderBy('seq')
      .execute();
    expect(log).toHaveLength(50);
    const row = await t.ctx.db
      .selectFrom('flashcards')
      .select(['fsrs', 'due'])
      .where('id', '=', card.id)
      .executeTakeFirstOrThrow();
    const final = row.fsrs as unknown as Schedule;
    expect(final.reps).toBe(50);
    expect(new Date(row.due!).toISOString()).toBe(final.due);
    // each review started from the state the one before it left
    for (let i = 1; i < log.length; i++) {
      expect((log[i]!.schedule_before as unknown as Schedule).reps).toBe(i);
    }
    expect(final.lapses).toBe(log.filter((r) => r.rating === 1 && r.state_before === 'review').length);
    // replaying the log through the domain rule at its own times gives the stored schedule
    let replay: Schedule | null = null;
    for (const entry of log) {
      replay = applyRating(replay, entry.rating as 1 | 3 | 4, new Date(entry.reviewed_at)).schedule;
    }
    expect(replay).toEqual(final);
  });
});

/** A fixed-offset time zone in which it is now between 12:00 and 13:00 (Etc/GMT signs are inverted). */
function zoneNearNoon(): string {
  const offset = 12 - new Date().getUTCHours();
  return offset === 0 ? 'UTC' : offset > 0 ? `Etc/GMT-${offset}` : `Etc/GMT+${-offset}`;
}
