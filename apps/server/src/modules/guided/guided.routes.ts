import { errorEnvelopes } from '@mnemo/contracts/errors';
import {
  MusicConfigSchema,
  OpenRunResponseSchema,
  ReminderPatchSchema,
  ReminderSettingsSchema,
  RunActionBodySchema,
  RunParamsSchema,
  RunResponseSchema,
  StartRunBodySchema,
} from '@mnemo/contracts/guided';
import { SessionParamsSchema } from '@mnemo/contracts/study';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { actOnRun, getOpenRun, startRun } from './guided-runs.ts';
import { getMusicConfig } from './music-config.ts';
import { getReminderSettings, updateReminderSettings } from './reminders.ts';

const tags = ['guided'];
const errorResponses = errorEnvelopes(400, 401, 404, 409, 500);

/**
 * Guided study (issue 15): the owner's guided runs and quick sessions, stored so any device
 * resumes them (items 1–2); the daily reminder setting (item 5); the music player's tracks (item 6).
 */
export async function guidedRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const ctx = app.ctx;

  r.post(
    '/sessions/:id/guided',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'startGuidedRun',
        summary: 'Start a guided study run',
        tags,
        params: SessionParamsSchema,
        body: StartRunBodySchema,
        response: { 200: RunResponseSchema, 201: RunResponseSchema, ...errorResponses },
      },
    },
    async (request, reply) => {
      const { isCreated, run } = await startRun(
        ctx,
        requireUser(request),
        request.params.id,
        request.body ?? StartRunBodySchema.parse({}),
      );
      return reply.status(isCreated ? 201 : 200).send({ run });
    },
  );

  r.get(
    '/sessions/:id/guided',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getGuidedRun',
        summary: "Read the session's guided run",
        tags,
        params: SessionParamsSchema,
        response: { 200: OpenRunResponseSchema, ...errorResponses },
      },
    },
    async (request) => getOpenRun(ctx, requireUser(request), request.params.id),
  );

  r.patch(
    '/guided/:runId',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateGuidedRun',
        summary: 'Advance or finish a guided run',
        tags,
        params: RunParamsSchema,
        body: RunActionBodySchema,
        response: { 200: RunResponseSchema, ...errorResponses },
      },
    },
    async (request) => actOnRun(ctx, requireUser(request), request.params.runId, request.body),
  );

  r.get(
    '/reminders',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getReminders',
        summary: 'Read study reminders',
        tags,
        response: { 200: ReminderSettingsSchema, ...errorResponses },
      },
    },
    async (request) => getReminderSettings(ctx, requireUser(request)),
  );

  r.patch(
    '/reminders',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'updateReminders',
        summary: 'Change study reminders',
        tags,
        body: ReminderPatchSchema,
        response: { 200: ReminderSettingsSchema, ...errorResponses },
      },
    },
    async (request) => updateReminderSettings(ctx, requireUser(request), request.body),
  );

  r.get(
    '/config/music',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getMusicConfig',
        summary: 'Read the study music settings',
        tags,
        response: { 200: MusicConfigSchema, ...errorResponses },
      },
    },
    async () => getMusicConfig(ctx.config),
  );
}
