import type { Locale } from '@mnemo/domain/languages';
import type { Plan } from '@mnemo/domain/plans';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import { AppError } from '../lib/app-error.ts';
import { findUserByToken } from '../modules/auth/auth.repository.ts';

/** Who may call a route. Every /api route must say (checked when routes are added). */
export type RouteAccess = 'public' | 'authenticated' | 'optional';

export interface AuthUser {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  locale: Locale;
  billingAnchor: Date;
  tokenHash: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    user: AuthUser | null;
  }
  interface FastifyContextConfig {
    access?: RouteAccess;
  }
}

function readBearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization;
  if (!header) return null;
  const match = /^Bearer\s+(\S+)$/i.exec(header);
  return match?.[1] ?? null;
}

/** Resolves the bearer token to a user, and enforces each route's declared access. */
export const authPlugin = fp(
  async (app: FastifyInstance) => {
    app.decorateRequest('user', null);

    app.addHook('onRoute', (route) => {
      if (!route.url.startsWith('/api') || route.url.startsWith('/api/docs')) return;
      const access = route.config?.access;
      if (!access && route.method !== 'HEAD') {
        throw new Error(`Route ${String(route.method)} ${route.url} does not state its access (config.access)`);
      }
      // The OpenAPI document says who may call each route: public routes need no bearer token.
      if (access === 'public') route.schema = { ...route.schema, security: [] };
      if (access === 'optional') route.schema = { ...route.schema, security: [{}, { bearer: [] }] };
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const token = readBearer(request);
      if (token === null) {
        if (access === 'authenticated') throw new AppError('UNAUTHENTICATED');
        return;
      }
      const user = await findUserByToken(app.db, token);
      if (user === null) throw new AppError('UNAUTHENTICATED');
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

/** The signed-in user of a route declared `authenticated`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw new AppError('UNAUTHENTICATED');
  return request.user;
}
