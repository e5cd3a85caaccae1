import { type Kysely, sql } from 'kysely';

/*
 * An import's cards are staged out of sight until the import is done (issue 21 item 2, ADR 156).
 * The import job saves its cards in small transactions into a session that has no owner yet — a
 * staging session, `staging_import_id` naming the import — so no owner-scoped query (library,
 * due lists, search, exports) and no owner check finds them while the import runs. When the import
 * is done one transaction gives the session its owner (an import that made its session) or moves
 * the staged cards into the chosen session (an import into an existing one); when it fails, is
 * cancelled or its row goes, the staging session goes with its cards (on delete cascade).
 * - sessions.owner_id: null only for a staging session;
 * - flashcard_due_days.owner_id: null for a staging session's days (its triggers copy the session's
 *   owner), set when the session gets its owner.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`alter table sessions alter column owner_id drop not null`.execute(db);
  await sql`alter table sessions add column staging_import_id uuid references imports(id) on delete cascade`.execute(
    db,
  );
  await sql`alter table sessions add constraint sessions_owner_or_staging check (owner_id is not null or staging_import_id is not null)`.execute(
    db,
  );
  await sql`create index sessions_staging_import on sessions (staging_import_id) where staging_import_id is not null`.execute(
    db,
  );
  await sql`alter table flashcard_due_days alter column owner_id drop not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`delete from sessions where owner_id is null`.execute(db);
  await sql`delete from flashcard_due_days where owner_id is null`.execute(db);
  await sql`alter table flashcard_due_days alter column owner_id set not null`.execute(db);
  await sql`drop index if exists sessions_staging_import`.execute(db);
  await sql`alter table sessions drop constraint if exists sessions_owner_or_staging`.execute(db);
  await sql`alter table sessions drop column if exists staging_import_id`.execute(db);
  await sql`alter table sessions alter column owner_id set not null`.execute(db);
}
