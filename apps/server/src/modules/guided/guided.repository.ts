import type { RunKind, RunState } from '@mnemo/domain/guided-run';
import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, GuidedRunRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's open (not finished) run of the session. */
export async function findOpenRun(db: Db, userId: string, sessionId: string): Promise<GuidedRunRow | undefined> {
  return db
    .selectFrom('guided_runs')
    .selectAll()
    .where('user_id', '=', userId)
    .where('session_id', '=', sessionId)
    .where('status', '!=', 'finished')
    .executeTakeFirst();
}

/** The run, locked until the transaction ends (actions on one run apply one after another). */
export async function lockRun(trx: Transaction<Database>, runId: string): Promise<GuidedRunRow | undefined> {
  return trx.selectFrom('guided_runs').selectAll().where('id', '=', runId).forUpdate().executeTakeFirst();
}

/**
 * Inserts a run unless the user already has an open one of the session (the partial unique index
 * decides, so two starts at once make one run); undefined when one was open.
 */
export async function insertRunIfNoneOpen(
  db: Db,
  values: { sessionId: string; userId: string; kind: RunKind; concepts: string[]; state: RunState },
): Promise<GuidedRunRow | undefined> {
  return db
    .insertInto('guided_runs')
    .values({
      session_id: values.sessionId,
      user_id: values.userId,
      kind: values.kind,
      status: values.state.status,
      concepts: JSON.stringify(values.concepts),
      state: JSON.stringify(values.state),
    })
    .onConflict((oc) => oc.columns(['user_id', 'session_id']).where('status', '!=', 'finished').doNothing())
    .returningAll()
    .executeTakeFirst();
}

export async function saveRunState(db: Db, runId: string, state: RunState, now: Date): Promise<GuidedRunRow> {
  return db
    .updateTable('guided_runs')
    .set({
      state: JSON.stringify(state),
      status: state.status,
      updated_at: now,
      finished_at: state.status === 'finished' ? now : null,
    })
    .where('id', '=', runId)
    .returningAll()
    .executeTakeFirstOrThrow();
}

/** The session's cards with the owner's lapses (reviews rated Hard) and due time: a quick session's evidence. */
export async function listCardEvidence(db: Db, sessionId: string, userId: string) {
  return db
    .selectFrom('flashcards')
    .leftJoin('reviews', (join) =>
      join
        .onRef('reviews.flashcard_id', '=', 'flashcards.id')
        .on('reviews.user_id', '=', userId)
        .on('reviews.rating', '=', 1),
    )
    .select([
      'flashcards.id',
      'flashcards.front',
      'flashcards.back',
      'flashcards.concept',
      'flashcards.due',
      sql<string>`count(reviews.id)`.as('lapses'),
    ])
    .where('flashcards.session_id', '=', sessionId)
    .where('flashcards.is_suspended', '=', false)
    .groupBy('flashcards.id')
    .execute();
}

/** The session's questions with the user's mean answer score (null when never answered). */
export async function listQuestionEvidence(db: Db, sessionId: string, userId: string) {
  return db
    .selectFrom('questions')
    .leftJoin('attempts', (join) =>
      join.onRef('attempts.question_id', '=', 'questions.id').on('attempts.user_id', '=', userId),
    )
    .select([
      'questions.id',
      'questions.prompt',
      'questions.concept',
      sql<number | null>`avg(attempts.score)::float8`.as('score'),
    ])
    .where('questions.session_id', '=', sessionId)
    .groupBy('questions.id')
    .execute();
}

/** The user's latest quiz of the session finished since `since`. */
export async function findLatestFinishedQuiz(db: Db, sessionId: string, userId: string, since: Date) {
  return db
    .selectFrom('quizzes')
    .select(['grade', 'score'])
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .where('finished_at', '>=', since)
    .orderBy('finished_at', 'desc')
    .limit(1)
    .executeTakeFirst();
}

// ---- reminders ----

export async function findReminderSettings(db: Db, userId: string) {
  return db.selectFrom('users').select(['reminder_hour']).where('id', '=', userId).executeTakeFirstOrThrow();
}

/** Users who turned reminders on (and are not suspended). */
export async function listReminderSubscribers(db: Db) {
  return db
    .selectFrom('users')
    .select(['id', 'email', 'name', 'locale', 'time_zone', 'reminder_hour', 'reminder_sent_on'])
    .where('reminder_hour', 'is not', null)
    .where('suspended_at', 'is', null)
    .orderBy('id')
    .execute();
}

export async function listSessionNames(db: Db, sessionIds: string[]) {
  if (sessionIds.length === 0) return [];
  return db.selectFrom('sessions').select(['id', 'name']).where('id', 'in', sessionIds).orderBy('name').execute();
}
