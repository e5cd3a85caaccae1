import type { QuestionInput } from '@mnemo/contracts/library';
import type { QuestionType } from '@mnemo/domain/languages';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database } from '../../db/schema.ts';

/*
 * The one place that saves a session's flashcards and questions: the ones a user writes (the
 * library's diffs) and the generated ones (the pipeline's save step, "generate more").
 */

type Db = Kysely<Database> | Transaction<Database>;

/** Rows per INSERT: well under PostgreSQL's 65,535 bind parameters per statement. */
const BATCH = 1000;

export interface FlashcardValues {
  position: number;
  front: string;
  back: string;
  difficulty: 'easy' | 'medium' | 'hard';
  source_chunk_id: string | null;
  /** the document a generated card came from (its rows go with the document) */
  document_id?: string | null;
  /** the key concept a generated card tests */
  concept?: string | null;
  /** JSON text of the card's tags (absent: an update keeps them, an insert has none) */
  tags?: string;
  /** basic or typed (absent: an update keeps the kind, an insert makes a basic card) */
  kind?: 'basic' | 'typed' | undefined;
}

export interface QuestionValues {
  position: number;
  type: QuestionType;
  prompt: string;
  options: string | null;
  correct_index: number | null;
  answer: boolean | null;
  expected_answer: string | null;
  explanation: string | null;
  source_chunk_id: string | null;
  document_id?: string | null;
  concept?: string | null;
}

/** A question as the contracts and the AI layer carry it → its row values. */
export function toQuestionValues(item: QuestionInput, position: number): QuestionValues {
  return {
    position,
    type: item.type,
    prompt: item.prompt,
    options: item.type === 'multiple_choice' ? JSON.stringify(item.options) : null,
    correct_index: item.type === 'multiple_choice' ? item.correctIndex : null,
    answer: item.type === 'true_false' ? item.answer : null,
    expected_answer: item.type === 'open_ended' ? item.expectedAnswer : null,
    explanation: item.explanation ?? null,
    source_chunk_id: item.sourceChunkId ?? null,
    ...(item.concept ? { concept: item.concept } : {}),
  };
}

/** The next free position in a session's list: new items go after what is there. */
export async function getNextPosition(db: Db, table: 'flashcards' | 'questions', sessionId: string): Promise<number> {
  const row = await db
    .selectFrom(table)
    .select((eb) => eb.fn.coalesce(eb.fn.max<number>('position'), sql<number>`-1`).as('max'))
    .where('session_id', '=', sessionId)
    .executeTakeFirstOrThrow();
  return Number(row.max) + 1;
}

/** A card of a generated cloze note (ADR 118): the note's id and text, its deletion number. */
export interface ClozeFlashcardValues extends Omit<FlashcardValues, 'kind'> {
  kind: 'cloze';
  note_id: string;
  note_text: string;
  ordinal: number;
}

export async function insertFlashcards(
  db: Db,
  sessionId: string,
  rows: Array<FlashcardValues | ClozeFlashcardValues>,
  isGenerated: boolean,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('flashcards')
      .values(
        rows
          .slice(start, start + BATCH)
          .map((row) => ({ ...row, session_id: sessionId, is_generated: isGenerated, fsrs: null, due: null })),
      )
      .execute();
  }
}

export async function insertQuestions(
  db: Db,
  sessionId: string,
  rows: QuestionValues[],
  isGenerated: boolean,
): Promise<void> {
  for (let start = 0; start < rows.length; start += BATCH) {
    await db
      .insertInto('questions')
      .values(
        rows.slice(start, start + BATCH).map((row) => ({ ...row, session_id: sessionId, is_generated: isGenerated })),
      )
      .execute();
  }
}

/** The generated items one document brought (a retried save replaces them). */
export async function deleteDocumentGeneratedItems(db: Db, documentId: string): Promise<void> {
  await db.deleteFrom('flashcards').where('document_id', '=', documentId).where('is_generated', '=', true).execute();
  await db.deleteFrom('questions').where('document_id', '=', documentId).where('is_generated', '=', true).execute();
}

/** A document's generated items as facts: each card's (a cloze note's once) and each question's words and concept. */
export async function listDocumentGeneratedFacts(
  db: Db,
  documentId: string,
): Promise<Array<{ text: string; answer: string; concept: string | null }>> {
  const cards = await db
    .selectFrom('flashcards')
    .select(['front', 'back', 'concept', 'note_text'])
    .where('document_id', '=', documentId)
    .where('is_generated', '=', true)
    .execute();
  const questions = await db
    .selectFrom('questions')
    .select(['type', 'prompt', 'options', 'correct_index', 'answer', 'expected_answer', 'concept'])
    .where('document_id', '=', documentId)
    .where('is_generated', '=', true)
    .execute();
  const notes = new Set<string>();
  const facts: Array<{ text: string; answer: string; concept: string | null }> = [];
  for (const card of cards) {
    if (card.note_text !== null) {
      if (notes.has(card.note_text)) continue;
      notes.add(card.note_text);
    }
    facts.push({ text: card.note_text ?? `${card.front} ${card.back}`, answer: card.back, concept: card.concept });
  }
  for (const question of questions) {
    const options = (typeof question.options === 'string' ? JSON.parse(question.options) : question.options) as
      string[] | null;
    const answer =
      question.type === 'multiple_choice'
        ? (options?.[question.correct_index ?? -1] ?? '')
        : question.type === 'open_ended'
          ? (question.expected_answer ?? '')
          : String(question.answer ?? '');
    facts.push({ text: `${question.prompt} ${answer}`, answer, concept: question.concept });
  }
  return facts;
}

export async function deleteGeneratedFlashcards(db: Db, sessionId: string): Promise<void> {
  await db.deleteFrom('flashcards').where('session_id', '=', sessionId).where('is_generated', '=', true).execute();
}

export async function deleteGeneratedQuestions(
  db: Db,
  sessionId: string,
  types: readonly QuestionType[],
): Promise<void> {
  if (types.length === 0) return;
  await db
    .deleteFrom('questions')
    .where('session_id', '=', sessionId)
    .where('is_generated', '=', true)
    .where('type', 'in', types)
    .execute();
}
