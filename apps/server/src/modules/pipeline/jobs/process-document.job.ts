import type { PgBoss, Queue } from 'pg-boss';
import type { Logger } from 'pino';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { errors } from '../../../lib/app-error.ts';
import type { Metrics } from '../../../lib/metrics.ts';
import { returnJobsToQueue } from '../../../queue/queue.repository.ts';
import type { DocumentStage } from '../../../db/schema.ts';
import * as repo from '../pipeline.repository.ts';
import { failDocument, processDocument, type ProcessHooks } from '../process-document.ts';
import { removeStaleWorkDirs } from '../steps/extract/work-dir.ts';

/** The job's stable name: renaming it would orphan queued jobs. */
export const PROCESS_DOCUMENT_JOB = 'process-document';

export const ProcessDocumentPayloadSchema = z.object({ documentId: z.uuid() }).strict();
export type ProcessDocumentPayload = z.infer<typeof ProcessDocumentPayloadSchema>;

/**
 * Retries and expiry. The worker refreshes a heartbeat every 5 s; a job whose heartbeat is 10 s
 * stale (its process died) is retried by the next supervision pass (every 15 s, queue.ts), after a
 * short backoff: a crashed job runs again well within a minute. `expireInSeconds` only bounds a
 * live but stuck attempt (a long recording takes minutes to transcribe).
 */
export const PROCESS_DOCUMENT_QUEUE: Omit<Queue, 'name'> = {
  heartbeatSeconds: 10,
  expireInSeconds: 30 * 60,
  retryLimit: 3,
  retryDelay: 2,
  retryBackoff: true,
  retryDelayMax: 30,
  deleteAfterSeconds: 7 * 24 * 3600,
};

const workers = new WeakMap<PgBoss, string>();

const readyQueues = new WeakSet<PgBoss>();

/**
 * Creates the queue (idempotent) and loads it into pg-boss's queue cache. Sending inside one of
 * our transactions must not make pg-boss query on its own: on PGlite the pool has a single
 * connection, which the transaction holds, so a cache miss there would wait forever. An empty
 * insert is the public call that fills the cache.
 */
export async function ensureProcessDocumentQueue(queue: PgBoss): Promise<void> {
  if (readyQueues.has(queue)) return;
  const existing = await queue.getQueue(PROCESS_DOCUMENT_JOB);
  if (!existing) await queue.createQueue(PROCESS_DOCUMENT_JOB, PROCESS_DOCUMENT_QUEUE);
  await queue.insert(PROCESS_DOCUMENT_JOB, []);
  readyQueues.add(queue);
}

/**
 * Sends the job for a document. With `db`, on that connection (inside the caller's transaction,
 * so the job exists if and only if the document does).
 */
export async function sendProcessDocument(
  queue: PgBoss,
  payload: ProcessDocumentPayload,
  db?: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
): Promise<void> {
  await queue.send(PROCESS_DOCUMENT_JOB, ProcessDocumentPayloadSchema.parse(payload), db ? { db } : {});
}

/** Wakes this process's worker at once (it would otherwise wait for its next poll). */
export function wakeProcessDocumentWorker(queue: PgBoss): void {
  const worker = workers.get(queue);
  if (worker) queue.notifyWorker(worker);
}

/** A running document worker: its pg-boss id, and the way to stop it gracefully. */
export interface ProcessDocumentWorker {
  id: string;
  /**
   * Stops taking jobs and waits up to `timeoutMs` for the ones in flight; those still running
   * then go back to the queue without using up a retry (and this process must not settle them:
   * their handlers never resolve). Resolves with how many went back.
   */
  drain(timeoutMs: number): Promise<{ returned: number }>;
}

interface RunningJob {
  retryCount: number;
  documentId: string;
  startedAt: number;
}

// A handler whose job went back to the queue must never settle it: another worker may hold it.
const never = (): Promise<never> => new Promise<never>(() => undefined);
const sleep = (ms: number): Promise<void> => new Promise((resolve) => setTimeout(resolve, ms));

/** How long each stage took, from the times the stages were recorded (for the step metrics). */
function getStageDurations(stages: DocumentStage[]): Array<{ step: string; seconds: number }> {
  const durations: Array<{ step: string; seconds: number }> = [];
  for (let i = 1; i < stages.length; i++) {
    const seconds = (Date.parse(stages[i]!.at) - Date.parse(stages[i - 1]!.at)) / 1000;
    if (Number.isFinite(seconds) && seconds >= 0) durations.push({ step: stages[i]!.stage, seconds });
  }
  return durations;
}

