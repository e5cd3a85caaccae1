import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Removes one user's chat turns of a session (never anyone else's); returns how many went. */
export async function deleteChatMessages(db: Db, sessionId: string, userId: string): Promise<number> {
  const result = await db
    .deleteFrom('chat_messages')
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
