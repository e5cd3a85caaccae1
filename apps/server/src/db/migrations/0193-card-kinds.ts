import { type Kysely, sql } from 'kysely';

/*
 * Card kinds and cloze notes (issue 28, ADR 106). Every card has a kind, `basic` for all the cards
 * there are; a cloze card belongs to a note (`note_id`, shared by the note's cards, with no table
 * of its own: a note is its cards), asks one deletion number (`ordinal`) and carries the note's
 * text (`note_text`), from which its front and back are rendered. One card per number of a note.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    alter table flashcards
      add column kind text not null default 'basic' check (kind in ('basic', 'cloze', 'typed')),
      add column note_id uuid,
      add column ordinal integer not null default 1 check (ordinal >= 1),
      add column note_text text`.execute(db);
  await sql`
    alter table flashcards add constraint flashcards_cloze_note check (
      (kind = 'cloze') = (note_id is not null) and (kind = 'cloze') = (note_text is not null)
    )`.execute(db);
  await sql`create unique index flashcards_note_ordinal on flashcards (note_id, ordinal) where note_id is not null`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists flashcards_note_ordinal`.execute(db);
  await sql`
    alter table flashcards
      drop constraint if exists flashcards_cloze_note,
      drop column if exists kind,
      drop column if exists note_id,
      drop column if exists ordinal,
      drop column if exists note_text`.execute(db);
}
