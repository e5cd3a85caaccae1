import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Layers, Pencil, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { DueCard } from '@mnemo/contracts/review';
import { previewIntervals, type StudyRating } from '@mnemo/domain/spaced-repetition';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { useIsOnline } from '../../../lib/use-is-online.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import {
  dismissRefusedReview,
  removePendingReview,
  usePendingReviewCount,
  usePendingReviewSync,
  useRefusedReviews,
  useSyncProgress,
} from '../api/pending-reviews.ts';
import { useDueCards, useKeptListDate, useReviewCard, useUndoReview } from '../api/review.ts';
import { isUnreachable } from '../api/pending-reviews.ts';
import { usePaneKeys } from '../lib/use-pane-keys.ts';
import { CardMediaProvider, hasCardMedia } from '../lib/card-media.tsx';
import { focusWithin } from '../lib/focus-within.ts';
import { handleRatingKey } from '../lib/rating-keys.ts';
import { useFormatInterval, useRelativeTime, useTimeAgo } from '../lib/use-time-words.ts';
import { CardFace } from './card-face.tsx';
import { CardFooter, focusRatings, type CardFooterRefs } from './card-footer.tsx';
import { HeldBackNote } from './held-back-note.tsx';
import { LeechNotice } from './leech-notice.tsx';

/*
 * The scheduled pass over a due list (one session's or the whole library's), which the session's
 * Flashcards tab and the library-wide sitting share. The card's face (`card-face.tsx`), its footer
 * (`card-footer.tsx`: Show answer, then the three ratings) and the player's keys
 * (`lib/rating-keys.ts`) are shared with the cram pass too.
 */

/** A review longer than this is a learner who walked away: the log keeps the cap. */
const MAX_DURATION_MS = 10 * 60_000;

export interface ScheduledPassProps {
  /** one session's due cards, or (null) the whole library's */
  sessionId: string | null;
  /** only the cards of this key concept (a guided run's flashcards stage) */
  concept?: string | null | undefined;
  containerRef: RefObject<HTMLDivElement | null>;
  onAnnounce: (text: string) => void;
  /** the link to the card's source under its answer (nothing when it has none) */
  renderSource: (card: DueCard) => ReactNode;
  /** what S does: open the card's source (or its session); null where it cannot */
  onOpenSource: ((card: DueCard) => void) | null;
  /** shown above the card's front (the library-wide sitting names its session) */
  renderContext?: ((card: DueCard) => ReactNode) | undefined;
  /** the caught-up state's actions (the session's "Study anyway", "Take the quiz"; the library's way back) */
  caughtUpActions?: ReactNode;
  /** E and "Edit card": the card on screen (null when there is none) */
  onEditCard?: ((card: DueCard | null) => void) | undefined;
  /** "All cards": the whole deck's editor (the session's Flashcards tab) */
  onManageCards?: (() => void) | undefined;
}

/**
 * The scheduled pass (issue 11 item 2): the due list in order, Show answer (Space / Enter), the
 * ratings (1, 2, 3) with each next interval from the domain's FSRS rule (no request per button),
 * Undo (Z), Edit (E) and the source (S).
 */
