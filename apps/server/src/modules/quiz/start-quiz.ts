import type { Quiz, QuizSummary, StartQuizBody } from '@mnemo/contracts/review';
import type { Grade } from '@mnemo/domain/grades';
import { scoreQuiz } from '@mnemo/domain/quiz-rules';
import { chooseQuizQuestions, DEFAULT_QUIZ_LENGTH, findWeakSpots } from '@mnemo/domain/quiz-selection';
import type { AppContext } from '../../app-context.ts';
import type { QuizRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableSession } from '../library/sessions.ts';
import * as repo from './quiz.repository.ts';

type Db = AppContext['db'];

const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());

async function presentQuiz(db: Db, row: QuizRow): Promise<Quiz> {
  const answers = await repo.listQuizAnswers(db, row.id);
  const order = new Map(row.question_ids.map((id, index) => [id, index]));
  return {
    id: row.id,
    questionIds: row.question_ids,
    answers: answers
      .filter((answer) => order.has(answer.question_id))
      .sort((a, b) => order.get(a.question_id)! - order.get(b.question_id)!)
      .map((answer) => ({ questionId: answer.question_id, score: answer.score, verdict: answer.verdict })),
  };
}

/**
 * Closes an unfinished quiz for a new one: graded on the questions it had answered, or removed
 * when it had none (a quiz opened and left says nothing about the learner).
 */
async function closeQuiz(db: Db, row: QuizRow): Promise<void> {
  const answers = await repo.listQuizAnswers(db, row.id);
  if (answers.length === 0) {
    await repo.deleteQuiz(db, row.id);
    return;
  }
  const result = scoreQuiz(answers.map((answer) => answer.score));
  await repo.finishQuiz(db, row.id, result.score, result.grade);
}

/** The questions of a new quiz: those asked for (checked to be the session's), or chosen by the server. */
async function chooseQuestions(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: StartQuizBody,
): Promise<string[]> {
  if (body.questionIds) {
    const known = new Set(await repo.listSessionQuestionIds(ctx.db, sessionId));
    const bad = body.questionIds.findIndex((id) => !known.has(id));
    if (bad >= 0) throw errors.validation(`questionIds.${bad}`);
    return [...new Set(body.questionIds)].slice(0, body.count ?? 500);
  }
  const [rows, lapsed] = await Promise.all([
    repo.listQuizCandidates(ctx.db, sessionId, user.id),
    repo.listLapsedCards(ctx.db, sessionId, user.id),
  ]);
  const candidates = rows.map((row) => ({
    id: row.id,
    type: row.type,
    concept: row.concept,
    sourceChunkId: row.source_chunk_id,
    position: row.position,
    lastAnswer:
      row.verdict && row.answered_at ? { verdict: row.verdict, at: new Date(row.answered_at).toISOString() } : null,
  }));
  const weak = findWeakSpots(
    candidates,
    lapsed.map((card) => ({ concept: card.concept, sourceChunkId: card.source_chunk_id })),
  );
  return chooseQuizQuestions(candidates, weak, { count: body.count ?? DEFAULT_QUIZ_LENGTH, types: body.types });
}

/**
 * Starts a quiz on a session the caller may study (owner or share visitor), or resumes theirs:
 * while they have an unfinished quiz of the session it is answered as it stands (`isResumed`),
 * unless `restart` closes it first. The server chooses and orders the questions (issue 23).
 */
export async function startQuiz(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: StartQuizBody,
  shareToken: string | undefined,
): Promise<{ quiz: Quiz; isResumed: boolean }> {
  await findReadableSession(ctx, user, sessionId, shareToken);
  const open = await repo.findUnfinishedQuiz(ctx.db, sessionId, user.id);
  if (open && !body.restart) return { quiz: await presentQuiz(ctx.db, open), isResumed: true };
  const questionIds = await chooseQuestions(ctx, user, sessionId, body);
  if (questionIds.length === 0) throw errors.validation(body.types ? 'types' : 'questionIds', 'quiz_no_questions');
  return ctx.db.transaction().execute(async (trx) => {
    const stillOpen = await repo.findUnfinishedQuiz(trx, sessionId, user.id);
    if (stillOpen && body.restart) await closeQuiz(trx, stillOpen);
    const inserted = await repo.insertQuizIfNoneOpen(trx, { sessionId, userId: user.id, questionIds });
    if (inserted) return { quiz: await presentQuiz(trx, inserted), isResumed: false };
    // another request opened one meanwhile: that one is resumed
    const other = await repo.findUnfinishedQuiz(trx, sessionId, user.id);
    if (!other) throw errors.conflict();
    return { quiz: await presentQuiz(trx, other), isResumed: true };
  });
}

/** The caller's quizzes of a session, newest first, each with how many of its questions were answered. */
export async function listQuizzes(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  shareToken: string | undefined,
): Promise<QuizSummary[]> {
  await findReadableSession(ctx, user, sessionId, shareToken);
  const rows = await repo.listQuizzes(ctx.db, sessionId, user.id);
  const answered = await repo.countQuizAnswers(
    ctx.db,
    rows.map((row) => row.id),
  );
  return rows.map((row) => ({
    id: row.id,
    questionIds: row.question_ids,
    answeredCount: answered.get(row.id) ?? 0,
    score: row.score,
    grade: (row.grade as Grade | null) ?? null,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  }));
}
