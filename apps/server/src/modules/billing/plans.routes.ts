import { PlansQuerySchema, PlansResponseSchema } from '@mnemo/contracts/billing';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { getRequestLocale } from '../../plugins/locale.ts';
import { listPlans } from './plans.service.ts';

/** GET /api/plans: public; a signed-in caller's locale picks the currency unless `?locale=` does. */
export async function plansRoutes(app: FastifyInstance): Promise<void> {
  app.withTypeProvider<ZodTypeProvider>().get(
    '/plans',
    {
      config: { access: 'optional' },
      schema: {
        operationId: 'listPlans',
        summary: 'List the plans and their prices',
        tags: ['billing'],
        querystring: PlansQuerySchema,
        response: { 200: PlansResponseSchema },
      },
    },
    async (request) => listPlans(app.ctx.config, request.query.locale ?? getRequestLocale(request)),
  );
}
