import { describe, expect, it } from 'vitest';
import {
  applyRunAction,
  createRun,
  getCurrentStage,
  getRemainingMs,
  getTimePerStage,
  GUIDED_PLAN,
  GUIDED_STAGES,
  QUICK_PLAN,
  RunTransitionError,
  sumMinutes,
  type RunState,
} from './guided-run.ts';

const t0 = new Date('2026-01-10T09:00:00Z');
const at = (minutes: number) => new Date(t0.getTime() + minutes * 60_000);

describe('the guided plan', () => {
  it('has every stage once, in the spec order, and its timeboxes sum to 45 minutes', () => {
    expect(GUIDED_PLAN.map((s) => s.stage)).toEqual([...GUIDED_STAGES]);
    expect(sumMinutes(GUIDED_PLAN)).toBe(45);
    expect(GUIDED_PLAN.every((s) => s.minutes > 0)).toBe(true);
  });

  it('a quick session is preview → flashcards → questions → finish, under 20 minutes', () => {
    expect(QUICK_PLAN.map((s) => s.stage)).toEqual(['preview', 'flashcards', 'questions', 'finish']);
    expect(sumMinutes(QUICK_PLAN)).toBeLessThan(20);
  });
});

describe('the run', () => {
  it('advances through every stage in order and finishes after the last', () => {
    let run = createRun('guided', t0);
    expect(run).toMatchObject({ index: 0, status: 'active', elapsedMs: 0, stageStartedAt: t0.toISOString() });
    const seen: string[] = [getCurrentStage(run)];
    for (let i = 1; i < GUIDED_STAGES.length; i++) {
      run = applyRunAction(run, 'advance', 60_000 * i, at(i));
      seen.push(getCurrentStage(run));
      expect(run.stageStartedAt).toBe(at(i).toISOString());
      expect(run.elapsedMs).toBe(0);
    }
    expect(seen).toEqual([...GUIDED_STAGES]);
    run = applyRunAction(run, 'advance', 30_000, at(50));
    expect(run.status).toBe('finished');
    expect(run.history.map((h) => h.elapsedMs)).toEqual([
      60_000, 120_000, 180_000, 240_000, 300_000, 360_000, 420_000, 30_000,
    ]);
  });

  it('skip leaves the stage and marks it skipped', () => {
    const run = applyRunAction(createRun('guided', t0), 'skip', 5_000, at(1));
    expect(getCurrentStage(run)).toBe('preview');
    expect(run.history).toEqual([{ stage: 'start', elapsedMs: 5_000, isSkipped: true }]);
  });

  it('extend adds 5 minutes to the current stage only and keeps the elapsed time', () => {
    let run = applyRunAction(createRun('guided', t0), 'advance', 1_000, at(1));
    run = applyRunAction(run, 'extend', 200_000, at(4));
    expect(run.stages[1]).toEqual({ stage: 'preview', minutes: 9 });
    expect(run.stages[2]).toEqual({ stage: 'active_learning', minutes: 12 });
    expect(run.elapsedMs).toBe(200_000);
    expect(getRemainingMs(run)).toBe(9 * 60_000 - 200_000);
  });

  it('pause keeps the elapsed time; resume restarts the clock from it', () => {
    let run = applyRunAction(createRun('guided', t0), 'pause', 30_000, at(1));
    expect(run).toMatchObject({ status: 'paused', elapsedMs: 30_000, stageStartedAt: t0.toISOString() });
    run = applyRunAction(run, 'resume', 30_000, at(10));
    expect(run).toMatchObject({ status: 'active', elapsedMs: 30_000, stageStartedAt: at(10).toISOString() });
    expect(getCurrentStage(run)).toBe('start');
  });

  it('refuses a pause while paused, a resume while active and anything once finished', () => {
    const run = createRun('quick', t0);
    expect(() => applyRunAction(run, 'resume', 0, t0)).toThrow(RunTransitionError);
    const paused = applyRunAction(run, 'pause', 0, t0);
    expect(() => applyRunAction(paused, 'pause', 0, t0)).toThrow(RunTransitionError);
    let finished: RunState = run;
    for (let i = 0; i < QUICK_PLAN.length; i++) finished = applyRunAction(finished, 'advance', 0, t0);
    expect(finished.status).toBe('finished');
    for (const action of ['advance', 'skip', 'extend', 'pause', 'resume'] as const) {
      expect(() => applyRunAction(finished, action, 0, t0)).toThrow(RunTransitionError);
    }
  });

  it('advancing a paused stage moves on and runs again', () => {
    const paused = applyRunAction(createRun('guided', t0), 'pause', 10_000, t0);
    const next = applyRunAction(paused, 'advance', 10_000, at(2));
    expect(next).toMatchObject({ status: 'active', index: 1 });
  });

  it('resumes after a reload from the stored state (a JSON round trip) exactly where it was', () => {
    let run = createRun('guided', t0);
    run = applyRunAction(run, 'advance', 50_000, at(1));
    run = applyRunAction(run, 'advance', 200_000, at(5));
    run = applyRunAction(run, 'pause', 90_000, at(7));
    const restored = JSON.parse(JSON.stringify(run)) as RunState;
    expect(getCurrentStage(restored)).toBe('active_learning');
    expect(getRemainingMs(restored)).toBe(12 * 60_000 - 90_000);
    const resumed = applyRunAction(restored, 'resume', restored.elapsedMs, at(30));
    expect(resumed.elapsedMs).toBe(90_000);
    expect(getTimePerStage(resumed).map((r) => [r.stage, r.elapsedMs])).toEqual([
      ['start', 50_000],
      ['preview', 200_000],
      ['active_learning', 90_000],
    ]);
  });

  it('records a sane elapsed time whatever the client sends', () => {
    expect(applyRunAction(createRun('guided', t0), 'pause', -5, t0).elapsedMs).toBe(0);
    expect(applyRunAction(createRun('guided', t0), 'pause', Number.NaN, t0).elapsedMs).toBe(0);
    expect(applyRunAction(createRun('guided', t0), 'pause', 1e12, t0).elapsedMs).toBe(4 * 60 * 60_000);
  });
});
