import { type Kysely, type Transaction, sql } from 'kysely';
import type { Database, QuizRow } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

export async function listSessionQuestionIds(db: Db, sessionId: string): Promise<string[]> {
  const rows = await db.selectFrom('questions').select('id').where('session_id', '=', sessionId).orderBy('position').execute();
  return rows.map((r) => r.id);
}

export async function insertQuiz(db: Db, values: { sessionId: string; userId: string; questionIds: string[] }): Promise<QuizRow> {
  return db
    .insertInto('quizzes')
    .values({ session_id: values.sessionId, user_id: values.userId, question_ids: JSON.stringify(values.questionIds) })
    .returningAll()
    .executeTakeFirstOrThrow();
}

export async function findQuiz(db: Db, quizId: string): Promise<QuizRow | undefined> {
  return db.selectFrom('quizzes').selectAll().where('id', '=', quizId).executeTakeFirst();
}

/** The caller's quizzes of a session, newest first. */
export async function listQuizzes(db: Db, sessionId: string, userId: string): Promise<QuizRow[]> {
  return db
    .selectFrom('quizzes')
    .selectAll()
    .where('session_id', '=', sessionId)
    .where('user_id', '=', userId)
    .orderBy('created_at', 'desc')
    .orderBy('id')
    .limit(200)
    .execute();
}

export async function linkAttemptToQuiz(db: Db, attemptId: string, quizId: string): Promise<void> {
  await db.updateTable('attempts').set({ quiz_id: quizId }).where('id', '=', attemptId).execute();
}

/** The latest score of each question answered in a quiz. */
export async function listLatestQuizScores(db: Db, quizId: string): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('attempts')
    .select(['question_id', 'score'])
    .distinctOn('question_id')
    .where('quiz_id', '=', quizId)
    .orderBy('question_id')
    .orderBy('created_at', 'desc')
    .execute();
  return new Map(rows.map((r) => [r.question_id, r.score]));
}

export async function finishQuiz(db: Db, quizId: string, score: number, grade: string): Promise<void> {
  await db
    .updateTable('quizzes')
    .set({ score, grade, finished_at: sql<Date>`coalesce(finished_at, now())` })
    .where('id', '=', quizId)
    .execute();
}

/** The owner's cards of a session that a missed question may send back, locked for the transaction. */
export async function lockMissCandidates(trx: Transaction<Database>, sessionId: string, question: { id: string; sourceChunkId: string | null }) {
  let query = trx
    .selectFrom('flashcards')
    .selectAll()
    .where('session_id', '=', sessionId)
    .forUpdate();
  query = question.sourceChunkId
    ? query.where((eb) => eb.or([eb('origin_question_id', '=', question.id), eb('source_chunk_id', '=', question.sourceChunkId)]))
    : query.where('origin_question_id', '=', question.id);
  return query.execute();
}
