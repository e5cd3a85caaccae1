import { type Kysely, sql } from 'kysely';

/*
 * Scheduling that learns each learner (issue 24; docs/decisions/081-personal-scheduling.md):
 * - learner_schedulers: a learner's FSRS parameters (null: the defaults), chosen retention, when
 *   and from how many reviews they were fitted, the last evaluation, monthly re-fitting, and the
 *   claim of a fit in progress (one at a time per learner, across processes);
 * - users.leech_threshold: lapses that make a card a leech (Anki's 8);
 * - sessions.exam_date: the study date of the session's exam (YYYY-MM-DD text, as reminder_sent_on); exam_limit_active is true while its
 *   cards' due times are held at the day before it (cleared the day after the exam).
 */
const statements = [
  `create table learner_schedulers (
     user_id uuid primary key references users(id) on delete cascade,
     parameters jsonb,
     desired_retention double precision not null default 0.9 check (desired_retention between 0.7 and 0.97),
     optimized_at timestamptz,
     reviews_used integer not null default 0 check (reviews_used >= 0),
     evaluation jsonb,
     auto_optimize boolean not null default false,
     optimizing_since timestamptz,
     updated_at timestamptz not null default now()
   )`,
  `create index learner_schedulers_auto_idx on learner_schedulers (optimized_at) where auto_optimize`,
  `alter table users add column leech_threshold integer not null default 8 check (leech_threshold between 1 and 99)`,
  `alter table sessions add column exam_date text check (exam_date is null or exam_date ~ '^[0-9]{4}-[0-9]{2}-[0-9]{2}$')`,
  `alter table sessions add column exam_limit_active boolean not null default false`,
  `create index sessions_exam_limit_idx on sessions (exam_date) where exam_limit_active`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists sessions_exam_limit_idx`.execute(db);
  await sql`alter table sessions drop column if exists exam_limit_active`.execute(db);
  await sql`alter table sessions drop column if exists exam_date`.execute(db);
  await sql`alter table users drop column if exists leech_threshold`.execute(db);
  await sql`drop table if exists learner_schedulers`.execute(db);
}
