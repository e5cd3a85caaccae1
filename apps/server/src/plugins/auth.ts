import type { FastifyInstance, FastifyRequest, FastifySchema } from 'fastify';
import fp from 'fastify-plugin';
import { ShareQuerySchema } from '@mnemo/contracts/common';
import { z } from 'zod';
import { errors } from '../lib/app-error.ts';
import type { Locale } from '@mnemo/domain/languages';
import type { Plan } from '@mnemo/domain/plans';

/**
 * Who may call a route. Every /api route must say (checked when routes are added):
 * - `public`: anyone, no token read;
 * - `authenticated`: a signed-in user (401 otherwise);
 * - `optional`: a signed-in user when a token is sent, else anonymous;
 * - `share`: a signed-in user who is the session's owner or holds its `?sharetoken=` (401 for
 *   anyone not signed in); the handler passes `shareTokenOf(request)` to `assertCanReadSession`;
 * - `admin`: a signed-in user whose role is `admin` (401 when not signed in, 403 otherwise).
 */
export type RouteAccess = 'public' | 'authenticated' | 'optional' | 'share' | 'admin';

/** The signed-in user of a request, as the auth plugin finds it from the bearer token. */
export interface AuthUser {
  id: string;
  email: string;
  name: string;
  plan: Plan;
  locale: Locale;
  role: 'user' | 'admin';
  billingAnchor: Date;
  tokenHash: string;
}

/**
 * How the plugin finds a bearer token's user: the auth module's `findSignedInUser`, handed in by
 * app.ts, so this plugin (read by every module) imports no module (ADR 102).
 */
export interface AuthPluginOptions {
  findUserByToken(token: string): Promise<AuthUser | null>;
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
  async (app: FastifyInstance, options: AuthPluginOptions) => {
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
      if (access === 'share') {
        const querystring = route.schema?.querystring ?? ShareQuerySchema;
        if (!(querystring instanceof z.ZodObject) || !('sharetoken' in querystring.shape)) {
          throw new Error(
            `Route ${String(route.method)} ${route.url} is a share route: its querystring must extend ShareQuerySchema`,
          );
        }
        // the owner with the bearer alone, or a visitor with the bearer and the session's share token
        const schema: FastifySchema & { 'x-access': RouteAccess } = {
          ...route.schema,
          querystring,
          security: [{ bearer: [], sharetoken: [] }, { bearer: [] }],
          'x-access': 'share',
        };
        route.schema = schema;
      }
    });

    app.addHook('onRequest', async (request) => {
      const access = request.routeOptions.config.access;
      if (access === undefined || access === 'public') return;
      const token = readBearer(request);
      if (token === null) {
        if (access === 'authenticated' || access === 'admin') throw errors.unauthenticated();
        // spec §4: a visitor with a link but no account is told so; without a link, "Login required"
        if (access === 'share')
          throw errors.unauthenticated(hasShareToken(request) ? 'session_unauthorized' : 'login_required');
        return;
      }
      const user = await options.findUserByToken(token);
      if (user === null) throw errors.unauthenticated();
      if (access === 'admin' && user.role !== 'admin') throw errors.forbidden();
      request.user = user;
    });
  },
  { name: 'auth', dependencies: ['db'] },
);

function hasShareToken(request: FastifyRequest): boolean {
  const query = request.query as Record<string, unknown> | undefined;
  return query?.sharetoken !== undefined;
}

/** The signed-in user of a route declared `authenticated` or `share`. */
export function requireUser(request: FastifyRequest): AuthUser {
  if (!request.user) throw errors.unauthenticated();
  return request.user;
}

/** The `?sharetoken=` of a `share` route, validated by its querystring schema. */
export function shareTokenOf(request: FastifyRequest): string | undefined {
  const query = request.query as { sharetoken?: string } | undefined;
  return query?.sharetoken;
}
