import { type Kysely, sql } from 'kysely';

/*
 * Failed sign-ins, shared by every process (issue 21 item 7, ADR 069): one row per failure, keyed
 * by a hash of the account's address or of the device cookie's id, so the per-account limit (10
 * in 15 minutes) holds however many API processes a guesser spreads over. Rows older than the
 * window are removed as new failures are written.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table login_failures (
      id bigserial primary key,
      key_hash text not null,
      failed_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index login_failures_key on login_failures (key_hash, failed_at)`.execute(db);
  await sql`create index login_failures_age on login_failures (failed_at)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists login_failures`.execute(db);
}
