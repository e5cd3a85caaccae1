import { useEffect, useRef, useState, type ReactNode } from 'react';
import { SkipForward } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import type { GuidedRun, StartRunBody } from '@mnemo/contracts/guided';
import type { SessionFile } from '@mnemo/contracts/library';
import { EXAM_LABELS, isExamLabel } from '@mnemo/domain/exam-labels';
import { QUICK_QUESTION_COUNT, type RunAction } from '@mnemo/domain/guided-run';
import { chooseRunQuestions, matchConcept } from '@mnemo/domain/microlearning';
import { Button } from '../../../components/button.tsx';
import { InlineMessage } from '../../../components/inline-message.tsx';
import { LoadingState } from '../../../components/spinner.tsx';
import { SelectField } from '../../../components/select-field.tsx';
import { describeApiError } from '../../../lib/describe-api-error.ts';
import { useOpenAt } from '../../../lib/open-at.ts';
import { useOpenRun, useRunAction, useStartRun } from '../api/guided-run.ts';
import { useUpdateSessionStudy } from '../api/session-mode.ts';
import { formatClock, useStageClock } from '../hooks/use-stage-clock.ts';
import { FinishReport } from './finish-report.tsx';
import { NsdrBreak } from './nsdr-break.tsx';

/** What the study features show inside a run; the session route composes them (features never import each other). */
export interface GuidedSlots {
  /** the card player on the cards of one key concept (all cards when the run has none) */
  flashcards: (concept: string | null) => ReactNode;
  /** the quiz on these questions (the run's concepts; a quick session's 3) */
  quiz: (questionIds: string[]) => ReactNode;
}

/**
 * The guided run (issue 15 items 1–2): start a guided or quick session, then stage by stage with
 * a visible timer and progress; skip, add 5 minutes, pause. The run lives on the server, so a
 * reload or another device resumes it; the browser's clock runs the stage and reports it.
 */
