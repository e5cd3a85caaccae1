import { errorEnvelopes, ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import {
  CardMediaListQuerySchema,
  CardMediaListResponseSchema,
  CardMediaParamsSchema,
} from '@mnemo/contracts/exchange';
import {
  AnnotationsPatchBodySchema,
  AnnotationsPatchResponseSchema,
  ContentUrlQuerySchema,
  ContentUrlResponseSchema,
  DocumentChunksResponseSchema,
  DocumentIdParamsSchema,
  DocumentPositionBodySchema,
  DocumentPositionSchema,
  LibrarySearchQuerySchema,
  LibrarySearchResponseSchema,
  MediaDocumentParamsSchema,
  MediaQuerySchema,
  MediaSpeakerParamsSchema,
  ReadQuerySchema,
  SessionIdParamsSchema,
  SPEAKER_AVATAR_MAX_BYTES,
  SpeakerParamsSchema,
  SpeakerSchema,
  UpdateSpeakerBodySchema,
  UpdateSpeakerMultipartBodySchema,
} from '@mnemo/contracts/reading';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/app-error.ts';
import { requireUser, shareTokenOf } from '../../plugins/auth.ts';
import { assertSafeText } from '../../plugins/safe-text.ts';
import { patchAnnotations } from '../library/patch-annotations.ts';
import { listCardMediaUrls } from './card-media.ts';
import { mintContentUrl } from './mint-content-url.ts';
import { openMedia } from './open-media.ts';
import { readDocumentChunks } from './read-document-chunks.ts';
import { removeDocument } from './remove-document.ts';
import { saveDocumentPosition } from './save-document-position.ts';
import { searchLibrary } from './search-library.ts';
import { updateSpeaker, type SpeakerChanges } from './update-speaker.ts';

const tags = ['material'];
const errorResponses = errorEnvelopes(400, 401, 403, 404);

/** A speaker's changes from a JSON body, or a multipart form with an `avatar` image (≤ 1 MB). */
async function readSpeakerChanges(request: FastifyRequest): Promise<SpeakerChanges> {
  if (!request.isMultipart()) {
    const parsed = UpdateSpeakerBodySchema.safeParse(request.body ?? {});
    if (!parsed.success) throw errors.validation(parsed.error.issues[0]?.path.join('.') || 'body');
    return parsed.data;
  }
  const fields: Record<string, string> = {};
  let avatar: Uint8Array | undefined;
  for await (const part of request.parts({ limits: { fileSize: SPEAKER_AVATAR_MAX_BYTES, files: 1 } })) {
    if (part.type === 'file') {
      if (part.fieldname !== 'avatar') throw errors.validation(part.fieldname);
      const bytes = await part.toBuffer().catch(() => null);
      if (bytes === null || part.file.truncated) throw errors.payloadTooLarge('avatar_too_large');
      avatar = new Uint8Array(bytes);
    } else {
      fields[part.fieldname] = String(part.value);
    }
  }
  assertSafeText(fields);
  const parsed = UpdateSpeakerBodySchema.safeParse({
    ...(fields.name !== undefined ? { name: fields.name } : {}),
    ...(fields.color !== undefined ? { color: Number(fields.color) } : {}),
  });
  if (!parsed.success) throw errors.validation(parsed.error.issues[0]?.path.join('.') || 'body');
  return { ...parsed.data, ...(avatar ? { avatar } : {}) };
}

/** A media file, whole or the requested range (its type in Content-Type); streamed, not serialised. */
const mediaFile = {
  description: 'The file, or the requested byte range of it',
  content: { 'application/octet-stream': { schema: z.file() } },
};
const mediaResponses = { 200: mediaFile, 206: mediaFile };

async function sendMedia(reply: FastifyReply, opened: Awaited<ReturnType<typeof openMedia>>) {
  void reply.status(opened.status).headers(opened.headers);
  return 'body' in opened ? reply.send(opened.body) : reply.send();
}

/**
 * Reading a session's material (issue 10): passages, signed media URLs and the bytes behind them,
 * speakers, annotations one by one, removing a document, search across the library, the
 * signed URLs of imported cards' images and sounds, and each reader's page in a document.
 * Reads: the owner or a signed-in visitor with the session's share token; writes: the owner (404
 * for anyone else); media: whoever holds an unexpired signed URL.
 */
export async function materialRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/documents/:id/chunks',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'listDocumentChunks',
        summary: "List a document's text chunks",
        tags,
        params: DocumentIdParamsSchema,
        querystring: ReadQuerySchema,
        response: { 200: DocumentChunksResponseSchema, ...errorResponses },
      },
    },
    async (request) => readDocumentChunks(ctx, requireUser(request), request.params.id, shareTokenOf(request)),
  );

  r.get(
    '/documents/:id/content-url',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'getDocumentContentUrl',
        summary: "Get the address of a document's file",
        tags,
        params: DocumentIdParamsSchema,
        querystring: ContentUrlQuerySchema,
        response: { 200: ContentUrlResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const minted = await mintContentUrl(
        ctx,
        requireUser(request),
        request.params.id,
        request.query.variant,
        shareTokenOf(request),
      );
      void reply.header('cache-control', 'no-store');
      return minted;
    },
  );

  r.get(
    '/media/documents/:id/:variant',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getDocumentMedia',
        summary: "Download a document's file",
        tags,
        params: MediaDocumentParamsSchema,
        querystring: MediaQuerySchema,
        response: mediaResponses,
      },
    },
    async (request, reply) =>
      sendMedia(
        reply,
        await openMedia(
          ctx,
          { type: 'document', documentId: request.params.id, variant: request.params.variant },
          request.query,
          request.headers.range,
        ),
      ),
  );

  r.get(
    '/media/speakers/:id/avatar',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getSpeakerAvatar',
        summary: "Download a speaker's picture",
        tags,
        params: MediaSpeakerParamsSchema,
        querystring: MediaQuerySchema,
        response: mediaResponses,
      },
    },
    async (request, reply) =>
      sendMedia(
        reply,
        await openMedia(ctx, { type: 'avatar', speakerId: request.params.id }, request.query, request.headers.range),
      ),
  );

  r.get(
    '/media/cards/:id',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getCardMedia',
        summary: "Download an imported card's image or sound",
        tags,
        params: CardMediaParamsSchema,
        querystring: MediaQuerySchema,
        response: mediaResponses,
      },
    },
    async (request, reply) =>
      sendMedia(
        reply,
        await openMedia(ctx, { type: 'card', mediaId: request.params.id }, request.query, request.headers.range),
      ),
  );

  r.get(
    '/sessions/:id/card-media',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'listCardMedia',
        summary: "List the addresses of a session's card images and sounds",
        tags,
        params: SessionIdParamsSchema,
        querystring: CardMediaListQuerySchema,
        response: { 200: CardMediaListResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const listed = await listCardMediaUrls(ctx, requireUser(request), request.params.id, shareTokenOf(request));
      void reply.header('cache-control', 'no-store');
      return listed;
    },
  );

  r.patch(
    '/documents/:id/speakers/:speakerId',
    {
      config: { access: 'authenticated', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'updateSpeaker',
        summary: 'Rename a speaker or change their picture',
        tags,
        params: SpeakerParamsSchema,
        documentedBody: {
          'application/json': UpdateSpeakerBodySchema,
          'multipart/form-data': UpdateSpeakerMultipartBodySchema,
        },
        response: { 200: SpeakerSchema, 413: ErrorEnvelopeSchema, 415: ErrorEnvelopeSchema, ...errorResponses },
      },
    },
    async (request) => {
      const user = requireUser(request);
      return updateSpeaker(ctx, user, request.params.id, request.params.speakerId, await readSpeakerChanges(request));
    },
  );

  r.put(
    '/documents/:id/position',
    {
      // the reader's own page: the owner, or a signed-in visitor with the share token (ADR 079)
      config: { access: 'share', rateLimit: { max: 300, timeWindow: '1 minute' } },
      schema: {
        operationId: 'saveDocumentPosition',
        summary: 'Keep the page the reader is on in a document',
        tags,
        params: DocumentIdParamsSchema,
        querystring: ReadQuerySchema,
        body: DocumentPositionBodySchema,
        response: { 200: DocumentPositionSchema, ...errorResponses },
      },
    },
    async (request) =>
      saveDocumentPosition(ctx, requireUser(request), request.params.id, shareTokenOf(request), request.body.page),
  );

  r.delete(
    '/documents/:id',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'removeDocument',
        summary: 'Remove a document from its session',
        tags,
        params: DocumentIdParamsSchema,
        response: {
          200: z.object({ remainingDocuments: z.int().min(0) }),
          409: ErrorEnvelopeSchema,
          ...errorResponses,
        },
      },
    },
    async (request) => removeDocument(ctx, requireUser(request), request.params.id),
  );

  r.patch(
    '/sessions/:id/annotations',
    {
      // the web also sends this with `keepalive` when the page goes away: such bodies are ≤ 64 KiB
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateAnnotations',
        summary: "Change the session's annotations",
        tags,
        params: SessionIdParamsSchema,
        body: AnnotationsPatchBodySchema,
        response: { 200: AnnotationsPatchResponseSchema, ...errorResponses },
      },
    },
    async (request) => patchAnnotations(ctx, requireUser(request), request.params.id, request.body),
  );

  r.get(
    '/search',
    {
      config: { access: 'authenticated', rateLimit: { max: 60, timeWindow: '1 minute' } },
      schema: {
        operationId: 'search',
        summary: "Search the user's material",
        tags,
        querystring: LibrarySearchQuerySchema,
        response: { 200: LibrarySearchResponseSchema, ...errorResponses },
      },
    },
    async (request) => searchLibrary(ctx, requireUser(request), request.query.q),
  );
}
