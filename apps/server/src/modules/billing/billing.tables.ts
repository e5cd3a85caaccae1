import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Tables of migration 0030-billing. */
export interface BillingTables {
  subscriptions: {
    user_id: string;
    status: Generated<'free' | 'active' | 'past_due' | 'cancel_at_period_end' | 'downgraded'>;
    period: 'monthly' | 'annual' | null;
    period_start: NullableTimestamp;
    period_end: NullableTimestamp;
    scheduled_plan: 'FREE' | 'STARTER' | 'PERSONAL' | 'ULTIMATE' | null;
    past_due_since: NullableTimestamp;
    provider_customer_id: string | null;
    provider_subscription_id: string | null;
    provider_updated_at: NullableTimestamp;
    updated_at: Timestamp;
  };
  billing_events: {
    id: string;
    type: string;
    received_at: Generated<Date>;
  };
}