export function GuidedPanel({ session, slots }: { session: SessionFile; slots: GuidedSlots }) {
  const { t } = useTranslation('guided');
  const runQuery = useOpenRun(session.id);
  const start = useStartRun(session.id);
  const [conceptCount, setConceptCount] = useState(2);
  const updateStudy = useUpdateSessionStudy(session.parent?.id ?? 'root', session.id);
  // starting a run also remembers the mode, so the top bar's dropdown says what is running
  const rememberMode = useUpdateSessionStudy(session.parent?.id ?? 'root', session.id);
  const startRun = (body: StartRunBody) => {
    start.mutate(body);
    if (session.mode !== body.kind) rememberMode.mutate({ mode: body.kind });
  };

  if (runQuery.isPending) return <LoadingState label={t('music.loading')} className="justify-center py-10" />;
  const run = runQuery.data?.run ?? null;
  if (run) return <RunView key={run.id} session={session} run={run} slots={slots} />;

  return (
    <section aria-labelledby="guided-intro" className="flex flex-col gap-4">
      <h2 id="guided-intro" className="text-lg font-semibold text-fg">
        {t('intro.title')}
      </h2>
      <p className="text-sm text-muted">{t('intro.guided')}</p>
      <Button className="self-start" isLoading={start.isPending} onClick={() => startRun({ kind: 'guided' })}>
        {t('intro.startGuided')}
      </Button>
      <p className="text-sm text-muted">{t('intro.quick')}</p>
      <div className="flex flex-wrap items-end gap-3">
        <SelectField
          label={t('intro.conceptCount')}
          value={conceptCount}
          onChange={(e) => setConceptCount(Number(e.target.value))}
          className="w-48"
        >
          {[1, 2, 3].map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </SelectField>
        <Button
          variant="secondary"
          isLoading={start.isPending}
          onClick={() => startRun({ kind: 'quick', conceptCount })}
        >
          {t('intro.startQuick')}
        </Button>
      </div>
      {start.isError ? <InlineMessage tone="error">{describeApiError(start.error)}</InlineMessage> : null}
      <SelectField
        label={t('examLabel.label')}
        value={updateStudy.variables?.examLabel ?? session.examLabel ?? ''}
        onChange={(e) => updateStudy.mutate({ examLabel: isExamLabel(e.target.value) ? e.target.value : null })}
        className="w-48"
      >
        <option value="">{t('examLabel.none')}</option>
        {EXAM_LABELS.map((label) => (
          <option key={label} value={label}>
            {t(`examLabel.${label}`)}
          </option>
        ))}
      </SelectField>
      {updateStudy.isError ? <InlineMessage tone="error">{describeApiError(updateStudy.error)}</InlineMessage> : null}
    </section>
  );
}

function RunView({ session, run, slots }: { session: SessionFile; run: GuidedRun; slots: GuidedSlots }) {
  const { t } = useTranslation('guided');
  const act = useRunAction(session.id);
  const { elapsedMs, remainingMs } = useStageClock(run);
  const send = (action: RunAction) => act.mutate({ runId: run.id, action, elapsedMs: Math.round(elapsedMs) });
  const isLast = run.stageIndex === run.stages.length - 1;

  // The timebox ends the stage: the run moves on by itself (the finish stage waits for the learner).
  const advancedFor = useRef<string | null>(null);
  const stageKey = `${run.id}:${run.stageIndex}`;
  const isTimeUp = run.status === 'active' && remainingMs <= 0 && !isLast;
  useEffect(() => {
    if (!isTimeUp || act.isPending || advancedFor.current === stageKey) return;
    advancedFor.current = stageKey;
    act.mutate({ runId: run.id, action: 'advance', elapsedMs: Math.round(elapsedMs) });
  }, [isTimeUp, act, stageKey, run.id, elapsedMs]);

  const timer = (
    <div className="flex items-baseline gap-2">
      <span className="text-sm text-muted">{t('run.timeLeft')}</span>
      <span
        role="timer"
        aria-label={t('run.timeLeft')}
        className="font-mono text-2xl font-semibold tabular-nums text-fg"
      >
        {formatClock(remainingMs)}
      </span>
      {run.status === 'paused' ? <span className="text-sm font-medium text-warning">{t('run.paused')}</span> : null}
    </div>
  );

  return (
    <section aria-labelledby="guided-stage" className="flex flex-col gap-4">
      <nav aria-label={t('run.progress')}>
        <ol className="flex flex-wrap gap-1.5">
          {run.stages.map((s, index) => (
            <li
              key={s.stage}
              aria-current={index === run.stageIndex ? 'step' : undefined}
              className={
                index === run.stageIndex
                  ? 'rounded-full bg-primary px-2.5 py-0.5 text-xs font-medium text-on-primary'
                  : index < run.stageIndex
                    ? 'rounded-full bg-primary-soft px-2.5 py-0.5 text-xs text-primary-soft-fg'
                    : 'rounded-full bg-surface-2 px-2.5 py-0.5 text-xs text-muted'
              }
            >
              {t(`stages.${s.stage}`)}
            </li>
          ))}
        </ol>
      </nav>
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="text-xs text-muted">
            {t('run.stageOf', { index: run.stageIndex + 1, count: run.stages.length })}
          </p>
          <h2 id="guided-stage" className="text-lg font-semibold text-fg">
            {t(`stages.${run.stage}`)}
          </h2>
        </div>
        {run.stage === 'break' ? null : timer}
      </div>
      {/* the way on (primary, on its own at the end) apart from the stage's other controls */}
      <div className="flex flex-wrap items-center gap-2">
        {run.status === 'paused' ? (
          <Button size="sm" onClick={() => send('resume')} disabled={act.isPending}>
            {t('run.resume')}
          </Button>
        ) : (
          <Button size="sm" variant="secondary" onClick={() => send('pause')} disabled={act.isPending}>
            {t('run.pause')}
          </Button>
        )}
        {!isLast ? (
          <>
            <Button size="sm" variant="secondary" onClick={() => send('extend')} disabled={act.isPending}>
              {t('run.extend')}
            </Button>
            <Button
              size="sm"
              variant="ghost"
              onClick={() => send('skip')}
              disabled={act.isPending}
              icon={<SkipForward className="size-4" aria-hidden />}
            >
              {t('run.skip')}
            </Button>
          </>
        ) : null}
        <Button className="ml-auto" onClick={() => send('advance')} disabled={act.isPending} data-primary-action>
          {isLast ? t('run.finish') : t('run.next')}
        </Button>
      </div>
      {act.isError ? (
        <InlineMessage tone="error">{describeApiError(act.error, {}) || t('run.failed')}</InlineMessage>
      ) : null}
      <StageContent session={session} run={run} slots={slots} timer={timer} elapsedMs={elapsedMs} />
    </section>
  );
}

/** The due and new cards of the run's concepts, one concept at a time (GET /api/review/due?concept=). */
function FlashcardsStage({ run, slots }: { run: GuidedRun; slots: GuidedSlots }) {
  const { t } = useTranslation('guided');
  const [chosen, setChosen] = useState<string | null>(null);
  const concept = chosen !== null && run.concepts.includes(chosen) ? chosen : (run.concepts[0] ?? null);
  return (
    <div className="flex flex-col gap-3">
      <p className="text-sm text-fg">{t('content.flashcards')}</p>
      {run.concepts.length ? (
        <SelectField
          label={t('content.concept')}
          value={concept ?? ''}
          onChange={(e) => setChosen(e.target.value)}
          className="w-full max-w-xs"
        >
          {run.concepts.map((c) => (
            <option key={c} value={c}>
              {c}
            </option>
          ))}
        </SelectField>
      ) : (
        <p className="text-sm text-muted">{t('content.noConcepts')}</p>
      )}
      <div key={concept ?? ''}>{slots.flashcards(concept)}</div>
    </div>
  );
}

function StageContent({
  session,
  run,
  slots,
  timer,
  elapsedMs,
}: {
  session: SessionFile;
  run: GuidedRun;
  slots: GuidedSlots;
  timer: ReactNode;
  elapsedMs: number;
}) {
  const { t } = useTranslation('guided');
  const openAt = useOpenAt();
  const concepts = (
    <div>
      <h3 className="text-sm font-semibold text-fg">{t('content.concepts')}</h3>
      {run.concepts.length ? (
        <ul className="mt-1 list-disc pl-5 text-sm text-fg">
          {run.concepts.map((c) => (
            <li key={c}>{c}</li>
          ))}
        </ul>
      ) : (
        <p className="text-sm text-muted">{t('content.noConcepts')}</p>
      )}
    </div>
  );
  switch (run.stage) {
    case 'start':
      return <p className="text-sm text-fg">{t('content.start')}</p>;
    case 'preview':
      return (
        <div className="flex flex-col gap-3">
          {session.summary ? (
            <div>
              <h3 className="text-sm font-semibold text-fg">{t('content.summary')}</h3>
              <p className="mt-1 text-sm whitespace-pre-line text-fg">{session.summary}</p>
            </div>
          ) : null}
          {concepts}
        </div>
      );
    case 'active_learning': {
      // the passage of each concept: the source of its first card or question that has one
      const items = [
        ...session.flashcards.map((c) => ({ texts: [c.front, c.back], source: c.source, chunkId: c.sourceChunkId })),
        ...session.questions.map((q) => ({ texts: [q.prompt], source: q.source, chunkId: q.sourceChunkId })),
      ];
      return (
        <div className="flex flex-col gap-2">
          <p className="text-sm text-fg">{t('content.activeLearning')}</p>
          <ul className="flex flex-wrap gap-2">
            {run.concepts.map((concept) => {
              const item = items.find((i) => i.source && matchConcept({ texts: i.texts }, [concept]) === concept);
              return item?.source && openAt ? (
                <li key={concept}>
                  <Button
                    size="sm"
                    variant="secondary"
                    onClick={() => openAt({ ...item.source!, chunkId: item.chunkId })}
                  >
                    {t('content.openPassage', { concept })}
                  </Button>
                </li>
              ) : (
                <li key={concept} className="rounded-full bg-surface-2 px-2.5 py-1 text-sm text-fg">
                  {concept}
                </li>
              );
            })}
          </ul>
        </div>
      );
    }
    case 'flashcards':
      return <FlashcardsStage run={run} slots={slots} />;
    case 'review': {
      const hard = session.flashcards.filter((c) => c.schedule && c.schedule.lapses > 0);
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-fg">{t('content.review')}</p>
          <h3 className="text-sm font-semibold text-fg">{t('content.hardCards')}</h3>
          {hard.length ? (
            <ul className="list-disc pl-5 text-sm text-fg">
              {hard.map((c) => (
                <li key={c.id}>
                  {c.front}
                  {c.source && openAt ? (
                    <Button
                      size="sm"
                      variant="ghost"
                      className="ml-2"
                      onClick={() => openAt({ ...c.source!, chunkId: c.sourceChunkId })}
                    >
                      {t('content.openPassage', { concept: c.front })}
                    </Button>
                  ) : null}
                </li>
              ))}
            </ul>
          ) : (
            <p className="text-sm text-muted">{t('content.noHardCards')}</p>
          )}
        </div>
      );
    }
    case 'break':
      return <NsdrBreak timer={timer} />;
    case 'questions':
      return (
        <div className="flex flex-col gap-3">
          <p className="text-sm text-fg">{t('content.questions')}</p>
          {slots.quiz(
            chooseRunQuestions(
              session.questions,
              run.concepts,
              run.kind === 'quick' ? QUICK_QUESTION_COUNT : undefined,
            ),
          )}
        </div>
      );
    case 'finish':
      return <FinishReport run={run} currentElapsedMs={elapsedMs} />;
  }
}
