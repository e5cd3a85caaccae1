import type { UserRole } from '@mnemo/contracts/values';
import type { Locale } from '@mnemo/domain/languages';
import { isPlan, type Plan } from '@mnemo/domain/plans';
import { PASSWORD_MIN_LENGTH } from '@mnemo/domain/validation';
import { type Kysely, sql } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database, UserRow } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import { hashPassword } from '../../lib/passwords.ts';
import { generateToken } from '../../lib/tokens.ts';
import * as repo from './auth.repository.ts';
import { deleteUserEverywhere, type BeforeAccountDeletion } from './auth.service.ts';
import { createInvitation, revokeInvitation } from './invitations.service.ts';

/**
 * Who took an administrative action: the operator's command line, an admin on the Admin page, or
 * the identity provider (the role that follows OIDC_ADMIN_GROUP at sign-in).
 */
export type AuditActor = { kind: 'cli' } | { kind: 'admin'; id: string; email: string } | { kind: 'oidc' };

export const CLI_ACTOR: AuditActor = { kind: 'cli' };
export const OIDC_ACTOR: AuditActor = { kind: 'oidc' };

/** Writes one audit entry: who, what, to whom, when (ADR 109). */
export async function writeAudit(
  ctx: AppContext,
  actor: AuditActor,
  action: string,
  target: string | null,
  detail: string | null = null,
): Promise<void> {
  await repo.insertAuditEntry(ctx.db, {
    actor_id: actor.kind === 'admin' ? actor.id : null,
    actor: actor.kind === 'admin' ? actor.email : actor.kind,
    action,
    target,
    detail,
  });
}

/** The latest audit entries, newest first. */
/** An account without a password, for a developer's scratch database (the chat evaluation's learner). */
export async function createScratchAccount(
  db: Kysely<Database>,
  values: { email: string; name: string; locale: Locale },
): Promise<UserRow> {
  return repo.insertUser(db, { ...values, passwordHash: null });
}

export async function listAudit(ctx: AppContext, limit = 200) {
  const rows = await ctx.db.selectFrom('audit_log').selectAll().orderBy('id', 'desc').limit(limit).execute();
  return rows.map((row) => ({
    id: String(row.id),
    actor: row.actor,
    action: row.action,
    target: row.target,
    detail: row.detail,
    at: new Date(row.created_at).toISOString(),
  }));
}

/** Moves an account to another plan. */
export async function changePlan(ctx: AppContext, actor: AuditActor, user: UserRow, plan: Plan): Promise<void> {
  await repo.updateUser(ctx.db, user.id, { plan });
  await writeAudit(ctx, actor, 'set-plan', user.email, plan);
}

/**
 * Gives an account a role. The last admin cannot stop being one: the admins are locked while
 * they are counted, so two demotions at once cannot leave none.
 */
export async function changeRole(ctx: AppContext, actor: AuditActor, user: UserRow, role: UserRole): Promise<void> {
  if (user.role === role) return;
  await ctx.db.transaction().execute(async (trx) => {
    if (role === 'user') {
      const admins = await trx.selectFrom('users').select('id').where('role', '=', 'admin').forUpdate().execute();
      if (admins.length <= 1 && admins.some((admin) => admin.id === user.id)) throw errors.conflict('last_admin');
    }
    await repo.updateUser(trx, user.id, { role });
  });
  await writeAudit(ctx, actor, 'set-role', user.email, role);
}

/** Suspends an account: it cannot sign in and its tokens stop working at once. */
export async function suspendUser(ctx: AppContext, actor: AuditActor, user: UserRow): Promise<void> {
  await ctx.db.transaction().execute(async (trx) => {
    await repo.updateUser(trx, user.id, { suspendedAt: new Date() });
    await repo.deleteUserTokens(trx, user.id);
  });
  await writeAudit(ctx, actor, 'suspend', user.email);
}

