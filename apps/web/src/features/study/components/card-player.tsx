import { useEffect, useMemo, useRef, useState, type ReactNode } from 'react';
import { Pencil, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Flashcard, SessionFile } from '@mnemo/contracts/library';
import { describeInterval, previewIntervals, type NextIntervals, type StudyRating } from '@mnemo/domain/spaced-repetition';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useOpenAt } from '../../../lib/open-at.ts';
import { useDueCards, useReviewCard, useUndoReview } from '../api/review.ts';
import { isActivatable, usePaneKeys } from '../lib/use-pane-keys.ts';
import { CardsEditor } from './items-editor.tsx';
import { KeymapDialog } from './keymap-dialog.tsx';
import { MarkdownText } from './markdown-text.tsx';
import { SourceLink, toMaterialLocation } from './source-link.tsx';

const RATINGS: readonly StudyRating[] = ['hard', 'medium', 'easy'];
const RATING_CLASSES: Record<StudyRating, string> = {
  // Tinted by border and text on the surface (text contrast ≥ 4.5:1 in both themes), never by colour alone.
  hard: 'border-warning border-t-4 bg-surface text-warning-fg hover:bg-surface-2',
  medium: 'border-border-strong border-t-4 bg-surface text-fg hover:bg-surface-2',
  easy: 'border-success border-t-4 bg-surface text-success-fg hover:bg-surface-2',
};
/** A review longer than this is a learner who walked away: the log keeps the cap. */
const MAX_DURATION_MS = 10 * 60_000;

export function useFormatInterval() {
  const { t } = useTranslation('study');
  return (ms: number) => {
    const { count, unit } = describeInterval(ms);
    return t(`interval.${unit}`, { count });
  };
}

function useRelativeTime() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const ms = new Date(iso).getTime() - Date.now();
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const minutes = Math.round(ms / 60_000);
    if (Math.abs(minutes) < 60) return format.format(Math.max(1, minutes), 'minute');
    const hours = Math.round(ms / 3_600_000);
    if (Math.abs(hours) < 24) return format.format(hours, 'hour');
    return format.format(Math.round(ms / 86_400_000), 'day');
  };
}

/** Moves focus to `element` when focus is in the player (or nowhere), so the keyboard flow goes on. */
function focusWithin(container: HTMLElement | null, element: HTMLElement | null): void {
  const active = document.activeElement;
  if (!element || !container) return;
  if (active === document.body || active === null || container.contains(active) || active === container.parentElement) {
    element.focus();
  }
}

function RatingButtons({
  intervals,
  onRate,
  isDisabled,
}: {
  intervals: NextIntervals | null;
  onRate: (rating: StudyRating) => void;
  isDisabled?: boolean;
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
          disabled={isDisabled}
          aria-keyshortcuts={String(index + 1)}
          onClick={() => onRate(rating)}
          className={cn(
            'flex min-h-16 flex-col items-center justify-center gap-0.5 rounded-control border px-2 py-2 font-medium transition-colors',
            'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring disabled:opacity-60',
            RATING_CLASSES[rating],
          )}
        >
          {intervals ? <span className="text-xs font-normal tabular-nums">{formatInterval(intervals[rating])}</span> : null}
          {intervals ? ' ' : null}
          <span className="flex items-center gap-1.5">
            {t(`cards.${rating}`)}
            <kbd aria-hidden className="hidden rounded border border-current/40 px-1 text-[0.65rem] leading-4 sm:inline">
              {index + 1}
            </kbd>
          </span>
        </button>
      ))}
    </div>
  );
}

/**
 * One card: the front, then (revealed) a rule, the answer and its source below it; the front stays
 * visible. Large type, centred, at most ~42 rem wide.
 */
