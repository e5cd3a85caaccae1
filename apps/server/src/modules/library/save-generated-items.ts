import { randomUUID } from 'node:crypto';
import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { QuestionInput } from '@mnemo/contracts/library';
import { clozeOrdinals, renderClozeBack, renderClozeFront } from '@mnemo/domain/cloze';
import type { QuestionType } from '@mnemo/domain/languages';
import type { Transaction } from 'kysely';
import type { Database } from '../../db/schema.ts';
import * as items from './session-items.repository.ts';

type Trx = Transaction<Database>;

export interface GeneratedItems {
  flashcards: readonly GeneratedFlashcard[];
  questions: readonly QuestionInput[];
}

/** What generated items replace: one document's (a retried save), or a session's of some kinds. */
export type GeneratedItemsScope =
  { documentId: string } | { sessionId: string; flashcards: boolean; questionTypes: readonly QuestionType[] };

/** Removes generated items (never the ones a user wrote) before new ones are saved. */
export async function removeGeneratedItems(trx: Trx, scope: GeneratedItemsScope): Promise<void> {
  if ('documentId' in scope) return items.deleteDocumentGeneratedItems(trx, scope.documentId);
  if (scope.flashcards) await items.deleteGeneratedFlashcards(trx, scope.sessionId);
  await items.deleteGeneratedQuestions(trx, scope.sessionId, scope.questionTypes);
}

/** The generated items a document already has, as facts (a later batch must not test one again, ADR 155). */
export async function listSavedFacts(
  db: Parameters<typeof items.listDocumentGeneratedFacts>[0],
  documentId: string,
): Promise<Array<{ text: string; answer: string; concept: string | null }>> {
  return items.listDocumentGeneratedFacts(db, documentId);
}

/**
 * Saves generated flashcards and questions after a session's items, in the caller's transaction,
 * each with the document its source passage belongs to (so they go when that document goes). A
 * generated cloze note (one exercise) is saved as its cards, one per deletion number (ADR 118).
 */
export async function saveGeneratedItems(
  trx: Trx,
  sessionId: string,
  generated: GeneratedItems,
  documentIdOf: (sourceChunkId: string | null) => string | null,
): Promise<void> {
  let position = await items.getNextPosition(trx, 'flashcards', sessionId);
  const rows: Array<items.FlashcardValues | items.ClozeFlashcardValues> = [];
  for (const card of generated.flashcards) {
    const shared = {
      difficulty: card.difficulty,
      source_chunk_id: card.sourceChunkId,
      document_id: documentIdOf(card.sourceChunkId),
      concept: card.concept ?? null,
    };
    const text = card.clozeText ?? null;
    const ordinals = text === null ? [] : clozeOrdinals(text);
    if (text === null || ordinals.length === 0) {
      rows.push({ ...shared, position: position++, front: card.front, back: card.back });
      continue;
    }
    const noteId = randomUUID();
    for (const ordinal of ordinals)
      rows.push({
        ...shared,
        position: position++,
        front: renderClozeFront(text, ordinal),
        back: renderClozeBack(text, ordinal),
        kind: 'cloze',
        note_id: noteId,
        note_text: text,
        ordinal,
      });
  }
  await items.insertFlashcards(trx, sessionId, rows, true);
  const questionStart = await items.getNextPosition(trx, 'questions', sessionId);
  await items.insertQuestions(
    trx,
    sessionId,
    generated.questions.map((question, index) => ({
      ...items.toQuestionValues(question, questionStart + index),
      document_id: documentIdOf(question.sourceChunkId ?? null),
    })),
    true,
  );
}