/** Lets a suspended account sign in again. */
export async function reinstateUser(ctx: AppContext, actor: AuditActor, user: UserRow): Promise<void> {
  await repo.updateUser(ctx.db, user.id, { suspendedAt: null });
  await writeAudit(ctx, actor, 'reinstate', user.email);
}

/** Deletes an account and everything it owns (not the last admin). */
export async function deleteUserAsAdmin(
  ctx: AppContext,
  actor: AuditActor,
  user: UserRow,
  beforeDeletion: BeforeAccountDeletion,
): Promise<void> {
  if (user.role === 'admin') {
    const admins = await ctx.db.selectFrom('users').select('id').where('role', '=', 'admin').execute();
    if (admins.length <= 1) throw errors.conflict('last_admin');
  }
  await deleteUserEverywhere(ctx, user.id, beforeDeletion);
  await writeAudit(ctx, actor, 'delete-user', user.email);
}

/** Invites an address (SIGNUP=invite), recorded in the audit log. */
export async function inviteAddress(ctx: AppContext, actor: AuditActor, email: string) {
  const result = await createInvitation(
    ctx,
    email,
    actor.kind === 'admin' ? actor.id : null,
    actor.kind === 'admin' ? ((await repo.findUserById(ctx.db, actor.id))?.locale ?? 'en') : 'en',
  );
  await writeAudit(ctx, actor, 'invite', result.invitation.email);
  return result;
}

/** Withdraws an open invitation. */
export async function withdrawInvitation(ctx: AppContext, actor: AuditActor, id: string): Promise<void> {
  const email = await revokeInvitation(ctx, id);
  if (!email) throw errors.notFound();
  await writeAudit(ctx, actor, 'revoke-invitation', email);
}

