import { type Kysely, sql } from 'kysely';

/*
 * Spaced repetition, quizzes and card flags (docs/decisions/034-scheduling-and-review-log.md):
 * - users: the study settings (time zone for the 04:00 day boundary, new cards per day);
 * - flashcards.fsrs keeps the card's schedule (the domain's Schedule, null until first seen) and
 *   flashcards.due its due time, the column the due lists are ordered and indexed on;
 * - flashcards / questions: suspended and "bad item" flags; a card written from a missed
 *   question points at it (origin_question_id), so the next miss finds it;
 * - reviews: the review log. FSRS's own rating 1–4 (so Anki history keeps its four buttons),
 *   when, how long, the state before and the whole schedule before (what undo restores);
 * - quizzes: one sitting of questions per user; attempts.quiz_id ties answers to it.
 */
const statements = [
  `alter table users add column time_zone text not null default 'UTC'`,
  `alter table users add column new_cards_per_day integer not null default 20 check (new_cards_per_day between 0 and 9999)`,
  `alter table flashcards add column is_suspended boolean not null default false`,
  `alter table flashcards add column is_bad_item boolean not null default false`,
  `alter table flashcards add column origin_question_id uuid references questions(id) on delete set null`,
  `alter table questions add column is_bad_item boolean not null default false`,
  `create index flashcards_session_due_idx on flashcards (session_id, due) where not is_suspended`,
  `create table reviews (
     id uuid primary key default gen_random_uuid(),
     seq bigint generated always as identity,
     flashcard_id uuid not null references flashcards(id) on delete cascade,
     session_id uuid not null references sessions(id) on delete cascade,
     user_id uuid not null references users(id) on delete cascade,
     kind text not null default 'review' check (kind in ('review','quiz_miss','import')),
     rating smallint not null check (rating between 1 and 4),
     state_before text not null check (state_before in ('new','learning','review','relearning')),
     scheduled_days_before integer not null default 0,
     schedule_before jsonb,
     due_before timestamptz,
     reviewed_at timestamptz not null default now(),
     duration_ms integer check (duration_ms is null or duration_ms >= 0)
   )`,
  `create index reviews_flashcard_idx on reviews (flashcard_id, seq desc)`,
  `create index reviews_user_time_idx on reviews (user_id, reviewed_at)`,
  `create index reviews_session_time_idx on reviews (session_id, reviewed_at)`,
  `create table quizzes (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     user_id uuid not null references users(id) on delete cascade,
     question_ids jsonb not null,
     score real check (score is null or (score >= 0 and score <= 1)),
     grade text check (grade is null or grade in ('A','B','C','D','E','F')),
     created_at timestamptz not null default now(),
     finished_at timestamptz
   )`,
  `create index quizzes_session_user_idx on quizzes (session_id, user_id, created_at desc)`,
  `alter table attempts add column quiz_id uuid references quizzes(id) on delete set null`,
  `create index attempts_quiz_idx on attempts (quiz_id) where quiz_id is not null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table attempts drop column if exists quiz_id`,
    `drop table if exists quizzes`,
    `drop table if exists reviews`,
    `drop index if exists flashcards_session_due_idx`,
    `alter table questions drop column if exists is_bad_item`,
    `alter table flashcards drop column if exists origin_question_id`,
    `alter table flashcards drop column if exists is_bad_item`,
    `alter table flashcards drop column if exists is_suspended`,
    `alter table users drop column if exists new_cards_per_day`,
    `alter table users drop column if exists time_zone`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
