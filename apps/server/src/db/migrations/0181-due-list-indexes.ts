import { type Kysely, sql } from 'kysely';

/*
 * The due list at scale (issue 25 item 5; docs/decisions/092-due-lists-at-scale.md):
 * - flashcards_session_due_idx (0060) gains the card's id: a session's most overdue cards are read
 *   in the due list's order (due, then id) straight from the index, stopping at the limit, with no sort;
 * - flashcards_new_idx: each session's never-reviewed cards in their order, which the due list
 *   reads a session's allowance of and counts per session (the new cards are the ones with no due).
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`create index flashcards_session_due_id_idx on flashcards (session_id, due, id) where not is_suspended`.execute(
    db,
  );
  await sql`drop index if exists flashcards_session_due_idx`.execute(db);
  await sql`create index flashcards_new_idx on flashcards (session_id, position, id) where due is null and not is_suspended`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists flashcards_new_idx`.execute(db);
  await sql`create index if not exists flashcards_session_due_idx on flashcards (session_id, due) where not is_suspended`.execute(
    db,
  );
  await sql`drop index if exists flashcards_session_due_id_idx`.execute(db);
}