function CardFace({
  card,
  isRevealed,
  session,
  footer,
}: {
  card: Flashcard;
  isRevealed: boolean;
  session: SessionFile;
  footer: ReactNode;
}) {
  const { t } = useTranslation('study');
  return (
    <article
      aria-label={t('cards.front')}
      data-card-side={isRevealed ? 'back' : 'front'}
      className="mx-auto flex w-full max-w-[42rem] flex-col gap-5 rounded-card border border-border bg-surface p-5 sm:p-8"
    >
      <MarkdownText text={card.front} className="text-xl leading-relaxed text-fg sm:text-2xl" />
      {isRevealed ? (
        <section aria-label={t('cards.back')} className="flex flex-col gap-3 border-t border-border pt-5">
          <MarkdownText text={card.back} className="text-lg leading-relaxed text-fg sm:text-xl" />
          <div>
            <SourceLink source={card.source} chunkId={card.sourceChunkId} documents={session.documents} />
          </div>
        </section>
      ) : null}
      {footer}
    </article>
  );
}

export interface CardPlayerProps {
  session: SessionFile;
  /** selects another tab of the study pane (the empty state's "Take the quiz") */
  onTakeQuiz?: () => void;
  /** offered to a share visitor: save the session to their library (part 1's modal) */
  onSaveToLibrary?: () => void;
  /** only the cards of this key concept (the guided run's flashcards stage) */
  concept?: string | null;
}

/**
 * The "Flashcards" tab (issue 11 item 2): the owner studies the session's due cards on FSRS; a
 * share visitor, or the owner with nothing due ("Study anyway"), flips through the cards without
 * changing any schedule (a cram pass).
 */
export function CardPlayer({ session: wholeSession, concept = null, onTakeQuiz, onSaveToLibrary }: CardPlayerProps) {
  // a guided or quick run studies one key concept at a time: its cards only
  const session = useMemo(
    () => (concept ? { ...wholeSession, flashcards: wholeSession.flashcards.filter((c) => c.concept === concept) } : wholeSession),
    [wholeSession, concept],
  );
  const { t } = useTranslation('study');
  const containerRef = useRef<HTMLDivElement>(null);
  const [isCramming, setIsCramming] = useState(!session.isOwner);
  const [announcement, setAnnouncement] = useState('');
  /** the editor (owner only): open on a card, on the list (''), or closed (null) */
  const [editing, setEditing] = useState<string | null>(null);
  const [isKeymapOpen, setIsKeymapOpen] = useState(false);
  const cards = session.flashcards;
  usePaneKeys(containerRef, (event) => {
    if (event.key !== '?') return false;
    setIsKeymapOpen(true);
    return true;
  });
  const onEditCard = session.isOwner ? (card: Flashcard | null) => setEditing(card?.id ?? '') : undefined;

  if (editing !== null) {
    return <CardsEditor session={wholeSession} focusId={editing || null} onClose={() => setEditing(null)} />;
  }

  if (cards.length === 0) {
    return (
      <div ref={containerRef} className="mx-auto flex max-w-[42rem] flex-col items-center gap-3 py-10 text-center text-muted">
        {t('cards.noCards')}
        {onEditCard ? (
          <Button variant="secondary" size="sm" onClick={() => onEditCard(null)} icon={<Pencil className="size-4" aria-hidden />}>
            {t('cards.edit')}
          </Button>
        ) : null}
      </div>
    );
  }

  return (
    <div ref={containerRef} className="flex flex-col gap-4">
      {!session.isOwner ? (
        <InlineMessage tone="info" className="mx-auto w-full max-w-[42rem]">
          <span className="flex flex-wrap items-center justify-between gap-2">
            {t('cards.visitorNote')}
            {onSaveToLibrary ? (
              <Button size="sm" variant="secondary" onClick={onSaveToLibrary}>
                {t('cards.saveToLibrary')}
              </Button>
            ) : null}
          </span>
        </InlineMessage>
      ) : null}
      {isCramming ? (
        <CramPass
          session={session}
          containerRef={containerRef}
          onAnnounce={setAnnouncement}
          onBack={session.isOwner ? () => setIsCramming(false) : undefined}
        />
      ) : (
        <ScheduledPass
          session={session}
          concept={concept}
          containerRef={containerRef}
          onAnnounce={setAnnouncement}
          onStudyAnyway={() => setIsCramming(true)}
          onTakeQuiz={onTakeQuiz}
          onEditCard={onEditCard}
        />
      )}
      <div className="mx-auto w-full max-w-[42rem] text-right">
        <Button variant="ghost" size="sm" onClick={() => setIsKeymapOpen(true)} aria-keyshortcuts="?">
          {t('cards.keys')}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <KeymapDialog open={isKeymapOpen} onOpenChange={setIsKeymapOpen} />
    </div>
  );
}

