import type {} from '@fastify/rate-limit';
// The import above loads @fastify/rate-limit's types, which add `config.rateLimit` to routes.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import type { z } from 'zod';
import { isLocale, type Locale } from '@mnemo/domain/languages';
import { ErrorEnvelopeSchema } from '@mnemo/contracts/errors';
import {
  EarlyAccessSignupBodySchema,
  FeedbackBodySchema,
  NewsletterSignupBodySchema,
  SignupResponseSchema,
  type SignupResponse,
} from '@mnemo/contracts/signups';
import { translate } from '@mnemo/i18n/translate';
import { getRequestLocale } from '../../plugins/locale.ts';
import { createContractSerializerCompiler } from '../../plugins/serializer.ts';
import { createSignupsRepository } from './signups.repository.ts';
import { requestEarlyAccess, submitFeedback, subscribeToNewsletter, type SignupResult } from './signups.service.ts';
import type { SignupsTables } from './signups.tables.ts';

export interface SignupsRoutesOptions {
  /** any Kysely whose database has the sign-up tables (the app's `Kysely<Database>`) */
  db: Kysely<SignupsTables>;
  /** per IP; @fastify/rate-limit must be registered (with `global: false` is fine) */
  rateLimit?: { max: number; timeWindow: string | number };
}

const DEFAULT_RATE_LIMIT = { max: 5, timeWindow: '1 minute' } as const;

/** The visitor's language: the form's `locale` (the page being read), else the request's. */
function resolveRequestLocale(request: FastifyRequest): Locale {
  const fromBody = (request.body as { locale?: unknown } | null | undefined)?.locale;
  return isLocale(fromBody) ? fromBody : getRequestLocale(request);
}

/**
 * Public sign-ups (no account needed): `POST /signups/newsletter`, `POST /signups/early-access`
 * and `POST /feedback`. Register under the `/api` prefix. Policy: public, rate-limited per IP.
 */
export const signupsRoutes: FastifyPluginAsync<SignupsRoutesOptions> = async (app, options) => {
  // the responses are zod contracts: serialise them as the app does, also where these routes are registered alone
  app.setSerializerCompiler(createContractSerializerCompiler());
  const repo = createSignupsRepository(options.db);
  const routeConfig = { access: 'public' as const, rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT };

  const present = (request: FastifyRequest, result: SignupResult): SignupResponse => ({
    ok: true,
    message: translate(resolveRequestLocale(request), result.messageKey),
  });

  // the bodies are parsed by the use cases (a refused field answers in the visitor's language)
  const schemaOf = (operationId: string, summary: string, body: z.ZodType) => ({
    operationId,
    summary,
    tags: ['signups'],
    documentedBody: { 'application/json': body },
    response: { 200: SignupResponseSchema, 400: ErrorEnvelopeSchema, 429: ErrorEnvelopeSchema },
  });

  const newsletter = schemaOf('subscribeToNewsletter', 'Subscribe to the newsletter', NewsletterSignupBodySchema);
  app.post('/signups/newsletter', { config: routeConfig, schema: newsletter }, async (request) =>
    present(
      request,
      await subscribeToNewsletter({ repo, body: request.body, requestLocale: resolveRequestLocale(request) }),
    ),
  );

  const earlyAccess = schemaOf('requestEarlyAccess', 'Ask for educator early access', EarlyAccessSignupBodySchema);
  app.post('/signups/early-access', { config: routeConfig, schema: earlyAccess }, async (request) =>
    present(
      request,
      await requestEarlyAccess({ repo, body: request.body, requestLocale: resolveRequestLocale(request) }),
    ),
  );

  const feedback = schemaOf('submitFeedback', 'Send feedback', FeedbackBodySchema);
  app.post('/feedback', { config: routeConfig, schema: feedback }, async (request) =>
    present(request, await submitFeedback({ repo, body: request.body, requestLocale: resolveRequestLocale(request) })),
  );
};
