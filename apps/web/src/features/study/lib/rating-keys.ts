import type { StudyRating } from '@mnemo/domain/spaced-repetition';
import { isActivatable } from './use-pane-keys.ts';

export const RATINGS: readonly StudyRating[] = ['hard', 'medium', 'easy'];

/**
 * The card player's keys, the same in every pass: Space or Enter shows the answer, then rates it
 * Good; 1/2/3 rate a shown answer Hard/Good/Easy. True when the key was one of them.
 */
export function handleRatingKey(
  event: KeyboardEvent,
  { isRevealed, reveal, rate }: { isRevealed: boolean; reveal: () => void; rate: (rating: StudyRating) => void },
): boolean {
  const key = event.key.toLowerCase();
  if ((key === ' ' || key === 'enter') && !isActivatable(event.target)) {
    if (!isRevealed) reveal();
    else rate('medium');
    return true;
  }
  if (isRevealed && ['1', '2', '3'].includes(key)) {
    rate(RATINGS[Number(key) - 1]!);
    return true;
  }
  return false;
}
