import type { AnnotationInput, FlashcardInput, QuestionInput } from '@mnemo/contracts/library';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import * as repo from './library.repository.ts';
import * as itemsRepo from './session-items.repository.ts';
import { assertKindsFit, editedKind } from './patch-session-items.ts';

/*
 * A session's flashcards, questions and annotations written as diffs by id (spec §7): an item with
 * a known id is updated, one without an id is created, and an id left out is deleted.
 */

type Trx = Transaction<Database>;

/** Splits incoming items into updates (known id), creations (no id), deletions (absent ids). */
function planDiff<T extends { id?: string | undefined }>(existing: string[], incoming: T[], field: string) {
  const known = new Set(existing);
  const seen = new Set<string>();
  incoming.forEach((item, index) => {
    if (item.id === undefined) return;
    if (!known.has(item.id) || seen.has(item.id)) {
      throw errors.validation(`${field}.${index}.id`);
    }
    seen.add(item.id);
  });
  return { toDelete: existing.filter((id) => !seen.has(id)) };
}

/** Row values for every item at its list position: those with an id to update (one statement), the rest to insert. */
function splitByPresence<T extends { id?: string | undefined }, V>(
  items: T[],
  values: (item: T, position: number) => V,
) {
  const updated: Array<V & { id: string }> = [];
  const created: V[] = [];
  for (const [position, item] of items.entries()) {
    if (item.id) updated.push({ ...values(item, position), id: item.id });
    else created.push(values(item, position));
  }
  return { updated, created };
}

async function assertChunksBelong(
  trx: Trx,
  sessionId: string,
  items: Array<{ sourceChunkId?: string | null }>,
  field: string,
) {
  const ids = [...new Set(items.map((i) => i.sourceChunkId).filter((id): id is string => typeof id === 'string'))];
  if (ids.length === 0) return;
  const found = new Set(await repo.listChunkIds(trx, sessionId, ids));
  const index = items.findIndex((i) => i.sourceChunkId && !found.has(i.sourceChunkId));
  if (index >= 0) throw errors.validation(`${field}.${index}.sourceChunkId`);
}

export async function applyFlashcards(trx: Trx, sessionId: string, items: FlashcardInput[]): Promise<void> {
  await assertChunksBelong(trx, sessionId, items, 'flashcards');
  await assertKindsFit(trx, sessionId, items, 'flashcards');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'flashcards', sessionId), items, 'flashcards');
  await repo.deleteItems(trx, 'flashcards', sessionId, toDelete);
  const values = (item: FlashcardInput, position: number): itemsRepo.FlashcardValues => ({
    position,
    front: item.front,
    back: item.back,
    difficulty: item.difficulty,
    source_chunk_id: item.sourceChunkId ?? null,
    ...(item.tags ? { tags: JSON.stringify(item.tags) } : {}),
    ...(editedKind(item.kind) ? { kind: editedKind(item.kind) } : {}),
  });
  const { updated, created } = splitByPresence(items, values);
  await repo.updateFlashcards(trx, sessionId, updated);
  await itemsRepo.insertFlashcards(trx, sessionId, created, false);
}

export async function applyQuestions(trx: Trx, sessionId: string, items: QuestionInput[]): Promise<void> {
  await assertChunksBelong(trx, sessionId, items, 'questions');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'questions', sessionId), items, 'questions');
  await repo.deleteItems(trx, 'questions', sessionId, toDelete);
  const { updated, created } = splitByPresence(items, itemsRepo.toQuestionValues);
  await repo.updateQuestions(trx, sessionId, updated);
  await itemsRepo.insertQuestions(trx, sessionId, created, false);
}

/** Annotation input → row values (shared with the per-item PATCH). */
export function toAnnotationValues(item: AnnotationInput, position: number): repo.AnnotationValues {
  return {
    position,
    document_id: item.documentId ?? null,
    kind: item.kind,
    page: item.page ?? null,
    rects: JSON.stringify(item.rects),
    quote: item.quote ?? null,
    color: item.color,
    note: item.note ?? null,
    chunk_id: item.chunkId ?? null,
    start_offset: item.start ?? null,
    end_offset: item.end ?? null,
  };
}

/** Each annotation's document is one of the session's, and a passage annotation's chunk one of that document's. */
export async function assertAnnotationAnchors(
  trx: Trx,
  sessionId: string,
  items: AnnotationInput[],
  field: string,
): Promise<void> {
  const documentIds = new Set(await repo.listDocumentIds(trx, sessionId));
  const bad = items.findIndex((a) => a.documentId && !documentIds.has(a.documentId));
  if (bad >= 0) throw errors.validation(`${field}.${bad}.documentId`);
  const chunkIds = [...new Set(items.map((a) => a.chunkId).filter((id): id is string => typeof id === 'string'))];
  if (chunkIds.length === 0) return;
  const chunkDocuments = new Map(
    (await repo.listChunkDocuments(trx, sessionId, chunkIds)).map((c) => [c.id, c.document_id]),
  );
  const badChunk = items.findIndex(
    (a) =>
      a.chunkId &&
      (!chunkDocuments.has(a.chunkId) || (a.documentId !== null && chunkDocuments.get(a.chunkId) !== a.documentId)),
  );
  if (badChunk >= 0) throw errors.validation(`${field}.${badChunk}.chunkId`);
}

export async function applyAnnotations(trx: Trx, sessionId: string, items: AnnotationInput[]): Promise<void> {
  await assertAnnotationAnchors(trx, sessionId, items, 'pdfAnnotations');
  const { toDelete } = planDiff(await repo.listItemIds(trx, 'annotations', sessionId), items, 'pdfAnnotations');
  await repo.deleteItems(trx, 'annotations', sessionId, toDelete);
  const { updated, created } = splitByPresence(items, toAnnotationValues);
  await repo.updateAnnotations(trx, sessionId, updated);
  await repo.insertAnnotations(trx, sessionId, created);
}
