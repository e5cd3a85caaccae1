import { getGrade, type Grade } from './grades.ts';

/**
 * Quiz rules: a question is missed unless its answer was judged fully correct; a missed
 * question makes the card on the same source passage due now (a lapse), and when no card covers
 * that passage one is written from the question (a user card, not a generated exercise).
 */

export type Verdict = 'correct' | 'partially_correct' | 'incorrect';

export function isMissedAnswer(verdict: Verdict): boolean {
  return verdict !== 'correct';
}

/** A quiz's score is the mean score of its questions (0–1), and its grade follows from it. */
export function scoreQuiz(scores: readonly number[]): { score: number; grade: Grade } {
  const score = scores.length === 0 ? 0 : scores.reduce((sum, s) => sum + s, 0) / scores.length;
  return { score, grade: getGrade(score) };
}

export interface MissCard {
  id: string;
  sourceChunkId: string | null;
  /** the question a card was written from after a miss */
  originQuestionId: string | null;
  isSuspended: boolean;
}

/**
 * What a missed question does to the cards: those on its source passage, or written from it
 * after an earlier miss (so a question without a source does not get a new card each time),
 * lapse; suspended ones stay suspended. When no card covers it at all, one is written.
 */
export function planQuizMiss<T extends MissCard>(
  question: { id: string; sourceChunkId: string | null },
  cards: readonly T[],
): { lapse: T[]; shouldWriteCard: boolean } {
  const covering = cards.filter(
    (card) =>
      card.originQuestionId === question.id ||
      (question.sourceChunkId !== null && card.sourceChunkId === question.sourceChunkId),
  );
  return { lapse: covering.filter((card) => !card.isSuspended), shouldWriteCard: covering.length === 0 };
}

export type QuestionForCard =
  | { type: 'multiple_choice'; prompt: string; options: readonly string[]; correctIndex: number }
  | { type: 'true_false'; prompt: string; answer: boolean }
  | { type: 'open_ended'; prompt: string; expectedAnswer: string };

/** A card written from a missed question: its prompt on the front, its right answer on the back. */
export function writeCardFromQuestion(
  question: QuestionForCard,
  labels: { true: string; false: string },
): { front: string; back: string } {
  switch (question.type) {
    case 'multiple_choice':
      return { front: question.prompt, back: question.options[question.correctIndex] ?? '' };
    case 'true_false':
      return { front: question.prompt, back: question.answer ? labels.true : labels.false };
    default:
      return { front: question.prompt, back: question.expectedAnswer };
  }
}
