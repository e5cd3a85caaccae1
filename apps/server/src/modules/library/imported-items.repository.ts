import { type Insertable, type Kysely, sql, type Transaction } from 'kysely';
import type { CopyRows, CopyValue } from '../../db/bulk-copy.ts';
import type { Database, FlashcardsTable } from '../../db/schema.ts';

/* The library's rows as an import (exchange) writes them: the same statements it ran (ADR 130). */

type Db = Kysely<Database> | Transaction<Database>;

/** The columns an import's cards are copied with, in order. */
export const IMPORTED_CARD_COLUMNS = [
  'id',
  'session_id',
  'position',
  'front',
  'back',
  'difficulty',
  'source_chunk_id',
  'is_generated',
  'fsrs',
  'due',
  'is_suspended',
  'tags',
  'import_id',
  'kind',
  'note_id',
  'ordinal',
  'note_text',
] as const;

export type ImportedCardValues = Insertable<FlashcardsTable> &
  Record<(typeof IMPORTED_CARD_COLUMNS)[number], CopyValue | undefined>;

/**
 * One batch of an import's cards: COPY on the embedded database (about half the event loop's time
 * per row of an INSERT, ADR 114), one INSERT otherwise.
 */
export async function insertImportedCards(
  copyRows: CopyRows | undefined,
  trx: Transaction<Database>,
  values: ImportedCardValues[],
): Promise<void> {
  if (copyRows) {
    await copyRows(
      'flashcards',
      IMPORTED_CARD_COLUMNS,
      values.map((v) => IMPORTED_CARD_COLUMNS.map((column) => v[column] as CopyValue)),
    );
  } else {
    await trx.insertInto('flashcards').values(values).execute();
  }
}

/** Clears `import_id` on at most `limit` of an import's cards; answers how many it cleared. */
export async function detachImportedCardsBatch(db: Db, importId: string, limit: number): Promise<number> {
  const result = await sql`
    update flashcards set import_id = null
    where id in (select id from flashcards where import_id = ${importId} limit ${limit})
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export async function deleteImportedCards(db: Db, importId: string): Promise<void> {
  await db.deleteFrom('flashcards').where('import_id', '=', importId).execute();
}

/** An import's staging session (ADR 156): owned by nobody until the import is done. */
export async function insertStagingSession(db: Db, importId: string, name: string): Promise<string> {
  const row = await db
    .insertInto('sessions')
    .values({ owner_id: null, folder_id: null, name, staging_import_id: importId })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Gives an import's staging session its owner and name: its cards become the owner's. */
export async function claimStagingSession(db: Db, sessionId: string, ownerId: string, name: string): Promise<boolean> {
  const result = await db
    .updateTable('sessions')
    .set({ owner_id: ownerId, name, staging_import_id: null, updated_at: new Date() })
    .where('id', '=', sessionId)
    .where('staging_import_id', 'is not', null)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

/**
 * Moves the first `limit` cards of a staging session (in position order) into `targetId`, from
 * position `next` on, contiguous: one batch of the end of an import into an existing session.
 * Answers the ids moved (none: the staging session is empty).
 */
export async function moveStagedCardsBatch(
  db: Db,
  stagingId: string,
  targetId: string,
  next: number,
  limit: number,
): Promise<string[]> {
  const result = await sql<{ id: string }>`
    with batch as (
      select id, row_number() over (order by position) - 1 as rank
      from flashcards where session_id = ${stagingId}
      order by position limit ${limit}
    )
    update flashcards f set session_id = ${targetId}, position = ${next} + batch.rank, updated_at = now()
    from batch where f.id = batch.id
    returning f.id`.execute(db);
  return result.rows.map((row) => row.id);
}

/** Whether some card of the import is already in `sessionId` (the end of an import into it began). */
export async function hasImportedCardsIn(db: Db, importId: string, sessionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('flashcards')
    .select('id')
    .where('import_id', '=', importId)
    .where('session_id', '=', sessionId)
    .limit(1)
    .executeTakeFirst();
  return Boolean(row);
}

/** Removes an import's staging sessions (their cards and reviews go with them), but `keep`. */
export async function deleteStagingSessions(db: Db, importId: string, keep?: string): Promise<void> {
  let query = db.deleteFrom('sessions').where('staging_import_id', '=', importId).where('owner_id', 'is', null);
  if (keep) query = query.where('id', '<>', keep);
  await query.execute();
}

export async function renameSession(db: Db, sessionId: string, name: string): Promise<void> {
  await db.updateTable('sessions').set({ name }).where('id', '=', sessionId).execute();
}

export async function deleteOwnedSession(db: Db, sessionId: string, ownerId: string): Promise<void> {
  await db.deleteFrom('sessions').where('id', '=', sessionId).where('owner_id', '=', ownerId).execute();
}
