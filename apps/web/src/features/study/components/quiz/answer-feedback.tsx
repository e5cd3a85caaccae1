import { CheckCircle2, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Question } from '@mnemo/contracts/library';
import type { AnswerEvaluation } from '@mnemo/contracts/study';
import { cn } from '../../../../lib/cn.ts';
import { MarkdownText } from '../markdown-text.tsx';
import { useRightAnswer } from './use-right-answer.ts';

const VERDICT_KEYS = {
  correct: 'quiz.correct',
  partially_correct: 'quiz.partiallyCorrect',
  incorrect: 'quiz.incorrect',
} as const;

/** The verdict of a checked answer: for an open answer its score, feedback, missing concepts and the expected answer; else the right choice. */
export function AnswerFeedback({ question, result }: { question: Question; result: AnswerEvaluation }) {
  const { t } = useTranslation('study');
  const rightAnswer = useRightAnswer();
  const isGood = result.verdict === 'correct';
  const percent = Math.round(result.score * 100);
  return (
    <section
      aria-label={t(VERDICT_KEYS[result.verdict])}
      className={cn(
        'flex flex-col gap-3 rounded-card border p-4',
        'border-l-4 bg-surface',
        isGood ? 'border-success' : result.verdict === 'partially_correct' ? 'border-warning' : 'border-danger',
      )}
    >
      <p
        className={cn(
          'flex items-center gap-2 font-semibold',
          isGood ? 'text-success-fg' : result.verdict === 'partially_correct' ? 'text-warning-fg' : 'text-danger-fg',
        )}
      >
        {isGood ? <CheckCircle2 className="size-5" aria-hidden /> : <XCircle className="size-5" aria-hidden />}
        {t(VERDICT_KEYS[result.verdict])}
      </p>
      {question.type === 'open_ended' ? (
        <>
          <div className="flex items-center gap-3">
            <meter min={0} max={100} value={percent} aria-label={t('quiz.score', { percent })} className="h-2 flex-1" />
            <span className="text-sm font-medium text-fg tabular-nums">{t('quiz.score', { percent })}</span>
          </div>
          {result.feedback ? <p className="text-sm text-fg">{result.feedback}</p> : null}
          {result.missingConcepts.length > 0 ? (
            <div className="flex flex-col gap-1.5">
              <p className="text-sm font-medium text-fg">{t('quiz.missing')}</p>
              <ul className="flex flex-wrap gap-1.5">
                {result.missingConcepts.map((concept) => (
                  <li
                    key={concept}
                    className="rounded-full border border-border-strong bg-surface px-2.5 py-0.5 text-xs text-fg"
                  >
                    {concept}
                  </li>
                ))}
              </ul>
            </div>
          ) : null}
          <div className="flex flex-col gap-1">
            <p className="text-sm font-medium text-fg">{t('quiz.expected')}</p>
            <MarkdownText text={result.expectedAnswer || rightAnswer(question)} className="text-sm text-fg" />
          </div>
        </>
      ) : isGood ? null : (
        <p className="text-sm text-fg">{t('quiz.rightAnswer', { answer: rightAnswer(question) })}</p>
      )}
    </section>
  );
}
