import crypto from 'node:crypto';
import type { Locale } from '@mnemo/domain/languages';
import * as client from 'openid-client';
import { z } from 'zod';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { AppError, errors } from '../../lib/app-error.ts';
import { changeRole, OIDC_ACTOR } from './admin.service.ts';
import * as repo from './auth.repository.ts';
import { issueToken } from './auth.service.ts';
import { resolveExternalAccount } from './external-account.ts';
import type { SignInFlowState } from './sign-in-flow.ts';

/** The provider's settings when OpenID Connect sign-in is configured (OIDC_ISSUER, _CLIENT_ID, _CLIENT_SECRET). */
function requireOidc(ctx: AppContext): { issuer: string; clientId: string; clientSecret: string } {
  const { OIDC_ISSUER: issuer, OIDC_CLIENT_ID: clientId, OIDC_CLIENT_SECRET: clientSecret } = ctx.config;
  if (!issuer || !clientId || !clientSecret) throw errors.notConfigured('oidc_not_configured');
  return { issuer, clientId, clientSecret };
}

export function isOidcConfigured(ctx: AppContext): boolean {
  return Boolean(ctx.config.OIDC_ISSUER && ctx.config.OIDC_CLIENT_ID && ctx.config.OIDC_CLIENT_SECRET);
}

/** The provider's name on the sign-in button, or null when OpenID Connect sign-in is off. */
export function getOidcProvider(ctx: AppContext): { name: string } | null {
  return isOidcConfigured(ctx) ? { name: ctx.config.OIDC_NAME } : null;
}

/** Discovered provider metadata, once per process and provider (a failed discovery is tried again next time). */
const configurations = new Map<string, Promise<client.Configuration>>();

async function getConfiguration(ctx: AppContext): Promise<client.Configuration> {
  const { issuer, clientId, clientSecret } = requireOidc(ctx);
  const key = `${issuer}\n${clientId}`;
  let pending = configurations.get(key);
  if (!pending) {
    const url = new URL(issuer);
    // Signatures of ID tokens from the token endpoint are checked against the provider's keys
    // too (openid-client trusts TLS alone by default); http is allowed only to this machine (config.ts).
    const execute = [client.enableNonRepudiationChecks];
    if (url.protocol === 'http:') execute.push(client.allowInsecureRequests);
    pending = client.discovery(url, clientId, clientSecret, undefined, { execute, timeout: 10 });
    configurations.set(key, pending);
    pending.catch(() => configurations.delete(key));
  }
  try {
    return await pending;
  } catch (error) {
    ctx.logger?.warn({ err: error, issuer }, 'OpenID Connect discovery failed');
    throw errors.notConfigured('oidc_unavailable');
  }
}

/** The URL to send the browser to, and the flow to remember (code flow with PKCE, state and nonce). */
export async function startOidcSignIn(
  ctx: AppContext,
  redirectUri: string,
  options: { ageConfirmed: boolean; locale: Locale },
): Promise<{ url: string; flow: SignInFlowState }> {
  const configuration = await getConfiguration(ctx);
  const codeVerifier = client.randomPKCECodeVerifier();
  const state = client.randomState();
  const nonce = client.randomNonce();
  const url = client.buildAuthorizationUrl(configuration, {
    redirect_uri: redirectUri,
    scope: ctx.config.OIDC_SCOPES,
    state,
    nonce,
    code_challenge: await client.calculatePKCECodeChallenge(codeVerifier),
    code_challenge_method: 'S256',
  });
  return {
    url: url.toString(),
    flow: { state, codeVerifier, nonce, ageConfirmed: options.ageConfirmed, locale: options.locale },
  };
}

const booleanClaim = z.union([z.boolean(), z.enum(['true', 'false']).transform((value) => value === 'true')]);

/** The claims Mnemo reads: the subject, the address and whether the provider verified it, the name. */
const ClaimsSchema = z.object({
  sub: z.string().min(1).max(255),
  email: z.email().max(254).optional().catch(undefined),
  email_verified: booleanClaim.optional().catch(undefined),
  name: z.string().max(200).optional().catch(undefined),
});

/** What the callback learnt about the person: claims of the ID token, completed by the userinfo endpoint. */
export interface OidcClaims {
  issuer: string;
  sub: string;
  email: string;
  isEmailVerified: boolean;
  name?: string | undefined;
  raw: Record<string, unknown>;
}

function isSameSecret(expected: string, given: string): boolean {
  const a = Buffer.from(expected);
  const b = Buffer.from(given);
  return a.length === b.length && crypto.timingSafeEqual(a, b);
}

/**
 * Redeems the code: openid-client checks the state, the PKCE verifier, and the ID token (its
 * signature with the provider's published keys, issuer, audience, expiry, and the nonce).
 */
