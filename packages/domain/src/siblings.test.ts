import { describe, expect, it } from 'vitest';
import { keepSiblingsApart, type SiblingCard } from './siblings.ts';
import type { Schedule } from './spaced-repetition.ts';

const schedule = (state: Schedule['state']): Schedule => ({
  due: '2026-01-01T00:00:00.000Z',
  stability: 1,
  difficulty: 5,
  scheduledDays: 0,
  learningSteps: 0,
  reps: 1,
  lapses: 0,
  state,
  lastReview: null,
});

const card = (id: string, noteId: string | null, state: Schedule['state'] | null = 'review'): SiblingCard => ({
  id,
  noteId,
  schedule: state === null ? null : schedule(state),
  isSuspended: false,
});

describe('keepSiblingsApart', () => {
  it('keeps the first card of each note in queue order and holds back its siblings', () => {
    const queue = [card('a1', 'a'), card('b', null), card('a2', 'a'), card('c1', 'c', null), card('c2', 'c', null)];
    const { cards, heldBack } = keepSiblingsApart(queue, new Set());
    expect(cards.map((c) => c.id)).toEqual(['a1', 'b', 'c1']);
    expect(heldBack.map((c) => c.id)).toEqual(['a2', 'c2']);
  });

  it('holds back every card of a note studied earlier today', () => {
    const { cards, heldBack } = keepSiblingsApart([card('a2', 'a'), card('x', 'x', null)], new Set(['a']));
    expect(cards.map((c) => c.id)).toEqual(['x']);
    expect(heldBack.map((c) => c.id)).toEqual(['a2']);
  });

  it('never holds back a card in its learning steps, which holds back its siblings instead', () => {
    const queue = [card('a2', 'a', 'review'), card('a1', 'a', 'relearning')];
    const { cards, heldBack } = keepSiblingsApart(queue, new Set(['a']));
    expect(cards.map((c) => c.id)).toEqual(['a1']);
    expect(heldBack.map((c) => c.id)).toEqual(['a2']);
  });

  it('leaves cards without a note alone', () => {
    const queue = [card('1', null), card('2', null, null)];
    expect(keepSiblingsApart(queue, new Set()).cards).toEqual(queue);
  });
});
