import { type Kysely, sql } from 'kysely';

// The root folder is NULL; uniqueness treats it as one value through this sentinel.
const ROOT = `'00000000-0000-0000-0000-000000000000'::uuid`;

const statements = [
  `create table users (
     id uuid primary key default gen_random_uuid(),
     email text not null,
     name text not null,
     password_hash text,
     google_sub text unique,
     plan text not null default 'FREE' check (plan in ('FREE','STARTER','PERSONAL','ULTIMATE')),
     locale text not null default 'en' check (locale in ('en','pt')),
     age_confirmed_at timestamptz not null,
     suspended_at timestamptz,
     billing_anchor timestamptz not null default now(),
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create unique index users_email_key on users (lower(email))`,
  `create table auth_tokens (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users(id) on delete cascade,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null
   )`,
  `create index auth_tokens_user_idx on auth_tokens (user_id)`,
  `create table password_reset_tokens (
     token_hash text primary key,
     user_id uuid not null references users(id) on delete cascade,
     expires_at timestamptz not null,
     used_at timestamptz
   )`,
  `create table folders (
     id uuid primary key default gen_random_uuid(),
     owner_id uuid not null references users(id) on delete cascade,
     parent_id uuid references folders(id) on delete cascade,
     name text not null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create unique index folders_name_key on folders (owner_id, coalesce(parent_id, ${ROOT}), lower(name))`,
  `create table sessions (
     id uuid primary key default gen_random_uuid(),
     owner_id uuid not null references users(id) on delete cascade,
     folder_id uuid references folders(id) on delete cascade,
     name text not null,
     question_types text[] not null default '{multiple_choice,true_false,open_ended}',
     question_language text not null default 'en',
     mode text not null default 'freestyle',
     summary text,
     key_concepts jsonb not null default '[]',
     youtube_video_ids jsonb not null default '[]',
     version integer not null default 0,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create unique index sessions_name_key on sessions (owner_id, coalesce(folder_id, ${ROOT}), lower(name))`,
  `create index sessions_owner_created_idx on sessions (owner_id, created_at desc)`,
  `create table documents (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     owner_id uuid not null references users(id) on delete cascade,
     kind text not null check (kind in ('pdf','pptx','ppt','text','url','youtube','audio')),
     file_name text,
     source_url text,
     storage_key text,
     size_bytes bigint,
     status text not null default 'queued' check (status in ('queued','processing','completed','failed')),
     embedding_status text not null default 'not_done' check (embedding_status in ('not_done','completed','failed')),
     stages jsonb not null default '[]',
     error jsonb,
     language text,
     duration_ms integer,
     video_id text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index documents_session_idx on documents (session_id)`,
  `create index documents_owner_idx on documents (owner_id)`,
  `create table chunks (
     id uuid primary key default gen_random_uuid(),
     document_id uuid not null references documents(id) on delete cascade,
     session_id uuid not null references sessions(id) on delete cascade,
     ord integer not null,
     text text not null,
     page integer,
     slide integer,
     start_ms integer,
     end_ms integer,
     speaker text,
     language text not null default 'simple',
     tsv tsvector
   )`,
  `create index chunks_document_idx on chunks (document_id, ord)`,
  `create index chunks_session_idx on chunks (session_id)`,
  `create index chunks_tsv_idx on chunks using gin (tsv)`,
  `create table flashcards (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     position integer not null,
     front text not null,
     back text not null,
     difficulty text not null check (difficulty in ('easy','medium','hard')),
     source_chunk_id uuid references chunks(id) on delete set null,
     is_generated boolean not null default false,
     fsrs jsonb,
     due timestamptz,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index flashcards_session_idx on flashcards (session_id, position)`,
  `create table questions (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     position integer not null,
     type text not null check (type in ('multiple_choice','true_false','open_ended')),
     prompt text not null,
     options jsonb,
     correct_index integer,
     answer boolean,
     expected_answer text,
     explanation text,
     source_chunk_id uuid references chunks(id) on delete set null,
     is_generated boolean not null default false,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index questions_session_idx on questions (session_id, position)`,
  `create table annotations (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     document_id uuid references documents(id) on delete cascade,
     position integer not null,
     kind text not null check (kind in ('text','area')),
     page integer not null,
     rects jsonb not null default '[]',
     quote text,
     color text not null,
     note text,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now()
   )`,
  `create index annotations_session_idx on annotations (session_id, position)`,
  `create table share_links (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     token_hash text not null unique,
     created_at timestamptz not null default now(),
     expires_at timestamptz not null
   )`,
  `create index share_links_session_idx on share_links (session_id)`,
  `create table usage (
     user_id uuid not null references users(id) on delete cascade,
     period_start timestamptz not null,
     exercises integer not null default 0,
     tokens integer not null default 0,
     primary key (user_id, period_start)
   )`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of [
    'usage',
    'share_links',
    'annotations',
    'questions',
    'flashcards',
    'chunks',
    'documents',
    'sessions',
    'folders',
    'password_reset_tokens',
    'auth_tokens',
    'users',
  ]) {
    await sql.raw(`drop table if exists ${table} cascade`).execute(db);
  }
}
