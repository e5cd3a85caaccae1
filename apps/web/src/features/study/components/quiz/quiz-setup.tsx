import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { SessionFile } from '@mnemo/contracts/library';
import { QUESTION_TYPES, type QuestionType } from '@mnemo/domain/languages';
import { Button } from '../../../../components/button.tsx';
import { cn } from '../../../../lib/cn.ts';

const LENGTHS = [10, 20, 'all'] as const;
type QuizLength = (typeof LENGTHS)[number];
/** "All": the contract's largest quiz. */
const ALL_QUESTIONS = 500;

/** Before a quiz: how many questions (10, 20 or all; 10 by default) and of which types. */
export function QuizSetup({
  session,
  isPrimary,
  isStarting,
  onStart,
}: {
  session: SessionFile;
  isPrimary: boolean;
  isStarting: boolean;
  onStart: (choice: { count: number; types: QuestionType[] }) => void;
}) {
  const { t } = useTranslation('study');
  const available = QUESTION_TYPES.filter((type) => session.questions.some((q) => q.type === type && !q.isBadItem));
  const [length, setLength] = useState<QuizLength>(10);
  const [types, setTypes] = useState<QuestionType[]>(available);
  const [isTypeMissing, setIsTypeMissing] = useState(false);
  const errorId = useId();
  const count = session.questions.filter((q) => !q.isBadItem && types.includes(q.type)).length;
  return (
    <form
      aria-label={t('quiz.setup')}
      className="flex w-full flex-col gap-4"
      onSubmit={(event) => {
        event.preventDefault();
        if (types.length === 0) {
          setIsTypeMissing(true);
          return;
        }
        onStart({ count: length === 'all' ? ALL_QUESTIONS : length, types });
      }}
    >
      <div className="flex flex-wrap gap-x-8 gap-y-4">
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-2 text-sm font-semibold text-fg">{t('quiz.length')}</legend>
          <div className="flex flex-wrap gap-2">
            {LENGTHS.map((value) => (
              <label
                key={value}
                className={cn(
                  'inline-flex h-9 cursor-pointer items-center rounded-control border px-3 text-sm has-[:focus-visible]:outline-2 has-[:focus-visible]:outline-offset-2 has-[:focus-visible]:outline-ring',
                  length === value
                    ? 'border-primary bg-primary-soft text-primary-soft-fg'
                    : 'border-border-strong bg-surface text-fg hover:bg-surface-2',
                )}
              >
                <input
                  type="radio"
                  name="quiz-length"
                  value={String(value)}
                  checked={length === value}
                  onChange={() => setLength(value)}
                  className="sr-only"
                />
                {value === 'all' ? t('quiz.lengthAll', { count }) : value}
              </label>
            ))}
          </div>
        </fieldset>
        <fieldset className="flex flex-col gap-2" aria-describedby={isTypeMissing ? errorId : undefined}>
          <legend className="mb-2 text-sm font-semibold text-fg">{t('quiz.typesLabel')}</legend>
          <div className="flex flex-wrap gap-x-4 gap-y-2">
            {available.map((type) => (
              <label key={type} className="inline-flex min-h-9 items-center gap-2 text-sm text-fg">
                <input
                  type="checkbox"
                  checked={types.includes(type)}
                  onChange={(event) => {
                    setIsTypeMissing(false);
                    setTypes(
                      event.target.checked
                        ? QUESTION_TYPES.filter((x) => x === type || types.includes(x))
                        : types.filter((x) => x !== type),
                    );
                  }}
                  className="size-4 accent-primary"
                />
                {t(`quiz.types.${type}`)}
              </label>
            ))}
          </div>
          {isTypeMissing ? (
            <p id={errorId} role="alert" className="text-sm text-danger-fg">
              {t('quiz.typesRequired')}
            </p>
          ) : null}
        </fieldset>
      </div>
      <div>
        <Button type="submit" size="lg" variant={isPrimary ? 'primary' : 'secondary'} isLoading={isStarting}>
          {t('quiz.start')}
        </Button>
      </div>
    </form>
  );
}