/** Users for the Admin page: by address or name containing `query`, newest first (at most 200). */
export async function searchUsers(ctx: AppContext, query: string | undefined): Promise<UserRow[]> {
  let select = ctx.db.selectFrom('users').selectAll().orderBy('created_at', 'desc').limit(200);
  const q = query?.trim().toLowerCase();
  if (q) {
    const pattern = `%${q.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    select = select.where((eb) =>
      eb.or([eb(sql`lower(email)`, 'like', pattern), eb(sql`lower(name)`, 'like', pattern)]),
    );
  }
  return select.execute();
}

/**
 * The instance's use by calendar month (UTC), the newest first: documents processed, the AI
 * tokens of chat and of generation, and the storage the documents take now.
 */
export async function getInstanceUsage(ctx: AppContext, months = 12) {
  const since = new Date(Date.UTC(new Date().getUTCFullYear(), new Date().getUTCMonth() - (months - 1), 1));
  const documents = await ctx.db
    .selectFrom('documents')
    .select([sql<string>`to_char(date_trunc('month', created_at at time zone 'UTC'), 'YYYY-MM')`.as('month')])
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('status', '=', 'completed')
    .where('created_at', '>=', since)
    .groupBy(sql`1`)
    .execute();
  const tokens = await ctx.db
    .selectFrom('usage')
    .select([sql<string>`to_char(date_trunc('month', period_start at time zone 'UTC'), 'YYYY-MM')`.as('month')])
    .select((eb) => [
      eb.fn.sum<number>('tokens').as('tokens'),
      eb.fn.sum<number>('generation_tokens').as('generation_tokens'),
    ])
    .where('period_start', '>=', since)
    .groupBy(sql`1`)
    .execute();
  const storage = await ctx.db
    .selectFrom('documents')
    .select((eb) => eb.fn.sum<number>('size_bytes').as('bytes'))
    .executeTakeFirst();
  const periods = new Map<string, { month: string; documentsProcessed: number; aiTokens: number }>();
  for (let i = 0; i < months; i += 1) {
    const d = new Date(Date.UTC(since.getUTCFullYear(), since.getUTCMonth() + i, 1));
    const month = d.toISOString().slice(0, 7);
    periods.set(month, { month, documentsProcessed: 0, aiTokens: 0 });
  }
  for (const row of documents) {
    const period = periods.get(row.month);
    if (period) period.documentsProcessed = Number(row.n);
  }
  for (const row of tokens) {
    const period = periods.get(row.month);
    if (period) period.aiTokens = Number(row.tokens ?? 0) + Number(row.generation_tokens ?? 0);
  }
  return { storageBytes: Number(storage?.bytes ?? 0), periods: [...periods.values()].reverse() };
}

// The operator's command line (npm run admin): each returns the lines to print, or throws a plain message.

export interface AdminResult {
  lines: string[];
}

async function requireUserByEmail(ctx: AppContext, email: string) {
  const user = await repo.findUserByEmail(ctx.db, email.trim());
  if (!user) throw new Error(`No user with the email ${email}.`);
  return user;
}

/** Lists every account with its plan, role and state. */
export async function listAccounts(ctx: AppContext): Promise<AdminResult> {
  const users = await repo.listUsers(ctx.db);
  const lines = users.map(
    (u) =>
      `${u.email}\t${u.name}\t${u.plan}\t${u.role}\t${u.suspended_at ? 'suspended' : 'active'}\tcreated ${new Date(u.created_at).toISOString()}`,
  );
  return { lines: [`${users.length} user(s)`, ...lines] };
}

/** Moves an account to another plan. */
export async function setAccountPlan(ctx: AppContext, email: string, plan: string): Promise<AdminResult> {
  const upper = plan.toUpperCase();
  if (!isPlan(upper)) throw new Error(`Unknown plan ${plan}: use FREE, STARTER, PERSONAL or ULTIMATE.`);
  const user = await requireUserByEmail(ctx, email);
  await changePlan(ctx, CLI_ACTOR, user, upper);
  return { lines: [`${user.email} is now on ${upper}.`] };
}

/** Makes an account an admin or a user again. */
export async function setAccountRole(ctx: AppContext, email: string, role: string): Promise<AdminResult> {
  if (role !== 'admin' && role !== 'user') throw new Error(`Unknown role ${role}: use admin or user.`);
  const user = await requireUserByEmail(ctx, email);
  await changeRole(ctx, CLI_ACTOR, user, role);
  return { lines: [`${user.email} is now ${role === 'admin' ? 'an admin' : 'a user'}.`] };
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
  await writeAudit(ctx, CLI_ACTOR, 'reset-password', user.email);
  return { lines: [`The password of ${user.email} was reset.`, ...(password ? [] : [`New password: ${next}`])] };
}

/** Suspends an account: it cannot sign in and its tokens stop working at once. */
export async function suspendAccount(ctx: AppContext, email: string): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  await suspendUser(ctx, CLI_ACTOR, user);
  return { lines: [`${user.email} is suspended.`] };
}

/** Lets a suspended account sign in again. */
export async function reinstateAccount(ctx: AppContext, email: string): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  await reinstateUser(ctx, CLI_ACTOR, user);
  return { lines: [`${user.email} is reinstated.`] };
}

/** Deletes an account and everything it owns. */
export async function deleteAccountByEmail(
  ctx: AppContext,
  email: string,
  beforeDeletion: BeforeAccountDeletion,
): Promise<AdminResult> {
  const user = await requireUserByEmail(ctx, email);
  await deleteUserAsAdmin(ctx, CLI_ACTOR, user, beforeDeletion);
  return { lines: [`${user.email} and everything it owned were deleted.`] };
}

/** Invites an address (SIGNUP=invite): the link to pass on, e-mailed too when mail is set up. */
export async function inviteByEmail(ctx: AppContext, email: string): Promise<AdminResult> {
  const { invitation, link, isEmailed } = await inviteAddress(ctx, CLI_ACTOR, email);
  return {
    lines: [
      `${invitation.email} is invited until ${invitation.expiresAt.toISOString()}${isEmailed ? ' (e-mailed)' : ''}.`,
      `Link: ${link}`,
    ],
  };
}
