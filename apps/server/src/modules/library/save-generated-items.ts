import type { GeneratedFlashcard } from '@mnemo/contracts/material';
import type { QuestionInput } from '@mnemo/contracts/library';
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

/**
 * Saves generated flashcards and questions after a session's items, in the caller's transaction,
 * each with the document its source passage belongs to (so they go when that document goes).
 */
export async function saveGeneratedItems(
  trx: Trx,
  sessionId: string,
  generated: GeneratedItems,
  documentIdOf: (sourceChunkId: string | null) => string | null,
): Promise<void> {
  const cardStart = await items.getNextPosition(trx, 'flashcards', sessionId);
  await items.insertFlashcards(
    trx,
    sessionId,
    generated.flashcards.map((card, index) => ({
      position: cardStart + index,
      front: card.front,
      back: card.back,
      difficulty: card.difficulty,
      source_chunk_id: card.sourceChunkId,
      document_id: documentIdOf(card.sourceChunkId),
      concept: card.concept ?? null,
    })),
    true,
  );
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
