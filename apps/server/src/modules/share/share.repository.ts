import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function insertShareLink(
  db: Db,
  sessionId: string,
  tokenHash: string,
  expiresAt: Date,
  includeNotes: boolean,
): Promise<void> {
  await db
    .insertInto('share_links')
    .values({ session_id: sessionId, token_hash: tokenHash, expires_at: expiresAt, include_notes: includeNotes })
    .execute();
}

export async function findShareLink(db: Db, tokenHash: string) {
  return db
    .selectFrom('share_links')
    .select(['session_id', 'expires_at', 'include_notes'])
    .where('token_hash', '=', tokenHash)
    .executeTakeFirst();
}

export async function deleteShareLinks(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('share_links').where('session_id', '=', sessionId).execute();
}
