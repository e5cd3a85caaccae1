import { errorEnvelopes, ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import {
  CreateFileBodySchema,
  CreateFolderBodySchema,
  DirectoryResponseSchema,
  FileParamsSchema,
  FolderParamsSchema,
  FolderResponseSchema,
  PatchFileBodySchema,
  PutFileBodySchema,
  RenameFolderBodySchema,
  SessionFileSchema,
  SessionListResponseSchema,
  ShareTokenQuerySchema,
  ShareTokenResponseSchema,
} from '@mnemo/contracts/library';
import { ShareQuerySchema } from '@mnemo/contracts/common';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { requireUser, shareTokenOf } from '../../plugins/auth.ts';
import { createShareToken, revokeShareTokens } from '../share/share.service.ts';
import { copySharedSession, type CopySessionMaterial } from './copy-shared-session.ts';
import { createFolder, deleteFolder, listDirectory, renameFolder } from './folders.ts';
import {
  createSessionFile,
  deleteSessionFile,
  getOwnedSession,
  listUserSessions,
  patchSessionFile,
  putSessionFile,
  readSessionFile,
  type SessionScheduling,
} from './session-files.ts';

const tags = ['library'];
const errorResponses = errorEnvelopes(400, 401, 403, 404, 409);

/**
 * The spec's library calls (spec §7, ARCHITECTURE.md §4). Access: the owner for everything;
 * a signed-in visitor with `?sharetoken=` may read a session and copy it (`share`, library.policy.ts).
 * `scheduling` is the review module's, handed in by app.ts (the library never imports review).
 */
export async function libraryRoutes(
  app: FastifyInstance,
  options: { scheduling: SessionScheduling; copySessionMaterial: CopySessionMaterial },
): Promise<void> {
  const { scheduling } = options;
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/sessions',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listSessions',
        summary: "List the user's sessions",
        tags,
        response: { 200: SessionListResponseSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => ({ sessions: await listUserSessions(ctx, requireUser(request), scheduling) }),
  );

  r.post(
    '/sessions/:id/copy',
    {
      config: { access: 'share', rateLimit: { max: 30, timeWindow: '1 minute' } },
      schema: {
        operationId: 'copySharedSession',
        summary: 'Copy a shared session into the library',
        tags,
        params: z.object({ id: z.uuid() }).strict(),
        querystring: ShareQuerySchema,
        response: { 201: SessionFileSchema, 402: ErrorEnvelopeSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await copySharedSession(
        ctx,
        requireUser(request),
        request.params.id,
        shareTokenOf(request),
        options.copySessionMaterial,
      );
      return reply.status(201).send(file);
    },
  );

  r.get(
    '/directory',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getRootDirectory',
        summary: "List the library's top folder",
        tags,
        response: { 200: DirectoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => listDirectory(ctx, requireUser(request), 'root'),
  );

  r.get(
    '/directory/:folderId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getDirectory',
        summary: 'List a folder',
        tags,
        params: FolderParamsSchema,
        response: { 200: DirectoryResponseSchema, ...errorResponses },
      },
    },
    async (request) => listDirectory(ctx, requireUser(request), request.params.folderId),
  );

  r.post(
    '/directory/:folderId/folder',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'createFolder',
        summary: 'Create a folder inside a folder',
        tags,
        params: FolderParamsSchema,
        body: CreateFolderBodySchema,
        response: { 201: FolderResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const folder = await createFolder(ctx, requireUser(request), request.params.folderId, request.body.name);
      return reply.status(201).send(folder);
    },
  );

  r.put(
    '/directory/:folderId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'renameFolder',
        summary: 'Rename a folder',
        tags,
        params: FolderParamsSchema,
        body: RenameFolderBodySchema,
        response: { 200: FolderResponseSchema, ...errorResponses },
      },
    },
    async (request) => renameFolder(ctx, requireUser(request), request.params.folderId, request.body.name),
  );

  r.delete(
    '/directory/:folderId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'deleteFolder',
        summary: 'Delete a folder and its contents',
        tags,
        params: FolderParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteFolder(ctx, requireUser(request), request.params.folderId);
      return reply.status(204).send(null);
    },
  );

  r.post(
    '/directory/:folderId/file',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'createSessionFile',
        summary: 'Create a session file in a folder',
        tags,
        params: FolderParamsSchema,
        body: CreateFileBodySchema,
        response: { 201: SessionFileSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const file = await createSessionFile(ctx, requireUser(request), request.params.folderId, request.body);
      return reply.status(201).send(file);
    },
  );

  r.get(
    '/directory/:folderId/file/:fileId',
    {
      config: { access: 'share' },
      schema: {
        operationId: 'getSessionFile',
        summary: 'Read a session file',
        tags,
        params: FileParamsSchema,
        querystring: ShareQuerySchema,
        response: { 200: SessionFileSchema, ...errorResponses },
      },
    },
    async (request) =>
      readSessionFile(ctx, requireUser(request), request.params.folderId, request.params.fileId, shareTokenOf(request)),
  );

  r.patch(
    '/directory/:folderId/file/:fileId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'patchSessionFile',
        summary: 'Change part of a session file',
        tags,
        params: FileParamsSchema,
        body: PatchFileBodySchema,
        response: { 200: SessionFileSchema, ...errorResponses },
      },
    },
    async (request) =>
      patchSessionFile(
        ctx,
        requireUser(request),
        request.params.folderId,
        request.params.fileId,
        request.body,
        scheduling,
      ),
  );

  r.put(
    '/directory/:folderId/file/:fileId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'putSessionFile',
        summary: 'Replace a session file',
        tags,
        params: FileParamsSchema,
        body: PutFileBodySchema,
        response: { 200: SessionFileSchema, ...errorResponses },
      },
    },
    async (request) =>
      putSessionFile(ctx, requireUser(request), request.params.folderId, request.params.fileId, request.body),
  );

  r.delete(
    '/directory/:folderId/file/:fileId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'deleteSessionFile',
        summary: 'Delete a session file',
        tags,
        params: FileParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      await deleteSessionFile(ctx, requireUser(request), request.params.folderId, request.params.fileId);
      return reply.status(204).send(null);
    },
  );

  r.get(
    '/directory/:folderId/file/:fileId/share-token',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'createShareToken',
        summary: "Get the session's share link token",
        tags,
        params: FileParamsSchema,
        querystring: ShareTokenQuerySchema,
        response: { 200: ShareTokenResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await getOwnedSession(ctx, requireUser(request), request.params.folderId, request.params.fileId);
      const { shareToken, expiresAt, includeNotes } = await createShareToken(ctx, session.id, {
        includeNotes: request.query.includeNotes === 'true',
      });
      // Each call mints a new secret: never cache it.
      void reply.header('cache-control', 'no-store');
      return { shareToken, expiresAt: expiresAt.toISOString(), includeNotes };
    },
  );

  r.delete(
    '/directory/:folderId/file/:fileId/share-token',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'revokeShareTokens',
        summary: "Revoke the session's share links",
        tags,
        params: FileParamsSchema,
        response: { 204: z.null(), ...errorResponses },
      },
    },
    async (request, reply) => {
      const session = await getOwnedSession(ctx, requireUser(request), request.params.folderId, request.params.fileId);
      await revokeShareTokens(ctx, session.id);
      return reply.status(204).send(null);
    },
  );
}