/** Records a finished job's outcome in the log and the metrics, from what it left in the database. */
async function recordOutcome(
  ctx: AppContext,
  log: Logger | undefined,
  metrics: Metrics | undefined,
  job: RunningJob & { id: string },
): Promise<void> {
  const seconds = (performance.now() - job.startedAt) / 1000;
  const fields = {
    jobId: job.id,
    documentId: job.documentId,
    attempt: job.retryCount + 1,
    durationMs: Math.round(seconds * 1000),
  };
  const document = await repo.findDocument(ctx.db, job.documentId);
  if (document?.status === 'completed') {
    metrics?.jobDuration.observe({ job: PROCESS_DOCUMENT_JOB, outcome: 'completed' }, seconds);
    for (const { step, seconds: took } of getStageDurations(document.stages))
      metrics?.stepDuration.observe({ step }, took);
    log?.info(fields, 'job completed');
    return;
  }
  const failed = document ? undefined : await repo.findFailedDocument(ctx.db, job.documentId);
  if (failed) {
    const step = failed.stages.findLast((s) => s.status === 'failed')?.stage ?? 'unknown';
    metrics?.jobDuration.observe({ job: PROCESS_DOCUMENT_JOB, outcome: 'failed' }, seconds);
    metrics?.jobFailures.inc({ job: PROCESS_DOCUMENT_JOB, step, code: failed.error.code });
    log?.warn(
      { ...fields, step, code: failed.error.code, messageKey: failed.error.messageKey },
      'job failed: document failed',
    );
    return;
  }
  log?.info(fields, 'job ended: nothing to process');
}

/** How often a worker looks for documents whose job the queue gave up on (also once at start). */
export const ABANDONED_SWEEP_INTERVAL_MS = 3 * 60 * 1000;

/**
 * Fails every document whose processing job the queue gave up on without the handler hearing of
 * it: the process died (out of memory, SIGKILL, a restart) during the last attempt, or the attempt
 * expired. Such a document would otherwise stay "processing" for ever, holding its quota place
 * and its event stream. It fails like any other (ADR 010): a readable message, everything derived
 * removed, the stream told. A job a stopping worker handed back is queued again, so never swept.
 * Returns the documents failed.
 */
export async function failAbandonedDocuments(ctx: AppContext): Promise<string[]> {
  const ids = await repo.findAbandonedDocumentIds(ctx.db, PROCESS_DOCUMENT_JOB);
  const log = ctx.logger?.child({ job: PROCESS_DOCUMENT_JOB });
  for (const documentId of ids) {
    log?.error({ documentId }, 'job given up by the queue (worker died or attempt expired): document failed');
    await failDocument(ctx, documentId, errors.internal('error_something_wrong'), 'extract');
    ctx.metrics?.jobFailures.inc({ job: PROCESS_DOCUMENT_JOB, step: 'abandoned', code: 'INTERNAL' });
  }
  return ids;
}

/**
 * Starts processing documents in this process (roles all and worker). A payload that does not
 * parse is dropped (retrying cannot fix it); an unexpected error is retried by the queue, and
 * the last attempt's failure fails the document with the generic message. Each job's start, end,
 * duration and failure is logged with its document id and attempt.
 */
