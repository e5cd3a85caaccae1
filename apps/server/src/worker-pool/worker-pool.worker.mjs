// The entry of each thread of the worker pool (worker-pool.ts).
import { setPriority } from 'node:os';
import { register } from 'tsx/esm/api';

// The event loop comes first when the cores are busy: on Linux a thread has a nice value of its
// own, and this raises only this thread's (elsewhere it would lower the whole process: left alone).
if (process.platform === 'linux') {
  try {
    setPriority(0, 10);
  } catch {
    // not allowed here (a sandbox): the thread runs at the process's priority
  }
}

// The tasks are TypeScript: under `node --import tsx` (npm start, the Docker image) a thread
// inherits the loader with the process's execArgv; elsewhere (tests, benchmarks under another
// runner) none is there, so tsx is registered before they load. Registering it twice is harmless.
register();
const tasks = await import('./worker-tasks.ts');

export const generateLocally = tasks.generateLocally;
export const extractPdfText = tasks.extractPdfText;
export const extractRecording = tasks.extractRecording;
export const chunkText = tasks.chunkText;
export const readDeck = tasks.readDeck;
export const warmUp = tasks.warmUp;
