import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Flashcard } from '@mnemo/contracts/library';
import { plainAnswerText, typedAnswerDiff, typedAnswerMatches } from '@mnemo/domain/cloze';
import { TextField } from '../../../components/text-field.tsx';
import { cn } from '../../../lib/cn.ts';

/*
 * What each card kind adds to a card's face (issue 28 item 2, ADR 106): a cloze card says it asks
 * a blank (its front already shows the asked deletion as […] or its hint, the others filled in); a
 * typed card takes the answer in a field and, once it is sent with Enter or the answer is shown,
 * compares it with the card's back character by character, as Anki does.
 */

/** The line above a cloze or typed card's front naming what it asks (nothing for a basic card). */
export function CardKindLabel({ card }: { card: Flashcard }) {
  const { t } = useTranslation('study');
  if (card.kind === 'basic') return null;
  return (
    <p className="text-xs font-medium uppercase tracking-wide text-muted">
      {card.kind === 'cloze' ? t('cards.kindCloze') : t('cards.kindTyped')}
    </p>
  );
}

/**
 * A typed card's answer field, then (revealed) the comparison. Enter in the field shows the
 * answer; while it has focus, letters, digits and Space are typed (the player's keys ignore a
 * text field). Focus comes to it when a typed card is shown within the player.
 */
export function TypedAnswer({
  card,
  isRevealed,
  onSubmit,
}: {
  card: Flashcard;
  isRevealed: boolean;
  onSubmit: (() => void) | undefined;
}) {
  const { t } = useTranslation('study');
  const [typed, setTyped] = useState('');
  const inputRef = useRef<HTMLInputElement>(null);

  useEffect(() => {
    const frame = requestAnimationFrame(() => {
      const active = document.activeElement;
      const inPlayer = !active || active === document.body || Boolean(active.closest('[data-card-side]'));
      if (inPlayer) inputRef.current?.focus();
    });
    return () => cancelAnimationFrame(frame);
  }, []);

  if (isRevealed) return <AnswerComparison typed={typed} expected={card.back} />;
  return (
    <TextField
      ref={inputRef}
      label={t('cards.typeAnswer')}
      hint={t('cards.typeAnswerHint')}
      value={typed}
      autoComplete="off"
      autoCapitalize="off"
      autoCorrect="off"
      spellCheck={false}
      onChange={(event) => setTyped(event.target.value)}
      onKeyDown={(event) => {
        if (event.key !== 'Enter' || event.nativeEvent.isComposing) return;
        event.preventDefault();
        onSubmit?.();
      }}
    />
  );
}

/** The typed answer against the expected one: typed right, typed wrongly (struck out), missed (underlined). */
export function AnswerComparison({ typed, expected }: { typed: string; expected: string }) {
  const { t } = useTranslation('study');
  const isRight = typedAnswerMatches(typed, expected);
  const parts = typedAnswerDiff(typed, expected);
  return (
    <section aria-label={t('cards.comparison')} className="flex flex-col gap-1.5">
      <p className={cn('text-sm font-medium', isRight ? 'text-success-fg' : 'text-danger-fg')}>
        {isRight
          ? t('cards.typedRight')
          : typed.trim()
            ? t('cards.typedWrong', { expected: plainAnswerText(expected) })
            : t('cards.typedNothing', { expected: plainAnswerText(expected) })}
      </p>
      {typed.trim() ? (
        <p data-testid="answer-diff" className="font-mono text-base break-words text-fg">
          {parts.map((part, index) =>
            part.op === 'same' ? (
              <span key={index} className="text-success-fg">
                {part.text}
              </span>
            ) : part.op === 'extra' ? (
              <del key={index} className="text-danger-fg line-through">
                <span className="sr-only">{t('cards.diffExtra')} </span>
                {part.text}
              </del>
            ) : (
              <ins key={index} className="text-muted underline decoration-2">
                <span className="sr-only">{t('cards.diffMissing')} </span>
                {part.text}
              </ins>
            ),
          )}
        </p>
      ) : null}
    </section>
  );
}
