import { type Kysely, sql } from 'kysely';

/*
 * The study side of the AI layer (docs/decisions/009-ai-endpoints-and-quotas.md):
 * - attempts: each evaluated answer, under the user who answered (owner or share visitor);
 * - question_explanations: the citations of an explanation generated on demand; the text itself
 *   is cached in questions.explanation, and a row here marks it as generated;
 * - chat_messages: each user's own chat turns of a session, with the answer's citations.
 */
const statements = [
  `create table attempts (
     id uuid primary key default gen_random_uuid(),
     user_id uuid not null references users(id) on delete cascade,
     session_id uuid not null references sessions(id) on delete cascade,
     question_id uuid not null references questions(id) on delete cascade,
     answer text not null,
     score real not null check (score >= 0 and score <= 1),
     verdict text not null check (verdict in ('correct','partially_correct','incorrect')),
     feedback text not null,
     missing_concepts jsonb not null default '[]',
     created_at timestamptz not null default now()
   )`,
  `create index attempts_user_question_idx on attempts (user_id, question_id, created_at desc)`,
  `create index attempts_session_idx on attempts (session_id)`,
  `create table question_explanations (
     question_id uuid primary key references questions(id) on delete cascade,
     citations jsonb not null default '[]',
     created_at timestamptz not null default now()
   )`,
  `create table chat_messages (
     id uuid primary key default gen_random_uuid(),
     seq bigint generated always as identity,
     session_id uuid not null references sessions(id) on delete cascade,
     user_id uuid not null references users(id) on delete cascade,
     role text not null check (role in ('user','assistant')),
     content text not null,
     citations jsonb not null default '[]',
     is_refusal boolean not null default false,
     tokens integer not null default 0,
     created_at timestamptz not null default now()
   )`,
  `create index chat_messages_session_user_idx on chat_messages (session_id, user_id, seq)`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const table of ['chat_messages', 'question_explanations', 'attempts']) {
    await sql.raw(`drop table if exists ${table}`).execute(db);
  }
}
