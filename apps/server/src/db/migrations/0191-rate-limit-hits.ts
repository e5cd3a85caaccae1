import { type Kysely, sql } from 'kysely';

/*
 * Per-minute rate limits shared by every process (issue 21, ADR 103): one row per route and key
 * (a user id or an address), counting the hits of its current window. On PostgreSQL with several
 * API processes each kept its own counts, so a client spread over N processes had N times the
 * limit. Rows whose window ended long ago are removed as new hits come.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table rate_limit_hits (
      key text primary key,
      window_start timestamptz not null,
      hits integer not null
    )`.execute(db);
  await sql`create index rate_limit_hits_window on rate_limit_hits (window_start)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists rate_limit_hits`.execute(db);
}
