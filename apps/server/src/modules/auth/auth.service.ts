import { createHash } from 'node:crypto';
import { isValidTimeZone } from '@mnemo/domain/study-day';
import type { RegisterBody, User } from '@mnemo/contracts/auth';
import type { Locale } from '@mnemo/domain/languages';
import { translate } from '@mnemo/i18n/translate';
import type { AppContext } from '../../app-context.ts';
import type { UserRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { runInBackground } from '../../lib/background-tasks.ts';
import { isUniqueViolation } from '../../lib/pg-errors.ts';
import { hashPassword, verifyDummyPassword, verifyPassword } from '../../lib/passwords.ts';
import { getUserStoragePrefix } from '../../lib/storage-keys.ts';
import { generateToken, hashToken } from '../../lib/tokens.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import { deleteUserRateLimitHits } from '../../plugins/rate-limit-store.ts';
import * as repo from './auth.repository.ts';
import { findTrustedDevice, issueDeviceCookie } from './device-cookie.ts';
import { assertPasswordSignInOn, checkNewAccount, usePermit } from './signup-policy.ts';
import { getMediaUrlSecret } from '../../lib/media-url.ts';

const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;

/** The public shape of a user. */
export function presentUser(
  row: Pick<UserRow, 'id' | 'email' | 'name' | 'plan' | 'locale' | 'password_hash' | 'role'>,
): User {
  return {
    uid: row.id,
    email: row.email,
    name: row.name,
    plan: row.plan,
    locale: row.locale,
    hasPassword: row.password_hash !== null,
    role: row.role,
  };
}

/** The signed-in user as `GET /api/auth/me` shows them. */
export async function getCurrentUser(ctx: AppContext, userId: string): Promise<User> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw errors.unauthenticated();
  return presentUser(row);
}

/** Mints a bearer token for a user and stores only its hash. */
export async function issueToken(ctx: AppContext, userId: string): Promise<string> {
  const token = generateToken();
  const expiresAt = new Date(Date.now() + ctx.config.TOKEN_TTL_DAYS * 24 * 60 * 60 * 1000);
  await repo.insertToken(ctx.db, userId, hashToken(token), expiresAt);
  return token;
}

