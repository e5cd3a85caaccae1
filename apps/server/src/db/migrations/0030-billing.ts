import { type Kysely, sql } from 'kysely';

// Issue 13: one subscription row per user (the domain's SubscriptionState plus the provider's ids),
// and the provider's events already applied, so a replayed webhook changes nothing.
export async function up(db: Kysely<unknown>): Promise<void> {
  await db.schema
    .createTable('subscriptions')
    .addColumn('user_id', 'uuid', (col) => col.primaryKey().references('users.id').onDelete('cascade'))
    .addColumn('status', 'text', (col) =>
      col
        .notNull()
        .defaultTo('free')
        .check(sql`status in ('free','active','past_due','cancel_at_period_end','downgraded')`),
    )
    .addColumn('period', 'text', (col) => col.check(sql`period in ('monthly','annual')`))
    .addColumn('period_start', 'timestamptz')
    .addColumn('period_end', 'timestamptz')
    .addColumn('scheduled_plan', 'text')
    .addColumn('past_due_since', 'timestamptz')
    .addColumn('provider_customer_id', 'text', (col) => col.unique())
    .addColumn('provider_subscription_id', 'text', (col) => col.unique())
    /** the provider's time of the last event applied: an older one arriving late is ignored */
    .addColumn('provider_updated_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();

  await db.schema
    .createTable('billing_events')
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('type', 'text', (col) => col.notNull())
    .addColumn('received_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
}

export async function down(db: Kysely<unknown>): Promise<void> {
  await db.schema.dropTable('billing_events').execute();
  await db.schema.dropTable('subscriptions').execute();
}
