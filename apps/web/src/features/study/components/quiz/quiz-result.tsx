import { useTranslation } from 'react-i18next';
import type { Question } from '@mnemo/contracts/library';
import type { AnswerEvaluation } from '@mnemo/contracts/study';
import { isMissedAnswer, scoreQuiz } from '@mnemo/domain/quiz-rules';
import { Button } from '../../../../components/button.tsx';
import type { SessionScope } from '../../api/quiz.ts';
import { MarkdownText } from '../markdown-text.tsx';
import { PastQuizzes } from './past-quizzes.tsx';
import { useRightAnswer } from './use-right-answer.ts';

/** What the result needs of an answer: a resumed quiz's earlier answers have only their score and verdict. */
export type AnswerResult = Pick<AnswerEvaluation, 'score' | 'verdict'> & Partial<AnswerEvaluation>;

/** The end of a quiz: the grade A–F with its message and tips, "Retry missed", "New quiz" and the missed questions. */
export function QuizResult({
  questions,
  results,
  isOwner,
  onRetryMissed,
  onNewQuiz,
  isStarting,
  headingRef,
  scope,
}: {
  questions: Question[];
  results: Record<string, AnswerResult>;
  isOwner: boolean;
  onRetryMissed: (ids: string[]) => void;
  onNewQuiz: () => void;
  isStarting: boolean;
  headingRef: React.RefObject<HTMLElement | null>;
  scope: SessionScope;
}) {
  const { t } = useTranslation('study');
  const rightAnswer = useRightAnswer();
  const answered = questions.filter((q) => results[q.id]);
  const { score, grade } = scoreQuiz(answered.map((q) => results[q.id]!.score));
  const missed = answered.filter((q) => isMissedAnswer(results[q.id]!.verdict));
  const correct = answered.filter((q) => results[q.id]!.verdict === 'correct').length;
  return (
    <div className="flex flex-col gap-6">
      <div className="flex items-center gap-5" aria-live="polite">
        <span
          aria-hidden
          className="flex size-20 shrink-0 items-center justify-center rounded-card bg-primary-soft text-5xl font-bold text-primary-soft-fg"
        >
          {grade}
        </span>
        <div className="flex flex-col gap-1">
          <h2
            ref={headingRef as React.RefObject<HTMLHeadingElement | null>}
            tabIndex={-1}
            className="text-2xl font-semibold text-fg outline-none"
          >
            {t('quiz.grade', { grade })}
          </h2>
          <p className="text-sm text-muted tabular-nums">
            {t('quiz.result', { correct, count: answered.length, percent: Math.round(score * 100) })}
          </p>
        </div>
      </div>
      <div className="flex flex-col gap-2">
        <p className="text-lg text-fg">{t(`quiz.grades.${grade}.message`)}</p>
        <ul className="list-disc pl-5 text-sm text-fg">
          <li>{t(`quiz.grades.${grade}.tip1`)}</li>
          <li>{t(`quiz.grades.${grade}.tip2`)}</li>
        </ul>
      </div>
      <div className="flex flex-wrap gap-2">
        {missed.length > 0 ? (
          <Button onClick={() => onRetryMissed(missed.map((q) => q.id))} isLoading={isStarting}>
            {t('quiz.retryMissed')}
          </Button>
        ) : null}
        <Button variant={missed.length > 0 ? 'secondary' : 'primary'} onClick={onNewQuiz} disabled={isStarting}>
          {t('quiz.newQuiz')}
        </Button>
      </div>
      {missed.length > 0 ? (
        <section aria-labelledby="missed-questions" className="flex flex-col gap-3">
          <h3 id="missed-questions" className="text-base font-semibold text-fg">
            {t('quiz.missed')}
          </h3>
          {isOwner && !scope.shareToken ? <p className="text-sm text-muted">{t('quiz.missedCardsNote')}</p> : null}
          <ul className="flex flex-col gap-2">
            {missed.map((q) => (
              <li key={q.id} className="flex flex-col gap-1 rounded-card border border-border p-3">
                <MarkdownText text={q.prompt} className="font-medium text-fg" />
                <p className="text-sm text-muted">{t('quiz.rightAnswer', { answer: rightAnswer(q) })}</p>
              </li>
            ))}
          </ul>
        </section>
      ) : null}
      <PastQuizzes scope={scope} />
    </div>
  );
}