async function redeemCode(ctx: AppContext, callbackUrl: URL, flow: SignInFlowState): Promise<OidcClaims> {
  const configuration = await getConfiguration(ctx);
  let tokens: Awaited<ReturnType<typeof client.authorizationCodeGrant>>;
  try {
    tokens = await client.authorizationCodeGrant(configuration, callbackUrl, {
      pkceCodeVerifier: flow.codeVerifier,
      expectedState: flow.state,
      expectedNonce: flow.nonce,
      idTokenExpected: true,
    });
  } catch (error) {
    ctx.logger?.warn({ err: error }, 'OpenID Connect code exchange or ID token refused');
    throw errors.unauthenticated('oidc_failed');
  }
  const idClaims = tokens.claims();
  if (!idClaims) throw errors.unauthenticated('oidc_failed');
  let raw: Record<string, unknown> = { ...idClaims };
  if (configuration.serverMetadata().userinfo_endpoint && tokens.access_token) {
    try {
      // the userinfo answer must be about the ID token's subject (checked by openid-client)
      const info = await client.fetchUserInfo(configuration, tokens.access_token, idClaims.sub);
      raw = { ...info, ...idClaims };
    } catch (error) {
      ctx.logger?.warn({ err: error }, 'OpenID Connect userinfo failed');
      throw errors.unauthenticated('oidc_failed');
    }
  }
  const claims = ClaimsSchema.safeParse(raw);
  if (!claims.success) throw errors.unauthenticated('oidc_failed');
  if (!claims.data.email) throw errors.unauthenticated('oidc_email_missing');
  return {
    issuer: configuration.serverMetadata().issuer,
    sub: claims.data.sub,
    email: claims.data.email,
    isEmailVerified: claims.data.email_verified === true,
    name: claims.data.name,
    raw,
  };
}

/**
 * Finishes an OpenID Connect sign-in: the account linked to (issuer, sub); else, when the
 * provider says `email_verified: true`, the account registered with that address, linked under
 * Google's rules; else a new account keyed by issuer and subject (age confirmed).
 */
export async function completeOidcSignIn(
  ctx: AppContext,
  input: { callbackUrl: URL; state: string; flow: SignInFlowState | null },
): Promise<{ token: string; userId: string }> {
  requireOidc(ctx);
  if (!input.flow?.nonce || !isSameSecret(input.flow.state, input.state)) throw errors.forbidden('oidc_state_invalid');
  const claims = await redeemCode(ctx, input.callbackUrl, input.flow);
  const user = await resolveExternalAccount(
    ctx,
    { email: claims.email, isEmailVerified: claims.isEmailVerified, name: claims.name },
    {
      findLinked: (db) => repo.findUserByOidcIdentity(db, claims.issuer, claims.sub),
      link: (trx, userId) => repo.linkOidcIdentity(trx, userId, claims.issuer, claims.sub),
      linkedMail: {
        subject: 'mail:oidc_linked_subject',
        body: 'mail:oidc_linked_body',
        values: { provider: ctx.config.OIDC_NAME },
      },
    },
    {
      ageConfirmed: input.flow.ageConfirmed,
      locale: input.flow.locale,
      method: 'oidc',
      // without a verified address no account is linked: a new one is made, keyed by issuer and subject
      onUnverified: () => undefined,
    },
  );
  await followAdminGroup(ctx, user, claims.raw);
  return { token: await issueToken(ctx, user.id), userId: user.id };
}

/** Whether the claims put the user in OIDC_ADMIN_GROUP (the claim OIDC_GROUPS_CLAIM: a list, or one name). */
export function isInAdminGroup(config: AppContext['config'], raw: Record<string, unknown>): boolean {
  const group = config.OIDC_ADMIN_GROUP;
  if (!group) return false;
  const claim = raw[config.OIDC_GROUPS_CLAIM];
  const groups = Array.isArray(claim) ? claim : [claim];
  // Keycloak may send a top-level group as a path ("/admins"): a leading slash is ignored
  return groups.some(
    (value) => typeof value === 'string' && (value === group || value.replace(/^\//, '') === group.replace(/^\//, '')),
  );
}

/**
 * With OIDC_ADMIN_GROUP set, the role follows the group at each sign-in (ADR 109): a member
 * becomes an admin, a non-member a user, except the last admin, who stays one.
 */
async function followAdminGroup(ctx: AppContext, user: UserRow, raw: Record<string, unknown>): Promise<void> {
  if (!ctx.config.OIDC_ADMIN_GROUP) return;
  const role = isInAdminGroup(ctx.config, raw) ? 'admin' : 'user';
  try {
    await changeRole(ctx, OIDC_ACTOR, user, role);
  } catch (error) {
    if (!(error instanceof AppError && error.messageKey === 'last_admin')) throw error;
    ctx.logger?.warn({ userId: user.id }, 'the last admin left OIDC_ADMIN_GROUP and stays an admin');
  }
}
