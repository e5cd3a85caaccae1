import type { RefObject } from 'react';
import { useTranslation } from 'react-i18next';
import type { NextIntervals, StudyRating } from '@mnemo/domain/spaced-repetition';
import { Button } from '../../../components/button.tsx';
import { cn } from '../../../lib/cn.ts';
import { focusWithin } from '../lib/focus-within.ts';
import { RATINGS } from '../lib/rating-keys.ts';
import { useFormatInterval } from '../lib/use-time-words.ts';

const RATING_CLASSES: Record<StudyRating, string> = {
  // Tinted by border and text on the surface (text contrast ≥ 4.5:1 in both themes), never by colour alone.
  hard: 'border-warning border-t-4 bg-surface text-warning-fg hover:bg-surface-2',
  medium: 'border-border-strong border-t-4 bg-surface text-fg hover:bg-surface-2',
  easy: 'border-success border-t-4 bg-surface text-success-fg hover:bg-surface-2',
};

/** The three rating buttons, each with its next interval when the card is scheduled (none in a cram pass). */
function RatingButtons({
  intervals,
  onRate,
}: {
  intervals: NextIntervals | null;
  onRate: (rating: StudyRating) => void;
}) {
  const { t } = useTranslation('study');
  const formatInterval = useFormatInterval();
  return (
    <div className="grid grid-cols-3 gap-2 sm:gap-3">
      {RATINGS.map((rating, index) => (
        <button
          key={rating}
          type="button"
          data-rating={rating}
          aria-keyshortcuts={String(index + 1)}
          onClick={() => onRate(rating)}
          className={cn(
            'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-control border px-2 py-2 font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
            RATING_CLASSES[rating],
          )}
        >
          {intervals ? (
            <span className="text-xs font-normal tabular-nums">{formatInterval(intervals[rating])}</span>
          ) : null}
          {intervals ? ' ' : null}
          <span className="flex items-center gap-1.5">
            {t(`cards.${rating}`)}
            <kbd
              aria-hidden
              className="hidden rounded border border-current/40 px-1 text-[0.65rem] leading-4 sm:inline"
            >
              {index + 1}
            </kbd>
          </span>
        </button>
      ))}
    </div>
  );
}

export interface CardFooterRefs {
  showButtonRef: RefObject<HTMLButtonElement | null>;
  ratingsRef: RefObject<HTMLDivElement | null>;
}

/** Under a card: "Show answer" until it is revealed, then the ratings. */
export function CardFooter({
  isRevealed,
  intervals,
  onReveal,
  onRate,
  showButtonRef,
  ratingsRef,
}: CardFooterRefs & {
  isRevealed: boolean;
  intervals: NextIntervals | null;
  onReveal: () => void;
  onRate: (rating: StudyRating) => void;
}) {
  const { t } = useTranslation('study');
  return isRevealed ? (
    <div ref={ratingsRef}>
      <RatingButtons intervals={intervals} onRate={onRate} />
    </div>
  ) : (
    <Button
      ref={showButtonRef}
      size="lg"
      className="w-full"
      onClick={onReveal}
      aria-keyshortcuts="Space Enter"
      data-player-action="show-answer"
    >
      {t('cards.showAnswer')}
    </Button>
  );
}

/** After a reveal: focus goes to Medium (the ratings' middle), so Enter or 1–3 go on from there. */
export function focusRatings({ ratingsRef }: CardFooterRefs, container: HTMLElement | null): void {
  requestAnimationFrame(() =>
    focusWithin(container, ratingsRef.current?.querySelector<HTMLElement>('[data-rating="medium"]') ?? null),
  );
}
