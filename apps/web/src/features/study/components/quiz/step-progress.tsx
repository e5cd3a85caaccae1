import { useTranslation } from 'react-i18next';
import type { QuestionType } from '@mnemo/domain/languages';

/** "Question n of m", the question's type, and a progress bar of the questions done. */
export function StepProgress({ current, count, type }: { current: number; count: number; type: QuestionType }) {
  const { t } = useTranslation('study');
  return (
    <div className="flex flex-col gap-2">
      <div className="flex items-center justify-between text-sm text-muted">
        <span className="tabular-nums">{t('quiz.step', { current, count })}</span>
        <span>{t(`quiz.types.${type}`)}</span>
      </div>
      <div
        role="progressbar"
        aria-label={t('quiz.step', { current, count })}
        aria-valuemin={0}
        aria-valuemax={count}
        aria-valuenow={current - 1}
        className="h-1 w-full overflow-hidden rounded-full bg-surface-3"
      >
        <div className="h-full bg-primary" style={{ width: `${((current - 1) / count) * 100}%` }} />
      </div>
    </div>
  );
}
