import { useRef, useState } from 'react';
import { ExternalLink, Layers } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import type { DueCard } from '@mnemo/contracts/review';
import { Button } from '../../../components/button.tsx';
import { ButtonLink } from '../../../components/button-link.tsx';
import { paths } from '../../../lib/paths.ts';
import { usePaneKeys } from '../lib/use-pane-keys.ts';
import { EditCardDialog } from './edit-card-dialog.tsx';
import { KeymapDialog } from './keymap-dialog.tsx';
import { ScheduledPass } from './scheduled-pass.tsx';
import { formatTime } from './source-link.tsx';

/** The card's session, at the card's source place when it has one (the session page opens and marks it, as `openAt` does). */
export function cardSourceHref(card: DueCard): string {
  const base = paths.session(card.folderId ?? 'root', card.sessionId);
  const params = new URLSearchParams();
  if (card.source) {
    params.set('doc', card.source.documentId);
    if (card.source.page !== null) params.set('page', String(card.source.page));
    else if (card.source.slide !== null) params.set('slide', String(card.source.slide));
    else if (card.source.startMs !== null) params.set('t', String(card.source.startMs));
    if (card.sourceChunkId) params.set('mark', card.sourceChunkId);
  } else {
    params.set('tab', 'flashcards');
  }
  return `${base}&${params.toString()}`;
}

function useDescribeDueSource() {
  const { t } = useTranslation('study');
  return (card: DueCard): string => {
    const name = card.sourceName ?? t('cards.sourceUnnamed');
    const source = card.source;
    if (!source) return t('review.openSession', { name: card.sessionName });
    if (source.page !== null) return t('cards.sourcePage', { name, page: source.page });
    if (source.slide !== null) return t('cards.sourceSlide', { name, slide: source.slide });
    if (source.startMs !== null) return t('cards.sourceTime', { name, time: formatTime(source.startMs) });
    return t('cards.source', { name });
  };
}

/**
 * The library-wide sitting (`/review`): every due card of the learner's library in due order with
 * the session player's pass, keyboard map, undo and edit; each card names its session, and its
 * source opens that session at the card's place.
 */
export function LibraryPlayer() {
  const { t } = useTranslation('study');
  const navigate = useNavigate();
  const containerRef = useRef<HTMLDivElement>(null);
  const [announcement, setAnnouncement] = useState('');
  const [isKeymapOpen, setIsKeymapOpen] = useState(false);
  const [editing, setEditing] = useState<DueCard | null>(null);
  const describeSource = useDescribeDueSource();
  usePaneKeys(containerRef, (event) => {
    if (event.key !== '?') return false;
    setIsKeymapOpen(true);
    return true;
  });

  return (
    <div ref={containerRef} className="flex flex-col gap-4">
      <div className="flex flex-col gap-4">
        <ScheduledPass
          sessionId={null}
          containerRef={containerRef}
          onAnnounce={setAnnouncement}
          renderContext={(card) => (
            <p className="flex items-center gap-1.5 text-sm text-muted">
              <Layers className="size-4 shrink-0" aria-hidden />
              <span className="sr-only">{t('review.sessionLabel')}</span>
              <span className="truncate">{card.sessionName}</span>
            </p>
          )}
          renderSource={(card) => (
            <Link
              to={cardSourceHref(card)}
              aria-keyshortcuts="S"
              className="inline-flex items-center gap-1 rounded-sm text-sm text-fg underline decoration-primary underline-offset-2 hover:decoration-2 focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring"
            >
              {describeSource(card)}
              <ExternalLink className="size-3.5" aria-hidden />
            </Link>
          )}
          onOpenSource={(card) => void navigate(cardSourceHref(card))}
          onEditCard={(card) => card && setEditing(card)}
          caughtUpActions={
            <>
              <ButtonLink to={paths.home}>{t('review.backHome')}</ButtonLink>
              <ButtonLink to={paths.progress} variant="secondary">
                {t('review.seeProgress')}
              </ButtonLink>
            </>
          }
        />
        <div className="mx-auto w-full max-w-[42rem] text-right">
          <Button variant="ghost" size="sm" onClick={() => setIsKeymapOpen(true)} aria-keyshortcuts="?">
            {t('cards.keys')}
          </Button>
        </div>
      </div>
      <div role="status" aria-live="polite" className="sr-only">
        {announcement}
      </div>
      <KeymapDialog open={isKeymapOpen} onOpenChange={setIsKeymapOpen} />
      <EditCardDialog
        card={editing}
        sessionId={editing?.sessionId ?? ''}
        onClose={() => setEditing(null)}
        playerRef={containerRef}
      />
    </div>
  );
}
