// The entry of each thread of the worker pool (worker-pool.ts). The tasks are TypeScript: under
// `node --import tsx` (npm start, the Docker image) a thread inherits the loader with the
// process's execArgv; elsewhere (tests, benchmarks under another runner) none is there, so tsx is
// registered here before they load. Registering it a second time is harmless.
import { register } from 'tsx/esm/api';

register();
const tasks = await import('./worker-tasks.ts');

export const generateLocally = tasks.generateLocally;
export const extractPdfText = tasks.extractPdfText;
