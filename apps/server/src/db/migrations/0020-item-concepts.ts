import { type Kysely, sql } from 'kysely';

/*
 * The key concept each generated flashcard and question tests (issue 12): one of its session's
 * key concepts, set by generation, used by guided study and microlearning; null for items a user
 * wrote, items generated before this column, and items no key concept matches.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcards add column concept text`.execute(db);
  await sql`alter table questions add column concept text`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table questions drop column concept`.execute(db);
  await sql`alter table flashcards drop column concept`.execute(db);
}
