import type { ColumnType, Generated } from 'kysely';

type Timestamp = ColumnType<Date, Date | string | undefined, Date | string>;
type NullableTimestamp = ColumnType<Date | null, Date | string | null | undefined, Date | string | null>;

/** Tables of migrations 0030-billing and 0031-document-removal. */
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
    /** warnings of the prolonged non-payment pass since the fall to FREE (0031) */
    removal_warnings_sent: Generated<number>;
    /** the day the last warning named */
    removal_at: NullableTimestamp;
    updated_at: Timestamp;
  };
  billing_events: {
    id: string;
    type: string;
    received_at: Generated<Date>;
  };
}
