import { Pencil } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Flashcard, SessionFile } from '@mnemo/contracts/library';
import { LEECH_TAG } from '@mnemo/domain/spaced-repetition';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { usePatchFlashcards } from '../api/items.ts';
import { MarkdownText } from './markdown-text.tsx';

/** A card the schedule suspended as a leech (tagged `leech`), not one the learner suspended by hand. */
export function isSuspendedLeech(card: Flashcard): boolean {
  return card.isSuspended && card.tags.some((tag) => tag.toLowerCase() === LEECH_TAG);
}

/**
 * The session's suspended leeches on the Flashcards tab (issue 24 item 4): cards the learner kept
 * forgetting, to rewrite ("Edit card") and take back into study ("Study again").
 */
export function LeechList({ session, onEditCard }: { session: SessionFile; onEditCard: (card: Flashcard) => void }) {
  const { t } = useTranslation('scheduling');
  const patch = usePatchFlashcards(session.id);
  const leeches = session.flashcards.filter(isSuspendedLeech);
  if (leeches.length === 0) return null;
  return (
    <section
      aria-labelledby="leech-list-title"
      className="mx-auto flex w-full max-w-[42rem] flex-col gap-3 rounded-card border border-border bg-surface p-4"
    >
      <div className="flex flex-col gap-1">
        <h3 id="leech-list-title" className="text-sm font-semibold text-fg">
          {t('leech.listTitle')} ({leeches.length})
        </h3>
        <p className="text-xs text-muted">{t('leech.listHint')}</p>
      </div>
      {patch.isError ? <InlineMessage tone="error">{describeApiError(patch.error)}</InlineMessage> : null}
      <ul className="flex flex-col divide-y divide-border">
        {leeches.map((card) => (
          <li key={card.id} className="flex flex-wrap items-center justify-between gap-2 py-2">
            <div className="line-clamp-2 min-w-0 flex-1 text-sm text-fg">
              <MarkdownText text={card.front} />
            </div>
            <div className="flex gap-1">
              <Button
                size="sm"
                variant="ghost"
                onClick={() => onEditCard(card)}
                icon={<Pencil className="size-4" aria-hidden />}
                aria-label={`${t('leech.editCard')}: ${card.front.slice(0, 60)}`}
              >
                {t('leech.editCard')}
              </Button>
              <Button
                size="sm"
                variant="secondary"
                disabled={patch.isPending}
                onClick={() =>
                  patch.mutate({
                    upsert: [
                      {
                        id: card.id,
                        front: card.front,
                        back: card.back,
                        difficulty: card.difficulty,
                        sourceChunkId: card.sourceChunkId,
                        isSuspended: false,
                      },
                    ],
                  })
                }
                aria-label={`${t('leech.studyAgain')}: ${card.front.slice(0, 60)}`}
              >
                {t('leech.studyAgain')}
              </Button>
            </div>
          </li>
        ))}
      </ul>
    </section>
  );
}
