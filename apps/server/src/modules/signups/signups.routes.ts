import type {} from '@fastify/rate-limit';
// The import above loads @fastify/rate-limit's types, which add `config.rateLimit` to routes.
import type { FastifyPluginAsync, FastifyRequest } from 'fastify';
import type { Kysely } from 'kysely';
import { isLocale, type Locale } from '@mnemo/domain/languages';
import type { SignupResponse } from '@mnemo/contracts/signups';
import { translate } from '@mnemo/i18n/translate';
import { getRequestLocale } from '../../plugins/locale.ts';
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
  const repo = createSignupsRepository(options.db);
  const routeConfig = { access: 'public' as const, rateLimit: options.rateLimit ?? DEFAULT_RATE_LIMIT };

  const present = (request: FastifyRequest, result: SignupResult): SignupResponse => ({
    ok: true,
    message: translate(resolveRequestLocale(request), result.messageKey),
  });

  app.post('/signups/newsletter', { config: routeConfig }, async (request) =>
    present(request, await subscribeToNewsletter({ repo, body: request.body, requestLocale: resolveRequestLocale(request) })),
  );

  app.post('/signups/early-access', { config: routeConfig }, async (request) =>
    present(request, await requestEarlyAccess({ repo, body: request.body, requestLocale: resolveRequestLocale(request) })),
  );

  app.post('/feedback', { config: routeConfig }, async (request) =>
    present(request, await submitFeedback({ repo, body: request.body, requestLocale: resolveRequestLocale(request) })),
  );
};
