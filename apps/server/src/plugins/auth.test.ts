import { ShareQuerySchema } from '@mnemo/contracts/common';
import Fastify, { type FastifyInstance } from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import type { Kysely } from 'kysely';
import { afterEach, describe, expect, it } from 'vitest';
import { z } from 'zod';
import type { Database } from '../db/schema.ts';
import { authPlugin, type RouteAccess } from './auth.ts';
import { dbPlugin } from './db.ts';

/* The checks the auth plugin makes when routes are added (no request reaches the database). */

let app: FastifyInstance | undefined;
let added: Record<string, unknown> | undefined;
afterEach(async () => app?.close());

async function addRoute(
  config: { access?: RouteAccess },
  schema: Record<string, unknown> = {},
): Promise<FastifyInstance> {
  app = Fastify();
  app.setValidatorCompiler(validatorCompiler);
  app.setSerializerCompiler(serializerCompiler);
  await app.register(dbPlugin, { db: {} as Kysely<Database> });
  await app.register(authPlugin, { findUserByToken: async () => null });
  // runs after the auth plugin's hook: sees the schema as it leaves it
  app.addHook('onRoute', (route) => {
    added = route.schema as Record<string, unknown>;
  });
  app.get('/api/thing', { config, schema }, async () => ({ ok: true }));
  await app.ready();
  return app;
}

describe('route access declarations', () => {
  it('refuses an /api route that does not state its access', async () => {
    await expect(addRoute({})).rejects.toThrow(/does not state its access/);
  });

  it('a share route accepts ?sharetoken= (added when it has no querystring) and says so in its schema', async () => {
    await addRoute({ access: 'share' });
    expect(added).toMatchObject({
      querystring: ShareQuerySchema,
      security: [{ bearer: [], sharetoken: [] }, { bearer: [] }],
      'x-access': 'share',
    });
    await app?.close();
    const extended = ShareQuerySchema.extend({ page: z.string().optional() });
    await addRoute({ access: 'share' }, { querystring: extended });
    expect(added?.querystring).toBe(extended);
  });

  it('refuses a share route whose querystring has no sharetoken', async () => {
    await expect(
      addRoute({ access: 'share' }, { querystring: z.object({ page: z.string() }).strict() }),
    ).rejects.toThrow(/querystring must extend ShareQuerySchema/);
  });

  it('answers 401 on a share route before anything else, with the message for a link or without', async () => {
    const ready = await addRoute({ access: 'share' });
    const withLink = await ready.inject({ method: 'GET', url: '/api/thing?sharetoken=abc' });
    expect(withLink.statusCode).toBe(401);
    const noLink = await ready.inject({ method: 'GET', url: '/api/thing' });
    expect(noLink.statusCode).toBe(401);
  });
});
