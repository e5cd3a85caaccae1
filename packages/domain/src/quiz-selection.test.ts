import { describe, expect, it } from 'vitest';
import { chooseQuizQuestions, findWeakSpots, type QuizCandidate, type QuizQuestionType } from './quiz-selection.ts';

/** 30 multiple choice, then 30 true/false, then 30 open questions, as a generated session lists them. */
function session(): QuizCandidate[] {
  const types: QuizQuestionType[] = ['multiple_choice', 'true_false', 'open_ended'];
  return types.flatMap((type, t) =>
    Array.from({ length: 30 }, (_, i) => ({
      id: `${type}-${String(i).padStart(2, '0')}`,
      type,
      concept: `concept ${i % 10}`,
      sourceChunkId: `chunk-${i}`,
      position: t * 30 + i,
      lastAnswer: null,
    })),
  );
}
const typeOf = (id: string) => id.replace(/-\d+$/, '');
const NO_WEAK = { concepts: new Set<string>(), sourceChunkIds: new Set<string>() };

describe('chooseQuizQuestions', () => {
  it('interleaves the types: a 10-question quiz of a 90-question session has open answers from the third question on', () => {
    const ids = chooseQuizQuestions(session(), NO_WEAK, { count: 10 });
    expect(ids).toHaveLength(10);
    expect(ids.slice(0, 6).map(typeOf)).toEqual([
      'multiple_choice',
      'true_false',
      'open_ended',
      'multiple_choice',
      'true_false',
      'open_ended',
    ]);
    for (let i = 1; i < ids.length; i += 1) expect(typeOf(ids[i]!)).not.toBe(typeOf(ids[i - 1]!));
    expect(new Set(ids).size).toBe(10);
  });

  it('keeps only the types asked for, and gives all of them when the count is larger', () => {
    const ids = chooseQuizQuestions(session(), NO_WEAK, { count: 500, types: ['open_ended', 'true_false'] });
    expect(ids).toHaveLength(60);
    expect(ids.every((id) => typeOf(id) !== 'multiple_choice')).toBe(true);
  });

  it('asks first what the learner missed, then on weak concepts and passages, then the unasked, then what they got right longest ago', () => {
    const candidates = session();
    const byId = new Map(candidates.map((c) => [c.id, c]));
    byId.get('true_false-05')!.lastAnswer = { verdict: 'incorrect', at: '2025-03-01T10:00:00.000Z' };
    byId.get('multiple_choice-00')!.lastAnswer = { verdict: 'correct', at: '2025-03-02T10:00:00.000Z' };
    byId.get('multiple_choice-01')!.lastAnswer = { verdict: 'correct', at: '2025-03-01T09:00:00.000Z' };
    // a lapsed card on concept 7's passage 17
    const weak = findWeakSpots(candidates, [{ concept: null, sourceChunkId: 'chunk-17' }]);
    expect(weak.concepts.has('concept 5')).toBe(true);

    const ids = chooseQuizQuestions(candidates, weak, { count: 90 });
    expect(ids[0]).toBe('true_false-05');
    // then the questions on concept 5 (the missed one's) and on passage 17, types taking turns
    const weakIds = candidates
      .filter((c) => c.id !== 'true_false-05' && (c.concept === 'concept 5' || c.sourceChunkId === 'chunk-17'))
      .map((c) => c.id);
    expect(new Set(ids.slice(1, 1 + weakIds.length))).toEqual(new Set(weakIds));
    // the two answered right come last, the one answered longest ago first
    expect(ids.slice(-2)).toEqual(['multiple_choice-01', 'multiple_choice-00']);
  });

  it('counts a partly right answer as missed', () => {
    const candidates = session();
    candidates.find((c) => c.id === 'open_ended-29')!.lastAnswer = {
      verdict: 'partially_correct',
      at: '2025-03-01T10:00:00.000Z',
    };
    expect(chooseQuizQuestions(candidates, findWeakSpots(candidates, []), { count: 1 })).toEqual(['open_ended-29']);
  });

  it('gives nothing when no question has a type asked for', () => {
    expect(
      chooseQuizQuestions(
        session().filter((c) => c.type === 'true_false'),
        NO_WEAK,
        { count: 10, types: ['open_ended'] },
      ),
    ).toEqual([]);
  });
});
