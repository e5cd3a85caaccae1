import type { PgBoss, Queue } from 'pg-boss';
import { z } from 'zod';

/*
 * The import job's queue (ADR 064): its name, payload and options, and sending to it. Both the
 * import's use case (import-deck.ts, which queues) and the worker (import-job.ts, which runs
 * import-deck.ts) read it here, so neither imports the other both ways.
 */

/** The job's stable name: renaming it would orphan queued jobs. */
export const IMPORT_DECK_JOB = 'import-deck';

export const ImportDeckPayloadSchema = z.object({ importId: z.uuid() }).strict();
export type ImportDeckPayload = z.infer<typeof ImportDeckPayloadSchema>;

export const IMPORT_DECK_QUEUE: Omit<Queue, 'name'> = {
  heartbeatSeconds: 10,
  expireInSeconds: 30 * 60,
  retryLimit: 1,
  retryDelay: 2,
  deleteAfterSeconds: 7 * 24 * 3600,
};

const readyQueues = new WeakSet<PgBoss>();
const workers = new WeakMap<PgBoss, string>();

/** Creates the queue (idempotent) and fills pg-boss's cache, so sending inside a transaction queries nothing else. */
export async function ensureImportDeckQueue(queue: PgBoss): Promise<void> {
  if (readyQueues.has(queue)) return;
  if (!(await queue.getQueue(IMPORT_DECK_JOB))) await queue.createQueue(IMPORT_DECK_JOB, IMPORT_DECK_QUEUE);
  await queue.insert(IMPORT_DECK_JOB, []);
  readyQueues.add(queue);
}

/** Sends an import's job; with `db`, on that connection (the caller's transaction). */
export async function sendImportDeck(
  queue: PgBoss,
  payload: ImportDeckPayload,
  db?: { executeSql(text: string, values?: unknown[]): Promise<{ rows: unknown[] }> },
): Promise<void> {
  await queue.send(IMPORT_DECK_JOB, ImportDeckPayloadSchema.parse(payload), db ? { db } : {});
}

/** Notes the id of this process's import worker (startImportDeckWorker), for waking it. */
export function rememberImportDeckWorker(queue: PgBoss, workerId: string): void {
  workers.set(queue, workerId);
}

/** Wakes this process's import worker at once. */
export function wakeImportDeckWorker(queue: PgBoss): void {
  const worker = workers.get(queue);
  if (worker) queue.notifyWorker(worker);
}
