import { type Kysely, sql } from 'kysely';

/*
 * New-card allowances per session (issue 23 item 17; docs/decisions/080-new-cards-per-session.md):
 * - sessions.new_cards_per_day: the session's own daily allowance of new cards (null: the learner's
 *   users.new_cards_per_day, the default of every session);
 * - users.library_new_cards_per_day: an optional cap on new cards across the whole library (null: off).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions add column new_cards_per_day integer check (new_cards_per_day is null or new_cards_per_day between 0 and 9999)`.execute(
    db,
  );
  await sql`alter table users add column library_new_cards_per_day integer check (library_new_cards_per_day is null or library_new_cards_per_day between 0 and 9999)`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table users drop column if exists library_new_cards_per_day`.execute(db);
  await sql`alter table sessions drop column if exists new_cards_per_day`.execute(db);
}
