import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { countDue, countNewBySession, listDueFlashcards } from './review.repository.ts';

/*
 * The due list's counts kept by triggers on flashcards (migration 0199, ADR 111): after every kind
 * of write they equal the counts taken from the cards themselves, and the due list read with them
 * is the one read without them.
 */

let handle: DatabaseHandle;
let ownerId: string;
const sessions: string[] = [];
const DAY = 86_400_000;
const now = new Date();

beforeAll(async () => {
  handle = await createTestDatabase();
  const user = await handle.db
    .insertInto('users')
    .values({
      email: 'counts@example.com',
      name: 'C',
      password_hash: null,
      google_sub: null,
      age_confirmed_at: new Date(),
      suspended_at: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  ownerId = user.id;
  for (const name of ['A', 'B', 'C']) {
    const session = await handle.db
      .insertInto('sessions')
      .values({ owner_id: ownerId, folder_id: null, name, key_concepts: '[]', youtube_video_ids: '[]', summary: null })
      .returning('id')
      .executeTakeFirstOrThrow();
    sessions.push(session.id);
  }
});
afterAll(async () => {
  await handle?.close();
});

/** What the kept counts say, and what counting the cards says, per session and day. */
async function keptAndCounted() {
  const kept = await sql<{ key: string; cards: number }>`
    select session_id || ' ' || to_char(day, 'YYYY-MM-DD') as key, cards from flashcard_due_days
    union all select session_id || ' new', sum(delta)::int from session_new_card_counts group by session_id having sum(delta) > 0
    order by 1`.execute(handle.db);
  const counted = await sql<{ key: string; cards: number }>`
    select session_id || ' ' || to_char(due at time zone 'UTC', 'YYYY-MM-DD') as key, count(*)::int as cards
    from flashcards where due is not null and not is_suspended group by 1
    union all select session_id || ' new', count(*)::int from flashcards where due is null and not is_suspended group by 1
    order by 1`.execute(handle.db);
  return { kept: kept.rows.map((r) => [r.key, Number(r.cards)]), counted: counted.rows.map((r) => [r.key, r.cards]) };
}

async function expectCountsKept() {
  const { kept, counted } = await keptAndCounted();
  expect(kept).toEqual(counted);
}

function cards(sessionId: string, n: number, dueOf: (i: number) => Date | null) {
  return Array.from({ length: n }, (_, i) => {
    const due = dueOf(i);
    return {
      session_id: sessionId,
      position: i,
      front: `Q${i}`,
      back: `A${i}`,
      difficulty: 'medium' as const,
      source_chunk_id: null,
      fsrs: due ? JSON.stringify({ state: 'review', due: due.toISOString() }) : null,
      due,
    };
  });
}

describe('due-day and new-card counts', () => {
  it('follow inserts, reviews, suspensions, moves and deletions of cards, and a session deleted', async () => {
    const db = handle.db;
    // scheduled over the past ten days, today and the next days, and new cards
    await db
      .insertInto('flashcards')
      .values(cards(sessions[0]!, 40, (i) => (i % 4 === 0 ? null : new Date(now.getTime() + ((i % 15) - 10) * DAY))))
      .execute();
    await db
      .insertInto('flashcards')
      .values(cards(sessions[1]!, 25, (i) => (i % 5 === 0 ? null : new Date(now.getTime() - (i % 3) * DAY - 60_000))))
      .execute();
    await expectCountsKept();
    const { kept } = await keptAndCounted();
    expect(kept.length).toBeGreaterThan(5);

    const ids = (await db.selectFrom('flashcards').select('id').orderBy('id').execute()).map((r) => r.id);
    // a review: a new card scheduled, a due card moved to later
    await db
      .updateTable('flashcards')
      .set({ due: new Date(now.getTime() + 3 * DAY) })
      .where('id', 'in', ids.slice(0, 10))
      .execute();
    await expectCountsKept();
    // suspended and back
    await db.updateTable('flashcards').set({ is_suspended: true }).where('id', 'in', ids.slice(5, 20)).execute();
    await expectCountsKept();
    await db.updateTable('flashcards').set({ is_suspended: false }).where('id', 'in', ids.slice(5, 12)).execute();
    await expectCountsKept();
    // forgotten (back to new), moved to another session, an edit that changes no schedule
    await db.updateTable('flashcards').set({ due: null }).where('id', 'in', ids.slice(20, 24)).execute();
    await db.updateTable('flashcards').set({ session_id: sessions[2]! }).where('id', 'in', ids.slice(22, 30)).execute();
    await db.updateTable('flashcards').set({ front: 'edited' }).where('id', 'in', ids.slice(30, 40)).execute();
    await expectCountsKept();
    // deleted cards, then a whole session
    await db.deleteFrom('flashcards').where('id', 'in', ids.slice(40, 50)).execute();
    await expectCountsKept();
    await db.deleteFrom('sessions').where('id', '=', sessions[1]!).execute();
    await expectCountsKept();
    const left = await sql<{
      n: number;
    }>`select count(*)::int as n from flashcard_due_days where session_id = ${sessions[1]!} or cards <= 0`.execute(db);
    expect(left.rows[0]!.n).toBe(0);
    // every day's row names its session's owner
    const owners = await sql<{
      n: number;
    }>`select count(*)::int as n from flashcard_due_days d join sessions s on s.id = d.session_id and s.owner_id = d.owner_id`.execute(
      db,
    );
    expect(owners.rows[0]!.n).toBe(
      kept.length > 0 ? (await keptAndCounted()).kept.filter(([key]) => !String(key).endsWith(' new')).length : 0,
    );
  });

  it('give the due list the counts and most overdue cards that counting the cards gives', async () => {
    const db = handle.db;
    await db
      .insertInto('flashcards')
      .values(
        cards(sessions[2]!, 300, (i) => (i % 3 === 0 ? null : new Date(now.getTime() - ((i * 7919) % (20 * DAY))))),
      )
      .execute();
    const scope = { ownerId };
    const until = new Date(now.getTime() + 20 * 60_000);
    const due = await countDue(db, scope, now, until);
    const counted = await sql<{ due: number; next: Date | string | null }>`
      select count(*) filter (where f.due <= ${now})::int as due, min(f.due) filter (where f.due > ${now}) as next
      from flashcards f join sessions s on s.id = f.session_id where s.owner_id = ${ownerId} and not f.is_suspended`.execute(
      db,
    );
    expect(due.due).toBe(counted.rows[0]!.due);
    expect(due.due).toBeGreaterThan(200);
    expect(new Date(due.nextDue!).getTime()).toBe(new Date(counted.rows[0]!.next!).getTime());

    const fresh = await countNewBySession(db, scope);
    const freshCounted = await sql<{ session_id: string; n: number }>`
      select f.session_id, count(*)::int as n from flashcards f join sessions s on s.id = f.session_id
      where s.owner_id = ${ownerId} and f.due is null and not f.is_suspended group by 1`.execute(db);
    expect(Object.fromEntries(fresh)).toEqual(Object.fromEntries(freshCounted.rows.map((r) => [r.session_id, r.n])));

    // the 25 most overdue: bounded by the counted days, the same cards in the same order as all of them sorted
    const listed = await listDueFlashcards(db, scope, now, 25);
    const sorted = await sql<{ id: string }>`
      select f.id from flashcards f join sessions s on s.id = f.session_id
      where s.owner_id = ${ownerId} and not f.is_suspended and f.due <= ${now} order by f.due, f.id limit 25`.execute(
      db,
    );
    expect(listed.map((r) => r.id)).toEqual(sorted.rows.map((r) => r.id));
    // and for one session
    const one = await listDueFlashcards(db, { ownerId, sessionId: sessions[0]! }, now, 3);
    const oneSorted = await sql<{ id: string }>`
      select id from flashcards where session_id = ${sessions[0]!} and not is_suspended and due <= ${now}
      order by due, id limit 3`.execute(db);
    expect(one.map((r) => r.id)).toEqual(oneSorted.rows.map((r) => r.id));
  });
});
