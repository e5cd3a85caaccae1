import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

/*
 * Rows a data-layer test stands on, written straight into the database (no app, no route): a learner
 * and a session of theirs. Tests through the API register users and create sessions by their routes
 * instead (test-app.ts).
 */

/** A confirmed learner with no password or Google account; returns their id. */
export async function insertTestUser(db: Kysely<Database>, email: string, name = 'Learner'): Promise<string> {
  const user = await db
    .insertInto('users')
    .values({ email, name, password_hash: null, google_sub: null, age_confirmed_at: new Date(), suspended_at: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return user.id;
}

/** An empty session of `ownerId`'s, outside any folder; returns its id. */
export async function insertTestSession(db: Kysely<Database>, ownerId: string, name: string): Promise<string> {
  const session = await db
    .insertInto('sessions')
    .values({ owner_id: ownerId, folder_id: null, name, key_concepts: '[]', youtube_video_ids: '[]', summary: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  return session.id;
}
