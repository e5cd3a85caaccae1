import { useTranslation } from 'react-i18next';
import { formatDateTime } from '@mnemo/i18n/format';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { Skeleton } from '../../../../components/skeleton.tsx';
import { describeApiError } from '../../../../lib/describe-api-error.ts';
import { useQuizzes, type SessionScope } from '../../api/quiz.ts';

/** The session's quizzes so far: when, the grade and score, or how far an unfinished one got. */
export function PastQuizzes({ scope }: { scope: SessionScope }) {
  const { t } = useTranslation('study');
  const quizzes = useQuizzes(scope);
  return (
    <section className="flex w-full flex-col gap-2" aria-labelledby="past-quizzes">
      <h2 id="past-quizzes" className="text-sm font-semibold text-fg">
        {t('quiz.past')}
      </h2>
      {quizzes.isPending ? (
        <Skeleton className="h-16 w-full" />
      ) : quizzes.isError ? (
        <InlineMessage tone="error">{describeApiError(quizzes.error)}</InlineMessage>
      ) : quizzes.data.length === 0 ? (
        <p className="text-sm text-muted">{t('quiz.noPast')}</p>
      ) : (
        <ul className="divide-y divide-border rounded-card border border-border">
          {quizzes.data.map((quiz) => {
            const count = quiz.questionIds.length;
            const isPartial = quiz.finishedAt !== null && quiz.answeredCount < count;
            return (
              <li
                key={quiz.id}
                className="flex flex-wrap items-center justify-between gap-x-3 gap-y-1 px-3 py-2 text-sm"
              >
                <span className="text-muted tabular-nums">{formatDateTime(quiz.finishedAt ?? quiz.createdAt)}</span>
                <span className="font-medium text-fg tabular-nums">
                  {quiz.grade && quiz.score !== null
                    ? `${t('quiz.grade', { grade: quiz.grade })} · ${Math.round(quiz.score * 100)} %${isPartial ? ` · ${t('quiz.answeredOf', { answered: quiz.answeredCount, count })}` : ''}`
                    : t('quiz.inProgress', { answered: quiz.answeredCount, count })}
                </span>
              </li>
            );
          })}
        </ul>
      )}
    </section>
  );
}
