import { isLocale } from '@mnemo/domain/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errors } from '../../lib/app-error.ts';
import { getRequestLocale } from '../../plugins/locale.ts';
import { completeGoogleSignIn, startGoogleSignIn } from './google.service.ts';
import {
  clearFlowCookie,
  finishSignIn,
  type FlowCookie,
  getOrigin,
  readFlowCookie,
  redirectWithFlow,
} from './sign-in-flow.ts';

const FLOW_COOKIE: FlowCookie = { name: 'mnemo_google_flow', path: '/api/auth/google' };

/**
 * Optional Google sign-in (OAuth 2.0 code flow) when GOOGLE_CLIENT_ID/SECRET are set. The flow
 * ends on the web app's `/auth/callback#token=…` (or `#error=<code>`): a fragment never reaches
 * server logs.
 */
export async function googleRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  r.get(
    '/auth/google',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'startGoogleSignIn',
        summary: 'Redirect to Google sign-in',
        tags: ['auth'],
        querystring: z
          .object({ ageConfirmed: z.enum(['true', 'false']).optional(), locale: z.string().optional() })
          .strict(),
      },
    },
    async (request, reply) => {
      const origin = getOrigin(app, request);
      const locale = isLocale(request.query.locale) ? request.query.locale : getRequestLocale(request);
      const { url, flow } = startGoogleSignIn(app.ctx, `${origin}/api/auth/google/callback`, {
        ageConfirmed: request.query.ageConfirmed === 'true',
        locale,
      });
      return redirectWithFlow(reply, request, { cookie: FLOW_COOKIE, flow, origin, url });
    },
  );

  r.get(
    '/auth/google/callback',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'finishGoogleSignIn',
        summary: 'Finish Google sign-in',
        tags: ['auth'],
        querystring: z
          .object({
            code: z.string().max(2000).optional(),
            state: z.string().max(200).optional(),
            error: z.string().max(200).optional(),
          })
          .passthrough(),
      },
    },
    async (request, reply) => {
      const origin = getOrigin(app, request);
      clearFlowCookie(reply, FLOW_COOKIE);
      const flow = readFlowCookie(request, FLOW_COOKIE);
      return finishSignIn(app, request, reply, {
        origin,
        flow,
        failureKey: 'google_failed',
        signIn: async () => {
          const { code, state } = request.query;
          if (!code || !state) throw errors.unauthenticated('google_failed');
          return completeGoogleSignIn(app.ctx, {
            code,
            state,
            redirectUri: `${origin}/api/auth/google/callback`,
            flow,
          });
        },
      });
    },
  );
}
