import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * OWASP's device cookie: a successful sign-in leaves a signed cookie naming the account on that
 * device, and the per-account failure limit never refuses a device that carries one, so a
 * stranger guessing an account's password cannot lock its owner out (issue 21, ADR 069).
 *
 * One cookie holds the entries of the last few accounts signed in on the device (a family's
 * computer): `<userId>.<nonce>.<signature>` joined by `~`, each signed with the server's secret.
 */
export const DEVICE_COOKIE = 'mnemo_device';
/** Sent only to the sign-in routes. */
const DEVICE_COOKIE_PATH = '/api/auth';
const DEVICE_COOKIE_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;
const MAX_ENTRIES = 5;

interface DeviceEntry {
  userId: string;
  nonce: string;
  signature: string;
}

function sign(secret: Buffer, userId: string, nonce: string): string {
  return createHmac('sha256', secret).update(`device-cookie\n${userId}\n${nonce}`).digest('base64url');
}

function readEntries(cookieHeader: string | undefined): DeviceEntry[] {
  const raw = (cookieHeader ?? '')
    .split(';')
    .map((part) => part.trim())
    .find((part) => part.startsWith(`${DEVICE_COOKIE}=`));
  if (!raw) return [];
  return raw
    .slice(DEVICE_COOKIE.length + 1)
    .split('~')
    .slice(0, MAX_ENTRIES)
    .flatMap((entry) => {
      const [userId, nonce, signature, ...rest] = entry.split('.');
      return userId && nonce && signature && rest.length === 0 ? [{ userId, nonce, signature }] : [];
    });
}

/**
 * The device cookie's value in a cookie header (null without one), to carry across a redirect
 * that will not bring it back (Google's callback is a cross-site navigation, where a SameSite=Strict
 * cookie is not sent). Only well-formed entries are kept; each is still checked by its signature.
 */
export function readDeviceCookieValue(cookieHeader: string | undefined): string | null {
  const entries = readEntries(cookieHeader);
  return entries.length > 0
    ? entries.map((entry) => `${entry.userId}.${entry.nonce}.${entry.signature}`).join('~')
    : null;
}

/** A cookie header holding only the device cookie `value`. */
export const deviceCookieHeader = (value: string): string => `${DEVICE_COOKIE}=${value}`;

/** The device's id for this account when the request carries a genuine device cookie for it, else null. */
export function findTrustedDevice(secret: Buffer, cookieHeader: string | undefined, userId: string): string | null {
  for (const entry of readEntries(cookieHeader)) {
    if (entry.userId !== userId) continue;
    const expected = Buffer.from(sign(secret, entry.userId, entry.nonce));
    const given = Buffer.from(entry.signature);
    if (expected.length === given.length && timingSafeEqual(expected, given)) return entry.nonce;
  }
  return null;
}

/**
 * The `Set-Cookie` value after a successful sign-in: a new entry for this account, beside the
 * device's entries for other accounts. HttpOnly, SameSite=Strict, a year long; Secure over https.
 */
export function issueDeviceCookie(
  secret: Buffer,
  cookieHeader: string | undefined,
  userId: string,
  isSecure: boolean,
): string {
  const nonce = randomBytes(16).toString('base64url');
  const kept = readEntries(cookieHeader).filter((entry) => entry.userId !== userId);
  const entries = [...kept.slice(-(MAX_ENTRIES - 1)), { userId, nonce, signature: sign(secret, userId, nonce) }];
  const value = entries.map((entry) => `${entry.userId}.${entry.nonce}.${entry.signature}`).join('~');
  return `${DEVICE_COOKIE}=${value}; Path=${DEVICE_COOKIE_PATH}; HttpOnly; SameSite=Strict; Max-Age=${DEVICE_COOKIE_MAX_AGE_SECONDS}${isSecure ? '; Secure' : ''}`;
}
