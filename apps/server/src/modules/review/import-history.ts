import type { Insertable, Kysely, Transaction } from 'kysely';
import type { Database, ReviewsTable } from '../../db/schema.ts';
import * as repo from './review.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** A batch of an import's review history, in the import's transaction (exchange's Anki import, ADR 130). */
export async function addImportedReviews(trx: Transaction<Database>, rows: Insertable<ReviewsTable>[]): Promise<void> {
  await repo.insertImportedReviews(trx, rows);
}

/** An import's staging session got its owner: its due-day counts count in the owner's library (ADR 156). */
export async function claimStagedDueDays(db: Db, sessionId: string, ownerId: string): Promise<void> {
  await repo.setDueDaysOwner(db, sessionId, ownerId);
}

/** A batch of staged cards moved into `targetId`: their review history goes with them (ADR 156). */
export async function moveReviewsOfCards(db: Db, ids: string[], targetId: string): Promise<void> {
  await repo.moveReviewsOfCards(db, ids, targetId);
}
