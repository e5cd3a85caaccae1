import { type Kysely, sql } from 'kysely';

/*
 * Tags on flashcards (issue 14, Anki and CSV): an imported note's tags and its subdeck
 * (`Top::Sub`), kept so an export gives them back.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcards add column tags jsonb not null default '[]'::jsonb`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table flashcards drop column tags`.execute(db);
}
