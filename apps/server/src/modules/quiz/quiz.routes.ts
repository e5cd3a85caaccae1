import { errorEnvelopes } from '@mnemo/contracts/errors';
import { QuizListResponseSchema, StartQuizBodySchema, StartQuizResponseSchema } from '@mnemo/contracts/review';
import { ShareQuerySchema } from '@mnemo/contracts/common';
import { SessionParamsSchema } from '@mnemo/contracts/study';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, shareTokenOf } from '../../plugins/auth.ts';
import { listQuizzes, startQuiz } from './start-quiz.ts';

const tags = ['quiz'];
const errorResponses = errorEnvelopes(400, 401, 403, 404, 500);

/**
 * Quizzes (issue 11 item 4): the owner or a signed-in share visitor (`?sharetoken=`) starts and
 * lists their own; answers go through POST /api/questions/:id/evaluate with the `quizId`.
 */
export async function quizRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/sessions/:id/quizzes',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'createQuiz',
        summary: 'Start a quiz, or resume the unfinished one',
        description:
          'The server chooses and orders the questions: `count` (default 10) of the `types` given, the concepts the caller misses first, then the unasked ones, the types interleaved; or exactly `questionIds`. While the caller has an unfinished quiz of the session it is answered with 200 (resumed) unless `restart` closes it.',
        tags,
        params: SessionParamsSchema,
        querystring: ShareQuerySchema,
        body: StartQuizBodySchema,
        response: { 200: StartQuizResponseSchema, 201: StartQuizResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { quiz, isResumed } = await startQuiz(
        ctx,
        requireUser(request),
        request.params.id,
        request.body ?? {},
        shareTokenOf(request),
      );
      return reply.status(isResumed ? 200 : 201).send({ quiz });
    },
  );

  r.get(
    '/sessions/:id/quizzes',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'listQuizzes',
        summary: "List the session's quizzes",
        tags,
        params: SessionParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: QuizListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listQuizzes(ctx, requireUser(request), request.params.id, shareTokenOf(request)),
  );
}
