import type { PgBoss } from 'pg-boss';
import { sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import { IMPORT_RETENTION_DAYS } from '@mnemo/contracts/exchange';
import { errors } from '../../lib/app-error.ts';
import { detachImportedCards } from '../library/imported-items.ts';
import { detachImportMedia } from '../material/card-media.ts';
import * as repo from './exchange.repository.ts';
import { failImport, runImport } from './import-deck.ts';
import {
  ensureImportDeckQueue,
  IMPORT_DECK_JOB,
  IMPORT_DECK_QUEUE,
  ImportDeckPayloadSchema,
  rememberImportDeckWorker,
} from './import-queue.ts';

/*
 * The import job (ADR 064): one pg-boss job per import, run by every process that runs jobs
 * (roles all and worker). A crashed attempt is retried once (its heartbeat goes stale); each
 * attempt first removes what an earlier one saved. An import whose last attempt died with its
 * process is failed by a sweep, so none stays running for ever.
 */

/** Imports queued or running whose job the queue gave up on (failed or cancelled, none pending). */
async function findAbandonedImportIds(ctx: AppContext): Promise<string[]> {
  const result = await sql<{ id: string }>`
    select i.id from imports i
    where i.status in ('queued', 'running')
      and exists (select 1 from pgboss.job j where j.name = ${IMPORT_DECK_JOB} and j.data->>'importId' = i.id::text and j.state in ('failed', 'cancelled'))
      and not exists (select 1 from pgboss.job j where j.name = ${IMPORT_DECK_JOB} and j.data->>'importId' = i.id::text and j.state in ('created', 'retry', 'active'))
  `.execute(ctx.db);
  return result.rows.map((row) => row.id);
}

/** Fails every import the queue gave up on (its process died on the last attempt). */
export async function failAbandonedImports(ctx: AppContext): Promise<string[]> {
  const ids = await findAbandonedImportIds(ctx);
  for (const importId of ids) {
    ctx.logger?.error({ job: IMPORT_DECK_JOB, importId }, 'import given up by the queue: failed');
    await failImport(ctx, importId, errors.internal('error_something_wrong'));
  }
  return ids;
}

const SWEEP_INTERVAL_MS = 3 * 60 * 1000;

/** The expiry pass's stable name: renaming it would orphan its schedule. */
export const EXPIRE_IMPORTS_JOB = 'expire-imports';
/** Hourly: a row kept an hour past its retention harms nobody. */
export const EXPIRE_IMPORTS_CRON = '23 * * * *';
/** Cards detached from an expiring import per statement (the embedded database runs each on the event loop). */
const DETACH_BATCH = 1_000;

/**
 * Removes the imports that ended (done or failed) more than IMPORT_RETENTION_DAYS before `now`
 * (ADR 086). The cards and media an import saved stay: their `import_id` is cleared first, a
 * thousand rows a statement with a turn of the event loop between, so no single statement holds
 * the loop (the foreign key's ON DELETE SET NULL would clear them all in one). Idempotent: a
 * doubled or retried pass finds less to do. Returns how many imports it removed.
 */
export async function expireFinishedImports(ctx: AppContext, now: Date): Promise<number> {
  const before = new Date(now.getTime() - IMPORT_RETENTION_DAYS * 24 * 3600 * 1000);
  const expired = await ctx.db
    .selectFrom('imports')
    .select('id')
    .where('status', 'in', ['done', 'failed'])
    .where('updated_at', '<', before)
    .execute();
  let removed = 0;
  for (const { id } of expired) {
    for (const detach of [detachImportedCards, detachImportMedia]) {
      for (;;) {
        const detached = await detach(ctx.db, id, DETACH_BATCH);
        await new Promise((resolve) => setImmediate(resolve));
        if (detached < DETACH_BATCH) break;
      }
    }
    removed += await repo.deleteFinishedImport(ctx.db, id);
  }
  return removed;
}

/** Schedules the expiry pass (pg-boss runs a schedule once across all workers) and works it. */
async function startExpireImportsWorker(ctx: AppContext, queue: PgBoss): Promise<void> {
  if (!(await queue.getQueue(EXPIRE_IMPORTS_JOB))) {
    await queue.createQueue(EXPIRE_IMPORTS_JOB, {
      retryLimit: 2,
      retryDelay: 60,
      expireInSeconds: 30 * 60,
      deleteAfterSeconds: 24 * 3600,
    });
  }
  await queue.schedule(EXPIRE_IMPORTS_JOB, EXPIRE_IMPORTS_CRON);
  await queue.work(EXPIRE_IMPORTS_JOB, async () => {
    const removed = await expireFinishedImports(ctx, new Date());
    if (removed > 0) ctx.logger?.info({ removed }, 'finished imports expired');
  });
}

/** Starts running imports in this process (roles all and worker). */
export async function startImportDeckWorker(
  ctx: AppContext,
  queue: PgBoss,
  options: { pollingIntervalSeconds?: number } = {},
): Promise<string> {
  await ensureImportDeckQueue(queue);
  const log = ctx.logger?.child({ job: IMPORT_DECK_JOB });
  const id = await queue.work<unknown>(
    IMPORT_DECK_JOB,
    {
      pollingIntervalSeconds: options.pollingIntervalSeconds ?? 2,
      localConcurrency: 1,
      batchSize: 1,
      includeMetadata: true,
    },
    async ([job]) => {
      if (!job) return;
      const parsed = ImportDeckPayloadSchema.safeParse(job.data);
      if (!parsed.success) {
        log?.warn({ jobId: job.id }, 'job dropped: payload does not parse');
        return;
      }
      const { importId } = parsed.data;
      const started = performance.now();
      log?.info({ jobId: job.id, importId, attempt: job.retryCount + 1 }, 'import started');
      try {
        await runImport(ctx, importId);
      } catch (error) {
        const retryLimit = (job as { retryLimit?: number }).retryLimit ?? IMPORT_DECK_QUEUE.retryLimit ?? 0;
        if (job.retryCount >= retryLimit) {
          log?.error({ jobId: job.id, importId, err: error }, 'import failed on its last attempt');
          await failImport(ctx, importId, errors.internal('error_something_wrong'));
          return;
        }
        log?.warn(
          { jobId: job.id, importId, reason: error instanceof Error ? error.message : String(error) },
          'import attempt failed: will retry',
        );
        throw error;
      }
      log?.info({ jobId: job.id, importId, durationMs: Math.round(performance.now() - started) }, 'import ended');
    },
  );
  rememberImportDeckWorker(queue, id);
  await startExpireImportsWorker(ctx, queue);
  const sweep = (): void => {
    failAbandonedImports(ctx).catch((error: unknown) => log?.warn({ err: error }, 'could not sweep abandoned imports'));
  };
  sweep();
  const sweeper = setInterval(sweep, SWEEP_INTERVAL_MS);
  sweeper.unref();
  queue.once('stopped', () => clearInterval(sweeper));
  return id;
}
