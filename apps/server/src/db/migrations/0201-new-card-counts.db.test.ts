import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../database.ts';
import { createTestDatabase } from '../../test/test-database.ts';
import { down, up } from './0201-new-card-counts.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(async () => {
  await database?.close();
});

describe('0201: each session’s new cards counted as they change', () => {
  it('counts the cards stored before it, then follows the cards written after it', async () => {
    const { db } = database;
    await down(db as never);
    const user = await db
      .insertInto('users')
      .values({
        email: 'counts@example.com',
        name: 'Counts',
        password_hash: 'x',
        age_confirmed_at: new Date(),
      } as never)
      .returning('id')
      .executeTakeFirstOrThrow();
    const makeSession = (name: string) =>
      db
        .insertInto('sessions')
        .values({
          owner_id: user.id,
          folder_id: null,
          name,
          key_concepts: '[]',
          youtube_video_ids: '[]',
          summary: null,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
    const [a, b, empty] = [await makeSession('A'), await makeSession('B'), await makeSession('Empty')];
    // A: 7 new, 2 suspended new, 3 reviewed; B: 4 new
    const insertCards = (sessionId: string, n: number, state: { due?: Date; suspended?: boolean } = {}) =>
      sql`insert into flashcards (session_id, position, front, back, difficulty, is_generated, tags, due, is_suspended)
        select ${sessionId}, g, 'F' || g, 'B' || g, 'medium', false, '[]'::jsonb, ${state.due ?? null}, ${state.suspended ?? false}
        from generate_series(1, ${n}) g`.execute(db);
    await insertCards(a.id, 7);
    await insertCards(a.id, 2, { suspended: true });
    await insertCards(a.id, 3, { due: new Date() });
    await insertCards(b.id, 4);

    await up(db as never);
    const counts = async () =>
      Object.fromEntries(
        (
          await sql<{ session_id: string; n: number }>`
            select session_id, sum(delta)::integer as n from session_new_card_counts group by session_id`.execute(db)
        ).rows.map((r) => [r.session_id, r.n]),
      );
    expect(await counts()).toEqual({ [a.id]: 7, [b.id]: 4 });

    // after it, the triggers follow: B's new cards suspended, A's one reviewed, a card into the empty session
    await sql`update flashcards set is_suspended = true where session_id = ${b.id}`.execute(db);
    await sql`update flashcards set due = now() where id = (select id from flashcards where session_id = ${a.id} and due is null and not is_suspended limit 1)`.execute(
      db,
    );
    await insertCards(empty.id, 1);
    expect(await counts()).toEqual({ [a.id]: 6, [b.id]: 0, [empty.id]: 1 });
  });
});
