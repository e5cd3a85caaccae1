import { describe, expect, it } from 'vitest';
import { chooseRunQuestions, chooseWeakConcepts, matchConcept, type ConceptEvidence } from './microlearning.ts';

const e = (
  concept: string,
  lapses: number,
  quizScore: number | null = null,
  nextDueAt: string | null = null,
): ConceptEvidence => ({
  concept,
  lapses,
  quizScore,
  nextDueAt,
});

describe('choosing a quick session’s concepts', () => {
  it('takes the most lapses first', () => {
    expect(chooseWeakConcepts([e('a', 0), e('b', 4), e('c', 1), e('d', 2)], 3)).toEqual(['b', 'd', 'c']);
  });

  it('then the lowest quiz score (an unquizzed concept counts as 0.5)', () => {
    expect(chooseWeakConcepts([e('a', 1, 0.9), e('b', 1, 0.2), e('c', 1, null), e('d', 1, 0.6)], 3)).toEqual([
      'b',
      'c',
      'd',
    ]);
  });

  it('then the earliest due card; nothing scheduled comes last; ties keep the session order', () => {
    const list = [
      e('a', 0, null, null),
      e('b', 0, null, '2026-02-01T00:00:00Z'),
      e('c', 0, null, '2026-01-01T00:00:00Z'),
      e('d', 0, null, null),
    ];
    expect(chooseWeakConcepts(list, 3)).toEqual(['c', 'b', 'a']);
  });

  it('chooses between 1 and 3', () => {
    const list = [e('a', 3), e('b', 2), e('c', 1), e('d', 0)];
    expect(chooseWeakConcepts(list, 0)).toEqual(['a']);
    expect(chooseWeakConcepts(list, 2)).toEqual(['a', 'b']);
    expect(chooseWeakConcepts(list, 9)).toEqual(['a', 'b', 'c']);
    expect(chooseWeakConcepts(list)).toEqual(['a', 'b', 'c']);
    expect(chooseWeakConcepts([], 3)).toEqual([]);
  });
});

describe('an item’s concept', () => {
  const concepts = ['Photosynthesis', 'Cell respiration'];
  it('is its own concept when it is one of the session’s key concepts', () => {
    expect(matchConcept({ concept: 'Cell respiration', texts: ['photosynthesis'] }, concepts)).toBe('Cell respiration');
  });
  it('else the first key concept its text mentions, ignoring case and accents', () => {
    expect(matchConcept({ texts: ['What does CELL RESPIRATION release?'] }, concepts)).toBe('Cell respiration');
    expect(matchConcept({ concept: 'Unknown', texts: ['Fotossíntese e photosynthesis'] }, concepts)).toBe(
      'Photosynthesis',
    );
    expect(matchConcept({ texts: ['A açúcar question'] }, ['acucar'])).toBe('acucar');
  });
  it('tries the texts in order: a card’s front before its back', () => {
    expect(
      matchConcept({ texts: ['What is cell respiration?', 'Unlike photosynthesis, it releases energy.'] }, concepts),
    ).toBe('Cell respiration');
  });
  it('else none', () => {
    expect(matchConcept({ texts: ['Mitochondria'] }, concepts)).toBeNull();
  });
});

describe('a run’s questions', () => {
  const q = (id: string, prompt: string, concept: string | null = null) => ({ id, prompt, concept });
  const questions = [
    q('q1', 'Where does the Calvin cycle happen?'),
    q('q2', 'What colour is chlorophyll?'),
    q('q3', 'Which gas do stomata let in?'),
    q('q4', 'What does the Calvin cycle make?'),
    q('q5', 'Is this about leaves?', 'Chlorophyll'),
    q('q6', 'What does the cycle of light need?', 'Calvin cycle'),
  ];

  it('are the questions about the run’s concepts, in the session’s order', () => {
    expect(chooseRunQuestions(questions, ['Calvin cycle'])).toEqual(['q1', 'q4', 'q6']);
    expect(chooseRunQuestions(questions, ['Stomata', 'Chlorophyll'])).toEqual(['q3', 'q2', 'q5']);
  });

  it('a quick session asks 3, taken in turn from each concept', () => {
    expect(chooseRunQuestions(questions, ['Calvin cycle', 'Chlorophyll'], 3)).toEqual(['q1', 'q2', 'q4']);
    expect(chooseRunQuestions(questions, ['Stomata'], 3)).toEqual(['q3']);
  });

  it('falls back to the session’s questions when no question is about the concepts, or there are none', () => {
    expect(chooseRunQuestions(questions, ['Glucose'], 3)).toEqual(['q1', 'q2', 'q3']);
    expect(chooseRunQuestions(questions, [])).toHaveLength(6);
    expect(chooseRunQuestions([], ['Glucose'], 3)).toEqual([]);
  });
});
