import type { Chunk, GeneratedFlashcard, OutlineEntry } from '@mnemo/contracts/material';
import type { QuestionLanguage } from '@mnemo/domain/languages';
import type { GeneratedQuestion } from '../../../ai/ai.provider.ts';
import { getBodyStart } from '../../../ai/local/sections.ts';
import { isSameFact } from '../../../ai/local/study-set.ts';
import type { GeneratedMaterial } from './generate-exercises.ts';

/*
 * Study while the rest is made (issue 25 item 2, ADR 155). A long document's first pages are
 * generated on their own, batch after batch, and each batch's items are saved as soon as they are
 * ready; the whole-document pass then runs as before and only adds what no saved item already
 * tests. Early items pass every per-item check of the generator (they are its own output on those
 * pages); the whole-document rules (ranking across the document, section shares, floors) then
 * only decide what is added, never take back what a learner may already be studying.
 */

/** A document of at least this many pages (or slides) is long: its first pages come early. */
export const LONG_DOCUMENT_PAGES = 40;
/** Without pages (text, transcripts): this many passages. */
export const LONG_DOCUMENT_CHUNKS = 120;
/** Pages (or passages) per early batch. */
const BATCH_PAGES = 16;
const BATCH_CHUNKS = 48;
/** Early batches stop once this many cards are saved… */
export const EARLY_CARDS_WANTED = 10;
/** …or once they have covered this share of the document (each is generated again by the whole pass). */
const EARLY_SHARE = 1 / 3;

/** The place of a passage in the document's pages, or its own order when it has none. */
function unitOf(chunk: Chunk, isPaged: boolean): number {
  return isPaged ? (chunk.page ?? chunk.slide ?? 0) : chunk.order;
}

/**
 * The early batches of a long document, in reading order: runs of whole pages (or passages) from
 * where what it teaches begins — a book's title pages, preface and contents give the whole pass
 * no item (the generator's `getBodyStart`), so they give no early one either — at most a third of
 * the document in all; none for a document that is not long.
 */
export function planEarlyBatches(chunks: readonly Chunk[], outline: readonly OutlineEntry[] = []): Chunk[][] {
  const isPaged = chunks.some((chunk) => chunk.page !== null || chunk.slide !== null);
  const isPages = chunks.some((chunk) => chunk.page !== null);
  const allUnits = [...new Set(chunks.map((chunk) => unitOf(chunk, isPaged)))].sort((a, b) => a - b);
  if (allUnits.length < (isPaged ? LONG_DOCUMENT_PAGES : LONG_DOCUMENT_CHUNKS)) return [];
  // (pages only: a slide deck or a transcript has no front matter of a book's kind)
  const bodyStart = isPages ? getBodyStart({ shape: 'document', chunks, outline }) : 0;
  const firstUnit = chunks[bodyStart] ? unitOf(chunks[bodyStart], isPaged) : 0;
  const units = allUnits.filter((unit) => unit >= firstUnit);
  const size = isPaged ? BATCH_PAGES : BATCH_CHUNKS;
  const covered = Math.min(units.length, Math.floor(allUnits.length * EARLY_SHARE));
  const batches: Chunk[][] = [];
  for (let start = 0; start + size <= covered; start += size) {
    const from = units[start]!;
    const to = units[start + size - 1]!;
    batches.push(
      chunks.filter((chunk) => {
        const unit = unitOf(chunk, isPaged);
        return unit >= from && unit <= to;
      }),
    );
  }
  return batches;
}

/**
 * How many of the document's pages (or slides) come after a batch: what is still to give its items
 * once that batch is saved. Null for material without pages (text, transcripts). An exact count,
 * where a number of cards would be a guess (the whole pass keeps fewer per page than a batch).
 */
export function countPagesAfter(chunks: readonly Chunk[], batch: readonly Chunk[]): number | null {
  if (!chunks.some((chunk) => chunk.page !== null || chunk.slide !== null)) return null;
  const last = Math.max(...batch.map((chunk) => unitOf(chunk, true)));
  return new Set(chunks.map((chunk) => unitOf(chunk, true)).filter((unit) => unit > last)).size;
}

/** What a saved or generated item tests: its words, its answer, the key concept it is about. */
export interface Fact {
  text: string;
  answer: string;
  concept: string | null;
}

function normalize(text: string): string {
  return text.toLocaleLowerCase().replace(/\s+/gu, ' ').trim();
}

export function factOfCard(card: GeneratedFlashcard): Fact {
  return { text: card.clozeText ?? `${card.front} ${card.back}`, answer: card.back, concept: card.concept ?? null };
}

export function factOfQuestion(question: GeneratedQuestion): Fact {
  const answer =
    question.type === 'multiple_choice'
      ? (question.options[question.correctIndex] ?? '')
      : question.type === 'open_ended'
        ? question.expectedAnswer
        : String(question.answer);
  return { text: `${question.prompt} ${answer}`, answer, concept: question.concept ?? null };
}

/**
 * Whether two items test one fact: the same words, or the generator's same-fact check (ADR 122)
 * with the key concept (else the answer) as the term they ask.
 */
export function isSameSavedFact(a: Fact, b: Fact, language: QuestionLanguage): boolean {
  if (normalize(a.text) === normalize(b.text)) return true;
  const key = (fact: Fact): string => `term:${normalize(fact.concept ?? fact.answer)}`;
  // distinct sentence indexes: the same sentence is only ever known by the same words (above)
  return isSameFact(
    { sentenceIndex: -1, answerKey: key(a), text: a.text },
    { sentenceIndex: -2, answerKey: key(b), text: b.text },
    language,
  );
}

/**
 * The generated items that no saved item tests already (items of one pass are the generator's to
 * tell apart: its own rules already keep one item per fact); those kept join `saved`, so a later
 * batch is checked against them too.
 */
export function withoutSavedFacts(
  generated: Pick<GeneratedMaterial, 'flashcards' | 'questions'>,
  saved: Fact[],
  language: QuestionLanguage,
): { flashcards: GeneratedFlashcard[]; questions: GeneratedQuestion[] } {
  const before = [...saved];
  const isNew = (fact: Fact): boolean => !before.some((other) => isSameSavedFact(other, fact, language));
  const flashcards = generated.flashcards.filter((card) => isNew(factOfCard(card)));
  const questions = generated.questions.filter((question) => isNew(factOfQuestion(question)));
  saved.push(...flashcards.map(factOfCard), ...questions.map(factOfQuestion));
  return { flashcards, questions };
}
