import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@mnemo/contracts/library';
import { CardKindLabel, TypedAnswer } from './card-kinds.tsx';
import { MarkdownText } from './markdown-text.tsx';

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
