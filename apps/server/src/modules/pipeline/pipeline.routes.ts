import { errorEnvelopes } from '@mnemo/contracts/errors';
import {
  AddDocumentJsonBodySchema,
  AddDocumentMultipartBodySchema,
  CreateSessionJsonBodySchema,
  CreateSessionMultipartBodySchema,
  CreateSessionResponseSchema,
  type CreateSessionJsonBody,
  DocumentGenerationSchema,
  DocumentParamsSchema,
  DocumentStateSchema,
  type DocumentState,
} from '@mnemo/contracts/pipeline';
import { ShareQuerySchema } from '@mnemo/contracts/common';
import type { MessageKey } from '@mnemo/i18n/keys';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errors } from '../../lib/app-error.ts';
import { closeAfterReply } from '../../lib/close-after-reply.ts';
import { requireUser, shareTokenOf, type AuthUser } from '../../plugins/auth.ts';
import { getRequestLocale } from '../../plugins/locale.ts';
import { answerWithStream, type OpenStreams, type StreamLimits } from './document-events.ts';
import * as pipeline from './pipeline.service.ts';
import { type ReceivedUpload, receiveUpload } from './receive-upload.ts';

const tags = ['sessions'];

/** GET /documents/:id/events: written to the raw response (the reply is hijacked), so never serialised. */
const eventStream = {
  description: "Server-sent events: the document's state at each change",
  content: { 'text/event-stream': { schema: z.string() } },
};

/** GET /documents/:id/generation/events: the same, of its `DocumentGeneration` (`event: generation`). */
const generationStream = {
  description: "Server-sent events: the document's status and early counts at each change",
  content: { 'text/event-stream': { schema: z.string() } },
};

/** Live-progress streams one user may hold open on one process; the next answers 429. */
export const MAX_STREAMS_PER_USER = 10;
const errorResponses = errorEnvelopes(400, 401, 402, 403, 404, 409, 413, 415, 422, 503);

/** Fields whose failure has a message of its own (spec §5), else the generic VALIDATION message. */
const FIELD_MESSAGE_KEYS: Partial<Record<string, MessageKey>> = {
  questionTypes: 'question_type_required',
  examDate: 'exam_date_invalid',
};

/**
 * A body parsed by its contract; a field that fails answers 400 VALIDATION naming it (an unknown
 * field by its name, as every other route's body is answered).
 */
function parseBody<T>(schema: z.ZodType<T>, body: unknown): T {
  const parsed = schema.safeParse(body ?? {});
  if (!parsed.success) {
    const issue = parsed.error.issues[0];
    const path = issue?.path.join('.') ?? '';
    const unknown = issue?.code === 'unrecognized_keys' ? issue.keys[0] : undefined;
    const field = [path, unknown].filter(Boolean).join('.') || 'body';
    const messageKey = unknown === undefined ? FIELD_MESSAGE_KEYS[String(issue?.path[0])] : undefined;
    throw errors.validation(field, messageKey ?? 'VALIDATION');
  }
  return parsed.data;
}

/** Multipart fields a form sends empty when nothing was chosen: left out, as a JSON body leaves them out. */
const EMPTY_MEANS_ABSENT: ReadonlySet<string> = new Set(['folderId', 'questionLanguage', 'examLabel', 'examDate']);

/** A multipart request's file (if any) and its text fields, parsed by the route's multipart contract. */
async function readMultipart<T>(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
  schema: z.ZodType<T>,
): Promise<{ file: ReceivedUpload['file']; fields: T }> {
  const { file, fields } = await receiveUpload(request, user).catch((error: unknown) => {
    // the rest of the body is not read: answer, then close the connection (without a reset)
    if (error instanceof AppError && (error.code === 'QUOTA_LIMIT' || error.code === 'PAYLOAD_TOO_LARGE'))
      closeAfterReply(request.raw, reply.raw);
    throw error;
  });
  const given = Object.entries(fields).filter(([name, value]) => value !== '' || !EMPTY_MEANS_ABSENT.has(name));
  return { file, fields: parseBody(schema, Object.fromEntries(given)) };
}

/** The material of a request: its file, else its text or link. */
function materialOf(
  file: ReceivedUpload['file'],
  body: { text?: string | undefined; url?: string | undefined },
): pipeline.MaterialSubmission {
  if (file) return { type: 'file', bytes: file.bytes, fileName: file.fileName };
  if (body.text !== undefined) return { type: 'text', text: body.text };
  if (body.url !== undefined) return { type: 'url', url: body.url };
  return { type: 'none' };
}

/** The fields and material of POST /sessions, multipart (a file) or JSON (text or a link). */
async function readSessionSubmission(
  request: FastifyRequest,
  reply: FastifyReply,
  user: AuthUser,
): Promise<pipeline.CreateSessionInput> {
  if (request.isMultipart()) {
    const { file, fields } = await readMultipart(request, reply, user, CreateSessionMultipartBodySchema);
    const questionTypes = fields.questionTypes
      ?.split(',')
      .map((t) => t.trim())
      .filter(Boolean);
    return { ...sessionFields(fields), questionTypes, material: materialOf(file, fields) };
  }
  const body = parseBody(CreateSessionJsonBodySchema, request.body);
  return { ...sessionFields(body), questionTypes: body.questionTypes, material: materialOf(null, body) };
}