/** Creates an account (age 13+ confirmed) on the FREE plan and signs it in. */
export async function registerUser(
  ctx: AppContext,
  input: RegisterBody,
  locale: Locale,
): Promise<{ token: string; user: User }> {
  if (!input.ageConfirmed) throw errors.validation('ageConfirmed', 'age_required');
  const permit = await checkNewAccount(ctx, {
    email: input.email,
    method: 'password',
    isEmailVerified: false,
    invitationToken: input.invitation,
  });
  const passwordHash = await hashPassword(input.password);
  try {
    return await ctx.db.transaction().execute(async (trx) => {
      const row = await repo.insertUser(trx, {
        email: input.email,
        name: input.name,
        passwordHash,
        plan: ctx.config.DEFAULT_PLAN,
        locale: input.locale ?? locale,
        timeZone: input.timeZone && isValidTimeZone(input.timeZone) ? input.timeZone : undefined,
      });
      await usePermit(trx, permit, row.id);
      const token = await issueToken({ ...ctx, db: trx }, row.id);
      return { token, user: presentUser(row) };
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw errors.conflict('email_taken', { field: 'email' });
    throw error;
  }
}

/**
 * Failed sign-ins allowed in a window: per account from devices without its device cookie (beside
 * the per-address route limit), and per device from a device that carries one (ADR 069).
 */
const LOGIN_FAILURES_PER_ACCOUNT = 10;
const LOGIN_FAILURE_WINDOW_MS = 15 * 60 * 1000;

// In the database, not in the process: a guesser spreading over API processes meets one limit.
const failureKeyHash = (key: string): string => createHash('sha256').update(key).digest('hex');

async function countRecentLoginFailures(ctx: AppContext, key: string): Promise<number> {
  const row = await ctx.db
    .selectFrom('login_failures')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('key_hash', '=', failureKeyHash(key))
    .where('failed_at', '>', new Date(Date.now() - LOGIN_FAILURE_WINDOW_MS))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function recordLoginFailure(ctx: AppContext, key: string): Promise<void> {
  const now = Date.now();
  await repo.insertLoginFailure(ctx.db, failureKeyHash(key), new Date(now));
  // failures past the window count for nothing: they go as new ones come
  await repo.deleteLoginFailuresBefore(ctx.db, new Date(now - LOGIN_FAILURE_WINDOW_MS));
}

/** The device the request signs in from: its cookie header and whether it came over https. */
export interface LoginDevice {
  cookieHeader?: string | undefined;
  isSecure?: boolean;
}

/**
 * Checks email and password; a suspended account cannot sign in. Guesses are refused per account
 * after 10 failures in 15 minutes, except on a device the account signed in on before (its
 * device cookie), which only its own failures can lock. A sign-in answers a new device cookie.
 */
export async function loginUser(
  ctx: AppContext,
  email: string,
  password: string,
  device: LoginDevice = {},
): Promise<{ token: string; user: User; deviceCookie: string }> {
  assertPasswordSignInOn(ctx.config);
  const account = email.trim().toLowerCase();
  const row = await repo.findUserByEmail(ctx.db, email);
  const secret = await getMediaUrlSecret(ctx.config);
  const trustedDevice = row ? findTrustedDevice(secret, device.cookieHeader, row.id) : null;
  const failureKey = trustedDevice ? `device:${trustedDevice}` : `account:${account}`;
  if ((await countRecentLoginFailures(ctx, failureKey)) >= LOGIN_FAILURES_PER_ACCOUNT) throw errors.rateLimited();
  if (!row?.password_hash) {
    await verifyDummyPassword(password);
    await recordLoginFailure(ctx, failureKey);
    throw errors.unauthenticated('invalid_credentials');
  }
  if (!(await verifyPassword(row.password_hash, password))) {
    await recordLoginFailure(ctx, failureKey);
    throw errors.unauthenticated('invalid_credentials');
  }
  if (row.suspended_at) throw errors.forbidden('account_suspended');
  return {
    token: await issueToken(ctx, row.id),
    user: presentUser(row),
    deviceCookie: issueDeviceCookie(secret, device.cookieHeader, row.id, device.isSecure ?? false),
  };
}

/** The device cookie a sign-in without a password leaves on the device: a registration, Google's. */
export async function issueSignInDeviceCookie(ctx: AppContext, userId: string, device: LoginDevice): Promise<string> {
  return issueDeviceCookie(await getMediaUrlSecret(ctx.config), device.cookieHeader, userId, device.isSecure ?? false);
}

/** Revokes the token the request came with. */
export async function logoutUser(ctx: AppContext, tokenHash: string): Promise<void> {
  await repo.deleteToken(ctx.db, tokenHash);
}

/** Changes the name or interface language. */
export async function updateProfile(
  ctx: AppContext,
  userId: string,
  patch: { name?: string | undefined; locale?: Locale | undefined },
): Promise<User> {
  const row = await repo.updateUser(ctx.db, userId, {
    ...(patch.name !== undefined ? { name: patch.name } : {}),
    ...(patch.locale !== undefined ? { locale: patch.locale } : {}),
  });
  if (!row) throw errors.notFound();
  return presentUser(row);
}

/** Changes the password after checking the current one; other sessions are signed out. */
export async function changePassword(
  ctx: AppContext,
  userId: string,
  currentTokenHash: string,
  currentPassword: string,
  newPassword: string,
): Promise<void> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw errors.notFound();
  if (!row.password_hash || !(await verifyPassword(row.password_hash, currentPassword))) {
    throw errors.validation('currentPassword', 'current_password_wrong');
  }
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, userId, { passwordHash });
    await repo.deleteUserTokens(trx, userId, currentTokenHash);
    await repo.deletePasswordResetTokens(trx, userId);
  });
}

/**
 * What must happen before an account's rows go: billing cancels the provider's subscription (ADR 157). Auth does not import billing (billing writes the plan through auth),
 * so the step is handed in where the routes and the command line are built.
 */
