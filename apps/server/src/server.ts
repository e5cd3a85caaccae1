import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import type { PgBoss } from 'pg-boss';
import { buildApp } from './app.ts';
import type { AppContext } from './app-context.ts';
import type { Config } from './config.ts';
import { type DatabaseHandle, openDatabase } from './db/database.ts';
import { migrateApp } from './data-migrations.ts';
import { createConfiguredStorage } from './lib/create-storage.ts';
import { drainBackgroundTasks } from './lib/background-tasks.ts';
import { logUnhandledRejections } from './lib/process-guards.ts';
import { createLogger } from './lib/logger.ts';
import type { Logger } from 'pino';
import { createMailer } from './lib/mailer.ts';
import { createMetrics } from './lib/metrics.ts';
import { startMetricsServer } from './lib/metrics-server.ts';
import { createConfiguredAiProvider } from './modules/ai/create-provider.ts';
import { instrumentAiProvider } from './modules/ai/instrument-provider.ts';
import { createDocumentEvents } from './modules/pipeline/document-events.ts';
import {
  startProcessDocumentWorker,
  type ProcessDocumentWorker,
} from './modules/pipeline/jobs/process-document.job.ts';
import { holdGenerationHooks } from './modules/pipeline/jobs/hold-generation.ts';
import { createWorkerPool } from './worker-pool/worker-pool.ts';
import { createOptimizerPool } from './modules/review/optimizer/optimizer-pool.ts';
import { startSchedulingWorkers } from './modules/review/jobs/scheduling.job.ts';
import { startImportDeckWorker } from './modules/exchange/import-job.ts';
import { startRemoveUnpaidDocumentsWorker } from './modules/billing/jobs/remove-unpaid-documents.job.ts';
import { startSendRemindersWorker } from './modules/guided/jobs/send-reminders.job.ts';
import { startQueue } from './queue/queue.ts';
import { listPriceDifferences } from './modules/billing/billing.service.ts';

export interface RunningServer {
  ctx: AppContext;
  database: DatabaseHandle;
  app: FastifyInstance | null;
  queue: PgBoss;
  url: string | null;
  /** where /metrics is served on its own port (METRICS_PORT), else null */
  metricsUrl: string | null;
  /**
   * Graceful stop (SIGTERM): stops taking requests and jobs, lets those in flight finish for up to
   * SHUTDOWN_TIMEOUT_SECONDS, hands unfinished jobs back to the queue, closes the pool.
   */
  stop(): Promise<void>;
}

/** Opens the database for a config: PostgreSQL at DATABASE_URL, else PGlite in DATA_DIR/db. */
export async function openConfiguredDatabase(config: Config): Promise<DatabaseHandle> {
  const inMemory = config.DATA_DIR === 'memory';
  return openDatabase({
    databaseUrl: config.DATABASE_URL,
    pgliteDir: inMemory ? 'memory://' : path.join(config.dataDir, 'db'),
  });
}

/** Resolves after `ms`, or at once when the promise settles first; says which came first. */
async function within(promise: Promise<unknown>, ms: number): Promise<'done' | 'timeout'> {
  let timer: NodeJS.Timeout | undefined;
  const timeout = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), ms);
  });
  const outcome = await Promise.race([promise.then(() => 'done' as const), timeout]);
  clearTimeout(timer);
  return outcome;
}

/**
 * Starts the roles the config asks for: the API, the worker, or both (the default). A test may
 * hand in an open database (its migrated template); the server then owns and closes it.
 */
