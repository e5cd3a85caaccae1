import type { QuizSummary, StartQuizBody, StartQuizResponse } from '@mnemo/contracts/review';
import type { Grade } from '@mnemo/domain/grades';
import type { AppContext } from '../../app-context.ts';
import type { QuizRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { findReadableSession } from '../library/sessions.ts';
import * as repo from './quiz.repository.ts';

/**
 * Starts a quiz on a session the caller may study (owner or share visitor): all its questions,
 * or the ones asked for (the missed ones of a past quiz). The quiz is the caller's own.
 */
export async function startQuiz(
  ctx: AppContext,
  user: AuthUser,
  sessionId: string,
  body: StartQuizBody,
  shareToken: string | undefined,
): Promise<StartQuizResponse> {
  await findReadableSession(ctx, user, sessionId, shareToken);
  const all = await repo.listSessionQuestionIds(ctx.db, sessionId);
  let questionIds = all;
  if (body.questionIds) {
    const known = new Set(all);
    const bad = body.questionIds.findIndex((id) => !known.has(id));
    if (bad >= 0) throw errors.validation(`questionIds.${bad}`);
    questionIds = [...new Set(body.questionIds)];
  }
  if (questionIds.length === 0) throw errors.validation('questionIds', 'quiz_no_questions');
  const quiz = await repo.insertQuiz(ctx.db, { sessionId, userId: user.id, questionIds });
  return { quiz: { id: quiz.id, questionIds: quiz.question_ids } };
}

function presentQuiz(row: QuizRow): QuizSummary {
  const iso = (value: Date | string | null) => (value === null ? null : new Date(value).toISOString());
  return {
    id: row.id,
    questionIds: row.question_ids,
    score: row.score,
    grade: (row.grade as Grade | null) ?? null,
    createdAt: iso(row.created_at)!,
    finishedAt: iso(row.finished_at),
  };
}

/** The caller's quizzes of a session, newest first. */
export async function listQuizzes(ctx: AppContext, user: AuthUser, sessionId: string, shareToken: string | undefined): Promise<QuizSummary[]> {
  await findReadableSession(ctx, user, sessionId, shareToken);
  return (await repo.listQuizzes(ctx.db, sessionId, user.id)).map(presentQuiz);
}
