import { QUESTION_TYPES, type QuestionType } from './languages.ts';
import { isMissedAnswer, type Verdict } from './quiz-rules.ts';

/*
 * Which questions a quiz asks, and in what order (issue 23 items 5): the concepts the learner
 * misses first (a question missed last time, or one on a concept or passage they missed in a quiz
 * or lapsed on a card), then the questions never asked, then the rest (the longest unasked first);
 * the types interleaved, so a quiz never serves all its multiple choice before its first open
 * question. The server chooses; the browser only says how many and which types.
 */

/** The order in which the types take turns. */
const QUIZ_TYPES: readonly QuestionType[] = QUESTION_TYPES;
export type QuizQuestionType = QuestionType;

/** A quiz's length when the learner does not choose one. */
export const DEFAULT_QUIZ_LENGTH = 10;

export interface QuizCandidate {
  id: string;
  type: QuizQuestionType;
  /** the key concept it tests (generated questions), or null */
  concept: string | null;
  /** the passage it comes from, or null */
  sourceChunkId: string | null;
  /** its place in the session (the material's order) */
  position: number;
  /** the learner's latest answer to it, or null when never asked */
  lastAnswer: { verdict: Verdict; at: string } | null;
}

/** What else says where the learner is weak: cards they lapsed on (rated Hard) and the misses. */
export interface WeakSpots {
  concepts: ReadonlySet<string>;
  sourceChunkIds: ReadonlySet<string>;
}

const normalise = (concept: string) => concept.trim().toLowerCase();

/** The concepts and passages of missed questions and of lapsed cards, as one set of weak spots. */
export function findWeakSpots(
  candidates: readonly QuizCandidate[],
  lapsedCards: ReadonlyArray<{ concept: string | null; sourceChunkId: string | null }>,
): WeakSpots {
  const concepts = new Set<string>();
  const sourceChunkIds = new Set<string>();
  const add = (item: { concept: string | null; sourceChunkId: string | null }) => {
    if (item.concept) concepts.add(normalise(item.concept));
    if (item.sourceChunkId) sourceChunkIds.add(item.sourceChunkId);
  };
  for (const candidate of candidates)
    if (candidate.lastAnswer && isMissedAnswer(candidate.lastAnswer.verdict)) add(candidate);
  for (const card of lapsedCards) add(card);
  return { concepts, sourceChunkIds };
}

/** 0: missed last time; 1: on a weak concept or passage; 2: never asked; 3: answered right (the longest ago first). */
function tierOf(candidate: QuizCandidate, weak: WeakSpots): number {
  const answer = candidate.lastAnswer;
  if (answer && isMissedAnswer(answer.verdict)) return 0;
  const isWeak =
    (candidate.concept !== null && weak.concepts.has(normalise(candidate.concept))) ||
    (candidate.sourceChunkId !== null && weak.sourceChunkIds.has(candidate.sourceChunkId));
  if (isWeak) return 1;
  if (!answer) return 2;
  return 3;
}

/**
 * The questions of a quiz in the order asked: at most `count`, of the `types` given (all when
 * none), chosen by weakness then novelty, with the types taking turns within a tier.
 */
export function chooseQuizQuestions(
  candidates: readonly QuizCandidate[],
  weak: WeakSpots,
  options: { count: number; types?: readonly QuizQuestionType[] | undefined },
): string[] {
  const types = options.types && options.types.length > 0 ? new Set(options.types) : null;
  const ranked = candidates
    .filter((candidate) => !types || types.has(candidate.type))
    .map((candidate) => ({ candidate, tier: tierOf(candidate, weak) }))
    .sort(
      (a, b) =>
        a.tier - b.tier ||
        // answered right: the one asked longest ago first
        (a.tier === 3 ? a.candidate.lastAnswer!.at.localeCompare(b.candidate.lastAnswer!.at) : 0) ||
        a.candidate.position - b.candidate.position ||
        a.candidate.id.localeCompare(b.candidate.id),
    );
  const queues = new Map<QuizQuestionType, Array<{ candidate: QuizCandidate; tier: number }>>();
  for (const entry of ranked) {
    const queue = queues.get(entry.candidate.type) ?? [];
    queue.push(entry);
    queues.set(entry.candidate.type, queue);
  }
  const chosen: string[] = [];
  let lastType: QuizQuestionType | null = null;
  while (chosen.length < options.count) {
    const heads = QUIZ_TYPES.filter((type) => (queues.get(type)?.length ?? 0) > 0);
    if (heads.length === 0) break;
    const bestTier = Math.min(...heads.map((type) => queues.get(type)![0]!.tier));
    const eligible = heads.filter((type) => queues.get(type)![0]!.tier === bestTier);
    // the types take turns: the next one after the last type asked, in a fixed cycle
    const start: number = lastType === null ? 0 : QUIZ_TYPES.indexOf(lastType) + 1;
    const type: QuizQuestionType = [...QUIZ_TYPES.slice(start), ...QUIZ_TYPES.slice(0, start)].find((t) =>
      eligible.includes(t),
    )!;
    chosen.push(queues.get(type)!.shift()!.candidate.id);
    lastType = type;
  }
  return chosen;
}
