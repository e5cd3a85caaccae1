import { HealthSchema, LivenessSchema, ReadinessSchema } from '@mnemo/contracts/health';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { checkReadiness } from './check-readiness.ts';
import { pingDatabase } from './health.repository.ts';

const tags = ['health'];

/** Health for load balancers and orchestrators. Access: public (they carry no token). */
export async function healthRoutes(
  app: FastifyInstance,
  options: { databaseKind: 'pglite' | 'postgres' },
): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const { ctx } = app;

  r.get(
    '/health',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getHealth',
        summary: "Report the server's health and database",
        tags,
        response: { 200: HealthSchema },
      },
    },
    async () => {
      await pingDatabase(ctx.db);
      return { status: 'ok' as const, database: options.databaseKind, version: '0.1.0' };
    },
  );

  r.get(
    '/health/live',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getLiveness',
        summary: 'Answer whether the process is alive',
        tags,
        response: { 200: LivenessSchema },
      },
    },
    async () => ({ status: 'ok' as const }),
  );

  r.get(
    '/health/ready',
    {
      config: { access: 'public' },
      schema: {
        operationId: 'getReadiness',
        summary: 'Answer whether the process accepts traffic',
        tags,
        response: { 200: ReadinessSchema, 503: ReadinessSchema },
      },
    },
    async (_request, reply) => {
      const readiness = await checkReadiness(ctx, app.isDraining);
      return reply.status(readiness.status === 'ready' ? 200 : 503).send(readiness);
    },
  );
}
