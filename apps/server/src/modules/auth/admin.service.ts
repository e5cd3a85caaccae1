import { isPlan } from '@mnemo/domain/plans';
import { PASSWORD_MIN_LENGTH } from '@mnemo/domain/validation';
import type { AppContext } from '../../app-context.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generateToken } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';
import { deleteUserEverywhere } from './auth.service.ts';
import { createInvitation } from './invitations.service.ts';

/** Operator commands (npm run admin): each returns the lines to print, or throws a plain message. */
export interface AdminResult {
  lines: string[];
}

async function requireUserByEmail(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email.trim());
  if (!user) throw new Error(`No user with the email ${email}.`);
  return user;
}

/** Lists every account with its plan and state. */
export async function listAccounts(ctx: AppContext): Promise<AdminResult> {
  const users = await repo.listUsers(ctx.db);
  const lines = users.map(
    (u) =>
      `${u.email}\t${u.name}\t${u.plan}\t${u.suspended_at ? 'suspended' : 'active'}\tcreated ${new Date(u.created_at).toISOString()}`,
  );
  return { lines: [`${users.length} user(s)`, ...lines] };
}

/** Moves an account to another plan. */
export async function setAccountPlan(ctx: AppContext, email: string, plan: string): Promise<AdminResult> {
  const upper = plan.toUpperCase();
  if (!isPlan(upper)) throw new Error(`Unknown plan ${plan}: use FREE, STARTER, PERSONAL or ULTIMATE.`);
  const user = await requireUserByEmail(ctx, email);
  await repo.updateUser(ctx.db, user.id, { plan: upper });
  return { lines: [`${user.email} is now on ${upper}.`] };
}

/** Sets a new password (given, or generated and printed) and signs the account out everywhere. */
export async function resetAccountPassword(ctx: AppContext, email: string, password?: string): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  const next = password ?? generateToken().slice(0, 16);
  if (next.length < PASSWORD_MIN_LENGTH)
    throw new Error(`The password must have at least ${PASSWORD_MIN_LENGTH} characters.`);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { passwordHash: await hashPassword(next) });
    await repo.deleteUserTokens(trx, user.id);
    await repo.deletePasswordResetTokens(trx, user.id);
  });
  return { lines: [`The password of ${user.email} was reset.`, ...(password ? [] : [`New password: ${next}`])] };
}

/** Suspends an account: it cannot sign in and its tokens stop working at once. */
export async function suspendAccount(ctx: AppContext, email: string): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { suspendedAt: new Date() });
    await repo.deleteUserTokens(trx, user.id);
  });
  return { lines: [`${user.email} is suspended.`] };
}

/** Lets a suspended account sign in again. */
export async function reinstateAccount(ctx: AppContext, email: string): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  await repo.updateUser(ctx.db, user.id, { suspendedAt: null });
  return { lines: [`${user.email} is reinstated.`] };
}

/** Deletes an account and everything it owns. */
export async function deleteAccountByEmail(ctx: AppContext, email: string): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  await deleteUserEverywhere(ctx, user.id);
  return { lines: [`${user.email} and everything it owned were deleted.`] };
}

/** Invites an address (SIGNUP=invite): the link to pass on, e-mailed too when mail is set up. */
export async function inviteByEmail(ctx: AppContext, email: string): Promise<AdminResult> {
  const { invitation, link, isEmailed } = await createInvitation(ctx, email, null);
  return {
    lines: [
      `${invitation.email} is invited until ${invitation.expiresAt.toISOString()}${isEmailed ? ' (e-mailed)' : ''}.`,
      `Link: ${link}`,
    ],
  };
}
