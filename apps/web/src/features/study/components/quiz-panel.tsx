import { useId, useRef, useState } from 'react';
import { CheckCircle2, Lightbulb, RotateCcw, XCircle } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Question, SessionFile } from '@mnemo/contracts/library';
import type { Quiz, StartQuizBody } from '@mnemo/contracts/review';
import { QUESTION_TYPES, type QuestionType } from '@mnemo/domain/languages';
import type { AnswerEvaluation } from '@mnemo/contracts/study';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { isMissedAnswer, scoreQuiz } from '@mnemo/domain/quiz-rules';
import { formatDateTime } from '@mnemo/i18n/format';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { NeedsConnection } from './needs-connection.tsx';
import { QuotaModal } from '../../../components/quota-modal.tsx';
import { Skeleton } from '../../../components/skeleton.tsx';
import { isApiError } from '../../../lib/api-error.ts';
import { cn } from '../../../lib/cn.ts';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import {
  useEvaluateAnswer,
  useExplanation,
  useQuizzes,
  useStartQuiz,
  type QuizAnswer,
  type SessionScope,
} from '../api/quiz.ts';
import { isActivatable, usePaneKeys } from '../lib/use-pane-keys.ts';
import { CitationList } from './citations.tsx';
import { KeymapDialog } from './keymap-dialog.tsx';
import { QuestionsEditor } from './items-editor.tsx';
import { MarkdownText } from './markdown-text.tsx';
import { SourceLink } from './source-link.tsx';

interface RunningQuiz {
  id: string;
  questionIds: string[];
}

/** What the result needs of an answer: a resumed quiz's earlier answers have only their score and verdict. */
type AnswerResult = Pick<AnswerEvaluation, 'score' | 'verdict'> & Partial<AnswerEvaluation>;

function useRightAnswer() {
  const { t } = useTranslation('study');
  return (question: Question): string => {
    if (question.type === 'multiple_choice') return question.options[question.correctIndex] ?? '';
    if (question.type === 'true_false') return question.answer ? t('quiz.true') : t('quiz.false');
    return question.expectedAnswer;
  };
}

export interface QuizPanelProps {
  session: SessionFile;
  shareToken?: string | undefined;
  /** only these questions (a guided run's questions stage); the server chooses when absent */
  questionIds?: readonly string[] | undefined;
}

/**
 * Moves focus to the step's heading a frame after it shows, unless the learner is already typing
 * in a field by then (their keystrokes must not leave the answer box).
 */
function focusUnlessTyping(element: HTMLElement | null): void {
  const active = document.activeElement;
  if (active instanceof HTMLInputElement || active instanceof HTMLTextAreaElement) return;
  element?.focus();
}

const LENGTHS = [10, 20, 'all'] as const;
type QuizLength = (typeof LENGTHS)[number];
/** "All": the contract's largest quiz. */
const ALL_QUESTIONS = 500;

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