/** The session's own fields of a parsed body (multipart or JSON), for the use case to check. */
function sessionFields(
  body: Pick<CreateSessionJsonBody, 'name' | 'folderId' | 'questionLanguage' | 'examLabel' | 'examDate'>,
): Omit<pipeline.CreateSessionInput, 'material' | 'questionTypes'> {
  return {
    name: body.name,
    folderId: body.folderId,
    questionLanguage: body.questionLanguage,
    examLabel: body.examLabel,
    examDate: body.examDate,
  };
}

/**
 * Session creation from material, documents and their live progress (issue 3). Access: the
 * owner, who alone reads and follows a document's processing state (ADR 185); a signed-in visitor
 * with the session's share token follows its generation only (status and early counts, ADR 171).
 */
export async function pipelineRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;
  const rateLimit = { max: 30, timeWindow: '1 minute' };
  // open progress streams, ended when the server closes (they would otherwise hold it open)
  const streams: OpenStreams = new Set();
  // live-progress streams open per user in this process (each holds a connection and a listener)
  const streamsPerUser = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const finish of streams) finish();
  });
  const limits: StreamLimits = { streams, perUser: streamsPerUser, max: MAX_STREAMS_PER_USER };
  /** Follows a document as server-sent events of what `read` answers (the owner's full state, or what a session's readers see, ADR 171). */
  const follow = <State extends Pick<DocumentState, 'status'>>(
    request: FastifyRequest<{ Params: { id: string } }>,
    reply: FastifyReply,
    userId: string,
    read: () => Promise<State>,
    eventName?: string,
  ): Promise<void> =>
    answerWithStream(reply, ctx, limits, userId, {
      documentId: request.params.id,
      requestId: request.id,
      read,
      isTerminal: pipeline.isTerminal,
      ...(eventName ? { eventName } : {}),
    });

  r.post(
    '/sessions',
    {
      config: { access: 'authenticated', rateLimit },
      schema: {
        operationId: 'createSession',
        summary: 'Create a session from a file, text or a link',
        tags,
        documentedBody: {
          'multipart/form-data': CreateSessionMultipartBodySchema,
          'application/json': CreateSessionJsonBodySchema,
        },
        response: { 202: CreateSessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const created = await pipeline.createSessionFromMaterial(
        ctx,
        user,
        await readSessionSubmission(request, reply, user),
      );
      return reply.status(202).send(created);
    },
  );

  r.post(
    '/sessions/:id/documents',
    {
      config: { access: 'authenticated', rateLimit },
      schema: {
        operationId: 'addDocument',
        summary: 'Add a document to a session',
        tags,
        params: DocumentParamsSchema,
        documentedBody: {
          'multipart/form-data': AddDocumentMultipartBodySchema,
          'application/json': AddDocumentJsonBodySchema,
        },
        response: { 202: CreateSessionResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      let material: pipeline.MaterialSubmission;
      if (request.isMultipart()) {
        const { file, fields } = await readMultipart(request, reply, user, AddDocumentMultipartBodySchema);
        material = materialOf(file, fields);
      } else {
        material = materialOf(null, parseBody(AddDocumentJsonBodySchema, request.body));
      }
      const created = await pipeline.addDocumentToSession(ctx, user, request.params.id, material);
      return reply.status(202).send(created);
    },
  );

  // The owner's processing state (ADR 185): file name, stages and their times, progress and the
  // reason of a failure. Anyone else gets 404 whatever token they hold, as on the owner's other
  // routes; a share link's visitor follows the generation routes below instead (ADR 171).
  r.get(
    '/documents/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getDocument',
        summary: "Read a document's processing state (its owner only)",
        tags,
        params: DocumentParamsSchema,
        response: { 200: DocumentStateSchema, ...errorResponses },
      },
    },
    async (request) =>
      pipeline.readDocumentState(ctx, requireUser(request), request.params.id, getRequestLocale(request)),
  );

  // Server-sent events, read with fetch (the bearer header goes along). The first event is the
  // current state; one follows each change; the stream ends when the document completes or fails.
  r.get(
    '/documents/:id/events',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'followDocument',
        summary: "Follow a document's processing, server-sent events (its owner only)",
        tags,
        params: DocumentParamsSchema,
        response: { 200: eventStream },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const locale = getRequestLocale(request);
      await follow(request, reply, user.id, () => pipeline.readDocumentState(ctx, user, request.params.id, locale));
    },
  );

  // A document being made as the session page's line shows it (ADR 171): its status and early
  // counts, for the owner and for a share link's visitor alike, who may not follow the full state.
  r.get(
    '/documents/:id/generation',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'getDocumentGeneration',
        summary: "Read a document's status and early cards, as the session's readers see it",
        tags,
        params: DocumentParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: DocumentGenerationSchema, ...errorResponses },
      },
    },
    async (request) =>
      pipeline.readDocumentGeneration(ctx, requireUser(request), request.params.id, shareTokenOf(request)),
  );

  r.get(
    '/documents/:id/generation/events',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'followDocumentGeneration',
        summary: "Follow a document's status and early cards (server-sent events)",
        tags,
        params: DocumentParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: generationStream },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const shareToken = shareTokenOf(request);
      await follow(
        request,
        reply,
        user.id,
        () => pipeline.readDocumentGeneration(ctx, user, request.params.id, shareToken),
        'generation',
      );
    },
  );
}
