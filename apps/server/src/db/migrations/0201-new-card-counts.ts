import { type Kysely, sql } from 'kysely';

/*
 * Each session's count of new cards (due null, not suspended) kept as it changes (issue 21, ADR 114),
 * so the due list's count of them — and what the allowances hold back — reads a few rows instead of
 * every new card of a 100,000-card deck.
 *
 * The count is a sum of changes: each statement that adds, removes or changes cards appends, per
 * session it touched, one row with its change (statement-level triggers over the statement's old
 * and new rows; none when nothing new came or went). Appending never waits on another writer's row
 * lock (a counter row would: a review and an edit of the same session would queue on it and could
 * deadlock against the session's own lock). Reading collapses a session's rows into one when they
 * pile up (`collapseNewCardCounts`): each row is deleted by exactly one collapse, which appends
 * their sum, so concurrent collapses keep the total.
 *
 * A change is written only for a session that still exists: a session's deletion cascades to its
 * cards, whose rows the session's own cascade removes.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table session_new_card_counts (
      id bigint generated always as identity primary key,
      session_id uuid not null references sessions (id) on delete cascade,
      delta integer not null
    )`.execute(db);
  await sql`create index session_new_card_counts_session_idx on session_new_card_counts (session_id)`.execute(db);

  await sql`
    create function session_new_card_counts_on_insert() returns trigger language plpgsql as $$
    begin
      insert into session_new_card_counts (session_id, delta)
      select n.session_id, count(*)::integer from new_rows n
      where n.due is null and not n.is_suspended and exists (select 1 from sessions s where s.id = n.session_id)
      group by n.session_id;
      return null;
    end $$`.execute(db);
  await sql`
    create function session_new_card_counts_on_update() returns trigger language plpgsql as $$
    begin
      insert into session_new_card_counts (session_id, delta)
      select c.session_id, sum(c.delta)::integer from (
        select n.session_id, 1 as delta from new_rows n where n.due is null and not n.is_suspended
        union all
        select o.session_id, -1 as delta from old_rows o where o.due is null and not o.is_suspended
      ) c
      where exists (select 1 from sessions s where s.id = c.session_id)
      group by c.session_id
      having sum(c.delta) <> 0;
      return null;
    end $$`.execute(db);
  await sql`
    create function session_new_card_counts_on_delete() returns trigger language plpgsql as $$
    begin
      insert into session_new_card_counts (session_id, delta)
      select o.session_id, -count(*)::integer from old_rows o
      where o.due is null and not o.is_suspended and exists (select 1 from sessions s where s.id = o.session_id)
      group by o.session_id;
      return null;
    end $$`.execute(db);
  await sql`
    create trigger flashcards_new_count_insert after insert on flashcards
    referencing new table as new_rows for each statement
    execute function session_new_card_counts_on_insert()`.execute(db);
  await sql`
    create trigger flashcards_new_count_update after update on flashcards
    referencing old table as old_rows new table as new_rows for each statement
    execute function session_new_card_counts_on_update()`.execute(db);
  await sql`
    create trigger flashcards_new_count_delete after delete on flashcards
    referencing old table as old_rows for each statement
    execute function session_new_card_counts_on_delete()`.execute(db);

  // the cards already stored
  await sql`
    insert into session_new_card_counts (session_id, delta)
    select session_id, count(*)::integer from flashcards where due is null and not is_suspended group by session_id`.execute(
    db,
  );
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists flashcards_new_count_insert on flashcards`.execute(db);
  await sql`drop trigger if exists flashcards_new_count_update on flashcards`.execute(db);
  await sql`drop trigger if exists flashcards_new_count_delete on flashcards`.execute(db);
  await sql`drop function if exists session_new_card_counts_on_insert()`.execute(db);
  await sql`drop function if exists session_new_card_counts_on_update()`.execute(db);
  await sql`drop function if exists session_new_card_counts_on_delete()`.execute(db);
  await sql`drop table if exists session_new_card_counts`.execute(db);
}
