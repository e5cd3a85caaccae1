import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Question, SessionFile } from '@mnemo/contracts/library';
import type { Quiz, StartQuizBody } from '@mnemo/contracts/review';
import type { AnswerEvaluation } from '@mnemo/contracts/study';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useQuizzes, useStartQuiz, type SessionScope } from '../api/quiz.ts';
import { usePaneKeys } from '../lib/use-pane-keys.ts';
import { QuestionsEditor } from './items-editor.tsx';
import { KeymapDialog } from './keymap-dialog.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { focusUnlessTyping } from './quiz/focus-unless-typing.ts';
import { PastQuizzes } from './quiz/past-quizzes.tsx';
import { QuestionStep } from './quiz/question-step.tsx';
import { QuizResult, type AnswerResult } from './quiz/quiz-result.tsx';
import { QuizSetup } from './quiz/quiz-setup.tsx';

interface RunningQuiz {
  id: string;
  questionIds: string[];
}

export interface QuizPanelProps {
  session: SessionFile;
  shareToken?: string | undefined;
  /** only these questions (a guided run's questions stage); the server chooses when absent */
  questionIds?: readonly string[] | undefined;
}

/**
 * The "Quiz" tab (issues 11 and 23): before a quiz, its length (10, 20, all) and types; the server
 * chooses the questions (what the learner misses first, the types interleaved) and resumes an
 * unfinished quiz instead of opening another. One question at a time (multiple choice,
 * true/false, open answers graded by the AI), an explanation on each, and at the end the grade
 * A–F with its message and tips, the missed questions, "Retry missed" and "New quiz".
 */
export function QuizPanel({ session, shareToken, questionIds: only }: QuizPanelProps) {
  const { t } = useTranslation(['study', 'errors']);
  const scope: SessionScope = { sessionId: session.id, shareToken };
  const start = useStartQuiz(scope);
  const quizzes = useQuizzes(scope);
  const [quiz, setQuiz] = useState<RunningQuiz | null>(null);
  const [index, setIndex] = useState(0);
  const [results, setResults] = useState<Record<string, AnswerResult>>({});
  const [isFinished, setIsFinished] = useState(false);
  const [isEditing, setIsEditing] = useState(false);
  const [isKeymapOpen, setIsKeymapOpen] = useState(false);
  const headingRef = useRef<HTMLElement>(null);
  const containerRef = useRef<HTMLDivElement>(null);
  const guidedIds = only && only.length > 0 ? only : null;

  usePaneKeys(containerRef, (event) => {
    if (event.key !== '?') return false;
    setIsKeymapOpen(true);
    return true;
  });

  const show = (started: Quiz) => {
    const answered = new Map(started.answers.map((answer) => [answer.questionId, answer]));
    const firstOpen = started.questionIds.findIndex((id) => !answered.has(id));
    setQuiz({ id: started.id, questionIds: started.questionIds });
    setResults(
      Object.fromEntries(
        started.answers.map((answer) => [answer.questionId, { score: answer.score, verdict: answer.verdict }]),
      ),
    );
    setIndex(firstOpen === -1 ? started.questionIds.length : firstOpen);
    setIsFinished(firstOpen === -1);
    requestAnimationFrame(() => focusUnlessTyping(headingRef.current));
  };

  const begin = (body: StartQuizBody) => {
    start.mutate(body, {
      onSuccess: ({ quiz: started }) => {
        // a guided run asks its own questions: another unfinished quiz is closed for it
        const isOther = guidedIds && !body.restart && started.questionIds.join() !== guidedIds.join();
        if (isOther) begin({ ...body, restart: true });
        else show(started);
      },
    });
  };

  const editButton = session.isOwner ? (
    <Button variant="secondary" onClick={() => setIsEditing(true)}>
      {t('cards.edit')}
    </Button>
  ) : null;
  if (isEditing) {
    return (
      <div className="mx-auto w-full max-w-[42rem]">
        <QuestionsEditor session={session} onClose={() => setIsEditing(false)} />
      </div>
    );
  }
  if (session.questions.length === 0) {
    return (
      <div className="mx-auto flex max-w-[42rem] flex-col items-center gap-3 py-10 text-center text-muted">
        {t('quiz.noQuestions')}
        {editButton}
      </div>
    );
  }

  const questions = quiz
    ? quiz.questionIds.map((id) => session.questions.find((q) => q.id === id)).filter((q): q is Question => Boolean(q))
    : [];
  const question = questions[index];
  const unfinished = quizzes.data?.find((entry) => entry.finishedAt === null) ?? null;

  return (
    <div ref={containerRef} className="mx-auto flex w-full max-w-[42rem] flex-col gap-5">
      <NeedsConnection what="quiz" />
      {start.isError ? <InlineMessage tone="error">{describeApiError(start.error)}</InlineMessage> : null}
      {!quiz ? (
        <div className="flex flex-col items-start gap-6">
          {guidedIds ? (
            <Button size="lg" onClick={() => begin({ questionIds: [...guidedIds] })} isLoading={start.isPending}>
              {t('quiz.start')}
            </Button>
          ) : (
            <>
              {unfinished ? (
                <div className="flex w-full flex-wrap items-center justify-between gap-3 rounded-card border border-border bg-surface p-4">
                  <p className="text-sm text-fg">
                    {t('quiz.inProgress', { answered: unfinished.answeredCount, count: unfinished.questionIds.length })}
                  </p>
                  <Button onClick={() => begin({})} isLoading={start.isPending && !start.variables?.restart}>
                    {t('quiz.continue')}
                  </Button>
                </div>
              ) : null}
              <QuizSetup
                session={session}
                isPrimary={!unfinished}
                isStarting={start.isPending}
                onStart={(choice) => begin(unfinished ? { ...choice, restart: true } : choice)}
              />
            </>
          )}
          {editButton}
          <PastQuizzes scope={scope} />
        </div>
      ) : isFinished || !question ? (
        <QuizResult
          questions={questions}
          results={results}
          isOwner={session.isOwner}
          onRetryMissed={(ids) => begin({ questionIds: ids, restart: true })}
          onNewQuiz={() => (guidedIds ? begin({ questionIds: [...guidedIds], restart: true }) : setQuiz(null))}
          isStarting={start.isPending}
          headingRef={headingRef}
          scope={scope}
        />
      ) : (
        <QuestionStep
          key={`${quiz.id}-${question.id}`}
          question={question}
          quizId={quiz.id}
          step={{ current: index + 1, count: questions.length }}
          result={results[question.id]?.attemptId ? (results[question.id] as AnswerEvaluation) : null}
          onResult={(evaluation) => setResults((all) => ({ ...all, [question.id]: evaluation }))}
          onNext={() => {
            if (index + 1 >= questions.length) setIsFinished(true);
            else setIndex(index + 1);
            requestAnimationFrame(() => focusUnlessTyping(headingRef.current));
          }}
          session={session}
          scope={scope}
          headingRef={headingRef}
        />
      )}
      <KeymapDialog open={isKeymapOpen} onOpenChange={setIsKeymapOpen} />
    </div>
  );
}