interface PassProps {
  session: SessionFile;
  containerRef: React.RefObject<HTMLDivElement | null>;
  onAnnounce: (text: string) => void;
}

function ScheduledPass({
  session,
  containerRef,
  onAnnounce,
  onStudyAnyway,
  onTakeQuiz,
  onEditCard,
  concept,
}: PassProps & {
  onStudyAnyway: () => void;
  onTakeQuiz?: (() => void) | undefined;
  onEditCard?: ((card: Flashcard | null) => void) | undefined;
  concept: string | null;
}) {
  const { t } = useTranslation(['study', 'errors']);
  const openAt = useOpenAt();
  const formatInterval = useFormatInterval();
  const relativeTime = useRelativeTime();
  const due = useDueCards(session.id, { concept });
  const review = useReviewCard(session.id, concept);
  const undo = useUndoReview();
  /** the card whose answer is shown (a new card starts hidden) */
  const [revealedId, setRevealedId] = useState<string | null>(null);
  /** cards reviewed in this sitting, newest last (what Undo takes back) */
  const [history, setHistory] = useState<string[]>([]);
  /** a card brought back by Undo: shown before the list until it is rated again */
  const [pinned, setPinned] = useState<Flashcard | null>(null);
  const shownAt = useRef(0);
  const showButtonRef = useRef<HTMLButtonElement>(null);
  const ratingsRef = useRef<HTMLDivElement>(null);

  const list = due.data;
  const card = pinned ?? list?.cards.find((c) => !c.isSuspended) ?? null;
  const cardId = card?.id ?? null;
  const isRevealed = cardId !== null && revealedId === cardId;
  // Previewed from the card's schedule with the domain's rule: no request per button.
  const intervals = useMemo(() => (card ? previewIntervals(card.schedule, new Date()) : null), [card]);

  useEffect(() => {
    shownAt.current = Date.now();
  }, [cardId]);

  const reveal = () => {
    if (!card || isRevealed) return;
    setRevealedId(card.id);
    onAnnounce(`${t('cards.revealed')}: ${card.back}`);
    requestAnimationFrame(() =>
      focusWithin(containerRef.current, ratingsRef.current?.querySelector<HTMLElement>('[data-rating="medium"]') ?? null),
    );
  };

  const rate = (rating: StudyRating) => {
    if (!card || !isRevealed || !intervals) return;
    const durationMs = Math.min(MAX_DURATION_MS, Math.max(0, Date.now() - shownAt.current));
    review.mutate({ card, rating, durationMs });
    setHistory((ids) => [...ids, card.id]);
    setPinned(null);
    setRevealedId(null);
    shownAt.current = Date.now();
    onAnnounce(t('cards.reviewed', { rating: t(`cards.${rating}`), interval: formatInterval(intervals[rating]) }));
    requestAnimationFrame(() => focusWithin(containerRef.current, showButtonRef.current));
  };

  const undoLast = () => {
    const last = history.at(-1);
    if (!last || undo.isPending) return;
    undo.mutate(last, {
      onSuccess: (result) => {
        setHistory((ids) => ids.slice(0, -1));
        setPinned(result.flashcard);
        onAnnounce(t('cards.undone'));
      },
    });
  };

  usePaneKeys(containerRef, (event) => {
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
    if (key === 'z' && history.length > 0) {
      undoLast();
      return true;
    }
    if (key === 'e' && onEditCard) {
      onEditCard(card);
      return true;
    }
    if (key === 's' && card?.source && openAt) {
      openAt(toMaterialLocation(card.source, card.sourceChunkId));
      return true;
    }
    return false;
  });

  // While a review or the list's refetch is on its way, an empty list is not yet "all caught up"
  // (learning cards coming back within minutes arrive with the refetch).
  const isSettling = !pinned && !list?.cards.some((c) => !c.isSuspended) && (review.isPending || due.isFetching);
  if (due.isPending || isSettling) {
    return (
      <div className="mx-auto flex w-full max-w-[42rem] flex-col gap-3" aria-busy="true">
        <span className="sr-only">{t('cards.loading')}</span>
        <Skeleton className="h-5 w-48" />
        <Skeleton className="h-56 w-full" />
      </div>
    );
  }
  if (due.isError) {
    return (
      <InlineMessage tone="error" className="mx-auto max-w-[42rem]">
        {describeApiError(due.error)}
      </InlineMessage>
    );
  }

  const reviewedInSitting = history.length;
  const remaining = list ? list.total : 0;
  const sittingTotal = reviewedInSitting + remaining;
  const progress = (
    <div className="mx-auto flex w-full max-w-[42rem] flex-col gap-2">
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <p className="tabular-nums" data-testid="due-progress">
          {t('cards.progress', { due: list?.dueCount ?? 0, new: list?.newCount ?? 0, reviewed: list?.reviewedToday ?? 0 })}
        </p>
        <div className="flex items-center gap-1">
          <Button
            variant="ghost"
            size="sm"
            onClick={undoLast}
            disabled={history.length === 0}
            isLoading={undo.isPending}
            aria-keyshortcuts="Z"
            icon={<Undo2 className="size-4" aria-hidden />}
          >
            {t('cards.undo')}
          </Button>
          {onEditCard ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onEditCard(card)}
              aria-keyshortcuts="E"
              icon={<Pencil className="size-4" aria-hidden />}
            >
              {t('cards.edit')}
            </Button>
          ) : null}
        </div>
      </div>
      <div
        role="progressbar"
        aria-label={t('cards.progressLabel')}
        aria-valuemin={0}
        aria-valuemax={sittingTotal}
        aria-valuenow={reviewedInSitting}
        className="h-1 w-full overflow-hidden rounded-full bg-surface-3"
      >
        <div
          className="h-full bg-primary transition-[width] duration-150 motion-reduce:transition-none"
          style={{ width: `${sittingTotal === 0 ? 100 : (reviewedInSitting / sittingTotal) * 100}%` }}
        />
      </div>
    </div>
  );

  if (!card) {
    return (
      <div className="flex flex-col gap-6">
        {progress}
        <div className="mx-auto flex max-w-[42rem] flex-col items-center gap-3 py-8 text-center">
          <h2 className="text-xl font-semibold text-fg">{t('cards.caughtUp')}</h2>
          <p className="text-muted">
            {list?.nextDueAt ? t('cards.nextDue', { when: relativeTime(list.nextDueAt) }) : t('cards.nothingScheduled')}
          </p>
          <div className="mt-2 flex flex-wrap justify-center gap-2">
            <Button onClick={onStudyAnyway}>{t('cards.studyAnyway')}</Button>
            {onTakeQuiz ? (
              <Button variant="secondary" onClick={onTakeQuiz}>
                {t('cards.takeQuiz')}
              </Button>
            ) : null}
          </div>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {progress}
      {review.isError ? (
        <InlineMessage tone="error" className="mx-auto w-full max-w-[42rem]">
          {describeApiError(review.error)}
        </InlineMessage>
      ) : null}
      <CardFace
        key={card.id}
        card={card}
        session={session}
        isRevealed={isRevealed}
        footer={
          isRevealed ? (
            <div ref={ratingsRef}>
              <RatingButtons intervals={intervals} onRate={rate} />
            </div>
          ) : (
            <Button ref={showButtonRef} size="lg" className="w-full" onClick={reveal} aria-keyshortcuts="Space Enter">
              {t('cards.showAnswer')}
            </Button>
          )
        }
      />
    </div>
  );
}

