import type { Kysely, Transaction } from 'kysely';
import type { Plan } from '@mnemo/domain/plans';
import type { Database } from '../../db/schema.ts';
import * as repo from './account-plan.repository.ts';

type Db = Kysely<Database> | Transaction<Database>;

/**
 * Sets the account's plan and the day its billing periods start from, as billing's subscription
 * state decides them (ADR 157). `db` may be the caller's transaction, so the plan changes together
 * with the subscription row that decided it.
 */
export function saveBillingPlan(db: Db, userId: string, plan: Plan, billingAnchor: Date): Promise<void> {
  return repo.updatePlanAndAnchor(db, userId, plan, billingAnchor);
}
