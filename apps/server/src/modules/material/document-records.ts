import type { Chunk } from '@mnemo/contracts/material';
import type { Kysely, Transaction } from 'kysely';
import type { Database, DocumentRow, DocumentStage, StoredSection } from '../../db/schema.ts';
import * as repo from './material.repository.ts';

/*
 * A document's rows as the pipeline writes them while it makes and processes the document: material
 * owns `documents` and `chunks` (db/table-owners.ts), the pipeline asks it here.
 */

type Db = Kysely<Database> | Transaction<Database>;

export type { ChunkValues, DocumentProgress, NewDocumentValues } from './material.repository.ts';

/** A new document of a session, queued for processing. */
export async function createDocument(db: Db, values: repo.NewDocumentValues & { id: string }): Promise<DocumentRow> {
  return repo.insertDocument(db, values);
}

/** Where the processing of a document stands (status, progress, stages, what it found). */
export async function recordDocumentProgress(db: Db, documentId: string, patch: repo.DocumentProgress): Promise<void> {
  await repo.updateDocumentProgress(db, documentId, patch);
}

/** A new attempt of the job: processing, its stages and progress start again. */
export async function startDocumentAttempt(db: Db, documentId: string): Promise<void> {
  await repo.startDocumentAttempt(db, documentId);
}

/** The items saved before the whole-document pass, and how many pages are still to come (ADR 155). */
export async function recordEarlyItems(
  db: Db,
  documentId: string,
  earlyItems: number,
  pagesComing: number | null,
): Promise<void> {
  await repo.updateEarlyItems(db, documentId, earlyItems, pagesComing);
}

/** What the document generated for the session's overview, kept so the overview can be rebuilt without it. */
export async function saveDocumentOverview(
  db: Db,
  documentId: string,
  overview: { summary: string | null; keyConcepts: string[] },
): Promise<void> {
  await repo.saveDocumentOverview(db, documentId, overview.summary, overview.keyConcepts);
}

/** A document's sections, found once (at processing, or at its first chat question). */
export async function saveDocumentSections(db: Db, documentId: string, sections: StoredSection[]): Promise<void> {
  await repo.saveDocumentSections(db, documentId, sections);
}

/** Marks the document completed; the marker makes a retried save a no-op. */
export async function markDocumentSaved(db: Db, documentId: string, stages: DocumentStage[]): Promise<void> {
  await repo.markDocumentSaved(db, documentId, stages);
}

/** Deletes a document that failed for good (the pipeline keeps its failure); its passages go with it. */
export async function deleteFailedDocument(trx: Transaction<Database>, documentId: string): Promise<void> {
  await repo.deleteDocument(trx, documentId);
}

/** Deletes a document's passages (what an earlier attempt of its processing inserted). */
export async function clearDocumentChunks(db: Db, documentId: string): Promise<void> {
  await repo.deleteDocumentChunks(db, documentId);
}

/** A document's passages in the order given, as the chunks table takes them. */
export function toChunkValues(
  chunks: readonly Pick<Chunk, 'text' | 'page' | 'slide' | 'startMs' | 'endMs' | 'speaker'>[],
): repo.ChunkValues[] {
  return chunks.map((chunk, ord) => ({
    ord,
    text: chunk.text,
    page: chunk.page,
    slide: chunk.slide,
    start_ms: chunk.startMs,
    end_ms: chunk.endMs,
    speaker: chunk.speaker,
  }));
}

/** Adds passages to a document, each with its full-text vector in the document's search configuration. */
export async function addDocumentChunks(
  db: Db,
  document: { id: string; sessionId: string },
  searchConfig: string,
  rows: repo.ChunkValues[],
): Promise<void> {
  await repo.insertChunks(db, document.id, document.sessionId, searchConfig, rows);
}

/** The processed documents that have passages, in id order, with the language stored on each. */
export async function listProcessedDocumentLanguages(
  db: Db,
): Promise<Array<{ id: string; kind: string; language: string | null }>> {
  return repo.listProcessedDocumentLanguages(db);
}

/** The texts of a document's passages in their order. */
export async function readDocumentChunkTexts(db: Db, documentId: string): Promise<string[]> {
  return repo.listChunkTexts(db, documentId);
}

/** A document's language read again: stored, and its passages indexed in its search configuration. */
export async function correctDocumentLanguage(
  db: Db,
  documentId: string,
  language: string,
  searchConfig: string,
): Promise<void> {
  await repo.updateDocumentLanguage(db, documentId, language, searchConfig);
}
