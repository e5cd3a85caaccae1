import { useEffect, useMemo, useRef, useState, type ReactNode, type RefObject } from 'react';
import { Layers, Pencil, Undo2 } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';
import type { Flashcard } from '@mnemo/contracts/library';
import type { DueCard, DueListResponse } from '@mnemo/contracts/review';
import {
  describeInterval,
  previewIntervals,
  type NextIntervals,
  type StudyRating,
} from '@mnemo/domain/spaced-repetition';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { useIsOnline } from '../../../lib/use-is-online.ts';
import { Skeleton } from '../../../components/skeleton.tsx';
import { cn } from '../../../lib/cn.ts';
import { paths } from '../../../lib/paths.ts';
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
import { isActivatable, usePaneKeys } from '../lib/use-pane-keys.ts';
import { CardMediaProvider, hasCardMedia } from '../lib/card-media.tsx';
import { CardKindLabel, TypedAnswer } from './card-kinds.tsx';
import { MarkdownText } from './markdown-text.tsx';

/*
 * The parts of the card player that the session's Flashcards tab and the library-wide sitting
 * share: one card's face, its footer (Show answer, then the three ratings) and the scheduled pass
 * over a due list (one session's or the whole library's).
 */

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

/** "5 minutes ago", "yesterday": how long ago a past moment was. */
function useTimeAgo() {
  const { i18n } = useTranslation();
  return (iso: string) => {
    const ms = Math.max(0, Date.now() - new Date(iso).getTime());
    const format = new Intl.RelativeTimeFormat(i18n.language, { numeric: 'auto' });
    const minutes = Math.round(ms / 60_000);
    if (minutes < 60) return format.format(-minutes, 'minute');
    const hours = Math.round(ms / 3_600_000);
    if (hours < 24) return format.format(-hours, 'hour');
    return format.format(-Math.round(ms / 86_400_000), 'day');
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

/** True when `element` is the selected tab whose panel holds `container` (the tab just chosen to study). */
function isTabOf(element: Element | null, container: HTMLElement): boolean {
  if (
    !(element instanceof HTMLElement) ||
    element.getAttribute('role') !== 'tab' ||
    element.getAttribute('aria-selected') !== 'true'
  )
    return false;
  const panelId = element.getAttribute('aria-controls');
  return panelId !== null && (document.getElementById(panelId)?.contains(container) ?? false);
}

/**
 * Moves focus to `element` when focus is in the player, on its panel or its tab, or nowhere, so
 * the keyboard flow goes on.
 */
export function focusWithin(container: HTMLElement | null, element: HTMLElement | null): void {
  const active = document.activeElement;
  if (!element || !container) return;
  if (
    active === document.body ||
    active === null ||
    container.contains(active) ||
    active === container.parentElement ||
    isTabOf(active, container)
  ) {
    element.focus();
  }
}

/** New cards a daily allowance keeps for another day (issue 23 item 17): how many, which allowance, and where to change it. */
export function HeldBackNote({ list }: { list: Pick<DueListResponse, 'newHeldBack' | 'heldBackBy'> }) {
  const { t } = useTranslation('study');
  if (list.newHeldBack === 0 || list.heldBackBy === null) return null;
  return (
    <p className="text-sm text-muted">
      {t(list.heldBackBy === 'library' ? 'cards.heldBackLibrary' : 'cards.heldBackSession', {
        count: list.newHeldBack,
      })}{' '}
      <Link to={paths.settings} className="text-fg underline underline-offset-2">
        {t('cards.heldBackWhere')}
      </Link>
    </p>
  );
}

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

/**
 * One card: the front, then (revealed) a rule, the answer and its source below it; the front stays
 * visible. Large type, centred, at most ~42 rem wide. `context` (the library-wide sitting: the
 * card's session) sits above the front.
 */
export function CardFace({
  card,
  isRevealed,
  source,
  context,
  footer,
  onReveal,
}: {
  card: Flashcard;
  isRevealed: boolean;
  source: ReactNode;
  context?: ReactNode;
  footer: ReactNode;
  /** what Enter in a typed card's answer field does: show the answer with the comparison */
  onReveal?: () => void;
}) {
  const { t } = useTranslation('study');
  return (
    <article
      aria-label={t('cards.front')}
      data-card-side={isRevealed ? 'back' : 'front'}
      data-card-kind={card.kind}
      className="mx-auto flex w-full max-w-[42rem] flex-col gap-5 rounded-card border border-border bg-surface p-5 sm:p-8"
    >
      {context}
      <CardKindLabel card={card} />
      <MarkdownText text={card.front} className="text-xl leading-relaxed text-fg sm:text-2xl" />
      {card.kind === 'typed' ? <TypedAnswer card={card} isRevealed={isRevealed} onSubmit={onReveal} /> : null}
      {isRevealed ? (
        <section aria-label={t('cards.back')} className="flex flex-col gap-3 border-t border-border pt-5">
          <MarkdownText text={card.back} className="text-lg leading-relaxed text-fg sm:text-xl" />
          {source ? <div>{source}</div> : null}
        </section>
      ) : null}
      {footer}
    </article>
  );
}

/** Said once, when a review makes a card a leech: it is suspended; edit it, or read its source again. */
function LeechNotice({
  lapses,
  onEdit,
  onOpenSource,
  onDismiss,
}: {
  lapses: number;
  onEdit: (() => void) | null;
  onOpenSource: (() => void) | null;
  onDismiss: () => void;
}) {
  const { t } = useTranslation('scheduling');
  return (
    <div
      role="status"
      className="mx-auto flex w-full max-w-[42rem] flex-col gap-3 rounded-card border border-warning bg-surface p-4 text-sm text-fg"
    >
      <p>{t('leech.told', { count: lapses })}</p>
      <div className="flex flex-wrap gap-2">
        {onEdit ? (
          <Button size="sm" variant="secondary" onClick={onEdit} icon={<Pencil className="size-4" aria-hidden />}>
            {t('leech.editCard')}
          </Button>
        ) : null}
        {onOpenSource ? (
          <Button size="sm" variant="secondary" onClick={onOpenSource}>
            {t('leech.openSource')}
          </Button>
        ) : null}
        <Button size="sm" variant="ghost" onClick={onDismiss}>
          {t('leech.dismiss')}
        </Button>
      </div>
    </div>
  );
}

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
