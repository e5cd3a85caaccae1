import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import * as repo from './imported-items.repository.ts';

/*
 * An import's writes to the library's sessions and cards (exchange's Anki/CSV import, ADR 130), in
 * the import's own transactions and batches.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type { ImportedCardValues } from './imported-items.repository.ts';

/** One batch of imported cards, in the batch's transaction (COPY on the embedded database). */
export async function addImportedCards(
  ctx: Pick<AppContext, 'copyRows'>,
  trx: Transaction<Database>,
  values: repo.ImportedCardValues[],
): Promise<void> {
  await repo.insertImportedCards(ctx.copyRows, trx, values);
}

/**
 * An expiring import's record lets go of at most `limit` of the cards it saved (they stay, ADR 086);
 * answers how many it let go.
 */
export async function detachImportedCards(db: Db, importId: string, limit: number): Promise<number> {
  return repo.detachImportedCardsBatch(db, importId, limit);
}

/** Removes the cards an import saved (their reviews go with them). */
export async function removeImportedCards(db: Db, importId: string): Promise<void> {
  await repo.deleteImportedCards(db, importId);
}

/**
 * A session that stages an import's cards out of sight (ADR 156): no owner until the import is
 * done, so nobody's library, due list, search or export finds it.
 */
export async function createStagingSession(db: Db, importId: string, name: string): Promise<string> {
  return repo.insertStagingSession(db, importId, name);
}

/** The import is done: its staging session becomes the owner's, under `name` (already free). */
export async function claimStagingSession(db: Db, sessionId: string, ownerId: string, name: string): Promise<boolean> {
  return repo.claimStagingSession(db, sessionId, ownerId, name);
}

/**
 * One batch of the end of an import into an existing session (ADR 156): the staging session's first
 * `limit` cards, in position order, join `targetId` from position `next` on. Answers their ids.
 */
export async function moveStagedCardsBatch(
  db: Db,
  stagingId: string,
  targetId: string,
  next: number,
  limit: number,
): Promise<string[]> {
  return repo.moveStagedCardsBatch(db, stagingId, targetId, next, limit);
}

/** Whether the end of the import into `sessionId` began (some of its cards are there already). */
export async function importMoveBegan(db: Db, importId: string, sessionId: string): Promise<boolean> {
  return repo.hasImportedCardsIn(db, importId, sessionId);
}

/** Removes an import's staging sessions with what they hold (all but `keep`). */
export async function removeStagingSessions(db: Db, importId: string, keep?: string): Promise<void> {
  await repo.deleteStagingSessions(db, importId, keep);
}

/** Gives a session an import made its final name. */
export async function renameImportSession(db: Db, sessionId: string, name: string): Promise<void> {
  await repo.renameSession(db, sessionId, name);
}

/** Deletes a session an import made, with everything under it (the import failed). */
export async function removeImportSession(db: Db, sessionId: string, ownerId: string): Promise<void> {
  await repo.deleteOwnedSession(db, sessionId, ownerId);
}
