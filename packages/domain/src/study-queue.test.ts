import { describe, expect, it } from 'vitest';
import { applyRating, type Schedule } from './spaced-repetition.ts';
import { buildStudyQueue, type QueueCard } from './study-queue.ts';

const now = new Date('2025-06-01T12:00:00Z');
const minutes = (n: number) => new Date(now.getTime() + n * 60_000).toISOString();
const schedule = (state: Schedule['state'], due: string): Schedule => ({
  ...applyRating(null, 'easy', now).schedule,
  state,
  due,
});
const card = (id: string, s: Schedule | null, isSuspended = false): QueueCard => ({ id, schedule: s, isSuspended });

describe('the study queue', () => {
  const cards = [
    card('new-1', null),
    card('due-late', schedule('review', minutes(-10))),
    card('new-2', null),
    card('future', schedule('review', minutes(60 * 24))),
    card('due-early', schedule('review', minutes(-600))),
    card('learning-soon', schedule('learning', minutes(5))),
    card('suspended', schedule('review', minutes(-900)), true),
    card('new-3', null),
    card('relearning-later', schedule('relearning', minutes(45))),
  ];

  it('puts due cards first (most overdue first), then new ones in order, then learning cards back within 20 min', () => {
    const queue = buildStudyQueue(cards, now, 20);
    expect(queue.cards.map((c) => c.id)).toEqual(['due-early', 'due-late', 'new-1', 'new-2', 'new-3', 'learning-soon']);
    expect(queue.dueCount).toBe(3);
    expect(queue.newCount).toBe(3);
    expect(queue.nextDueAt).toBe(minutes(5));
  });

  it('introduces at most the day’s remaining new cards', () => {
    expect(buildStudyQueue(cards, now, 2).cards.map((c) => c.id)).toEqual([
      'due-early',
      'due-late',
      'new-1',
      'new-2',
      'learning-soon',
    ]);
    expect(buildStudyQueue(cards, now, 0).newCount).toBe(0);
  });

  it('is empty when nothing is due, and says when the next card is', () => {
    const queue = buildStudyQueue([card('future', schedule('review', minutes(180)))], now, 20);
    expect(queue.cards).toEqual([]);
    expect(queue.nextDueAt).toBe(minutes(180));
    expect(buildStudyQueue([], now, 20).nextDueAt).toBeNull();
  });
});
