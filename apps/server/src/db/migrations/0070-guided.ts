import { type Kysely, sql } from 'kysely';

/*
 * Guided study (issue 15):
 * - guided_runs: a learner's guided or quick run of one session. `state` is the domain's RunState
 *   (plan with extensions, current stage, the client-reported elapsed time, stage history);
 *   at most one open (not finished) run per user and session, enforced by a partial unique index
 *   so two starts at once still yield one run;
 * - sessions.exam_label: SAT, Bar or Medicine (spec §2), null when none; sessions.mode (already
 *   there, 'freestyle') now also takes 'guided' and 'quick';
 * - users: the opt-in daily reminder (the hour in the user's time zone, null when off) and the
 *   study date it was last sent for, so a reminder goes at most once a day.
 */
const upStatements = [
  `create table guided_runs (
     id uuid primary key default gen_random_uuid(),
     session_id uuid not null references sessions(id) on delete cascade,
     user_id uuid not null references users(id) on delete cascade,
     kind text not null check (kind in ('guided','quick')),
     status text not null default 'active' check (status in ('active','paused','finished')),
     concepts jsonb not null default '[]',
     state jsonb not null,
     created_at timestamptz not null default now(),
     updated_at timestamptz not null default now(),
     finished_at timestamptz
   )`,
  `create unique index guided_runs_open_idx on guided_runs (user_id, session_id) where status <> 'finished'`,
  `create index guided_runs_session_idx on guided_runs (session_id)`,
  `alter table sessions add column exam_label text check (exam_label is null or exam_label in ('SAT','Bar','Medicine'))`,
  `alter table sessions add constraint sessions_mode_check check (mode in ('freestyle','guided','quick'))`,
  `alter table users add column reminder_hour smallint check (reminder_hour is null or reminder_hour between 0 and 23)`,
  `alter table users add column reminder_sent_on text`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of upStatements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  for (const statement of [
    `alter table users drop column if exists reminder_sent_on`,
    `alter table users drop column if exists reminder_hour`,
    `alter table sessions drop constraint if exists sessions_mode_check`,
    `alter table sessions drop column if exists exam_label`,
    `drop table if exists guided_runs`,
  ]) {
    await sql.raw(statement).execute(db);
  }
}
