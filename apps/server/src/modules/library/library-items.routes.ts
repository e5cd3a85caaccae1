import { errorEnvelopes } from '@mnemo/contracts/errors';
import {
  ClozeNoteBodySchema,
  ClozeNoteCreateBodySchema,
  ClozeNoteResponseSchema,
  FlashcardPageQuerySchema,
  FlashcardPageSchema,
  FlashcardsPatchBodySchema,
  NoteDeleteResponseSchema,
  NoteParamsSchema,
  FlashcardsPatchResponseSchema,
  QuestionsPatchBodySchema,
  QuestionsPatchResponseSchema,
} from '@mnemo/contracts/review';
import { SessionParamsSchema } from '@mnemo/contracts/study';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { createClozeNote, deleteClozeNote, editClozeNote } from './cloze-notes.ts';
import { listSessionCardPage } from './list-session-cards.ts';
import { patchSessionFlashcards, patchSessionQuestions } from './patch-session-items.ts';

const tags = ['library'];
const errorResponses = errorEnvelopes(400, 401, 404, 500);

/**
 * Per-item writes of a session's cards and questions (issue 11 item 3): the owner's alone; the version stays.
 * And the cards page by page (ADR 114), for the editor of a session larger than its file.
 */
export async function libraryItemsRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.get(
    '/sessions/:id/flashcards',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listFlashcards',
        summary: 'One page of a session’s flashcards, filtered by text and tag',
        tags,
        params: SessionParamsSchema,
        querystring: FlashcardPageQuerySchema,
        response: { 200: FlashcardPageSchema, ...errorResponses },
      },
    },
    async (request) => listSessionCardPage(ctx, requireUser(request), request.params.id, request.query),
  );

  r.patch(
    '/sessions/:id/flashcards',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateFlashcards',
        summary: 'Add, change or remove flashcards',
        tags,
        params: SessionParamsSchema,
        body: FlashcardsPatchBodySchema,
        response: { 200: FlashcardsPatchResponseSchema, ...errorResponses },
      },
    },
    async (request) => patchSessionFlashcards(ctx, requireUser(request), request.params.id, request.body),
  );

  r.post(
    '/sessions/:id/notes',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'createClozeNote',
        summary: 'Make a cloze note: one card per deletion number',
        tags,
        params: SessionParamsSchema,
        body: ClozeNoteCreateBodySchema,
        response: { 201: ClozeNoteResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const note = await createClozeNote(ctx, requireUser(request), request.params.id, request.body);
      return reply.status(201).send(note);
    },
  );

  r.put(
    '/sessions/:id/notes/:noteId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'editClozeNote',
        summary: "Rewrite a cloze note's text (cards of remaining deletions keep their schedules)",
        tags,
        params: NoteParamsSchema,
        body: ClozeNoteBodySchema,
        response: { 200: ClozeNoteResponseSchema, ...errorResponses },
      },
    },
    async (request) => editClozeNote(ctx, requireUser(request), request.params.id, request.params.noteId, request.body),
  );

  r.delete(
    '/sessions/:id/notes/:noteId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'deleteClozeNote',
        summary: 'Remove a cloze note and its cards',
        tags,
        params: NoteParamsSchema,
        response: { 200: NoteDeleteResponseSchema, ...errorResponses },
      },
    },
    async (request) => deleteClozeNote(ctx, requireUser(request), request.params.id, request.params.noteId),
  );

  r.patch(
    '/sessions/:id/questions',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateQuestions',
        summary: 'Add, change or remove questions',
        tags,
        params: SessionParamsSchema,
        body: QuestionsPatchBodySchema,
        response: { 200: QuestionsPatchResponseSchema, ...errorResponses },
      },
    },
    async (request) => patchSessionQuestions(ctx, requireUser(request), request.params.id, request.body),
  );
}
