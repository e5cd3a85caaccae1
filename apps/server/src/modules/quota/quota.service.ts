import type { QuotaResponse } from '@mnemo/contracts/quota';
import { getPlanLimits, isPlan, type Plan } from '@mnemo/domain/plans';
import { getBillingPeriod } from '@mnemo/domain/quota';
import type { Kysely, Transaction } from 'kysely';
import type { AppContext } from '../../app-context.ts';
import type { Database } from '../../db/schema.ts';
import { errors } from '../../lib/app-error.ts';
import type { AuthUser } from '../../plugins/auth.ts';
import * as repo from './quota.repository.ts';

/** The user's plan, usage this billing period, and the plan's limits. */
export async function getQuota(ctx: AppContext, user: AuthUser, now = new Date()): Promise<QuotaResponse> {
  const period = getBillingPeriod(user.billingAnchor, now);
  const [documentsStored, usage] = await Promise.all([
    repo.countDocuments(ctx.db, user.id),
    repo.findUsage(ctx.db, user.id, period.start),
  ]);
  return {
    plan: user.plan,
    documentsStored,
    exercisesGenerated: usage?.exercises ?? 0,
    tokensConsumed: usage?.tokens ?? 0,
    generationTokens: usage?.generation_tokens ?? 0,
    nextRenewalDate: period.end.toISOString(),
    limits: getPlanLimits(user.plan),
  };
}

/** Whose quota: the signed-in user (AuthUser fits), or a user row mapped to these three fields. */
export interface QuotaHolder {
  id: string;
  plan: Plan;
  billingAnchor: Date;
}

/** The one limit rule: work of `count` more units fits when it does not take `used` past `limit`. */
function fitsLimit(used: number, count: number, limit: number): boolean {
  return used + count <= limit;
}

/**
 * The user as their quota sees them, with their row locked until the transaction ends, so that
 * two requests of one user check and take their limits one after the other; undefined when the
 * user is gone.
 */
export async function lockQuotaHolder(trx: Transaction<Database>, userId: string): Promise<QuotaHolder | undefined> {
  const row = await repo.lockUser(trx, userId);
  return row && { id: row.id, plan: isPlan(row.plan) ? row.plan : 'FREE', billingAnchor: new Date(row.billing_anchor) };
}

/**
 * Takes places for `count` more stored documents in the caller's transaction, or refuses them all:
 * 402 QUOTA_LIMIT `AMOUNT_OF_DOCUMENTS_LIMIT` when the user would hold more than the plan allows.
 * The user row is locked first, so two uploads cannot both take the last place.
 */
export async function reserveDocuments(trx: Transaction<Database>, user: QuotaHolder, count: number): Promise<void> {
  if (count <= 0) return;
  await repo.lockUser(trx, user.id);
  if (!fitsLimit(await repo.countDocuments(trx, user.id), count, getPlanLimits(user.plan).documents)) {
    throw errors.quota('AMOUNT_OF_DOCUMENTS_LIMIT');
  }
}

/**
 * Counts `count` generated exercises (flashcards + questions) in the caller's transaction, or
 * refuses them all: 402 QUOTA_LIMIT `EXERCISES_LIMIT` when they would pass the plan's monthly
 * limit. The usage row stays locked until the transaction ends, so the check and the count are
 * one step; roll the transaction back and nothing was counted (nor should anything be saved).
 */
export async function reserveExercises(
  trx: Transaction<Database>,
  user: QuotaHolder,
  count: number,
  now = new Date(),
): Promise<void> {
  if (count <= 0) return;
  const period = getBillingPeriod(user.billingAnchor, now);
  const usage = await repo.lockUsage(trx, user.id, period.start);
  if (!fitsLimit(usage.exercises, count, getPlanLimits(user.plan).exercises)) {
    throw errors.quota('EXERCISES_LIMIT', 'quota_exercises');
  }
  await repo.addUsage(trx, user.id, period.start, { exercises: count });
}

/**
 * Gives back `count` exercises counted this month for items that were taken back unseen as final
 * (a long document's early items when the document fails or its attempt is retried, ADR 155), in
 * the caller's transaction. Never below none: items counted in an earlier month stay counted there.
 */
export async function releaseExercises(
  trx: Transaction<Database>,
  user: QuotaHolder,
  count: number,
  now = new Date(),
): Promise<void> {
  if (count <= 0) return;
  await repo.subtractExercises(trx, user.id, getBillingPeriod(user.billingAnchor, now).start, count);
}

/** Refuses early (402 `EXERCISES_LIMIT`) when not even `count` more exercises fit this month. */
export async function assertExercisesAvailable(
  db: Kysely<Database>,
  user: QuotaHolder,
  count = 1,
  now = new Date(),
): Promise<void> {
  const period = getBillingPeriod(user.billingAnchor, now);
  const usage = await repo.findUsage(db, user.id, period.start);
  if (!fitsLimit(usage?.exercises ?? 0, count, getPlanLimits(user.plan).exercises)) {
    throw errors.quota('EXERCISES_LIMIT', 'quota_exercises');
  }
}

/** Tokens taken from the month's chat tokens before a provider call, settled once it is known. */
export interface TokenReservation {
  /** the tokens reserved */
  readonly tokens: number;
  /**
   * Replaces the reservation by what the call really cost (0 when it failed), in the caller's
   * transaction when given; only the first call counts.
   */
  settle(actualTokens: number, db?: Kysely<Database> | Transaction<Database>): Promise<void>;
}

/**
 * Reserves `estimate` tokens (a call's prompt plus its longest answer) before the AI provider is
 * called, or refuses (402 QUOTA_LIMIT `TOKENS_LIMIT`) when the month's chat tokens are used up.
 * Check and reservation are one step on the locked usage row, so parallel calls at the edge of
 * the limit pass it by at most one reservation; settle the real count after the call.
 */
export async function reserveTokens(
  db: Kysely<Database>,
  user: QuotaHolder,
  estimate: number,
  now = new Date(),
): Promise<TokenReservation> {
  const period = getBillingPeriod(user.billingAnchor, now);
  const reserved = Math.max(0, Math.round(estimate));
  await db.transaction().execute(async (trx) => {
    const usage = await repo.lockUsage(trx, user.id, period.start);
    if (!fitsLimit(usage.tokens, 1, getPlanLimits(user.plan).tokens))
      throw errors.quota('TOKENS_LIMIT', 'quota_tokens');
    await repo.addUsage(trx, user.id, period.start, { tokens: reserved });
  });
  let isSettled = false;
  return {
    tokens: reserved,
    settle: async (actualTokens, on = db) => {
      if (isSettled) return;
      isSettled = true;
      const correction = Math.max(0, Math.round(actualTokens)) - reserved;
      if (correction !== 0) await repo.addUsage(on, user.id, period.start, { tokens: correction });
    },
  };
}

/**
 * Records what the `openai` provider spent generating for a user (a document's summary, cards
 * and questions; "generate more") on the period's generation tokens, whether or not the result
 * is saved. No limit applies: the plans limit chat tokens. The `local` provider runs on this
 * machine and is not metered.
 */
export async function recordGenerationTokens(
  ctx: AppContext,
  userId: string,
  tokens: number,
  now = new Date(),
): Promise<void> {
  const spent = Math.max(0, Math.round(tokens));
  if (ctx.ai.name !== 'openai' || spent === 0) return;
  await ctx.db.transaction().execute(async (trx) => {
    const holder = await lockQuotaHolder(trx, userId);
    if (!holder) return;
    await repo.addUsage(trx, userId, getBillingPeriod(holder.billingAnchor, now).start, { generationTokens: spent });
  });
}
