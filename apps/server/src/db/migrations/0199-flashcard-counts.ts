import { type Kysely, sql } from 'kysely';

/*
 * The due list's counts kept by the database (issue 25 item 5, ADR 111): how many of a session's
 * cards fall due on each day (UTC), without suspended cards, kept exact by triggers on every
 * statement that writes flashcards (its new cards are counted by migration 0201's
 * session_new_card_counts). The due list then sums a few rows per session instead of counting
 * every due card of a large library, and the
 * most overdue cards are read from only as many days as hold them.
 * - flashcard_due_days: scheduled cards (due not null) per session and UTC day of `due`, with the
 *   session's owner (a library's days are read on its own index);
 * Statement-level triggers with transition tables: an import of 100,000 cards adds one grouped
 * upsert, not one per card. A day whose count falls to 0 is removed.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table flashcard_due_days (
      session_id uuid not null references sessions (id) on delete cascade,
      day date not null,
      cards integer not null,
      -- the session's owner, so a whole library's days are read without joining its sessions
      owner_id uuid not null,
      primary key (session_id, day)
    )`.execute(db);
  await sql`create index flashcard_due_days_owner_idx on flashcard_due_days (owner_id, day) include (cards)`.execute(
    db,
  );
  await sql`
    create function count_flashcards() returns trigger language plpgsql as $$
    begin
      if tg_op in ('DELETE', 'UPDATE') then
        with gone as (
          select session_id, (due at time zone 'UTC')::date as day, count(*)::int as n
          from old_cards where due is not null and not is_suspended group by 1, 2
        )
        update flashcard_due_days d set cards = d.cards - gone.n
        from gone where d.session_id = gone.session_id and d.day = gone.day;
      end if;
      if tg_op in ('INSERT', 'UPDATE') then
        insert into flashcard_due_days (session_id, owner_id, day, cards)
        select c.session_id, s.owner_id, (c.due at time zone 'UTC')::date, count(*)::int
        from new_cards c join sessions s on s.id = c.session_id
        where c.due is not null and not c.is_suspended
        group by 1, 2, 3
        on conflict (session_id, day) do update set cards = flashcard_due_days.cards + excluded.cards;
      end if;
      if tg_op in ('DELETE', 'UPDATE') then
        delete from flashcard_due_days d using (select distinct session_id from old_cards) o
        where d.session_id = o.session_id and d.cards <= 0;
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`create trigger flashcards_counted_insert after insert on flashcards referencing new table as new_cards for each statement execute function count_flashcards()`.execute(
    db,
  );
  await sql`create trigger flashcards_counted_update after update on flashcards referencing old table as old_cards new table as new_cards for each statement execute function count_flashcards()`.execute(
    db,
  );
  await sql`create trigger flashcards_counted_delete after delete on flashcards referencing old table as old_cards for each statement execute function count_flashcards()`.execute(
    db,
  );
  // the cards already there
  await sql`
    insert into flashcard_due_days (session_id, owner_id, day, cards)
    select f.session_id, s.owner_id, (f.due at time zone 'UTC')::date, count(*)::int
    from flashcards f join sessions s on s.id = f.session_id
    where f.due is not null and not f.is_suspended group by 1, 2, 3`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop trigger if exists flashcards_counted_insert on flashcards`.execute(db);
  await sql`drop trigger if exists flashcards_counted_update on flashcards`.execute(db);
  await sql`drop trigger if exists flashcards_counted_delete on flashcards`.execute(db);
  await sql`drop function if exists count_flashcards()`.execute(db);
  await sql`drop table if exists flashcard_due_days`.execute(db);
}
