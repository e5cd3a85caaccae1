import { errorEnvelopes, ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import {
  ImportAcceptedSchema,
  ImportDeckMultipartBodySchema,
  ImportParamsSchema,
  ImportStateSchema,
  type ImportState,
  LibraryExportQuerySchema,
  SessionExportQuerySchema,
} from '@mnemo/contracts/exchange';
import type { Readable } from 'node:stream';
import type { FastifyInstance, FastifyReply } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/app-error.ts';
import { requireUser } from '../../plugins/auth.ts';
import { receiveUpload } from '../pipeline/receive-upload.ts';
import { getRequestLocale } from '../../plugins/locale.ts';
import { answerWithStream, type OpenStreams } from '../pipeline/document-events.ts';
import { exportApkg, exportCsv } from './exchange.service.ts';
import { acceptImport, isImportOver, readImport } from './import-deck.ts';
import { exportAccount } from './export-account.ts';

const tags = ['exchange'];
const errorResponses = errorEnvelopes(400, 401, 404);
const SessionParamsSchema = z.object({ id: z.uuid() }).strict();
const FileResponse = z.any().describe('the file');
/** GET /imports/:importId/events: written to the raw response (the reply is hijacked), so never serialised. */
const eventStream = {
  description: "Server-sent events: the import's state at each change",
  content: { 'text/event-stream': { schema: z.string() } },
};
/** import progress streams one user may hold open in this process */
const MAX_STREAMS_PER_USER = 10;

function sendFile(reply: FastifyReply, fileName: string, type: string, body: Uint8Array | string | Readable) {
  return reply
    .header('content-type', type)
    .header('content-disposition', `attachment; filename*=UTF-8''${encodeURIComponent(fileName)}`)
    .header('cache-control', 'no-store')
    .send(body instanceof Uint8Array ? Buffer.from(body) : body);
}

/**
 * Anki (.apkg) and CSV in and out (issue 14): export a session or the library, import a deck
 * into a session or as a new one (a job: 202, then its state and events, ADR 064); and
 * "Download my data" (a zip of everything the user owns). Access: the signed-in owner only.
 */
export async function exchangeRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/sessions/:id/export',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'exportSession',
        summary: 'Export a session (Anki or CSV)',
        tags,
        params: SessionParamsSchema,
        querystring: SessionExportQuerySchema,
        response: { 200: FileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      if (request.query.format === 'csv') {
        const { fileName, text } = await exportCsv(ctx, user, request.params.id);
        return sendFile(reply, fileName, 'text/csv; charset=utf-8', text);
      }
      const { fileName, bytes } = await exportApkg(ctx, user, request.params.id);
      return sendFile(reply, fileName, 'application/apkg', bytes);
    },
  );

  r.get(
    '/export',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'exportLibrary',
        summary: 'Export all sessions (Anki or CSV)',
        tags,
        querystring: LibraryExportQuerySchema,
        response: { 200: FileResponse, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { fileName, bytes } = await exportApkg(ctx, requireUser(request), null);
      return sendFile(reply, fileName, 'application/apkg', bytes);
    },
  );

  r.get(
    '/me/export',
    {
      config: { access: 'authenticated', rateLimit: { max: 5, timeWindow: '1 minute' } },
      schema: {
        operationId: 'exportMyData',
        summary: "Download all of the user's data",
        tags,
        response: { 200: FileResponse, 401: ErrorEnvelopeSchema },
      },
    },
    async (request, reply) => {
      const { fileName, stream } = await exportAccount(ctx, requireUser(request));
      return sendFile(reply, fileName, 'application/zip', stream);
    },
  );

  const deckBody = { 'multipart/form-data': ImportDeckMultipartBodySchema };
  const importResponses = {
    202: ImportAcceptedSchema,
    402: ErrorEnvelopeSchema,
    409: ErrorEnvelopeSchema,
    413: ErrorEnvelopeSchema,
    415: ErrorEnvelopeSchema,
    ...errorResponses,
  };

  async function receiveDeck(request: Parameters<typeof requireUser>[0]) {
    const user = requireUser(request);
    if (!request.isMultipart()) throw errors.validation('file', 'upload_invalid_file');
    const { file } = await receiveUpload(request, user);
    if (!file || file.bytes.byteLength === 0) throw errors.validation('file', 'upload_invalid_file');
    return { user, file };
  }

  r.post(
    '/sessions/:id/import',
    {
      config: { access: 'authenticated', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'importIntoSession',
        summary: 'Import a deck into a session',
        tags,
        params: SessionParamsSchema,
        documentedBody: deckBody,
        response: importResponses,
      },
    },
    async (request, reply) => {
      const { user, file } = await receiveDeck(request);
      return reply.code(202).send(await acceptImport(ctx, user, file, request.params.id));
    },
  );

  r.post(
    '/import',
    {
      config: { access: 'authenticated', rateLimit: { max: 20, timeWindow: '1 minute' } },
      schema: {
        operationId: 'importDeck',
        summary: 'Import a deck as a new session',
        tags,
        documentedBody: deckBody,
        response: importResponses,
      },
    },
    async (request, reply) => {
      const { user, file } = await receiveDeck(request);
      return reply.code(202).send(await acceptImport(ctx, user, file, null));
    },
  );

  r.get(
    '/imports/:importId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getImport',
        summary: "An import's progress and report",
        tags,
        params: ImportParamsSchema,
        response: { 200: ImportStateSchema, ...errorResponses },
      },
    },
    async (request) => readImport(ctx, requireUser(request), request.params.importId, getRequestLocale(request)),
  );

  // open progress streams, ended when the server closes (they would otherwise hold it open)
  const streams: OpenStreams = new Set();
  const streamsPerUser = new Map<string, number>();
  app.addHook('preClose', async () => {
    for (const finish of streams) finish();
  });

  // Server-sent events, read with fetch (the bearer header goes along), as a document's: the
  // current state first, one event per change, the stream ends once the import is done or failed.
  r.get(
    '/imports/:importId/events',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'followImport',
        summary: "Follow an import's progress (server-sent events)",
        tags,
        params: ImportParamsSchema,
        response: { 200: eventStream, 429: ErrorEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const user = requireUser(request);
      const locale = getRequestLocale(request);
      const read = (): Promise<ImportState> => readImport(ctx, user, request.params.importId, locale);
      await answerWithStream(reply, ctx, { streams, perUser: streamsPerUser, max: MAX_STREAMS_PER_USER }, user.id, {
        documentId: request.params.importId,
        requestId: request.id,
        read,
        isTerminal: isImportOver,
        eventName: 'import',
      });
    },
  );
}
