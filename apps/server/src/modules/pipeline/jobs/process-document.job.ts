import type { PgBoss, Queue } from 'pg-boss';
import { z } from 'zod';
import type { AppContext } from '../../../app-context.ts';
import { AppError } from '../../../lib/app-error.ts';
import { failDocument, processDocument, type ProcessHooks } from '../process-document.ts';

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

/**
 * Starts processing documents in this process (roles all and worker). A payload that does not
 * parse is dropped (retrying cannot fix it); an unexpected error is retried by the queue, and
 * the last attempt's failure fails the document with the generic message.
 */
export async function startProcessDocumentWorker(
  ctx: AppContext,
  queue: PgBoss,
  options: { concurrency?: number; pollingIntervalSeconds?: number; hooks?: ProcessHooks } = {},
): Promise<string> {
  await ensureProcessDocumentQueue(queue);
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
      if (!parsed.success) return;
      try {
        await processDocument(ctx, parsed.data.documentId, options.hooks);
      } catch (error) {
        if (job.retryCount >= ((job as { retryLimit?: number }).retryLimit ?? PROCESS_DOCUMENT_QUEUE.retryLimit ?? 0)) {
          await failDocument(ctx, parsed.data.documentId, new AppError('INTERNAL', 'error_something_wrong'), 'extract');
        }
        throw error;
      }
    },
  );
  workers.set(queue, id);
  return id;
}
