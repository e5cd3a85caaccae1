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

/** The import into an existing session is done: its staged cards join that session, after its own. */
export async function moveStagedCards(db: Db, stagingId: string, targetId: string, offset: number): Promise<void> {
  await repo.moveStagedCards(db, stagingId, targetId, offset);
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
