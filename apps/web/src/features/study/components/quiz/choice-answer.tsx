import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { cn } from '../../../../lib/cn.ts';
import { isRightChoice, listAnswerChoices, markChoice, type Choice, type ChoiceQuestion } from './answer-choices.ts';

/**
 * The options of a multiple-choice or true/false question, as a radio group. After the check: the
 * right option in green with a tick, a wrong choice in red with a cross, each also said in words
 * (never colour alone).
 */
export function ChoiceAnswer({
  question,
  choice,
  isChecked,
  onChoose,
}: {
  question: ChoiceQuestion;
  choice: Choice | null;
  isChecked: boolean;
  onChoose: (value: Choice) => void;
}) {
  const { t } = useTranslation('study');
  return (
    <div role="radiogroup" aria-label={t('quiz.yourAnswer')} className="flex flex-col gap-2">
      {listAnswerChoices(question, { true: t('quiz.true'), false: t('quiz.false') }).map((option) => {
        const isChosen = choice === option.value;
        const mark = markChoice({ isChecked, isRight: isRightChoice(question, option.value), isChosen });
        return (
          <button
            key={String(option.value)}
            type="button"
            role="radio"
            aria-checked={isChosen}
            aria-keyshortcuts={option.key}
            disabled={isChecked}
            data-mark={mark ?? undefined}
            onClick={() => onChoose(option.value)}
            className={cn(
              'flex items-center gap-3 rounded-control border px-3 py-2.5 text-left text-base transition-colors',
              'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
              mark === 'right' || mark === 'chosenRight'
                ? 'border-2 border-success bg-success-soft text-success-soft-fg'
                : mark === 'chosenWrong'
                  ? 'border-2 border-danger bg-danger-soft text-danger-soft-fg'
                  : isChosen && !isChecked
                    ? 'border-primary bg-primary-soft text-primary-soft-fg'
                    : isChecked
                      ? 'border-border bg-surface text-muted'
                      : 'border-border-strong bg-surface text-fg hover:bg-surface-2',
            )}
          >
            <kbd
              aria-hidden
              className="inline-flex size-6 shrink-0 items-center justify-center rounded border border-current/30 text-xs"
            >
              {option.key}
            </kbd>
            <span className="min-w-0 flex-1">{option.label}</span>
            {mark ? (
              <span className="inline-flex shrink-0 items-center gap-1 text-sm font-semibold">
                {mark === 'chosenWrong' ? (
                  <XCircle className="size-4" aria-hidden />
                ) : (
                  <CheckCircle2 className="size-4" aria-hidden />
                )}
                {t(
                  mark === 'chosenWrong'
                    ? 'quiz.yourChoiceWrong'
                    : mark === 'chosenRight'
                      ? 'quiz.yourChoiceRight'
                      : 'quiz.rightChoice',
                )}
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
