import { useMemo, useRef, useState } from 'react';
import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Flashcard, SessionFile } from '@mnemo/contracts/library';
import type { StudyRating } from '@mnemo/domain/spaced-repetition';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { useOpenAt } from '../../../lib/open-at.ts';
import { CardMediaProvider, hasCardMedia } from '../lib/card-media.tsx';
import { usePaneKeys } from '../lib/use-pane-keys.ts';
import { EditCardDialog } from './edit-card-dialog.tsx';
import { CardsEditor } from './items-editor.tsx';
import { KeymapDialog } from './keymap-dialog.tsx';
import { LeechList } from './leech-list.tsx';
import { focusWithin } from '../lib/focus-within.ts';
import { handleRatingKey } from '../lib/rating-keys.ts';
import { CardFace } from './card-face.tsx';
import { CardFooter, focusRatings, type CardFooterRefs } from './card-footer.tsx';
import { ScheduledPass } from './scheduled-pass.tsx';
import { SourceLink, toMaterialLocation } from './source-link.tsx';

export interface CardPlayerProps {
  session: SessionFile;
  /** selects another tab of the study pane (the empty state's "Take the quiz") */
  onTakeQuiz?: () => void;
  /** offered to a share visitor: save the session to their library (part 1's modal) */
  onSaveToLibrary?: () => void;
  /** only the cards of this key concept (the guided run's flashcards stage) */
  concept?: string | null;
  /** a share visitor's token (the cards' images and sounds are signed for it) */
  shareToken?: string | undefined;
}

/** The player inside the session's card media (images and sounds of imported cards, ADR 051). */
export function CardPlayer(props: CardPlayerProps) {
  const cards = props.session.flashcards;
  const isEnabled = useMemo(() => hasCardMedia(cards.flatMap((card) => [card.front, card.back])), [cards]);
  return (
    <CardMediaProvider sessionId={props.session.id} shareToken={props.shareToken} isEnabled={isEnabled}>
      <SessionCardPlayer {...props} />
    </CardMediaProvider>
  );
}

/**
 * The "Flashcards" tab (issue 11 item 2): the owner studies the session's due cards on FSRS; a
 * share visitor, or the owner with nothing due ("Study anyway"), flips through the cards without
 * changing any schedule (a cram pass).
 */
