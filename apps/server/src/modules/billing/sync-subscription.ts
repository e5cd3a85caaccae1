import { comparePlans, type BillingPeriod, type Plan } from '@mnemo/domain/plans';
import {
  applySubscriptionEvent,
  SubscriptionTransitionError,
  type SubscriptionEvent,
  type SubscriptionState,
} from '@mnemo/domain/subscription';

/** What the provider says a subscription is now (read from a Stripe subscription object). */
export interface ProviderSnapshot {
  /** Stripe's status: active, trialing, past_due, unpaid, canceled, incomplete, incomplete_expired, paused */
  status: string;
  plan: Exclude<Plan, 'FREE'>;
  period: BillingPeriod;
  periodStart: Date;
  periodEnd: Date;
  cancelAtPeriodEnd: boolean;
}

/**
 * Moves our state towards the provider's through the domain's transitions only, so every change
 * is one the state machine allows (a step it refuses is skipped, never forced).
 */
export function syncSubscription(state: SubscriptionState, snapshot: ProviderSnapshot, at: Date): SubscriptionState {
  let current = state;
  const step = (event: SubscriptionEvent) => {
    try {
      current = applySubscriptionEvent(current, event);
    } catch (error) {
      if (!(error instanceof SubscriptionTransitionError)) throw error;
    }
  };
  const { status } = snapshot;
  if (status === 'canceled' || status === 'incomplete_expired') {
    if (current.status === 'past_due') step({ type: 'payment_abandoned' });
    if (current.status === 'active') step({ type: 'cancel' });
    if (current.status === 'cancel_at_period_end') step({ type: 'period_ended' });
    return current;
  }
  if (status === 'incomplete' || status === 'paused') return current;
  if (current.status === 'free' || current.status === 'downgraded') {
    step({
      type: 'subscribe',
      plan: snapshot.plan,
      period: snapshot.period,
      periodStart: snapshot.periodStart,
      periodEnd: snapshot.periodEnd,
    });
  }
  if (status === 'past_due' || status === 'unpaid') {
    step({ type: 'payment_failed', at });
    return current;
  }
  if (current.status === 'past_due')
    step({ type: 'payment_succeeded', periodStart: snapshot.periodStart, periodEnd: snapshot.periodEnd });
  if (current.periodStart && snapshot.periodStart.getTime() > current.periodStart.getTime()) {
    step({ type: 'renewed', periodStart: snapshot.periodStart, periodEnd: snapshot.periodEnd });
  }
  const order = comparePlans(snapshot.plan, current.plan);
  if (order > 0) step({ type: 'upgrade', plan: snapshot.plan });
  else if (order < 0 && current.scheduledPlan !== snapshot.plan)
    step({ type: 'schedule_downgrade', plan: snapshot.plan });
  else if (order === 0 && current.scheduledPlan) step({ type: 'resume' });
  if (snapshot.cancelAtPeriodEnd && current.status === 'active') step({ type: 'cancel' });
  if (!snapshot.cancelAtPeriodEnd && current.status === 'cancel_at_period_end') step({ type: 'resume' });
  return { ...current, period: snapshot.period };
}
