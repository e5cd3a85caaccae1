import type { Schedule } from './spaced-repetition.ts';

/**
 * The order cards come up in: cards due now first (the most overdue first), then new cards in
 * the session's order, at most the day's remaining new cards, then learning cards coming back
 * within the learn-ahead window, so a card rated Hard returns in the same sitting instead of
 * ending it.
 */
export const LEARN_AHEAD_MS = 20 * 60_000;

export interface QueueCard {
  id: string;
  schedule: Schedule | null;
  isSuspended: boolean;
}

export interface StudyQueue<T extends QueueCard> {
  cards: T[];
  dueCount: number;
  newCount: number;
  /** the first time after now a scheduled card falls due (null when none is scheduled) */
  nextDueAt: string | null;
}

/** Orders a set of cards (given in the session's order) into the queue at `now`. */
export function buildStudyQueue<T extends QueueCard>(
  cards: readonly T[],
  now: Date,
  remainingNewCards: number,
): StudyQueue<T> {
  const nowMs = now.getTime();
  const due: T[] = [];
  const fresh: T[] = [];
  const ahead: T[] = [];
  let nextDue: number | null = null;
  for (const card of cards) {
    if (card.isSuspended) continue;
    if (!card.schedule) {
      if (fresh.length < remainingNewCards) fresh.push(card);
      continue;
    }
    const dueMs = Date.parse(card.schedule.due);
    if (dueMs <= nowMs) due.push(card);
    else {
      if (nextDue === null || dueMs < nextDue) nextDue = dueMs;
      const isLearning = card.schedule.state === 'learning' || card.schedule.state === 'relearning';
      if (isLearning && dueMs <= nowMs + LEARN_AHEAD_MS) ahead.push(card);
    }
  }
  const byDue = (a: T, b: T) => Date.parse(a.schedule!.due) - Date.parse(b.schedule!.due);
  due.sort(byDue);
  ahead.sort(byDue);
  return {
    cards: [...due, ...fresh, ...ahead],
    dueCount: due.length + ahead.length,
    newCount: fresh.length,
    nextDueAt: nextDue === null ? null : new Date(nextDue).toISOString(),
  };
}
