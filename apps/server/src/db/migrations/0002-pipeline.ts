import { type Kysely, sql } from 'kysely';

/*
 * The processing pipeline's state (docs/decisions/010-pipeline-failures.md):
 * - documents.progress: the live progress bar (0–100);
 * - documents.generation_saved_at: set in the save transaction, so a retried job never saves
 *   (or counts) its exercises twice;
 * - documents.is_session_origin: the document the session was created from; when it fails and
 *   the session holds no other document, the session goes too;
 * - flashcards/questions.document_id: which document generated an item, so a retry or a failure
 *   removes exactly that document's generated items;
 * - failed_documents: a tombstone keeping a failure readable after its session is gone.
 */
const statements = [
  `alter table documents add column progress integer not null default 0`,
  `alter table documents add column generation_saved_at timestamptz`,
  `alter table documents add column is_session_origin boolean not null default false`,
  `alter table flashcards add column document_id uuid references documents(id) on delete cascade`,
  `alter table questions add column document_id uuid references documents(id) on delete cascade`,
  `create index flashcards_document_idx on flashcards (document_id) where document_id is not null`,
  `create index questions_document_idx on questions (document_id) where document_id is not null`,
  `create table failed_documents (
     id uuid primary key,
     owner_id uuid not null references users(id) on delete cascade,
     session_id uuid,
     kind text not null,
     file_name text,
     stages jsonb not null default '[]',
     error jsonb not null,
     created_at timestamptz not null,
     failed_at timestamptz not null default now()
   )`,
  `create index failed_documents_owner_idx on failed_documents (owner_id)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `drop table if exists failed_documents`,
    `alter table questions drop column if exists document_id`,
    `alter table flashcards drop column if exists document_id`,
    `alter table documents drop column if exists is_session_origin`,
    `alter table documents drop column if exists generation_saved_at`,
    `alter table documents drop column if exists progress`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
