/**
 * Choosing a quick session's concepts (issue 15 item 2): the learner's weakest key concepts,
 * by most lapses, then lowest quiz score, then the earliest due card.
 */

export const MIN_QUICK_CONCEPTS = 1;
export const MAX_QUICK_CONCEPTS = 3;
/** An unquizzed concept counts as this score: no evidence of weakness, no evidence of strength. */
export const UNKNOWN_QUIZ_SCORE = 0.5;

export interface ConceptEvidence {
  concept: string;
  /** reviews rated Hard (FSRS Again) of the concept's cards */
  lapses: number;
  /** mean score (0–1) of the learner's answers to the concept's questions; null if none */
  quizScore: number | null;
  /** the concept's earliest due card (ISO); null when none is scheduled */
  nextDueAt: string | null;
}

/** The `count` (1–3) weakest concepts, weakest first. Ties keep the session's order of key concepts. */
export function chooseWeakConcepts(evidence: readonly ConceptEvidence[], count: number = MAX_QUICK_CONCEPTS): string[] {
  const n = Math.min(Math.max(Math.round(count), MIN_QUICK_CONCEPTS), MAX_QUICK_CONCEPTS);
  const due = (e: ConceptEvidence) => (e.nextDueAt === null ? Number.POSITIVE_INFINITY : Date.parse(e.nextDueAt));
  return evidence
    .map((e, order) => ({ e, order }))
    .sort(
      (a, b) =>
        b.e.lapses - a.e.lapses ||
        (a.e.quizScore ?? UNKNOWN_QUIZ_SCORE) - (b.e.quizScore ?? UNKNOWN_QUIZ_SCORE) ||
        due(a.e) - due(b.e) ||
        a.order - b.order,
    )
    .slice(0, n)
    .map(({ e }) => e.concept);
}

const normalise = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

/**
 * The key concept an item is about: its own `concept` when the generator set one, else the
 * first key concept its texts mention, the texts tried in order (a card's front before its back),
 * for items generated before concepts were stored; else null.
 */
export function matchConcept(
  item: { concept?: string | null; texts: readonly string[] },
  keyConcepts: readonly string[],
): string | null {
  if (item.concept && keyConcepts.includes(item.concept)) return item.concept;
  for (const raw of item.texts) {
    const text = normalise(raw);
    const found = keyConcepts.find((c) => c.trim() !== '' && text.includes(normalise(c.trim())));
    if (found) return found;
  }
  return null;
}

/**
 * The questions a run's questions stage asks (issue 15: "a quiz on the same concepts"; a quick
 * session asks 3): the questions about the run's concepts, taken in turn from each concept (so 3
 * questions on 2 concepts cover both), in the session's order within a concept, at most `limit`.
 * A run without concepts, or whose concepts no question is about, asks the session's questions.
 */
export function chooseRunQuestions(
  questions: readonly { id: string; concept?: string | null; prompt: string }[],
  concepts: readonly string[],
  limit: number = Number.POSITIVE_INFINITY,
): string[] {
  const byConcept = new Map<string, string[]>(concepts.map((c) => [c, []]));
  for (const question of questions) {
    const concept = matchConcept({ concept: question.concept ?? null, texts: [question.prompt] }, concepts);
    if (concept !== null) byConcept.get(concept)!.push(question.id);
  }
  const queues = [...byConcept.values()].filter((ids) => ids.length > 0);
  if (queues.length === 0) return questions.slice(0, limit).map((q) => q.id);
  const chosen: string[] = [];
  for (let round = 0; chosen.length < limit && queues.some((ids) => round < ids.length); round += 1) {
    for (const ids of queues) {
      const id = ids[round];
      if (id !== undefined && chosen.length < limit) chosen.push(id);
    }
  }
  return chosen;
}