function SessionCardPlayer({ session: wholeSession, concept = null, onTakeQuiz, onSaveToLibrary }: CardPlayerProps) {
  // a guided or quick run studies one key concept at a time: its cards only
  const session = useMemo(
    () =>
      concept
        ? { ...wholeSession, flashcards: wholeSession.flashcards.filter((c) => c.concept === concept) }
        : wholeSession,
    [wholeSession, concept],
  );
  const { t } = useTranslation('study');
  const containerRef = useRef<HTMLDivElement>(null);
  const [isCramming, setIsCramming] = useState(!session.isOwner);
  const [announcement, setAnnouncement] = useState('');
  /** the whole deck's editor (owner only), in place of the player */
  const [isManaging, setIsManaging] = useState(false);
  /** the card on screen in the edit dialog (E), or null */
  const [editingCard, setEditingCard] = useState<Flashcard | null>(null);
  const [isKeymapOpen, setIsKeymapOpen] = useState(false);
  const cards = session.flashcards;
  usePaneKeys(containerRef, (event) => {
    if (event.key !== '?') return false;
    setIsKeymapOpen(true);
    return true;
  });
  const onEditCard = session.isOwner
    ? (card: Flashcard | null) => (card ? setEditingCard(card) : setIsManaging(true))
    : undefined;
  const onManageCards = session.isOwner ? () => setIsManaging(true) : undefined;

  if (isManaging) {
    return <CardsEditor session={wholeSession} onClose={() => setIsManaging(false)} />;
  }

  if (cards.length === 0) {
    return (
      <div
        ref={containerRef}
        className="mx-auto flex max-w-[42rem] flex-col items-center gap-3 py-10 text-center text-muted"
      >
        {t('cards.noCards')}
        {onEditCard ? (
          <Button
            variant="secondary"
            size="sm"
            onClick={() => onEditCard(null)}
            icon={<Pencil className="size-4" aria-hidden />}
          >
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
        <SessionScheduledPass
          session={session}
          concept={concept}
          containerRef={containerRef}
          onAnnounce={setAnnouncement}
          onStudyAnyway={() => setIsCramming(true)}
          onTakeQuiz={onTakeQuiz}
          onEditCard={onEditCard}
          onManageCards={onManageCards}
        />
      )}
      {onEditCard && !isCramming ? <LeechList session={wholeSession} onEditCard={onEditCard} /> : null}
      <div className="mx-auto w-full max-w-[42rem] text-right">
        <Button variant="ghost" size="sm" onClick={() => setIsKeymapOpen(true)} aria-keyshortcuts="?">
          {t('cards.keys')}
        </Button>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <KeymapDialog open={isKeymapOpen} onOpenChange={setIsKeymapOpen} />
      <EditCardDialog
        card={editingCard}
        sessionId={session.id}
        onClose={() => setEditingCard(null)}
        playerRef={containerRef}
      />
    </div>
  );
}

interface PassProps {
  session: SessionFile;
  containerRef: React.RefObject<HTMLDivElement | null>;
  onAnnounce: (text: string) => void;
}

/** The session's due cards on its schedule; a card's source opens in the material pane beside it. */
function SessionScheduledPass({
  session,
  containerRef,
  onAnnounce,
  onStudyAnyway,
  onTakeQuiz,
  onEditCard,
  onManageCards,
  concept,
}: PassProps & {
  onStudyAnyway: () => void;
  onTakeQuiz?: (() => void) | undefined;
  onEditCard?: ((card: Flashcard | null) => void) | undefined;
  onManageCards?: (() => void) | undefined;
  concept: string | null;
}) {
  const { t } = useTranslation('study');
  const openAt = useOpenAt();
  return (
    <ScheduledPass
      sessionId={session.id}
      concept={concept}
      containerRef={containerRef}
      onAnnounce={onAnnounce}
      renderSource={(card) => (
        <SourceLink source={card.source} chunkId={card.sourceChunkId} documents={session.documents} />
      )}
      onOpenSource={
        openAt ? (card) => card.source && openAt(toMaterialLocation(card.source, card.sourceChunkId)) : null
      }
      onEditCard={onEditCard}
      onManageCards={onManageCards}
      caughtUpActions={
        <>
          <Button onClick={onStudyAnyway}>{t('cards.studyAnyway')}</Button>
          {onTakeQuiz ? (
            <Button variant="secondary" onClick={onTakeQuiz}>
              {t('cards.takeQuiz')}
            </Button>
          ) : null}
        </>
      }
    />
  );
}

/** Every card of the session in order, no schedule: Hard puts a card back at the end of the pass. */
function CramPass({ session, containerRef, onAnnounce, onBack }: PassProps & { onBack?: (() => void) | undefined }) {
  const { t } = useTranslation('study');
  const openAt = useOpenAt();
  const initial = useMemo(
    () => session.flashcards.filter((c) => !c.isSuspended).map((c) => c.id),
    [session.flashcards],
  );
  const [queue, setQueue] = useState<string[]>(initial);
  const [position, setPosition] = useState(0);
  const [isRevealed, setIsRevealed] = useState(false);
  const refs: CardFooterRefs = {
    showButtonRef: useRef<HTMLButtonElement>(null),
    ratingsRef: useRef<HTMLDivElement>(null),
  };
  const card = session.flashcards.find((c) => c.id === queue[position]) ?? null;

  const reveal = () => {
    if (!card || isRevealed) return;
    setIsRevealed(true);
    onAnnounce(`${t('cards.revealed')}: ${card.back}`);
    focusRatings(refs, containerRef.current);
  };
  const rate = (rating: StudyRating) => {
    if (!card || !isRevealed) return;
    if (rating === 'hard') setQueue((ids) => [...ids, card.id]);
    setPosition((p) => p + 1);
    setIsRevealed(false);
    onAnnounce(t(`cards.${rating}`));
    requestAnimationFrame(() => focusWithin(containerRef.current, refs.showButtonRef.current));
  };

  usePaneKeys(containerRef, (event) => {
    if (handleRatingKey(event, { isRevealed, reveal, rate })) return true;
    const key = event.key.toLowerCase();
    if (key === 's' && card?.source && openAt) {
      openAt(toMaterialLocation(card.source, card.sourceChunkId));
      return true;
    }
    return false;
  });

  const header = (
    <div className="mx-auto flex w-full max-w-[42rem] flex-wrap items-center justify-between gap-2 text-sm text-muted">
      <p className="tabular-nums">
        {t('cards.cramProgress', { current: Math.min(position + 1, queue.length), count: queue.length })}
      </p>
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
        isRevealed={isRevealed}
        onReveal={reveal}
        source={<SourceLink source={card.source} chunkId={card.sourceChunkId} documents={session.documents} />}
        footer={<CardFooter {...refs} isRevealed={isRevealed} intervals={null} onReveal={reveal} onRate={rate} />}
      />
    </div>
  );
}
