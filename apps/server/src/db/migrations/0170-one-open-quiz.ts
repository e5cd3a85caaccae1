import { type Kysely, sql } from 'kysely';

/*
 * One unfinished quiz per learner and session (issue 23 item 7): opening the Quiz tab again
 * resumes it, so a quiz left half-way no longer adds a "Not finished" line each time. The ones
 * already there are tidied first: quizzes nobody answered are removed unless they are the newest
 * open one, and older open quizzes with answers are closed, graded on what was answered (the
 * grade rule of packages/domain/grades.ts).
 */
const statements = [
  `delete from quizzes q
    where q.finished_at is null
      and not exists (select 1 from attempts a where a.quiz_id = q.id)
      and exists (select 1 from quizzes n
                   where n.session_id = q.session_id and n.user_id = q.user_id and n.finished_at is null
                     and (n.created_at, n.id) > (q.created_at, q.id))`,
  `with latest as (
     select distinct on (a.quiz_id, a.question_id) a.quiz_id, a.score, a.created_at
       from attempts a
       join quizzes q on q.id = a.quiz_id and q.finished_at is null
      order by a.quiz_id, a.question_id, a.created_at desc
   ), graded as (
     select quiz_id, avg(score) as score, max(created_at) as last_answer from latest group by quiz_id
   )
   update quizzes q
      set score = g.score,
          grade = case when g.score >= 0.9 then 'A' when g.score >= 0.8 then 'B' when g.score >= 0.7 then 'C'
                       when g.score >= 0.6 then 'D' when g.score >= 0.5 then 'E' else 'F' end,
          finished_at = g.last_answer
     from graded g
    where g.quiz_id = q.id
      and exists (select 1 from quizzes n
                   where n.session_id = q.session_id and n.user_id = q.user_id and n.finished_at is null
                     and (n.created_at, n.id) > (q.created_at, q.id))`,
  `create unique index quizzes_one_open_idx on quizzes (session_id, user_id) where finished_at is null`,
];

export async function up(db: Kysely<unknown>): Promise<void> {
  for (const statement of statements) await sql.raw(statement).execute(db);
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await sql`drop index if exists quizzes_one_open_idx`.execute(db);
}