/** Before a quiz: how many questions (10, 20 or all; 10 by default) and of which types. */
function QuizSetup({
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

function PastQuizzes({ scope }: { scope: SessionScope }) {
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

function QuestionStep({
  question,
  quizId,
  step,
  result,
  onResult,
  onNext,
  session,
  scope,
  headingRef,
}: {
  question: Question;
  quizId: string;
  step: { current: number; count: number };
  result: AnswerEvaluation | null;
  onResult: (evaluation: AnswerEvaluation) => void;
  onNext: () => void;
  session: SessionFile;
  scope: SessionScope;
  headingRef: React.RefObject<HTMLElement | null>;
}) {
  const { t } = useTranslation(['study', 'errors']);
  const containerRef = useRef<HTMLDivElement>(null);
  const nextRef = useRef<HTMLButtonElement>(null);
  const textId = useId();
  const evaluate = useEvaluateAnswer(scope);
  const [choice, setChoice] = useState<number | boolean | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'required' | 'failed' | null>(null);
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const [isExplaining, setIsExplaining] = useState(false);
  const isLast = step.current === step.count;

  const check = () => {
    if (result || evaluate.isPending) return;
    let answer: QuizAnswer;
    if (question.type === 'open_ended') {
      // Spec §5: an empty answer is refused here and nothing is sent.
      if (!text.trim()) {
        setProblem('required');
        return;
      }
      answer = text;
    } else {
      if (choice === null) {
        setProblem('required');
        return;
      }
      answer = choice;
    }
    setProblem(null);
    evaluate.mutate(
      { questionId: question.id, answer, quizId },
      {
        onSuccess: (evaluation) => {
          onResult(evaluation);
          requestAnimationFrame(() => nextRef.current?.focus());
        },
        onError: (error) => {
          if (isApiError(error) && error.status === 402 && error.limit) setQuotaLimit(error.limit);
          else setProblem('failed');
        },
      },
    );
  };

  usePaneKeys(containerRef, (event) => {
    const key = event.key.toLowerCase();
    if (
      !result &&
      question.type === 'multiple_choice' &&
      /^[1-6]$/.test(key) &&
      Number(key) <= question.options.length
    ) {
      setChoice(Number(key) - 1);
      return true;
    }
    if (!result && question.type === 'true_false' && (key === 't' || key === 'f')) {
      setChoice(key === 't');
      return true;
    }
    if (key === 'enter' && !isActivatable(event.target)) {
      if (result) onNext();
      else check();
      return true;
    }
    return false;
  });

  const options =
    question.type === 'multiple_choice'
      ? question.options.map((label, i) => ({ value: i, label, key: String(i + 1) }))
      : question.type === 'true_false'
        ? [
            { value: true as number | boolean, label: t('quiz.true'), key: 'T' },
            { value: false as number | boolean, label: t('quiz.false'), key: 'F' },
          ]
        : [];

  return (
    <div ref={containerRef} className="flex flex-col gap-5">
      <div className="flex flex-col gap-2">
        <div className="flex items-center justify-between text-sm text-muted">
          <span className="tabular-nums">{t('quiz.step', { current: step.current, count: step.count })}</span>
          <span>{t(`quiz.types.${question.type}`)}</span>
        </div>
        <div
          role="progressbar"
          aria-label={t('quiz.step', { current: step.current, count: step.count })}
          aria-valuemin={0}
          aria-valuemax={step.count}
          aria-valuenow={step.current - 1}
          className="h-1 w-full overflow-hidden rounded-full bg-surface-3"
        >
          <div className="h-full bg-primary" style={{ width: `${((step.current - 1) / step.count) * 100}%` }} />
        </div>
      </div>
      <div
        ref={headingRef as React.RefObject<HTMLDivElement | null>}
        tabIndex={-1}
        role="group"
        aria-label={t('quiz.step', { current: step.current, count: step.count })}
        className="text-xl leading-relaxed font-medium text-fg outline-none sm:text-2xl"
      >
        <MarkdownText text={question.prompt} />
      </div>

      {question.type === 'open_ended' ? (
        <div className="flex flex-col gap-1.5">
          <label htmlFor={textId} className="text-sm font-medium text-fg">
            {t('quiz.yourAnswer')}
          </label>
          <textarea
            id={textId}
            value={text}
            readOnly={Boolean(result)}
            onChange={(event) => {
              setText(event.target.value);
              if (problem === 'required') setProblem(null);
            }}
            onKeyDown={(event) => {
              // Ctrl/⌘+Enter checks the answer (the keyboard map says so); Enter alone adds a line
              if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
                event.preventDefault();
                check();
              }
            }}
            aria-keyshortcuts="Control+Enter Meta+Enter"
            aria-invalid={problem === 'required' || undefined}
            aria-describedby={problem === 'required' ? `${textId}-error ${textId}-hint` : `${textId}-hint`}
            rows={5}
            className="w-full rounded-control border border-border-strong bg-surface px-3 py-2 text-base text-fg focus-visible:outline-2 focus-visible:outline-offset-1 focus-visible:outline-ring"
          />
          <p id={`${textId}-hint`} className="text-xs text-muted">
            {t('quiz.openHint')}
          </p>
        </div>
      ) : (
        <div role="radiogroup" aria-label={t('quiz.yourAnswer')} className="flex flex-col gap-2">
          {options.map((option) => {
            const isChosen = choice === option.value;
            const isRight =
              question.type === 'multiple_choice'
                ? option.value === question.correctIndex
                : option.value === question.answer;
            // after the check: the right option in green with a tick, a wrong choice in red with a cross,
            // each also said in words (never colour alone)
            const mark = !result
              ? null
              : isRight
                ? isChosen
                  ? 'chosenRight'
                  : 'right'
                : isChosen
                  ? 'chosenWrong'
                  : null;
            return (
              <button
                key={String(option.value)}
                type="button"
                role="radio"
                aria-checked={isChosen}
                aria-keyshortcuts={option.key}
                disabled={Boolean(result)}
                data-mark={mark ?? undefined}
                onClick={() => {
                  setChoice(option.value);
                  if (problem === 'required') setProblem(null);
                }}
                className={cn(
                  'flex items-center gap-3 rounded-control border px-3 py-2.5 text-left text-base transition-colors',
                  'focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-ring',
                  mark === 'right' || mark === 'chosenRight'
                    ? 'border-2 border-success bg-success-soft text-success-soft-fg'
                    : mark === 'chosenWrong'
                      ? 'border-2 border-danger bg-danger-soft text-danger-soft-fg'
                      : isChosen && !result
                        ? 'border-primary bg-primary-soft text-primary-soft-fg'
                        : result
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
      )}

      <div aria-live="polite" className="flex flex-col gap-3">
        {problem === 'required' ? (
          <p id={`${textId}-error`} role="alert" className="text-sm text-danger-fg">
            {t('errors:answer_required')}
          </p>
        ) : null}
        {problem === 'failed' ? (
          <InlineMessage tone="error">
            <span className="flex flex-wrap items-center gap-2">
              {t('errors:evaluate_failed')}
              <Button size="sm" variant="secondary" onClick={check} icon={<RotateCcw className="size-4" aria-hidden />}>
                {t('quiz.retry')}
              </Button>
            </span>
          </InlineMessage>
        ) : null}
        {result ? <Feedback question={question} result={result} /> : null}
      </div>

      <div className="flex flex-wrap items-center gap-2">
        {result ? (
          <Button ref={nextRef} onClick={onNext}>
            {isLast ? t('quiz.finish') : t('quiz.next')}
          </Button>
        ) : (
          <Button onClick={check} isLoading={evaluate.isPending} aria-keyshortcuts="Enter">
            {t('quiz.check')}
          </Button>
        )}
        <Button
          variant="ghost"
          aria-expanded={isExplaining}
          onClick={() => setIsExplaining(!isExplaining)}
          icon={<Lightbulb className="size-4" aria-hidden />}
        >
          {t('quiz.explain')}
        </Button>
        <SourceLink source={question.source} chunkId={question.sourceChunkId} documents={session.documents} />
      </div>
      {isExplaining ? <Explanation questionId={question.id} session={session} shareToken={scope.shareToken} /> : null}
      <QuotaModal limit={quotaLimit} onClose={() => setQuotaLimit(null)} />
    </div>
  );
}

const VERDICT_KEYS = {
  correct: 'quiz.correct',
  partially_correct: 'quiz.partiallyCorrect',
  incorrect: 'quiz.incorrect',
} as const;

function Feedback({ question, result }: { question: Question; result: AnswerEvaluation }) {
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

function Explanation({
  questionId,
  session,
  shareToken,
}: {
  questionId: string;
  session: SessionFile;
  shareToken: string | undefined;
}) {
  const { t } = useTranslation('study');
  const explanation = useExplanation(questionId, shareToken, true);
  return (
    <section
      aria-label={t('quiz.explain')}
      aria-live="polite"
      className="flex flex-col gap-3 rounded-card border border-border bg-surface-2 p-4"
    >
      {explanation.isPending ? (
        <p className="text-sm text-muted">{t('quiz.explaining')}</p>
      ) : explanation.isError ? (
        <InlineMessage tone="error">{describeApiError(explanation.error)}</InlineMessage>
      ) : (
        <>
          <MarkdownText text={explanation.data.explanation} className="text-sm leading-relaxed text-fg" />
          <CitationList citations={explanation.data.citations} documents={session.documents} />
        </>
      )}
    </section>
  );
}

function QuizResult({
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
