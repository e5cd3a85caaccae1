import { isLocale, type Locale } from '@mnemo/domain/languages';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { AppError } from '../../lib/app-error.ts';
import { issueSignInDeviceCookie } from './auth.service.ts';
import { deviceCookieHeader, readDeviceCookieValue } from './device-cookie.ts';

/**
 * What the browser carries between the redirect to an identity provider (Google, the OpenID
 * Connect provider) and the callback, in a short-lived HttpOnly cookie on the flow's path.
 */
export interface SignInFlowState {
  state: string;
  /** PKCE (RFC 7636): the secret whose S256 hash went with the authorisation request */
  codeVerifier: string;
  ageConfirmed: boolean;
  locale: Locale;
  /** OpenID Connect: the nonce the ID token must carry */
  nonce?: string;
  /**
   * The device cookie's value when the flow started (read on our own origin): the callback,
   * a cross-site navigation from the provider, does not receive the SameSite=Strict cookie, and
   * the new one keeps the device's entries for other accounts.
   */
  deviceCookie?: string;
}

/** The origin redirect URIs and the web app's callback are built on (PUBLIC_URL when set). */
export function getOrigin(app: FastifyInstance, request: FastifyRequest): string {
  return (app.ctx.config.PUBLIC_URL ?? `${request.protocol}://${request.host}`).replace(/\/$/, '');
}

/** One provider's flow cookie: its name and the path it is sent to (the provider's routes). */
export interface FlowCookie {
  name: string;
  path: string;
}

/** Reads and checks the flow cookie; null when it is missing or malformed. */
export function readFlowCookie(request: FastifyRequest, cookie: FlowCookie): SignInFlowState | null {
  const raw = (request.headers.cookie ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${cookie.name}=`));
  if (!raw) return null;
  try {
    const value = JSON.parse(
      Buffer.from(raw.slice(cookie.name.length + 1), 'base64url').toString('utf8'),
    ) as Partial<SignInFlowState>;
    if (
      typeof value.state !== 'string' ||
      typeof value.codeVerifier !== 'string' ||
      typeof value.ageConfirmed !== 'boolean' ||
      !isLocale(value.locale) ||
      (value.nonce !== undefined && typeof value.nonce !== 'string')
    ) {
      return null;
    }
    const flow: SignInFlowState = {
      state: value.state,
      codeVerifier: value.codeVerifier,
      ageConfirmed: value.ageConfirmed,
      locale: value.locale,
    };
    if (value.nonce !== undefined) flow.nonce = value.nonce;
    // only well-formed entries of a device cookie are carried (each is checked by its signature when used)
    const device =
      typeof value.deviceCookie === 'string' ? readDeviceCookieValue(deviceCookieHeader(value.deviceCookie)) : null;
    if (device) flow.deviceCookie = device;
    return flow;
  } catch {
    return null;
  }
}

/** Sets the flow cookie (10 minutes) carrying the flow and the device cookie of the request, then redirects. */
export function redirectWithFlow(
  reply: FastifyReply,
  request: FastifyRequest,
  options: { cookie: FlowCookie; flow: SignInFlowState; origin: string; url: string },
): FastifyReply {
  // the device cookie reaches this route (our origin) but not the callback (a navigation from the provider)
  const deviceCookie = readDeviceCookieValue(request.headers.cookie);
  const value = Buffer.from(JSON.stringify(deviceCookie ? { ...options.flow, deviceCookie } : options.flow)).toString(
    'base64url',
  );
  const secure = options.origin.startsWith('https:') ? '; Secure' : '';
  void reply.header(
    'set-cookie',
    `${options.cookie.name}=${value}; Path=${options.cookie.path}; HttpOnly; SameSite=Lax; Max-Age=600${secure}`,
  );
  return reply.redirect(options.url, 302);
}

/** Removes the flow cookie (the callback's first step: a flow is used once). */
export function clearFlowCookie(reply: FastifyReply, cookie: FlowCookie): void {
  void reply.header('set-cookie', `${cookie.name}=; Path=${cookie.path}; HttpOnly; SameSite=Lax; Max-Age=0`);
}

/**
 * Ends a provider's callback: on success, the device cookie a password sign-in leaves (this
 * account's per-account failure limit never refuses this device, ADR 069; the device's entries
 * for other accounts kept) and a redirect to the web app's `/auth/callback#token=…`; on a
 * failure, `#error=<message key>`. A fragment never reaches server logs.
 */
export async function finishSignIn(
  app: FastifyInstance,
  request: FastifyRequest,
  reply: FastifyReply,
  options: { origin: string; flow: SignInFlowState | null; failureKey: string; signIn: () => Promise<SignInResult> },
): Promise<FastifyReply> {
  const { origin } = options;
  try {
    const { token, userId } = await options.signIn();
    const carried = readDeviceCookieValue(request.headers.cookie) ?? options.flow?.deviceCookie;
    const device = {
      cookieHeader: carried ? deviceCookieHeader(carried) : undefined,
      isSecure: origin.startsWith('https:'),
    };
    // appended beside the flow cookie's removal
    void reply.header('set-cookie', await issueSignInDeviceCookie(app.ctx, userId, device));
    return reply.redirect(`${origin}/auth/callback#token=${encodeURIComponent(token)}`, 302);
  } catch (error) {
    if (!(error instanceof AppError)) request.log.error({ err: error }, `${options.failureKey}: sign-in failed`);
    const key = error instanceof AppError ? error.messageKey : options.failureKey;
    return reply.redirect(`${origin}/auth/callback#error=${encodeURIComponent(key)}`, 302);
  }
}

export interface SignInResult {
  token: string;
  userId: string;
}