export type BeforeAccountDeletion = (ctx: AppContext, userId: string) => Promise<void>;

/** How recent the Google sign-in must be that deletes an account without a password. */
const FRESH_SIGN_IN_MS = 10 * 60 * 1000;

/**
 * Deletes the account and everything it owns: rows (by cascade) and stored files. The password
 * proves it is the owner; an account without one (Google only) must have signed in with Google
 * within the last 10 minutes with the token making the request.
 */
export async function deleteAccount(
  ctx: AppContext,
  userId: string,
  currentTokenHash: string,
  password: string | undefined,
  beforeDeletion: BeforeAccountDeletion,
): Promise<void> {
  const row = await repo.findUserById(ctx.db, userId);
  if (!row) throw errors.notFound();
  if (row.password_hash && (password === undefined || !(await verifyPassword(row.password_hash, password)))) {
    throw errors.validation('password', 'current_password_wrong');
  }
  if (!row.password_hash) {
    const issuedAt = await repo.findTokenIssuedAt(ctx.db, currentTokenHash);
    if (!issuedAt || Date.now() - issuedAt.getTime() > FRESH_SIGN_IN_MS)
      throw errors.forbidden(row.google_sub ? 'google_reauth_required' : 'reauth_required');
  }
  await deleteUserEverywhere(ctx, userId, beforeDeletion);
}

/** Removes a user's rows and files (also used by the operator command line). */
export async function deleteUserEverywhere(
  ctx: AppContext,
  userId: string,
  beforeDeletion: BeforeAccountDeletion,
): Promise<void> {
  await beforeDeletion(ctx, userId);
  await repo.deleteUser(ctx.db, userId);
  await deleteUserRateLimitHits(ctx.db, userId);
  await ctx.storage.deletePrefix(getUserStoragePrefix(userId));
}

/**
 * Emails a one-hour reset link when the account exists. The lookup and the sending run after the
 * answer (`runInBackground`), so the answer takes the same time whether or not the address exists.
 */
export function requestPasswordReset(ctx: AppContext, email: string, locale: Locale): void {
  assertPasswordSignInOn(ctx.config);
  const mailer = ctx.mailer;
  if (!mailer) throw errors.notConfigured('password_reset_not_configured');
  runInBackground(ctx, 'password-reset-mail', async () => {
    const row = await repo.findUserByEmail(ctx.db, email);
    if (!row || row.suspended_at) return;
    const token = generateToken();
    await repo.insertPasswordResetToken(ctx.db, row.id, hashToken(token), new Date(Date.now() + RESET_TOKEN_TTL_MS));
    const origin = ctx.config.PUBLIC_URL ?? `http://localhost:${ctx.config.PORT}`;
    const link = `${origin.replace(/\/$/, '')}/reset-password?token=${encodeURIComponent(token)}`;
    const userLocale = row.locale ?? locale;
    await mailer.send({
      to: row.email,
      subject: translate(userLocale, 'mail:reset_subject'),
      text: translate(userLocale, 'mail:reset_body', { name: row.name, link }),
    });
  });
}

/** Sets a new password from a valid reset token, signs out every session and voids every other reset link. */
export async function resetPassword(ctx: AppContext, token: string, newPassword: string): Promise<void> {
  assertPasswordSignInOn(ctx.config);
  const passwordHash = await hashPassword(newPassword);
  await ctx.db.transaction().execute(async (trx) => {
    const userId = await repo.consumePasswordResetToken(trx, hashToken(token));
    if (!userId) throw errors.validation('token', 'reset_token_invalid');
    await repo.updateUser(trx, userId, { passwordHash });
    await repo.deleteUserTokens(trx, userId);
    // every other link sent before this reset stops working too
    await repo.deletePasswordResetTokens(trx, userId);
  });
}

/** The signed-in user a bearer token stands for (unexpired, not suspended), else null: the auth plugin's lookup (app.ts). */
export async function findSignedInUser(ctx: AppContext, token: string): Promise<AuthUser | null> {
  return repo.findUserByToken(ctx.db, token);
}
