import { describe, expect, it } from 'vitest';
import { isMissedAnswer, planQuizMiss, scoreQuiz, writeCardFromQuestion } from './quiz-rules.ts';

describe('quiz grade', () => {
  it('is the mean score of the questions, graded A–F', () => {
    expect(scoreQuiz([1, 1, 0.7])).toEqual({ score: 0.9, grade: 'A' });
    expect(scoreQuiz([1, 0, 0.5]).grade).toBe('E');
    expect(scoreQuiz([0.6, 0.6]).grade).toBe('D');
    expect(scoreQuiz([0, 0.4]).grade).toBe('F');
    expect(scoreQuiz([]).grade).toBe('F');
  });

  it('counts anything but a fully correct answer as missed', () => {
    expect(isMissedAnswer('correct')).toBe(false);
    expect(isMissedAnswer('partially_correct')).toBe(true);
    expect(isMissedAnswer('incorrect')).toBe(true);
  });
});

describe('a missed question → its card', () => {
  const cards = [
    { id: 'a', sourceChunkId: 'chunk-1', originQuestionId: null, isSuspended: false },
    { id: 'b', sourceChunkId: 'chunk-2', originQuestionId: null, isSuspended: true },
    { id: 'c', sourceChunkId: null, originQuestionId: 'q-9', isSuspended: false },
  ];

  it('lapses the card on the same passage', () => {
    expect(planQuizMiss({ id: 'q-1', sourceChunkId: 'chunk-1' }, cards)).toEqual({
      lapse: [cards[0]],
      shouldWriteCard: false,
    });
  });

  it('leaves a suspended card alone and writes no duplicate', () => {
    expect(planQuizMiss({ id: 'q-2', sourceChunkId: 'chunk-2' }, cards)).toEqual({ lapse: [], shouldWriteCard: false });
  });

  it('writes a card when none covers the passage, and finds it on the next miss', () => {
    expect(planQuizMiss({ id: 'q-3', sourceChunkId: 'chunk-3' }, cards).shouldWriteCard).toBe(true);
    expect(planQuizMiss({ id: 'q-9', sourceChunkId: null }, cards)).toEqual({
      lapse: [cards[2]],
      shouldWriteCard: false,
    });
  });

  it('writes the question’s right answer on the back', () => {
    const labels = { true: 'True', false: 'False' };
    expect(
      writeCardFromQuestion(
        { type: 'multiple_choice', prompt: 'Where?', options: ['Stroma', 'Nucleus'], correctIndex: 0 },
        labels,
      ),
    ).toEqual({
      front: 'Where?',
      back: 'Stroma',
    });
    expect(writeCardFromQuestion({ type: 'true_false', prompt: 'Is it?', answer: false }, labels).back).toBe('False');
    expect(writeCardFromQuestion({ type: 'open_ended', prompt: 'What?', expectedAnswer: 'This.' }, labels).back).toBe(
      'This.',
    );
  });
});