export async function startServer(config: Config, given: { database?: DatabaseHandle } = {}): Promise<RunningServer> {
  if (config.ROLE !== 'all' && !config.DATABASE_URL && !given.database) {
    throw new Error(`ROLE=${config.ROLE} runs beside other processes and needs a shared PostgreSQL: set DATABASE_URL.`);
  }
  // refused before anything opens: a process that would write files the others cannot see
  const storage = createConfiguredStorage(config);
  const ai = createConfiguredAiProvider(config);
  const logger = createLogger(config);
  // a rejection nobody handled is logged; it does not end the process
  const removeRejectionLog = logUnhandledRejections(logger);
  const database = given.database ?? (await openConfiguredDatabase(config));
  await migrateApp(database.db);
  const queue = await startQueue(database, { schedule: config.ROLE !== 'api' });
  const documentEvents = createDocumentEvents(database);
  const metrics =
    config.METRICS === 'on' ? createMetrics({ pool: database.pool, queue, role: config.ROLE }) : undefined;
  // threads for the pipeline's CPU-bound work, where documents are processed (ADR 052)
  const workerPool =
    config.ROLE !== 'api' && config.WORKER_THREADS !== 0
      ? createWorkerPool({ threads: config.WORKER_THREADS })
      : undefined;
  // the scheduler's thread, in every role: the API fits on request, the worker monthly (ADR 081)
  const optimizer = config.WORKER_THREADS !== 0 ? createOptimizerPool() : undefined;
  const ctx: AppContext = {
    config,
    db: database.db,
    storage,
    mailer: createMailer(config.SMTP_URL, config.MAIL_FROM),
    ai: metrics ? instrumentAiProvider(ai, metrics) : ai,
    queue,
    documentEvents,
    logger,
    ...(metrics ? { metrics } : {}),
    ...(workerPool ? { workerPool } : {}),
    ...(optimizer ? { optimizer } : {}),
    ...(database.copyRows ? { copyRows: database.copyRows } : {}),
  };
  // the document thread readied now, not by the first upload (ADR 091); a failure here is only
  // logged (none when the server stopped meanwhile): the first document then loads what it needs
  let isClosingPool = false;
  workerPool?.warm().then(
    ({ ms }) => logger.info({ ms: Math.round(ms) }, 'document thread warmed'),
    (error: unknown) => {
      if (!isClosingPool) logger.warn({ err: error }, 'warming the document thread failed');
    },
  );
  // the worker role, and the embedded default, process uploaded material in this process
  let worker: ProcessDocumentWorker | null = null;
  if (config.ROLE !== 'api') {
    worker = await startProcessDocumentWorker(
      ctx,
      queue,
      config.GENERATION_HOLD_DIR ? { hooks: holdGenerationHooks(ctx, config.GENERATION_HOLD_DIR) } : {},
    );
    await startImportDeckWorker(ctx, queue);
    await startSendRemindersWorker(ctx, queue);
    await startRemoveUnpaidDocumentsWorker(ctx, queue);
    await startSchedulingWorkers(ctx, queue);
  }

  let app: FastifyInstance | null = null;
  let url: string | null = null;
  if (config.ROLE !== 'worker') {
    app = await buildApp(ctx, { databaseKind: database.kind, isMetricsRouteServed: config.METRICS_PORT === undefined });
    url = await app.listen({ port: config.PORT, host: config.HOST });
    if (config.BILLING === 'stripe') warnOnPriceDifferences(ctx, logger);
  }
  const metricsServer =
    metrics && (config.METRICS_PORT !== undefined || config.ROLE === 'worker')
      ? await startMetricsServer(metrics, config)
      : null;

  let stopping: Promise<void> | null = null;
  const stop = async (): Promise<void> => {
    const limitMs = config.SHUTDOWN_TIMEOUT_SECONDS * 1000;
    const started = Date.now();
    logger.info({ limitMs }, 'stopping: no new requests or jobs; waiting for those in flight');
    // readiness answers 503 from here on, so a load balancer stops sending
    if (app) app.isDraining = true;
    const closing = app?.close() ?? Promise.resolve();
    const [requests, jobs] = await Promise.all([
      within(closing, limitMs),
      worker ? worker.drain(limitMs) : Promise.resolve({ returned: 0 }),
    ]);
    if (requests === 'timeout' && app) {
      // the limit is reached: requests still running are cut off
      app.server.closeAllConnections();
      await closing;
    }
    // mail queued by answered requests (password resets) goes out before the pool closes
    await within(drainBackgroundTasks(ctx), 5_000);
    logger.info(
      { tookMs: Date.now() - started, requestsCutOff: requests === 'timeout', jobsReturned: jobs.returned },
      'stopped taking work',
    );
    await metricsServer?.close();
    if (jobs.returned === 0) await queue.stop({ graceful: true, timeout: 1_000, close: false });
    await documentEvents.close();
    // after the drain: a task still running belongs to a job that went back to the queue
    isClosingPool = true;
    await workerPool?.close();
    await optimizer?.close();
    // a handler whose job went back to the queue may still hold a connection: do not wait on it
    await within(database.close(), 2_000);
    // after the pool: pg-boss then cannot settle (and so spend a retry of) a job that went back
    if (jobs.returned > 0) await queue.stop({ graceful: false, close: false }).catch(() => undefined);
    removeRejectionLog();
  };
  return {
    ctx,
    database,
    app,
    queue,
    url,
    metricsUrl: metricsServer?.url ?? null,
    stop() {
      stopping ??= stop();
      return stopping;
    },
  };
}

/** With billing on, the amounts charged are Stripe's: name any price that differs from the plans. */
function warnOnPriceDifferences(ctx: AppContext, logger: Logger): void {
  listPriceDifferences(ctx).then(
    (differences) => {
      if (differences.length > 0)
        logger.warn({ differences }, `Stripe prices differ from the plans: ${differences.join('; ')}`);
    },
    (error: unknown) => logger.warn({ err: error }, 'could not read the Stripe prices to compare them with the plans'),
  );
}
