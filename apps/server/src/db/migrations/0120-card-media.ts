import { type Kysely, sql } from 'kysely';

/*
 * Card media (issue 14 item 6, ADR 051): the images and sounds of imported Anki notes, one row
 * per stored file. Cards reference a file by its stable path `/api/media/cards/<id>` in their
 * Markdown; the file lives under the session's storage prefix, so deleting the session or the
 * account removes it with the rest.
 */
export async function up(db: Kysely<unknown>): Promise<void> {
  await sql`
    create table card_media (
      id uuid primary key default gen_random_uuid(),
      session_id uuid not null references sessions(id) on delete cascade,
      owner_id uuid not null references users(id) on delete cascade,
      name text not null,
      kind text not null check (kind in ('image','audio')),
      content_type text not null,
      size_bytes integer not null,
      storage_key text not null,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index card_media_session on card_media (session_id)`.execute(db);
  await sql`create index card_media_owner on card_media (owner_id)`.execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop table if exists card_media`.execute(db);
}
