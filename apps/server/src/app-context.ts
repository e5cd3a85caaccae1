import type { Kysely } from 'kysely';
import type { PgBoss } from 'pg-boss';
import type { Logger } from 'pino';
import type { Config } from './config.ts';
import type { CopyRows } from './db/bulk-copy.ts';
import type { Database } from './db/schema.ts';
import type { Mailer } from './lib/mailer.ts';
import type { Metrics } from './lib/metrics.ts';
import type { FileStorage } from './lib/storage.ts';
import type { AiProvider } from './modules/ai/ai.provider.ts';
import type { DocumentEvents } from './modules/pipeline/document-events.ts';
import type { WorkerPool } from './worker-pool/worker-pool.ts';
import type { OptimizerPool } from './modules/review/optimizer/optimizer-pool.ts';

/** What use cases need from the outside world; built once in server.ts (or by a test, a CLI, a benchmark). */
export interface AppContext {
  config: Config;
  db: Kysely<Database>;
  storage: FileStorage;
  mailer: Mailer | null;
  /** the configured AI provider, built once by the composition root (createConfiguredAiProvider) */
  ai: AiProvider;
  /** the job queue; without it material cannot be processed (CLI tools run without) */
  queue?: PgBoss | null;
  /** live "document changed" signals for progress streams */
  documentEvents?: DocumentEvents;
  /** the process's log outside requests (the worker's job log); requests log through Fastify */
  logger?: Logger;
  /** Prometheus metrics, when METRICS=on */
  metrics?: Metrics;
  /** worker threads for the pipeline's CPU-bound work (roles all and worker); without it, that work runs on the event loop */
  workerPool?: WorkerPool;
  /** COPY into the embedded database (PGlite only): a large import saves its cards with it (ADR 114) */
  copyRows?: CopyRows;
  /** the scheduler's thread (fits and workload simulations); without it, that work runs on the event loop */
  optimizer?: OptimizerPool;
}
