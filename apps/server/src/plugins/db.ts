import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely } from 'kysely';
import type { Database } from '../db/schema.ts';

declare module 'fastify' {
  interface FastifyInstance {
    db: Kysely<Database>;
  }
}

/** Makes the database available to routes as `app.db` (opened and closed by the caller). */
export const dbPlugin = fp(
  async (app: FastifyInstance, options: { db: Kysely<Database> }) => {
    app.decorate('db', options.db);
  },
  { name: 'db' },
);
