import { isLocale } from '@mnemo/domain/languages';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errors } from '../../lib/app-error.ts';
import { getRequestLocale } from '../../plugins/locale.ts';
import { completeOidcSignIn, startOidcSignIn } from './oidc.service.ts';
import {
  clearFlowCookie,
  finishSignIn,
  type FlowCookie,
  getOrigin,
  readFlowCookie,
  redirectWithFlow,
} from './sign-in-flow.ts';

const FLOW_COOKIE: FlowCookie = { name: 'mnemo_oidc_flow', path: '/api/auth/oidc' };
const CALLBACK_PATH = '/api/auth/oidc/callback';

/**
 * Optional OpenID Connect sign-in (a school's or company's identity provider) when OIDC_ISSUER,
 * OIDC_CLIENT_ID and OIDC_CLIENT_SECRET are set: the code flow with PKCE, state and nonce, ending
 * on the web app's `/auth/callback#token=…` (or `#error=<message key>`), as Google's does.
 */
export async function oidcRoutes(app: FastifyInstance): Promise<void> {
  const r = app.withTypeProvider<ZodTypeProvider>();
  const rateLimit = { max: app.ctx.config.AUTH_RATE_LIMIT_PER_MINUTE, timeWindow: '1 minute' };

  r.get(
    '/auth/oidc',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'startOidcSignIn',
        summary: "Redirect to the organisation's identity provider (OpenID Connect)",
        tags: ['auth'],
        querystring: z
          .object({ ageConfirmed: z.enum(['true', 'false']).optional(), locale: z.string().max(10).optional() })
          .strict(),
      },
    },
    async (request, reply) => {
      const origin = getOrigin(app, request);
      const locale = isLocale(request.query.locale) ? request.query.locale : getRequestLocale(request);
      let started: Awaited<ReturnType<typeof startOidcSignIn>>;
      try {
        started = await startOidcSignIn(app.ctx, `${origin}${CALLBACK_PATH}`, {
          ageConfirmed: request.query.ageConfirmed === 'true',
          locale,
        });
      } catch (error) {
        // the provider cannot be reached: the person lands on the web app's page that says so
        if (error instanceof AppError && error.messageKey === 'oidc_unavailable') {
          return reply.redirect(`${origin}/auth/callback#error=oidc_unavailable`, 302);
        }
        throw error;
      }
      return redirectWithFlow(reply, request, { cookie: FLOW_COOKIE, flow: started.flow, origin, url: started.url });
    },
  );

  r.get(
    '/auth/oidc/callback',
    {
      config: { access: 'public', rateLimit },
      schema: {
        operationId: 'finishOidcSignIn',
        summary: 'Finish OpenID Connect sign-in',
        tags: ['auth'],
        querystring: z
          .object({
            code: z.string().max(4000).optional(),
            state: z.string().max(500).optional(),
            iss: z.string().max(2000).optional(),
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
        failureKey: 'oidc_failed',
        signIn: async () => {
          const { code, state } = request.query;
          if (!code || !state) throw errors.unauthenticated('oidc_failed');
          // the URL the provider sent the browser to, as openid-client reads it (code, state, iss)
          const query = request.url.slice(request.url.indexOf('?'));
          return completeOidcSignIn(app.ctx, {
            callbackUrl: new URL(`${origin}${CALLBACK_PATH}${query}`),
            state,
            flow,
          });
        },
      });
    },
  );
}
