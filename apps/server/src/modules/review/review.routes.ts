import { errorEnvelopes } from '@mnemo/contracts/errors';
import {
  DueListResponseSchema,
  DueQuerySchema,
  FlashcardParamsSchema,
  ReviewBodySchema,
  ReviewResponseSchema,
  StatsQuerySchema,
  StudySettingsPatchSchema,
  StudySettingsSchema,
  StudyStatsSchema,
} from '@mnemo/contracts/review';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { getStudyStats } from './get-study-stats.ts';
import { listDueCards } from './list-due-cards.ts';
import { reviewFlashcard } from './review-flashcard.ts';
import { getStudySettings, updateStudySettings } from './study-settings.ts';
import { undoReview } from './undo-review.ts';

const tags = ['review'];
const errorResponses = errorEnvelopes(400, 401, 404, 409, 500);

/** Spaced repetition (issue 11 items 1 and 7): the owner's reviews, due lists, statistics and study settings. */
export async function reviewRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/flashcards/:id/review',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'reviewFlashcard',
        summary: 'Record a flashcard review',
        tags,
        params: FlashcardParamsSchema,
        body: ReviewBodySchema,
        response: { 200: ReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => reviewFlashcard(ctx, requireUser(request), request.params.id, request.body),
  );

  r.post(
    '/flashcards/:id/review/undo',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'undoFlashcardReview',
        summary: 'Undo the last flashcard review',
        tags,
        params: FlashcardParamsSchema,
        response: { 200: ReviewResponseSchema, ...errorResponses },
      },
    },
    async (request) => undoReview(ctx, requireUser(request), request.params.id),
  );

  r.get(
    '/review/due',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'listDueCards',
        summary: 'List the cards due for review',
        tags,
        querystring: DueQuerySchema,
        response: { 200: DueListResponseSchema, ...errorResponses },
      },
    },
    async (request) => listDueCards(ctx, requireUser(request), request.query),
  );

  r.get(
    '/review/stats',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getReviewStats',
        summary: 'Read review statistics',
        tags,
        querystring: StatsQuerySchema,
        response: { 200: StudyStatsSchema, ...errorResponses },
      },
    },
    async (request) => getStudyStats(ctx, requireUser(request), request.query.sessionId),
  );

  r.get(
    '/review/settings',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getReviewSettings',
        summary: 'Read review settings',
        tags,
        response: { 200: StudySettingsSchema, ...errorResponses },
      },
    },
    async (request) => getStudySettings(ctx, requireUser(request)),
  );

  r.patch(
    '/review/settings',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateReviewSettings',
        summary: 'Change review settings',
        tags,
        body: StudySettingsPatchSchema,
        response: { 200: StudySettingsSchema, ...errorResponses },
      },
    },
    async (request) => updateStudySettings(ctx, requireUser(request), request.body),
  );
}
