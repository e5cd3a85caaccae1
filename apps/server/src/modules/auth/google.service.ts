import crypto from 'node:crypto';
import type { Locale } from '@mnemo/domain/languages';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import { errors } from '../../lib/app-error.ts';
import { runInBackground } from '../../lib/background-tasks.ts';
import type { UserRow } from '../../db/schema.ts';
import { translate } from '@mnemo/i18n/translate';
import * as repo from './auth.repository.ts';
import { issueToken } from './auth.service.ts';

/** What the browser carries between the redirect to Google and the callback (in a cookie). */
export interface GoogleFlowState {
  state: string;
  /** PKCE (RFC 7636): the secret whose S256 hash went with the authorisation request */
  codeVerifier: string;
  ageConfirmed: boolean;
  locale: Locale;
  /**
   * The device cookie's value when the flow started (read on our own origin): the callback,
   * a cross-site navigation from Google, does not receive the SameSite=Strict cookie, and the
   * new one keeps the device's entries for other accounts.
   */
  deviceCookie?: string;
}

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
): { url: string; flow: GoogleFlowState } {
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
 * Links a Google account to the account registered with its verified address. Registration never
 * proved the address, so whoever registered it may not own it: the password is removed and every
 * session and reset link revoked first (in one transaction), and the address is told by e-mail.
 */
async function linkGoogleByVerifiedEmail(
  ctx: AppContext,
  existing: UserRow,
  sub: string,
  email: string,
): Promise<UserRow | undefined> {
  const user = await ctx.db.transaction().execute(async (trx) => {
    await repo.deleteUserTokens(trx, existing.id);
    await repo.deletePasswordResetTokens(trx, existing.id);
    return repo.updateUser(trx, existing.id, { googleSub: sub, passwordHash: null });
  });
  const mailer = ctx.mailer;
  if (mailer && existing.password_hash) {
    runInBackground(ctx, 'google-linked-mail', async () => {
      const locale = existing.locale ?? 'en';
      await mailer.send({
        to: existing.email,
        subject: translate(locale, 'mail:google_linked_subject'),
        text: translate(locale, 'mail:google_linked_body', { name: existing.name, email }),
      });
    });
  }
  return user;
}

/**
 * Exchanges the code (with the PKCE verifier) for the Google account, then signs in the account
 * linked to it, links a verified email to an existing account (revoking its password and
 * sessions), or creates one (only when the age was confirmed).
 * Returns our bearer token and the account signed in.
 */
export async function completeGoogleSignIn(
  ctx: AppContext,
  input: { code: string; state: string; redirectUri: string; flow: GoogleFlowState | null },
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

  let user = await repo.findUserByGoogleSub(ctx.db, sub);
  if (!user) {
    if (isVerified !== true) throw errors.unauthenticated('google_email_unverified');
    const existing = await repo.findUserByEmail(ctx.db, email);
    if (existing) {
      user = await linkGoogleByVerifiedEmail(ctx, existing, sub, email);
    } else {
      if (!input.flow.ageConfirmed) throw errors.validation('ageConfirmed', 'age_required');
      user = await repo.insertUser(ctx.db, {
        email: email.toLowerCase(),
        name: name?.trim() || email.split('@')[0]!,
        passwordHash: null,
        plan: ctx.config.DEFAULT_PLAN,
        locale: input.flow.locale,
        googleSub: sub,
      });
    }
  }
  if (!user) throw errors.unauthenticated('google_failed');
  if (user.suspended_at) throw errors.forbidden('account_suspended');
  return { token: await issueToken(ctx, user.id), userId: user.id };
}
