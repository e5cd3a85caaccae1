import Tinypool from 'tinypool';
import type { FitOutcome, FitTask, WorkloadOutcome, WorkloadTask } from './optimizer-tasks.ts';

/**
 * One thread per process for the scheduler's CPU-bound work (issue 24; ADR 081): fitting a
 * learner's parameters with fsrs-rs and simulating workloads, so neither holds up the event loop
 * that answers everyone else. Fits of several learners wait their turn. The thread starts on the
 * first task and ends after a minute idle.
 */
export interface OptimizerPool {
  fitScheduler(task: FitTask): Promise<FitOutcome>;
  estimateWorkloads(task: WorkloadTask): Promise<WorkloadOutcome>;
  close(): Promise<void>;
}

const IDLE_TIMEOUT_MS = 60_000;

export function createOptimizerPool(): OptimizerPool {
  const pool = new Tinypool({
    filename: new URL('./optimizer.worker.mjs', import.meta.url).href,
    minThreads: 0,
    maxThreads: 1,
    idleTimeout: IDLE_TIMEOUT_MS,
  });
  return {
    fitScheduler: (task) => pool.run(task, { name: 'fitScheduler' }) as Promise<FitOutcome>,
    estimateWorkloads: (task) => pool.run(task, { name: 'estimateWorkloads' }) as Promise<WorkloadOutcome>,
    close: () => pool.destroy(),
  };
}
