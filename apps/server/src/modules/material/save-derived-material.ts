import type { Kysely, Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as repo from './material.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** Notes where a document's PDF rendering (web page, slide deck) is stored, for the material pane. */
export async function recordDocumentPdf(db: Db, documentId: string, storageKey: string): Promise<void> {
  await repo.setDocumentPdfKey(db, documentId, storageKey);
}

/** Gives the speakers of a document's passages rows of their own (after the passages are saved). */
export async function saveDocumentSpeakers(db: Db, documentId: string): Promise<void> {
  await repo.syncDocumentSpeakers(db, documentId);
}
