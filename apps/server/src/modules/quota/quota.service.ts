import type { QuotaResponse } from '@mnemo/contracts/quota';
import { getPlanLimits } from '@mnemo/domain/plans';
import { getBillingPeriod } from '@mnemo/domain/quota';
import type { AppContext } from '../../app-context.ts';
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
    nextRenewalDate: period.end.toISOString(),
    limits: getPlanLimits(user.plan),
  };
}