/** Every card of the session in order, no schedule: Hard puts a card back at the end of the pass. */
function CramPass({ session, containerRef, onAnnounce, onBack }: PassProps & { onBack?: (() => void) | undefined }) {
  const { t } = useTranslation('study');
  const openAt = useOpenAt();
  const initial = useMemo(() => session.flashcards.filter((c) => !c.isSuspended).map((c) => c.id), [session.flashcards]);
  const [queue, setQueue] = useState<string[]>(initial);
  const [position, setPosition] = useState(0);
  const [isRevealed, setIsRevealed] = useState(false);
  const showButtonRef = useRef<HTMLButtonElement>(null);
  const ratingsRef = useRef<HTMLDivElement>(null);
  const card = session.flashcards.find((c) => c.id === queue[position]) ?? null;

  const reveal = () => {
    if (!card || isRevealed) return;
    setIsRevealed(true);
    onAnnounce(`${t('cards.revealed')}: ${card.back}`);
    requestAnimationFrame(() =>
      focusWithin(containerRef.current, ratingsRef.current?.querySelector<HTMLElement>('[data-rating="medium"]') ?? null),
    );
  };
  const rate = (rating: StudyRating) => {
    if (!card || !isRevealed) return;
    if (rating === 'hard') setQueue((ids) => [...ids, card.id]);
    setPosition((p) => p + 1);
    setIsRevealed(false);
    onAnnounce(t(`cards.${rating}`));
    requestAnimationFrame(() => focusWithin(containerRef.current, showButtonRef.current));
  };

  usePaneKeys(containerRef, (event) => {
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
    if (key === 's' && card?.source && openAt) {
      openAt(toMaterialLocation(card.source, card.sourceChunkId));
      return true;
    }
    return false;
  });

  const header = (
    <div className="mx-auto flex w-full max-w-[42rem] flex-wrap items-center justify-between gap-2 text-sm text-muted">
      <p className="tabular-nums">{t('cards.cramProgress', { current: Math.min(position + 1, queue.length), count: queue.length })}</p>
      {onBack ? (
        <Button variant="ghost" size="sm" onClick={onBack}>
          {t('cards.backToSchedule')}
        </Button>
      ) : null}
    </div>
  );

  if (!card) {
    return (
      <div className="flex flex-col gap-4">
        {header}
        <div className="mx-auto flex max-w-[42rem] flex-col items-center gap-3 py-8 text-center">
          <p className="text-fg">{t('cards.cramDone')}</p>
          <Button
            onClick={() => {
              setQueue(initial);
              setPosition(0);
            }}
          >
            {t('cards.again')}
          </Button>
        </div>
      </div>
    );
  }

  return (
    <div className="flex flex-col gap-4">
      {header}
      <p className="mx-auto w-full max-w-[42rem] text-xs text-muted">{t('cards.cramNote')}</p>
      <CardFace
        key={`${card.id}-${position}`}
        card={card}
        session={session}
        isRevealed={isRevealed}
        footer={
          isRevealed ? (
            <div ref={ratingsRef}>
              <RatingButtons intervals={null} onRate={rate} />
            </div>
          ) : (
            <Button ref={showButtonRef} size="lg" className="w-full" onClick={reveal} aria-keyshortcuts="Space Enter">
              {t('cards.showAnswer')}
            </Button>
          )
        }
      />
    </div>
  );
}
