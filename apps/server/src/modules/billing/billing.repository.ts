import type { Kysely, Transaction } from 'kysely';
import type { Plan } from '@mnemo/domain/plans';
import type { Database } from '../../db/schema.ts';

type Db = Kysely<Database> | Transaction<Database>;

/** The user's subscription row with their plan and anchor; locked until the transaction ends. */
export async function lockSubscription(trx: Transaction<Database>, userId: string) {
  await trx
    .insertInto('subscriptions')
    .values({ user_id: userId, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doNothing())
    .execute();
  return trx
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .selectAll('subscriptions')
    .select(['users.plan', 'users.billing_anchor', 'users.email', 'users.name', 'users.locale'])
    .where('subscriptions.user_id', '=', userId)
    .forUpdate()
    .executeTakeFirst();
}

export async function findSubscription(db: Db, userId: string) {
  return db
    .selectFrom('users')
    .leftJoin('subscriptions', 'subscriptions.user_id', 'users.id')
    .select([
      'users.id',
      'users.plan',
      'users.billing_anchor',
      'users.email',
      'subscriptions.status',
      'subscriptions.period',
      'subscriptions.period_start',
      'subscriptions.period_end',
      'subscriptions.scheduled_plan',
      'subscriptions.past_due_since',
      'subscriptions.provider_customer_id',
      'subscriptions.provider_subscription_id',
    ])
    .where('users.id', '=', userId)
    .executeTakeFirst();
}

export async function findUserIdByProviderIds(
  db: Db,
  ids: { customerId?: string | null; subscriptionId?: string | null },
) {
  let query = db.selectFrom('subscriptions').select('user_id');
  query = query.where((eb) =>
    eb.or([
      ...(ids.subscriptionId ? [eb('provider_subscription_id', '=', ids.subscriptionId)] : []),
      ...(ids.customerId ? [eb('provider_customer_id', '=', ids.customerId)] : []),
      eb.val(false),
    ]),
  );
  return (await query.executeTakeFirst())?.user_id;
}

export async function saveSubscription(
  db: Db,
  userId: string,
  values: Partial<{
    status: 'free' | 'active' | 'past_due' | 'cancel_at_period_end' | 'downgraded';
    period: 'monthly' | 'annual' | null;
    period_start: Date | null;
    period_end: Date | null;
    scheduled_plan: Plan | null;
    past_due_since: Date | null;
    provider_customer_id: string | null;
    provider_subscription_id: string | null;
    provider_updated_at: Date | null;
    removal_warnings_sent: number;
    removal_at: Date | null;
  }>,
): Promise<void> {
  await db
    .insertInto('subscriptions')
    .values({ user_id: userId, ...values, updated_at: new Date() })
    .onConflict((oc) => oc.column('user_id').doUpdateSet({ ...values, updated_at: new Date() }))
    .execute();
}

/** Records a provider event; false when it was already applied (a replay). */
export async function recordEvent(db: Db, id: string, type: string): Promise<boolean> {
  const result = await db
    .insertInto('billing_events')
    .values({ id, type })
    .onConflict((oc) => oc.column('id').doNothing())
    .executeTakeFirst();
  return Number(result.numInsertedOrUpdatedRows ?? 0) > 0;
}

/** Accounts that fell to FREE after unpaid renewals (the prolonged non-payment pass's candidates). */
export async function listDowngradedAccounts(db: Db) {
  return db
    .selectFrom('subscriptions')
    .innerJoin('users', 'users.id', 'subscriptions.user_id')
    .select([
      'users.id',
      'users.email',
      'users.name',
      'users.locale',
      'users.plan',
      'subscriptions.past_due_since',
      'subscriptions.removal_warnings_sent',
      'subscriptions.removal_at',
    ])
    .where('subscriptions.status', '=', 'downgraded')
    .where('subscriptions.past_due_since', 'is not', null)
    .orderBy('users.id')
    .execute();
}

/**
 * Moves an account's removal notice from what a pass read to the next value; false when another
 * pass (or a new subscription) changed it first, so each warning goes once and one pass removes.
 */
export async function claimRemovalNotice(
  db: Db,
  userId: string,
  from: { warningsSent: number; removalAt: Date | null },
  to: { warningsSent: number; removalAt: Date | null },
): Promise<boolean> {
  const result = await db
    .updateTable('subscriptions')
    .set({ removal_warnings_sent: to.warningsSent, removal_at: to.removalAt, updated_at: new Date() })
    .where('user_id', '=', userId)
    .where('status', '=', 'downgraded')
    .where('removal_warnings_sent', '=', from.warningsSent)
    .where((eb) => (from.removalAt ? eb('removal_at', '=', from.removalAt) : eb('removal_at', 'is', null)))
    .executeTakeFirst();
  return Number(result.numUpdatedRows) > 0;
}

/** The owner's documents, newest first (the order the pass removes them in; ADR 024). */
export async function listDocumentsNewestFirst(db: Db, ownerId: string) {
  return db
    .selectFrom('documents')
    .select(['id', 'status'])
    .where('owner_id', '=', ownerId)
    .orderBy('created_at', 'desc')
    .orderBy('id', 'desc')
    .execute();
}
