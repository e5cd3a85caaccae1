import type {} from '@fastify/rate-limit';
// The import above loads @fastify/rate-limit's types, which add `config.rateLimit` to routes.
import { Readable } from 'node:stream';
import { ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import { SessionFileSchema } from '@mnemo/contracts/library';
import {
  AnswerEvaluationSchema,
  CHAT_STREAM_CONTENT_TYPE,
  ChatBodySchema,
  ChatHistoryResponseSchema,
  type ChatStreamEvent,
  ChatStreamEventSchema,
  EvaluateAnswerBodySchema,
  ExplanationResponseSchema,
  GenerateBodySchema,
  QuestionParamsSchema,
  SessionParamsSchema,
  StudyShareQuerySchema,
} from '@mnemo/contracts/study';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import * as study from './study.service.ts';

const tags = ['study'];
const errorResponses = {
  400: ErrorEnvelopeSchema,
  401: ErrorEnvelopeSchema,
  402: ErrorEnvelopeSchema,
  403: ErrorEnvelopeSchema,
  404: ErrorEnvelopeSchema,
  429: ErrorEnvelopeSchema,
  500: ErrorEnvelopeSchema,
  503: ErrorEnvelopeSchema,
};

/** AI routes are rate-limited per signed-in user (per address for anonymous callers). */
const perUser = (request: FastifyRequest): string => (request.user ? `user:${request.user.id}` : `ip:${request.ip}`);
const limits = {
  chat: { max: 20, timeWindow: '1 minute', keyGenerator: perUser },
  evaluate: { max: 60, timeWindow: '1 minute', keyGenerator: perUser },
  explain: { max: 60, timeWindow: '1 minute', keyGenerator: perUser },
  generate: { max: 10, timeWindow: '1 minute', keyGenerator: perUser },
};

async function* toNdjson(events: AsyncIterable<ChatStreamEvent>): AsyncGenerator<string> {
  for await (const event of events) yield `${JSON.stringify(event)}\n`;
}

/**
 * Study with the AI (issue 4 item 5). Access: evaluate, explanation and chat take a signed-in
 * owner or share visitor (`optional` so that anonymous callers get the spec's "Login required");
 * generate is the owner's (study.policy.ts).
 */
export async function studyRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/questions/:id/evaluate',
    {
      config: { access: 'optional', rateLimit: limits.evaluate },
      schema: {
        tags,
        params: QuestionParamsSchema,
        querystring: StudyShareQuerySchema,
        body: EvaluateAnswerBodySchema,
        response: { 200: AnswerEvaluationSchema, ...errorResponses },
      },
    },
    async (request) => study.evaluateQuestionAnswer(ctx, request.user, request.params.id, request.body, request.query.sharetoken),
  );

  r.get(
    '/questions/:id/explanation',
    {
      config: { access: 'optional', rateLimit: limits.explain },
      schema: {
        tags,
        params: QuestionParamsSchema,
        querystring: StudyShareQuerySchema,
        response: { 200: ExplanationResponseSchema, ...errorResponses },
      },
    },
    async (request) => study.getQuestionExplanation(ctx, request.user, request.params.id, request.query.sharetoken),
  );

  r.post(
    '/sessions/:id/chat',
    {
      config: { access: 'optional', rateLimit: limits.chat },
      schema: {
        tags,
        description: 'Streams the answer as NDJSON (application/x-ndjson): ChatStreamEvent lines, ending with `done` or `error`.',
        params: SessionParamsSchema,
        querystring: StudyShareQuerySchema,
        body: ChatBodySchema,
        // documents one line of the stream (Fastify sends a stream as it is, unserialised)
        response: { 200: ChatStreamEventSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const controller = new AbortController();
      const turn = await study.startChatTurn(ctx, request.user, request.params.id, request.body, request.query.sharetoken, {
        signal: controller.signal,
        onError: (error) => request.log.error({ err: error }, 'chat turn failed'),
      });
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
      config: { access: 'optional' },
      schema: {
        tags,
        params: SessionParamsSchema,
        querystring: StudyShareQuerySchema,
        response: { 200: ChatHistoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => study.listChatHistory(ctx, request.user, request.params.id, request.query.sharetoken),
  );

  r.post(
    '/sessions/:id/generate',
    {
      config: { access: 'authenticated', rateLimit: limits.generate },
      schema: {
        tags,
        params: SessionParamsSchema,
        body: GenerateBodySchema,
        response: { 200: SessionFileSchema, ...errorResponses },
      },
    },
    async (request) => study.generateSessionItems(ctx, requireUser(request), request.params.id, request.body),
  );
}
