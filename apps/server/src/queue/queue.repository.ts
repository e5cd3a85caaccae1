import { sql, type Kysely } from 'kysely';

/** A claimed job as its worker saw it: pg-boss names an attempt by (id, retry count). */
export interface ClaimedJob {
  id: string;
  retryCount: number;
}

/**
 * Hands jobs a stopping worker could not finish back to the queue as if never started: state
 * `created` and no start time, so the next claim does not count a retry (pg-boss increments the
 * retry count only when it claims a job that had started). Only attempts this worker still holds
 * change: a job that completed, failed or moved on to a newer attempt meanwhile is left alone.
 * Returns the ids that went back.
 */
export async function returnJobsToQueue<DB>(db: Kysely<DB>, queueName: string, jobs: ClaimedJob[]): Promise<string[]> {
  if (jobs.length === 0) return [];
  const attempts = jobs.map((job) => `${job.id}:${job.retryCount}`);
  const result = await sql<{ id: string }>`
    update pgboss.job
    set state = 'created', started_on = null, heartbeat_on = null, start_after = now()
    where name = ${queueName}
      and state = 'active'
      and (id::text || ':' || retry_count::text) = any(${attempts}::text[])
    returning id
  `.execute(db);
  return result.rows.map((row) => row.id);
}

/** A job's queue state and retry count (for tests and operators' checks). */
export async function findJob<DB>(
  db: Kysely<DB>,
  id: string,
): Promise<{ state: string; retryCount: number; startedOn: Date | null } | null> {
  const result = await sql<{ state: string; retry_count: number; started_on: Date | null }>`
    select state, retry_count, started_on from pgboss.job where id = ${id}
  `.execute(db);
  const row = result.rows[0];
  return row ? { state: row.state, retryCount: row.retry_count, startedOn: row.started_on } : null;
}
