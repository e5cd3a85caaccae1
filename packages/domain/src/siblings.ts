import type { QueueCard } from './study-queue.ts';

/*
 * Siblings kept apart (issue 28 item 5, ADR 107): two cards of one note (the deletions of a cloze
 * note) are not shown on the same study day, as Anki's "bury siblings" does. The server's due
 * list and the offline study list both apply this rule to the study queue.
 */

export interface SiblingCard extends QueueCard {
  /** the note the card belongs to (null: a card of its own) */
  noteId: string | null;
}

function isLearning(card: QueueCard): boolean {
  return card.schedule?.state === 'learning' || card.schedule?.state === 'relearning';
}

/**
 * The queue (in its order) with at most one card of each note, and none of a note that already had
 * a card studied today (`notesSeenToday`); the others are held back until another day. A card in
 * its learning steps is never held back (it was started today and comes back within minutes), but
 * it does hold back its siblings.
 */
export function keepSiblingsApart<T extends SiblingCard>(
  queue: readonly T[],
  notesSeenToday: ReadonlySet<string>,
): { cards: T[]; heldBack: T[] } {
  const seen = new Set(notesSeenToday);
  for (const card of queue) if (card.noteId && isLearning(card)) seen.add(card.noteId);
  const cards: T[] = [];
  const heldBack: T[] = [];
  for (const card of queue) {
    if (!card.noteId || isLearning(card)) {
      cards.push(card);
      continue;
    }
    if (seen.has(card.noteId)) {
      heldBack.push(card);
      continue;
    }
    seen.add(card.noteId);
    cards.push(card);
  }
  return { cards, heldBack };
}
