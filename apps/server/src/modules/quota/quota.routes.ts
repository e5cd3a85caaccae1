import { ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import { QuotaResponseSchema } from '@mnemo/contracts/quota';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireUser } from '../../plugins/auth.ts';
import { getQuota } from './quota.service.ts';

/** GET /api/quota (spec §7). */
export async function quotaRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/quota',
    {
      config: { access: 'authenticated' },
      schema: {
        operationId: 'getQuota',
        summary: "Read the plan's limits and what is used",
        tags: ['quota'],
        response: { 200: QuotaResponseSchema, 401: ErrorEnvelopeSchema },
      },
    },
    async (request) => getQuota(app.ctx, requireUser(request)),
  );
}
