import { type Kysely, sql } from 'kysely';

/*
 * Imports as jobs (issue 21 item 2, ADR 064): one row per Anki or CSV import, read by
 * `GET /api/imports/:id` and its event stream. The session is the import's target: the user's
 * own, or one made for it (`creates_session`), removed with the import's rows if it fails (the
 * import's row stays, its session null, to say why).
 * `storage_key` is the uploaded file, kept under the session until the job ends. Cards and card
 * media carry the import that saved them (`import_id`), so a failed import removes exactly those.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table imports (
      id uuid primary key default gen_random_uuid(),
      owner_id uuid not null references users(id) on delete cascade,
      session_id uuid references sessions(id) on delete set null,
      creates_session boolean not null,
      file_name text,
      storage_key text not null,
      status text not null default 'queued' check (status in ('queued','running','done','failed')),
      progress integer not null default 0 check (progress between 0 and 100),
      imported jsonb not null default '{"cards":0,"reviews":0,"media":0}',
      skipped jsonb not null default '{"count":0,"reasons":{}}',
      error jsonb,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index imports_owner on imports (owner_id)`.execute(db);
  await sql`create index imports_session on imports (session_id)`.execute(db);
  // the rows an import saved, so a failed one (or a retried attempt) removes exactly those
  await sql`alter table flashcards add column import_id uuid references imports(id) on delete set null`.execute(db);
  await sql`create index flashcards_import on flashcards (import_id) where import_id is not null`.execute(db);
  await sql`alter table card_media add column import_id uuid references imports(id) on delete set null`.execute(db);
  await sql`create index card_media_import on card_media (import_id) where import_id is not null`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`alter table card_media drop column if exists import_id`.execute(db);
  await sql`alter table flashcards drop column if exists import_id`.execute(db);
  await sql`drop table if exists imports`.execute(db);
}
