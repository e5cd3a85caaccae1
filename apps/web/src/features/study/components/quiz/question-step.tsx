import { useId, useRef, useState } from 'react';
import { Lightbulb, RotateCcw } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { Question, SessionFile } from '@mnemo/contracts/library';
import type { AnswerEvaluation } from '@mnemo/contracts/study';
import type { QuotaLimitKind } from '@mnemo/domain/plans';
import { Button } from '../../../../components/button.tsx';
import { InlineMessage } from '../../../../components/inline-message.tsx';
import { QuotaModal } from '../../../../components/quota-modal.tsx';
import { isApiError } from '../../../../lib/api-error.ts';
import { useEvaluateAnswer, type QuizAnswer, type SessionScope } from '../../api/quiz.ts';
import { isActivatable, usePaneKeys } from '../../lib/use-pane-keys.ts';
import { MarkdownText } from '../markdown-text.tsx';
import { SourceLink } from '../source-link.tsx';
import { AnswerFeedback } from './answer-feedback.tsx';
import { findChoiceForKey, type Choice } from './answer-choices.ts';
import { ChoiceAnswer } from './choice-answer.tsx';
import { OpenAnswer } from './open-answer.tsx';
import { QuestionExplanation } from './question-explanation.tsx';
import { StepProgress } from './step-progress.tsx';

/**
 * One question of a quiz: the prompt, the answer by its kind (options to choose, or an open answer
 * box), "Check" (Enter; an empty answer is refused here and nothing is sent), then the verdict and
 * "Next"; "Explain" and the source at any time. Keys: 1–6 choose an option, T/F true or false.
 */
export function QuestionStep({
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
  const [choice, setChoice] = useState<Choice | null>(null);
  const [text, setText] = useState('');
  const [problem, setProblem] = useState<'required' | 'failed' | null>(null);
  const [quotaLimit, setQuotaLimit] = useState<QuotaLimitKind | null>(null);
  const [isExplaining, setIsExplaining] = useState(false);
  const isLast = step.current === step.count;
  const clearRequired = () => {
    if (problem === 'required') setProblem(null);
  };

  const check = () => {
    if (result || evaluate.isPending) return;
    const answer: QuizAnswer | null = question.type === 'open_ended' ? (text.trim() ? text : null) : choice;
    // Spec §5: an empty answer is refused here and nothing is sent.
    if (answer === null) {
      setProblem('required');
      return;
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
    const keyed = !result && question.type !== 'open_ended' ? findChoiceForKey(question, key) : null;
    if (keyed !== null) {
      setChoice(keyed);
      return true;
    }
    if (key === 'enter' && !isActivatable(event.target)) {
      if (result) onNext();
      else check();
      return true;
    }
    return false;
  });

  return (
    <div ref={containerRef} className="flex flex-col gap-5">
      <StepProgress current={step.current} count={step.count} type={question.type} />
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
        <OpenAnswer
          id={textId}
          text={text}
          isChecked={Boolean(result)}
          isMissing={problem === 'required'}
          onChange={(value) => {
            setText(value);
            clearRequired();
          }}
          onCheck={check}
        />
      ) : (
        <ChoiceAnswer
          question={question}
          choice={choice}
          isChecked={Boolean(result)}
          onChoose={(value) => {
            setChoice(value);
            clearRequired();
          }}
        />
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
        {result ? <AnswerFeedback question={question} result={result} /> : null}
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
      {isExplaining ? (
        <QuestionExplanation questionId={question.id} session={session} shareToken={scope.shareToken} />
      ) : null}
      <QuotaModal limit={quotaLimit} onClose={() => setQuotaLimit(null)} />
    </div>
  );
}
