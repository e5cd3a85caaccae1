import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './material-copy.repository.ts';

export type { SessionMaterialCopy, StorageCopy } from './material-copy.repository.ts';

/**
 * Copies a session's material (completed documents, speakers, passages, card media) into another
 * session, in the caller's transaction, for the library's copy of a shared session (ADR 158).
 * Material imports the library, so the library is handed this use case where its routes are built.
 * Leaves the old → new id tables `copy_documents`, `copy_chunks` and `copy_card_media` until the
 * transaction ends; returns the stored files to copy.
 */
export function copySessionMaterial(
  trx: Transaction<Database>,
  copy: repo.SessionMaterialCopy,
): Promise<repo.StorageCopy[]> {
  return repo.copySessionMaterialRows(trx, copy);
}
