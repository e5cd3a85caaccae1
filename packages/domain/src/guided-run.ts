/**
 * The guided run (issue 15 item 1) and the quick session (item 2) as one pure stage machine.
 * Time runs in the browser: every action carries the client's elapsed time in the current stage,
 * and the state keeps it, so a reload (or another device) resumes the stage where it was.
 */

export const GUIDED_STAGES = [
  'start',
  'preview',
  'active_learning',
  'flashcards',
  'review',
  'break',
  'questions',
  'finish',
] as const;
export type GuidedStage = (typeof GUIDED_STAGES)[number];

/** The study modes a session remembers (item 4); freestyle is the default (spec §4: guided is off by default). */
export const STUDY_MODES = ['freestyle', 'guided', 'quick'] as const;
export type StudyMode = (typeof STUDY_MODES)[number];

export const RUN_KINDS = ['guided', 'quick'] as const;
export type RunKind = (typeof RUN_KINDS)[number];

export const RUN_ACTIONS = ['advance', 'skip', 'extend', 'pause', 'resume'] as const;
export type RunAction = (typeof RUN_ACTIONS)[number];

export const RUN_STATUSES = ['active', 'paused', 'finished'] as const;
export type RunStatus = (typeof RUN_STATUSES)[number];

export interface PlannedStage {
  stage: GuidedStage;
  minutes: number;
}

/** The guided run's timeboxes: about 45 minutes (spec §1), the break in the middle of the work. */
export const GUIDED_PLAN: readonly PlannedStage[] = [
  { stage: 'start', minutes: 1 },
  { stage: 'preview', minutes: 4 },
  { stage: 'active_learning', minutes: 12 },
  { stage: 'flashcards', minutes: 10 },
  { stage: 'review', minutes: 5 },
  { stage: 'break', minutes: 5 },
  { stage: 'questions', minutes: 7 },
  { stage: 'finish', minutes: 1 },
];

/** A quick session: under 20 minutes on 1–3 concepts (spec §1), with its own short plan. */
export const QUICK_PLAN: readonly PlannedStage[] = [
  { stage: 'preview', minutes: 2 },
  { stage: 'flashcards', minutes: 8 },
  { stage: 'questions', minutes: 5 },
  { stage: 'finish', minutes: 1 },
];

/** How many questions a quick session asks. */
export const QUICK_QUESTION_COUNT = 3;
/** What "extend" adds to the current stage's timebox. */
export const EXTEND_MINUTES = 5;
/** The most elapsed time one stage may record (a forgotten tab must not record days). */
export const MAX_STAGE_ELAPSED_MS = 4 * 60 * 60_000;

export function getPlan(kind: RunKind): readonly PlannedStage[] {
  return kind === 'guided' ? GUIDED_PLAN : QUICK_PLAN;
}

export function sumMinutes(stages: readonly PlannedStage[]): number {
  return stages.reduce((total, s) => total + s.minutes, 0);
}

/** One stage as it went: skipped or done, and the time the client reported for it. */
export interface StageRecord {
  stage: GuidedStage;
  elapsedMs: number;
  isSkipped: boolean;
}

export interface RunState {
  kind: RunKind;
  /** the plan, with any extensions added to its minutes */
  stages: PlannedStage[];
  /** index into `stages` of the current stage */
  index: number;
  status: RunStatus;
  /** the client's elapsed time in the current stage, as last reported */
  elapsedMs: number;
  /** when the current stage began (or was last resumed), server time, ISO */
  stageStartedAt: string;
  /** stages left behind, in order */
  history: StageRecord[];
}

export class RunTransitionError extends Error {
  constructor(
    readonly action: RunAction,
    readonly status: RunStatus,
  ) {
    super(`cannot ${action} a ${status} run`);
    this.name = 'RunTransitionError';
  }
}

/** A new run at its first stage. */
export function createRun(kind: RunKind, now: Date): RunState {
  return {
    kind,
    stages: getPlan(kind).map((s) => ({ ...s })),
    index: 0,
    status: 'active',
    elapsedMs: 0,
    stageStartedAt: now.toISOString(),
    history: [],
  };
}

export function getCurrentStage(state: RunState): GuidedStage {
  const current = state.stages[state.index];
  if (!current) throw new Error('run index out of range');
  return current.stage;
}

function clampElapsed(elapsedMs: number): number {
  if (!Number.isFinite(elapsedMs)) return 0;
  return Math.min(Math.max(0, Math.round(elapsedMs)), MAX_STAGE_ELAPSED_MS);
}

/**
 * Applies one action with the client's elapsed time in the current stage.
 * `advance` / `skip` leave the stage (advancing from the last stage finishes the run);
 * `extend` adds 5 minutes to the stage; `pause` / `resume` stop and restart its clock.
 * Throws RunTransitionError for an action the run's status does not allow.
 */
export function applyRunAction(state: RunState, action: RunAction, elapsedMs: number, now: Date): RunState {
  const allowed =
    state.status === 'finished'
      ? false
      : action === 'resume'
        ? state.status === 'paused'
        : action === 'pause'
          ? state.status === 'active'
          : true;
  if (!allowed) throw new RunTransitionError(action, state.status);
  const elapsed = clampElapsed(elapsedMs);
  const stamp = now.toISOString();
  switch (action) {
    case 'pause':
      return { ...state, status: 'paused', elapsedMs: elapsed };
    case 'resume':
      return { ...state, status: 'active', elapsedMs: elapsed, stageStartedAt: stamp };
    case 'extend':
      return {
        ...state,
        elapsedMs: elapsed,
        stages: state.stages.map((s, i) => (i === state.index ? { ...s, minutes: s.minutes + EXTEND_MINUTES } : s)),
      };
    case 'advance':
    case 'skip': {
      const history = [
        ...state.history,
        { stage: getCurrentStage(state), elapsedMs: elapsed, isSkipped: action === 'skip' },
      ];
      const isLast = state.index >= state.stages.length - 1;
      if (isLast) return { ...state, status: 'finished', elapsedMs: 0, history };
      return { ...state, index: state.index + 1, status: 'active', elapsedMs: 0, stageStartedAt: stamp, history };
    }
  }
}

/** Milliseconds left in the current stage's timebox (negative once over). */
export function getRemainingMs(state: RunState, elapsedMs: number = state.elapsedMs): number {
  const current = state.stages[state.index];
  return (current ? current.minutes * 60_000 : 0) - elapsedMs;
}

/** Time spent per stage so far (the finish screen's table), in plan order; the current stage counts its reported time. */
export function getTimePerStage(state: RunState): { stage: GuidedStage; elapsedMs: number; isSkipped: boolean }[] {
  const records = [...state.history];
  if (state.status !== 'finished')
    records.push({ stage: getCurrentStage(state), elapsedMs: state.elapsedMs, isSkipped: false });
  return records;
}