export function ScheduledPass({
  sessionId,
  concept = null,
  containerRef,
  onAnnounce,
  renderSource,
  onOpenSource,
  renderContext,
  caughtUpActions,
  onEditCard,
  onManageCards,
}: ScheduledPassProps) {
  const { t } = useTranslation(['study', 'errors']);
  const formatInterval = useFormatInterval();
  const relativeTime = useRelativeTime();
  const timeAgo = useTimeAgo();
  const due = useDueCards(sessionId, { concept });
  /** offline: when the cards studied were kept on this device (ADR 100) */
  const keptAt = useKeptListDate();
  const review = useReviewCard(sessionId, concept);
  const undo = useUndoReview();
  const { syncNow } = usePendingReviewSync();
  const pendingCount = usePendingReviewCount();
  const refusedReviews = useRefusedReviews();
  const syncProgress = useSyncProgress();
  const isOnline = useIsOnline();
  /** the card whose answer is shown (a new card starts hidden) */
  const [revealedId, setRevealedId] = useState<string | null>(null);
  /** cards reviewed in this sitting as they were shown, newest last (what Undo takes back) */
  const [history, setHistory] = useState<Array<{ card: DueCard; reviewId: string }>>([]);
  /** a card brought back by Undo: shown before the list until it is rated again */
  const [pinned, setPinned] = useState<DueCard | null>(null);
  const shownAt = useRef(0);
  const refs: CardFooterRefs = {
    showButtonRef: useRef<HTMLButtonElement>(null),
    ratingsRef: useRef<HTMLDivElement>(null),
  };

  const list = due.data;
  const card = pinned ?? list?.cards.find((c) => !c.isSuspended) ?? null;
  const cardId = card?.id ?? null;
  const isRevealed = cardId !== null && revealedId === cardId;
  // Previewed from the card's schedule with the domain's rule, the learner's parameters and
  // retention and the card's exam limit, as the server will apply them: no request per button.
  const scheduler = list?.scheduler;
  const intervals = useMemo(
    () => (card ? previewIntervals(card.schedule, new Date(), { scheduler, latestDue: card.latestDue }) : null),
    [card, scheduler],
  );
  /** the card a review just made a leech (said once, with what to do about it) */
  const [leech, setLeech] = useState<{ card: DueCard; lapses: number } | null>(null);

  useEffect(() => {
    shownAt.current = Date.now();
  }, [cardId]);

  const reveal = () => {
    if (!card || isRevealed) return;
    setRevealedId(card.id);
    onAnnounce(`${t('cards.revealed')}: ${card.back}`);
    focusRatings(refs, containerRef.current);
  };

  const rate = (rating: StudyRating) => {
    if (!card || !isRevealed || !intervals) return;
    const durationMs = Math.min(MAX_DURATION_MS, Math.max(0, Date.now() - shownAt.current));
    const reviewId = crypto.randomUUID();
    review.mutate(
      { card, rating, durationMs, reviewId },
      {
        onSuccess: (result) => {
          if (result?.isNewLeech)
            setLeech({ card: { ...card, ...result.flashcard }, lapses: result.flashcard.schedule?.lapses ?? 0 });
        },
      },
    );
    setHistory((entries) => [...entries, { card, reviewId }]);
    setPinned(null);
    setRevealedId(null);
    shownAt.current = Date.now();
    onAnnounce(t('cards.reviewed', { rating: t(`cards.${rating}`), interval: formatInterval(intervals[rating]) }));
    requestAnimationFrame(() => focusWithin(containerRef.current, refs.showButtonRef.current));
  };

  const undoLast = () => {
    const last = history.at(-1);
    if (!last || undo.isPending) return;
    // a review still kept on this device is taken back here: the server never saw it
    if (removePendingReview(last.reviewId)) {
      void import('../offline/offline-pack.ts').then((pack) => pack.forgetReview(last.reviewId)).catch(() => undefined);
      setHistory((entries) => entries.slice(0, -1));
      setPinned(last.card);
      onAnnounce(t('cards.undone'));
      return;
    }
    undo.mutate(last.card.id, {
      onSuccess: (result) => {
        setHistory((entries) => entries.slice(0, -1));
        // the card as the server restored it, still named by its session
        setPinned({ ...last.card, ...result.flashcard });
        onAnnounce(t('cards.undone'));
      },
    });
  };

  usePaneKeys(containerRef, (event) => {
    if (handleRatingKey(event, { isRevealed, reveal, rate })) return true;
    const key = event.key.toLowerCase();
    if (key === 'z' && history.length > 0) {
      undoLast();
      return true;
    }
    if (key === 'e' && onEditCard && card) {
      onEditCard(card);
      return true;
    }
    if (key === 's' && card && onOpenSource) {
      onOpenSource(card);
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
  // a failed refetch (offline) keeps the list already shown
  if (due.isError && !list) {
    return (
      <InlineMessage tone="error" className="mx-auto max-w-[42rem]">
        {isUnreachable(due.error) && concept === null ? t('cards.nothingKept') : describeApiError(due.error)}
      </InlineMessage>
    );
  }

  const reviewedInSitting = history.length;
  const remaining = list ? list.total : 0;
  const sittingTotal = reviewedInSitting + remaining;
  const progress = (
    <div className="mx-auto flex w-full max-w-[42rem] flex-col gap-2">
      {keptAt && !isOnline ? (
        <p className="text-sm text-muted">{t('cards.studyingKept', { when: timeAgo(keptAt) })}</p>
      ) : null}
      {pendingCount > 0 ? (
        <InlineMessage tone="info">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>
              {syncProgress
                ? t('cards.syncing', { sent: syncProgress.sent, total: syncProgress.total })
                : isOnline
                  ? t('cards.pendingSync', { count: pendingCount })
                  : t('cards.offlinePending', { count: pendingCount })}
            </span>
            <Button
              size="sm"
              variant="secondary"
              disabled={syncProgress !== null || !isOnline}
              onClick={() => void syncNow()}
            >
              {t('cards.syncNow')}
            </Button>
          </span>
        </InlineMessage>
      ) : null}
      {refusedReviews.map((kept) => (
        <InlineMessage key={kept.body.reviewId} tone="error">
          <span className="flex flex-wrap items-center gap-x-3 gap-y-1">
            <span>{t('cards.syncRefused', { reason: kept.refused?.reason ?? '' })}</span>
            <Button size="sm" variant="ghost" onClick={() => dismissRefusedReview(kept.body.reviewId)}>
              {t('cards.dismiss')}
            </Button>
          </span>
        </InlineMessage>
      ))}
      <div className="flex flex-wrap items-center justify-between gap-2 text-sm text-muted">
        <p className="tabular-nums" data-testid="due-progress">
          {t('cards.progress', {
            due: list?.dueCount ?? 0,
            new: list?.newCount ?? 0,
            reviewed: list?.reviewedToday ?? 0,
          })}
        </p>
        {/* wraps at 375 px in the longer languages ("Todos os cartões") rather than widening the page */}
        <div className="flex flex-wrap items-center gap-1">
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
          {onEditCard && card ? (
            <Button
              variant="ghost"
              size="sm"
              onClick={() => onEditCard(card)}
              aria-keyshortcuts="E"
              icon={<Pencil className="size-4" aria-hidden />}
            >
              {t('cards.editCard')}
            </Button>
          ) : null}
          {onManageCards ? (
            <Button variant="ghost" size="sm" onClick={onManageCards} icon={<Layers className="size-4" aria-hidden />}>
              {t('cards.allCards')}
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

  const leechNotice = leech ? (
    <LeechNotice
      lapses={leech.lapses}
      onEdit={onEditCard ? () => onEditCard(leech.card) : null}
      onOpenSource={onOpenSource ? () => onOpenSource(leech.card) : null}
      onDismiss={() => setLeech(null)}
    />
  ) : null;

  if (!card) {
    return (
      <div className="flex flex-col gap-6">
        {progress}
        {leechNotice}
        <div className="mx-auto flex max-w-[42rem] flex-col items-center gap-3 py-8 text-center">
          <h2 className="text-xl font-semibold text-fg">{t('cards.caughtUp')}</h2>
          <p className="text-muted">
            {list?.nextDueAt ? t('cards.nextDue', { when: relativeTime(list.nextDueAt) }) : t('cards.nothingScheduled')}
          </p>
          {list ? <HeldBackNote list={list} /> : null}
          {list && list.heldBackSiblings > 0 ? (
            <p className="text-sm text-muted">{t('cards.heldBackSiblings', { count: list.heldBackSiblings })}</p>
          ) : null}
          {caughtUpActions ? <div className="mt-2 flex flex-wrap justify-center gap-2">{caughtUpActions}</div> : null}
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
      {leechNotice}
      {/* the card's own session lists its images and sounds (the library's sitting mixes sessions) */}
      <CardMediaProvider sessionId={card.sessionId} isEnabled={hasCardMedia([card.front, card.back])}>
        <CardFace
          key={card.id}
          card={card}
          isRevealed={isRevealed}
          source={renderSource(card)}
          context={renderContext?.(card)}
          onReveal={reveal}
          footer={
            <CardFooter {...refs} isRevealed={isRevealed} intervals={intervals} onReveal={reveal} onRate={rate} />
          }
        />
      </CardMediaProvider>
    </div>
  );
}
