import crypto from 'node:crypto';
import type { Locale } from '@mnemo/domain/languages';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import * as repo from './auth.repository.ts';
import { issueToken } from './auth.service.ts';
import { resolveExternalAccount } from './external-account.ts';
import type { SignInFlowState } from './sign-in-flow.ts';

const TokenResponseSchema = z.object({ access_token: z.string().min(1) });
const UserInfoSchema = z.object({
  sub: z.string().min(1),
  email: z.email(),
  email_verified: z.boolean().optional(),
  name: z.string().optional(),
});

function isSameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/** The PKCE S256 challenge of a verifier: base64url(SHA-256(verifier)). */
export function createCodeChallenge(codeVerifier: string): string {
  return crypto.createHash('sha256').update(codeVerifier).digest('base64url');
}

export function isGoogleConfigured(ctx: AppContext): boolean {
  return Boolean(ctx.config.GOOGLE_CLIENT_ID && ctx.config.GOOGLE_CLIENT_SECRET);
}

function requireGoogle(ctx: AppContext): { clientId: string; clientSecret: string } {
  const { GOOGLE_CLIENT_ID: clientId, GOOGLE_CLIENT_SECRET: clientSecret } = ctx.config;
  if (!clientId || !clientSecret) throw errors.notConfigured('google_not_configured');
  return { clientId, clientSecret };
}

/** The URL to send the browser to, and the state to remember (OAuth 2.0 code flow). */
export function startGoogleSignIn(
  ctx: AppContext,
  redirectUri: string,
  options: { ageConfirmed: boolean; locale: Locale },
): { url: string; flow: SignInFlowState } {
  const { clientId } = requireGoogle(ctx);
  const state = crypto.randomBytes(24).toString('base64url');
  const codeVerifier = crypto.randomBytes(32).toString('base64url');
  const url = new URL(ctx.config.GOOGLE_AUTH_URL);
  url.search = new URLSearchParams({
    client_id: clientId,
    redirect_uri: redirectUri,
    response_type: 'code',
    scope: 'openid email profile',
    state,
    code_challenge: createCodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
    prompt: 'select_account',
  }).toString();
  return {
    url: url.toString(),
    flow: { state, codeVerifier, ageConfirmed: options.ageConfirmed, locale: options.locale },
  };
}

/**
 * Exchanges the code (with the PKCE verifier) for the Google account, then signs in the account
 * linked to it, links a verified email to an existing account (revoking its password and
 * sessions), or creates one (only when the age was confirmed).
 * Returns our bearer token and the account signed in.
 */
export async function completeGoogleSignIn(
  ctx: AppContext,
  input: { code: string; state: string; redirectUri: string; flow: SignInFlowState | null },
): Promise<{ token: string; userId: string }> {
  const { clientId, clientSecret } = requireGoogle(ctx);
  if (!input.flow || !isSameSecret(input.flow.state, input.state)) throw errors.forbidden('google_state_invalid');
  const tokenResponse = await fetch(ctx.config.GOOGLE_TOKEN_URL, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: 'application/json' },
    body: new URLSearchParams({
      code: input.code,
      client_id: clientId,
      client_secret: clientSecret,
      redirect_uri: input.redirectUri,
      grant_type: 'authorization_code',
      code_verifier: input.flow.codeVerifier,
    }),
    signal: AbortSignal.timeout(10_000),
  });
  if (!tokenResponse.ok) throw errors.unauthenticated('google_failed');
  const tokens = TokenResponseSchema.safeParse(await tokenResponse.json());
  if (!tokens.success) throw errors.unauthenticated('google_failed');
  const infoResponse = await fetch(ctx.config.GOOGLE_USERINFO_URL, {
    headers: { authorization: `Bearer ${tokens.data.access_token}`, accept: 'application/json' },
    signal: AbortSignal.timeout(10_000),
  });
  const info = UserInfoSchema.safeParse(infoResponse.ok ? await infoResponse.json() : null);
  if (!info.success) throw errors.unauthenticated('google_failed');
  const { sub, email, email_verified: isVerified, name } = info.data;

  const user = await resolveExternalAccount(
    ctx,
    { email, isEmailVerified: isVerified === true, name },
    {
      findLinked: (db) => repo.findUserByGoogleSub(db, sub),
      link: async (trx, userId) => {
        await repo.updateUser(trx, userId, { googleSub: sub });
      },
      linkedMail: { subject: 'mail:google_linked_subject', body: 'mail:google_linked_body' },
    },
    {
      ageConfirmed: input.flow.ageConfirmed,
      locale: input.flow.locale,
      method: 'google',
      onUnverified: () => {
        throw errors.unauthenticated('google_email_unverified');
      },
    },
  );
  return { token: await issueToken(ctx, user.id), userId: user.id };
}
