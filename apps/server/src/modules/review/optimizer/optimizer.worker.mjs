// The entry of the scheduler thread (optimizer-pool.ts), as worker-pool.worker.mjs is the pipeline's.
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// the event loop comes first when the cores are busy (a nice value is per thread on Linux)
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // not allowed here: the thread runs at the process's priority
  }
}

register();
const tasks = await import('./optimizer-tasks.ts');

export const fitScheduler = tasks.fitScheduler;
export const estimateWorkloads = tasks.estimateWorkloads;