export async function startProcessDocumentWorker(
  ctx: AppContext,
  queue: PgBoss,
  options: { concurrency?: number; pollingIntervalSeconds?: number; hooks?: ProcessHooks } = {},
): Promise<ProcessDocumentWorker> {
  await ensureProcessDocumentQueue(queue);
  const log = ctx.logger?.child({ job: PROCESS_DOCUMENT_JOB });
  const { metrics } = ctx;
  const running = new Map<string, RunningJob>();
  const returned = new Set<string>();
  let isDraining = false;
  let returnedCount = 0;

  /** Gives jobs back to the queue and marks them so their handlers never settle them. */
  const giveBack = async (ids: string[]): Promise<void> => {
    for (const id of ids) returned.add(id);
    const jobs = ids.flatMap((id) => {
      const job = running.get(id);
      return job ? [{ id, retryCount: job.retryCount }] : [];
    });
    const back = await returnJobsToQueue(ctx.db, PROCESS_DOCUMENT_JOB, jobs);
    returnedCount += back.length;
    for (const id of back) {
      const job = running.get(id)!;
      metrics?.jobDuration.observe(
        { job: PROCESS_DOCUMENT_JOB, outcome: 'returned' },
        (performance.now() - job.startedAt) / 1000,
      );
      log?.info(
        { jobId: id, documentId: job.documentId, attempt: job.retryCount + 1 },
        'job returned to the queue (shutting down)',
      );
    }
  };

  const id = await queue.work<unknown>(
    PROCESS_DOCUMENT_JOB,
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      localConcurrency: options.concurrency ?? 2,
      batchSize: 1,
      includeMetadata: true,
    },
    async ([job]) => {
      if (!job) return;
      const parsed = ProcessDocumentPayloadSchema.safeParse(job.data);
      if (!parsed.success) {
        log?.warn({ jobId: job.id }, 'job dropped: payload does not parse');
        return;
      }
      const current = {
        id: job.id,
        retryCount: job.retryCount,
        documentId: parsed.data.documentId,
        startedAt: performance.now(),
      };
      running.set(job.id, current);
      const fields = { jobId: job.id, documentId: current.documentId, attempt: job.retryCount + 1 };
      if (isDraining) {
        // claimed while this worker was stopping: straight back, untouched
        await giveBack([job.id]);
        return never();
      }
      log?.info(fields, 'job started');
      try {
        await processDocument(ctx, parsed.data.documentId, options.hooks);
      } catch (error) {
        if (returned.has(job.id)) return never();
        const retryLimit = (job as { retryLimit?: number }).retryLimit ?? PROCESS_DOCUMENT_QUEUE.retryLimit ?? 0;
        const durationMs = Math.round(performance.now() - current.startedAt);
        const reason = error instanceof Error ? error.message : String(error);
        if (job.retryCount >= retryLimit) {
          log?.error({ ...fields, durationMs, err: error }, 'job failed on its last attempt: document failed');
          await failDocument(ctx, parsed.data.documentId, errors.internal('error_something_wrong'), 'extract');
          metrics?.jobDuration.observe({ job: PROCESS_DOCUMENT_JOB, outcome: 'failed' }, durationMs / 1000);
          metrics?.jobFailures.inc({ job: PROCESS_DOCUMENT_JOB, step: 'unexpected', code: 'INTERNAL' });
        } else {
          log?.warn({ ...fields, durationMs, reason }, 'job attempt failed: will retry');
          metrics?.jobDuration.observe({ job: PROCESS_DOCUMENT_JOB, outcome: 'retry' }, durationMs / 1000);
        }
        running.delete(job.id);
        throw error;
      }
      if (returned.has(job.id)) return never();
      running.delete(job.id);
      await recordOutcome(ctx, log, metrics, current).catch((error: unknown) =>
        log?.warn({ ...fields, err: error }, 'could not record the job outcome'),
      );
    },
  );
  workers.set(queue, id);

  // documents whose job died with its process: once now, then every few minutes until stopping
  const sweep = (): void => {
    failAbandonedDocuments(ctx).catch((error: unknown) =>
      log?.warn({ err: error }, 'could not sweep abandoned documents'),
    );
  };
  sweep();
  // folders a crashed converter left behind
  removeStaleWorkDirs().catch((error: unknown) =>
    log?.warn({ err: error }, 'could not remove stale converter folders'),
  );
  const sweeper = setInterval(sweep, ABANDONED_SWEEP_INTERVAL_MS);
  sweeper.unref();
  queue.once('stopped', () => clearInterval(sweeper));
  return {
    id,
    async drain(timeoutMs) {
      isDraining = true;
      clearInterval(sweeper);
      const deadline = Date.now() + timeoutMs;
      // stop fetching; resolves once every loop of this worker has ended
      const stopped = queue.offWork(PROCESS_DOCUMENT_JOB, { id, wait: true }).catch(() => undefined);
      const isIdle = (): boolean => [...running.keys()].every((jobId) => returned.has(jobId));
      while (!isIdle() && Date.now() < deadline) await sleep(50);
      const left = [...running.keys()].filter((jobId) => !returned.has(jobId));
      if (left.length > 0) await giveBack(left);
      // a fetch already on its way lands in the handler above, which gives its job straight back
      await Promise.race([stopped, sleep(250)]);
      return { returned: returnedCount };
    },
  };
}
