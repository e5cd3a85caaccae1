import type {} from '@fastify/rate-limit';
// The import above loads @fastify/rate-limit's types, which add `config.rateLimit` to routes.
import { Readable } from 'node:stream';
import { errorEnvelopes } from '@mnemo/contracts/errors';
import { ShareQuerySchema } from '@mnemo/contracts/common';
import { SessionFileSchema } from '@mnemo/contracts/library';
import {
  AnswerEvaluationSchema,
  CHAT_STREAM_CONTENT_TYPE,
  ChatBodySchema,
  ChatHistoryResponseSchema,
  type ChatStreamEvent,
  ChatStreamEventSchema,
  ClearChatResponseSchema,
  EvaluateAnswerBodySchema,
  ExplanationResponseSchema,
  GenerateBodySchema,
  QuestionParamsSchema,
  SessionParamsSchema,
} from '@mnemo/contracts/study';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser, shareTokenOf } from '../../plugins/auth.ts';
import { startChatTurn } from './chat-turn.ts';
import { clearChat } from './clear-chat.ts';
import { evaluateQuestionAnswer } from './evaluate-answer.ts';
import { getQuestionExplanation } from './explain-question.ts';
import { generateSessionItems } from './generate-session-items.ts';
import { listChatHistory } from './list-chat-history.ts';

const tags = ['study'];
const errorResponses = errorEnvelopes(400, 401, 402, 403, 404, 429, 500, 503);

/** AI routes are rate-limited per signed-in user (the app's rate-limit key, `rateLimitKey`). */
const limits = {
  chat: { max: 20, timeWindow: '1 minute' },
  evaluate: { max: 60, timeWindow: '1 minute' },
  explain: { max: 60, timeWindow: '1 minute' },
  generate: { max: 10, timeWindow: '1 minute' },
};

async function* toNdjson(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

/**
 * Study with the AI (issue 4 item 5). Access (library.policy.ts): evaluate, explanation and chat
 * are reads, by the owner or a signed-in share visitor (`share`); generate changes the session and
 * is the owner's.
 */
export async function studyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/questions/:id/evaluate',
    {
      config: { access: 'share', rateLimit: limits.evaluate },
      schema: {
        operationId: 'evaluateAnswer',
        summary: 'Grade an answer to a question',
        tags,
        params: QuestionParamsSchema,
        querystring: ShareQuerySchema,
        body: EvaluateAnswerBodySchema,
        response: { 200: AnswerEvaluationSchema, ...errorResponses },
      },
    },
    async (request) =>
      evaluateQuestionAnswer(ctx, requireUser(request), request.params.id, request.body, shareTokenOf(request)),
  );

  r.get(
    '/questions/:id/explanation',
    {
      config: { access: 'share', rateLimit: limits.explain },
      schema: {
        operationId: 'explainQuestion',
        summary: "Explain a question's answer",
        tags,
        params: QuestionParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: ExplanationResponseSchema, ...errorResponses },
      },
    },
    async (request) => getQuestionExplanation(ctx, requireUser(request), request.params.id, shareTokenOf(request)),
  );

  r.post(
    '/sessions/:id/chat',
    {
      config: { access: 'share', rateLimit: limits.chat },
      schema: {
        operationId: 'sendChatMessage',
        summary: "Ask the session's chat a question",
        tags,
        description:
          'Streams the answer as NDJSON (application/x-ndjson): ChatStreamEvent lines, ending with `done` or `error`.',
        params: SessionParamsSchema,
        querystring: ShareQuerySchema,
        body: ChatBodySchema,
        // documents one line of the stream (Fastify sends a stream as it is, unserialised)
        response: { 200: ChatStreamEventSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      const turn = await startChatTurn(
        ctx,
        requireUser(request),
        request.params.id,
        request.body,
        shareTokenOf(request),
        {
          signal: controller.signal,
          onError: (error) => request.log.error({ err: error }, 'chat turn failed'),
        },
      );
      // The client went away before the end: stop the provider (nothing is stored or counted).
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) controller.abort();
      });
      return reply
        .header('content-type', CHAT_STREAM_CONTENT_TYPE)
        .header('cache-control', 'no-cache, no-transform')
        .header('x-accel-buffering', 'no')
        .send(Readable.from(toNdjson(turn.events)) as unknown as ChatStreamEvent);
    },
  );

  r.get(
    '/sessions/:id/chat',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'getChat',
        summary: "Read the session's chat",
        tags,
        params: SessionParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: ChatHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => listChatHistory(ctx, requireUser(request), request.params.id, shareTokenOf(request)),
  );

  r.delete(
    '/sessions/:id/chat',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'clearChat',
        summary: "Clear the session's chat",
        tags,
        description:
          "Clears the caller's own chat turns of the session (the owner's or a share visitor's); nobody else's.",
        params: SessionParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: ClearChatResponseSchema, ...errorResponses },
      },
    },
    async (request) => clearChat(ctx, requireUser(request), request.params.id, shareTokenOf(request)),
  );

  r.post(
    '/sessions/:id/generate',
    {
      config: { access: 'authenticated', rateLimit: limits.generate },
      schema: {
        operationId: 'generateItems',
        summary: 'Generate more cards or questions',
        tags,
        params: SessionParamsSchema,
        body: GenerateBodySchema,
        response: { 200: SessionFileSchema, ...errorResponses },
      },
    },
    async (request) => generateSessionItems(ctx, requireUser(request), request.params.id, request.body),
  );
}
