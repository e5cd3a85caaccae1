import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';
import { collapseNewCardCounts } from './review.repository.ts';

/*
 * The due list counts each session's new cards exactly from a count the database keeps as cards
 * change (issue 21, ADR 114, migration 0201), not by visiting every new card of the session. Every
 * way a card becomes new or stops being new moves the kept count as the cards themselves say.
 */

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

interface DueList {
  cards: Array<{ id: string }>;
  newCount: number;
  newHeldBack: number;
}
interface Card {
  id: string;
  front: string;
  back: string;
  difficulty: string;
  sourceChunkId: string | null;
  isSuspended: boolean;
  schedule: unknown;
}

/** The session's new cards as the cards say (never reviewed, not suspended), counted one by one. */
async function countedOneByOne(sessionId: string): Promise<number> {
  const row = await t.ctx.db
    .selectFrom('flashcards')
    .where('session_id', '=', sessionId)
    .where('due', 'is', null)
    .where('is_suspended', '=', false)
    .select((eb) => eb.fn.countAll<string>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

/** The session's kept count: the sum of its rows of changes, and how many rows. */
async function kept(sessionId: string): Promise<{ total: number; pieces: number }> {
  const row = await t.ctx.db
    .selectFrom('session_new_card_counts')
    .where('session_id', '=', sessionId)
    .select([sql<string>`coalesce(sum(delta), 0)`.as('total'), sql<string>`count(*)`.as('pieces')])
    .executeTakeFirstOrThrow();
  return { total: Number(row.total), pieces: Number(row.pieces) };
}

async function expectExact(user: TestUser, sessionId: string, label: string): Promise<number> {
  const truth = await countedOneByOne(sessionId);
  expect((await kept(sessionId)).total, label).toBe(truth);
  const res = await t.call('GET', `/api/review/due?sessionId=${sessionId}`, user.token);
  expect(res.statusCode, label).toBe(200);
  const list = res.json() as DueList;
  // what the allowance lets through plus what it holds back are every new card
  expect(list.newCount + list.newHeldBack, label).toBe(truth);
  return truth;
}

const deck = (name: string, n: number) =>
  Array.from({ length: n }, (_v, i) => ({ front: `${name} ${i + 1}`, back: `Back ${i + 1}`, difficulty: 'medium' }));

describe('each session’s new cards, counted exactly as they change', () => {
  it('follows adding, reviewing, undoing, suspending, resetting, editing, replacing, moving and deleting cards', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, { name: 'Counted deck', flashcards: deck('Card', 30) });
    const cards = session.flashcards as Card[];
    expect(await expectExact(owner, session.id, 'created')).toBe(30);

    const patch = (body: object) =>
      t.call('PATCH', `/api/sessions/${session.id}/flashcards`, owner.token, { upsert: [], delete: [], ...body });
    expect((await patch({ upsert: deck('Added', 3) })).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'three added')).toBe(33);

    // a review makes a new card a learning one; undo makes it new again
    const reviewed = cards[0]!;
    expect(
      (await t.call('POST', `/api/flashcards/${reviewed.id}/review`, owner.token, { rating: 'medium' })).statusCode,
    ).toBe(200);
    expect(await expectExact(owner, session.id, 'one reviewed')).toBe(32);
    expect((await t.call('POST', `/api/flashcards/${reviewed.id}/review/undo`, owner.token)).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'review undone')).toBe(33);
    // a second review of a reviewed card changes nothing new
    await t.call('POST', `/api/flashcards/${cards[1]!.id}/review`, owner.token, { rating: 'medium' });
    const before = (await kept(session.id)).pieces;
    await t.call('POST', `/api/flashcards/${cards[1]!.id}/review`, owner.token, { rating: 'medium' });
    expect((await kept(session.id)).pieces, 'a review of a card already learnt writes no change').toBe(before);
    expect(await expectExact(owner, session.id, 'reviewed twice')).toBe(32);

    // suspending a new card takes it out; an edit keeps it; resetting a reviewed card makes it new
    const suspended = { ...cards[2]!, isSuspended: true };
    expect((await patch({ upsert: [suspended] })).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'one suspended')).toBe(31);
    expect((await patch({ upsert: [{ ...cards[3]!, back: 'Edited' }] })).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'one edited')).toBe(31);
    expect((await patch({ upsert: [{ ...cards[1]!, resetSchedule: true }] })).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'one reset')).toBe(32);
    expect((await patch({ upsert: [{ ...suspended, isSuspended: false }] })).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'unsuspended')).toBe(33);
    expect((await patch({ delete: [cards[4]!.id, cards[5]!.id] })).statusCode).toBe(200);
    expect(await expectExact(owner, session.id, 'two deleted')).toBe(31);

    // the whole file written back with fewer cards and one more
    const file = (await t.call('GET', `/api/directory/root/file/${session.id}`, owner.token)).json() as {
      flashcards: Card[];
      version: number;
    };
    const put = await t.call('PUT', `/api/directory/root/file/${session.id}`, owner.token, {
      flashcards: [...file.flashcards.slice(10), { front: 'Put card', back: 'Put back', difficulty: 'easy' }],
    });
    expect(put.statusCode, put.body).toBe(200);
    const afterPut = await expectExact(owner, session.id, 'written whole');

    // cards moved to another session leave one count for the other
    const other = await createTestSession(t, owner.token, { name: 'Other deck', flashcards: deck('Other', 2) });
    const moved = await sql<{ n: number }>`
      with m as (update flashcards set session_id = ${other.id}
        where id in (select id from flashcards where session_id = ${session.id} and due is null order by position limit 4)
        returning 1)
      select count(*)::integer as n from m`.execute(t.ctx.db);
    expect(moved.rows[0]!.n).toBe(4);
    expect(await expectExact(owner, session.id, 'four moved out')).toBe(afterPut - 4);
    expect(await expectExact(owner, other.id, 'four moved in')).toBe(6);

    // a deleted session takes its count with it
    expect((await t.call('DELETE', `/api/directory/root/file/${other.id}`, owner.token)).statusCode).toBe(204);
    expect((await kept(other.id)).pieces).toBe(0);
  });

  it('collapses a session’s many rows of changes into one without changing the count, and the sidebar agrees', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, { name: 'Busy deck', flashcards: deck('Busy', 10) });
    for (let i = 0; i < 70; i += 1) {
      const res = await t.call('PATCH', `/api/sessions/${session.id}/flashcards`, owner.token, {
        upsert: deck(`Batch ${i}`, 1),
        delete: [],
      });
      expect(res.statusCode).toBe(200);
    }
    expect(await kept(session.id)).toEqual({ total: 80, pieces: 71 });
    // the due list reads the count, then collapses the rows it found crowded
    expect(await expectExact(owner, session.id, 'many changes')).toBe(80);
    expect(await kept(session.id)).toEqual({ total: 80, pieces: 1 });
    // two collapses at once keep the total
    await Promise.all([collapseNewCardCounts(t.ctx.db, [session.id]), collapseNewCardCounts(t.ctx.db, [session.id])]);
    expect((await kept(session.id)).total).toBe(80);

    const sessions = (await t.call('GET', '/api/sessions', owner.token)).json() as {
      sessions: Array<{ id: string; dueCount: number }>;
    };
    // the sidebar: new cards within the day's default allowance (20)
    expect(sessions.sessions.find((s) => s.id === session.id)?.dueCount).toBe(20);
  });
});
