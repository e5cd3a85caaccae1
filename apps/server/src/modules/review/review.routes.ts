import { errorEnvelopes } from '@mnemo/contracts/errors';
import {
  DueListResponseSchema,
  DueQuerySchema,
  FlashcardParamsSchema,
  OfflinePackQuerySchema,
  OfflinePackResponseSchema,
  ReviewBodySchema,
  ReviewResponseSchema,
  StatsQuerySchema,
  StudySettingsPatchSchema,
  StudySettingsSchema,
  StudyStatsSchema,
} from '@mnemo/contracts/review';
import {
  OptimizeResponseSchema,
  SchedulerPatchSchema,
  SchedulerSchema,
  WorkloadResponseSchema,
} from '@mnemo/contracts/scheduler';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { getStudyStats } from './get-study-stats.ts';
import { listDueCards } from './list-due-cards.ts';
import { getOfflinePack } from './offline-pack.ts';
import { reviewFlashcard } from './review-flashcard.ts';
import { getScheduler, updateScheduler } from './learner-scheduler.ts';
import { getWorkload, optimizeScheduler } from './optimize-scheduler.ts';
import { getStudySettings, updateStudySettings } from './study-settings.ts';
import { undoReview } from './undo-review.ts';

const tags = ['review'];
const errorResponses = errorEnvelopes(400, 401, 404, 409, 500);

/**
 * Spaced repetition (issue 11 items 1 and 7): the owner's reviews, due lists, statistics and study
 * settings; the learner's own scheduler (issue 24): parameters, retention, fit and workload.
 */
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
    '/review/offline',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getOfflinePack',
        summary: 'Read the cards and scheduling state kept for offline study',
        tags,
        querystring: OfflinePackQuerySchema,
        response: { 200: OfflinePackResponseSchema, ...errorResponses },
      },
    },
    async (request) => getOfflinePack(ctx, requireUser(request), request.query),
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

  r.get(
    '/me/scheduler',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getScheduler',
        summary: "Read the learner's scheduler",
        tags,
        response: { 200: SchedulerSchema, ...errorResponses },
      },
    },
    async (request) => getScheduler(ctx, requireUser(request)),
  );

  r.patch(
    '/me/scheduler',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateScheduler',
        summary: 'Change the retention, reset the parameters, or turn monthly re-fitting on or off',
        tags,
        body: SchedulerPatchSchema,
        response: { 200: SchedulerSchema, ...errorResponses },
      },
    },
    async (request) => updateScheduler(ctx, requireUser(request), request.body),
  );

  r.post(
    '/me/scheduler/optimize',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'optimizeScheduler',
        summary: "Fit the learner's FSRS parameters to their review log",
        tags,
        response: { 200: OptimizeResponseSchema, ...errorEnvelopes(401, 409, 500, 503) },
      },
    },
    async (request) => optimizeScheduler(ctx, requireUser(request)),
  );

  r.get(
    '/me/scheduler/workload',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getSchedulerWorkload',
        summary: 'Simulate the next 30 days at the chosen retention and others',
        tags,
        response: { 200: WorkloadResponseSchema, ...errorResponses },
      },
    },
    async (request) => getWorkload(ctx, requireUser(request)),
  );
}
