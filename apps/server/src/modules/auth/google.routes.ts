import { isLocale } from '@mnemo/domain/languages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { AppError, errors } from '../../lib/app-error.ts';
import { getRequestLocale } from '../../plugins/locale.ts';
import { issueSignInDeviceCookie } from './auth.service.ts';
import { deviceCookieHeader, readDeviceCookieValue } from './device-cookie.ts';
import { completeGoogleSignIn, type GoogleFlowState, startGoogleSignIn } from './google.service.ts';

const COOKIE = 'mnemo_google_flow';
const COOKIE_PATH = '/api/auth/google';

function getOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

function readFlow(request: FastifyRequest): GoogleFlowState | null {
  const raw = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${COOKIE}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(
      Buffer.from(raw.slice(COOKIE.length + 1), 'base64url').toString('utf8'),
    ) as Partial<GoogleFlowState>;
    if (
      typeof value.state !== 'string' ||
      typeof value.codeVerifier !== 'string' ||
      typeof value.ageConfirmed !== 'boolean' ||
      !isLocale(value.locale)
    ) {
      return null;
    }
    const flow: GoogleFlowState = {
      state: value.state,
      codeVerifier: value.codeVerifier,
      ageConfirmed: value.ageConfirmed,
      locale: value.locale,
    };
    // only well-formed entries of a device cookie are carried (each is checked by its signature when used)
    const device =
      typeof value.deviceCookie === 'string' ? readDeviceCookieValue(deviceCookieHeader(value.deviceCookie)) : null;
    if (device) flow.deviceCookie = device;
    return flow;
  } catch {
    return null;
  }
}

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
      // the device cookie reaches this route (our origin) but not the callback (a navigation from Google)
      const deviceCookie = readDeviceCookieValue(request.headers.cookie);
      const cookie = Buffer.from(JSON.stringify(deviceCookie ? { ...flow, deviceCookie } : flow)).toString('base64url');
      const secure = origin.startsWith('https:') ? '; Secure' : '';
      void reply.header(
        'set-cookie',
        `${COOKIE}=${cookie}; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
      );
      return reply.redirect(url, 302);
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
      const clearFlow = `${COOKIE}=; Path=${COOKIE_PATH}; HttpOnly; SameSite=Lax; Max-Age=0`;
      void reply.header('set-cookie', clearFlow);
      try {
        const { code, state } = request.query;
        if (!code || !state) throw errors.unauthenticated('google_failed');
        const flow = readFlow(request);
        const { token, userId } = await completeGoogleSignIn(app.ctx, {
          code,
          state,
          redirectUri: `${origin}/api/auth/google/callback`,
          flow,
        });
        // the device cookie, as a password sign-in leaves it: this account's per-account failure
        // limit never refuses this device (ADR 069); the device's entries for other accounts kept
        const carried = readDeviceCookieValue(request.headers.cookie) ?? flow?.deviceCookie;
        const device = {
          cookieHeader: carried ? deviceCookieHeader(carried) : undefined,
          isSecure: origin.startsWith('https:'),
        };
        // appended beside the flow cookie's removal
        void reply.header('set-cookie', await issueSignInDeviceCookie(app.ctx, userId, device));
        return reply.redirect(`${origin}/auth/callback#token=${encodeURIComponent(token)}`, 302);
      } catch (error) {
        if (!(error instanceof AppError)) request.log.error({ err: error }, 'google sign-in failed');
        const key = error instanceof AppError ? error.messageKey : 'google_failed';
        return reply.redirect(`${origin}/auth/callback#error=${encodeURIComponent(key)}`, 302);
      }
    },
  );
}
