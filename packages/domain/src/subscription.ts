/**
 * Subscriptions as a state machine (spec §4; issue 13): pure, no I/O. The server applies the
 * payment provider's events and the user's actions through `applySubscriptionEvent`, and stores
 * what it returns.
 *
 *   free ─subscribe→ active ─payment_failed→ past_due ─payment_succeeded→ active
 *                                                       └─payment_abandoned→ downgraded (FREE)
 *   active ─cancel→ cancel_at_period_end ─period_ended→ free   (─resume→ active before the end)
 *   active ─schedule_downgrade→ active with `scheduledPlan` ─period_ended→ active on it
 *   active ─upgrade→ active on the higher plan at once (the difference charged, see computeProration)
 */
import { comparePlans, type BillingPeriod, type Plan } from './plans.ts';

export const SUBSCRIPTION_STATUSES = ['free', 'active', 'past_due', 'cancel_at_period_end', 'downgraded'] as const;
export type SubscriptionStatus = (typeof SUBSCRIPTION_STATUSES)[number];

export interface SubscriptionState {
  status: SubscriptionStatus;
  /** the plan whose limits apply now */
  plan: Plan;
  period: BillingPeriod | null;
  periodStart: Date | null;
  periodEnd: Date | null;
  /** a downgrade waiting for the end of the period */
  scheduledPlan: Plan | null;
  /** the day monthly usage balances reset on (moves to a subscription's start) */
  billingAnchor: Date;
  /** when the first payment of the current run failed */
  pastDueSince: Date | null;
}

export type SubscriptionEvent =
  | { type: 'subscribe'; plan: Plan; period: BillingPeriod; periodStart: Date; periodEnd: Date }
  | { type: 'upgrade'; plan: Plan }
  | { type: 'schedule_downgrade'; plan: Plan }
  | { type: 'cancel' }
  | { type: 'resume' }
  | { type: 'renewed'; periodStart: Date; periodEnd: Date }
  | { type: 'period_ended' }
  | { type: 'payment_failed'; at: Date }
  | { type: 'payment_succeeded'; periodStart: Date; periodEnd: Date }
  | { type: 'payment_abandoned' };

export class SubscriptionTransitionError extends Error {
  constructor(
    readonly status: SubscriptionStatus,
    readonly event: SubscriptionEvent['type'],
  ) {
    super(`A subscription that is ${status} cannot take "${event}"`);
    this.name = 'SubscriptionTransitionError';
  }
}

/** A user without a paid subscription. */
export function createFreeSubscription(plan: Plan, billingAnchor: Date): SubscriptionState {
  return {
    status: 'free',
    plan,
    period: null,
    periodStart: null,
    periodEnd: null,
    scheduledPlan: null,
    billingAnchor,
    pastDueSince: null,
  };
}

const FREE_PLAN: Plan = 'FREE';

/** The next state, or SubscriptionTransitionError when the event does not apply in this state. */
export function applySubscriptionEvent(state: SubscriptionState, event: SubscriptionEvent): SubscriptionState {
  const refuse = (): never => {
    throw new SubscriptionTransitionError(state.status, event.type);
  };
  switch (event.type) {
    case 'subscribe':
      if (state.status !== 'free' && state.status !== 'downgraded') return refuse();
      if (event.plan === FREE_PLAN) return refuse();
      return {
        status: 'active',
        plan: event.plan,
        period: event.period,
        periodStart: event.periodStart,
        periodEnd: event.periodEnd,
        scheduledPlan: null,
        billingAnchor: event.periodStart,
        pastDueSince: null,
      };
    case 'upgrade':
      if (state.status !== 'active' && state.status !== 'cancel_at_period_end') return refuse();
      if (comparePlans(event.plan, state.plan) <= 0) return refuse();
      // an upgrade is a decision to stay: it clears a pending cancel or downgrade
      return { ...state, status: 'active', plan: event.plan, scheduledPlan: null };
    case 'schedule_downgrade':
      if (state.status !== 'active') return refuse();
      if (comparePlans(event.plan, state.plan) >= 0) return refuse();
      if (event.plan === FREE_PLAN) return { ...state, status: 'cancel_at_period_end', scheduledPlan: null };
      return { ...state, scheduledPlan: event.plan };
    case 'cancel':
      if (state.status !== 'active') return refuse();
      return { ...state, status: 'cancel_at_period_end', scheduledPlan: null };
    case 'resume':
      if (state.status === 'cancel_at_period_end') return { ...state, status: 'active' };
      if (state.status === 'active' && state.scheduledPlan) return { ...state, scheduledPlan: null };
      return refuse();
    case 'renewed':
    case 'period_ended':
      if (state.status === 'cancel_at_period_end') return { ...createFreeSubscription(FREE_PLAN, state.billingAnchor) };
      if (state.status !== 'active') return refuse();
      return {
        ...state,
        plan: state.scheduledPlan ?? state.plan,
        scheduledPlan: null,
        ...(event.type === 'renewed' ? { periodStart: event.periodStart, periodEnd: event.periodEnd } : {}),
      };
    case 'payment_failed':
      if (state.status === 'past_due') return state; // a retry failed again: still waiting
      if (state.status !== 'active' && state.status !== 'cancel_at_period_end') return refuse();
      // the paid plan stays while the user may update their payment details and the provider retries
      return { ...state, status: 'past_due', pastDueSince: event.at };
    case 'payment_succeeded':
      if (state.status !== 'past_due') return refuse();
      return {
        ...state,
        status: 'active',
        periodStart: event.periodStart,
        periodEnd: event.periodEnd,
        pastDueSince: null,
      };
    case 'payment_abandoned':
      if (state.status !== 'past_due') return refuse();
      // nothing is deleted: over-limit documents stay readable (spec §5); see getDocumentRemovalStep
      return {
        ...createFreeSubscription(FREE_PLAN, state.billingAnchor),
        status: 'downgraded',
        pastDueSince: state.pastDueSince,
      };
  }
}

/** When a scheduled downgrade (or a cancellation) takes effect: the end of the paid period. */
export function getScheduledChangeDate(state: SubscriptionState): Date | null {
  const isPending = state.scheduledPlan !== null || state.status === 'cancel_at_period_end';
  return isPending ? state.periodEnd : null;
}

/**
 * The charge for an upgrade in the middle of a period, in cents: the new price for the rest of
 * the period less the unused part of the old price, each prorated by the second and rounded to
 * the cent on its own (as Stripe rounds its two proration lines).
 */
export function computeProration(options: {
  fromCents: number;
  toCents: number;
  periodStart: Date;
  periodEnd: Date;
  at: Date;
}): number {
  const total = Math.floor((options.periodEnd.getTime() - options.periodStart.getTime()) / 1000);
  const remaining = Math.min(
    total,
    Math.max(0, Math.floor((options.periodEnd.getTime() - options.at.getTime()) / 1000)),
  );
  if (total <= 0) return 0;
  const share = (cents: number) => Math.round((cents * remaining) / total);
  return share(options.toCents) - share(options.fromCents);
}

/** The first warning goes this many days (at least) before documents are removed. */
export const REMOVAL_FIRST_WARNING_DAYS = 14;
/** The second, last warning goes this many days (at least) before. */
export const REMOVAL_LAST_WARNING_DAYS = 7;

const DAY_MS = 24 * 60 * 60 * 1000;
const laterOf = (a: Date, b: Date) => (a.getTime() >= b.getTime() ? a : b);

export type DocumentRemovalStep =
  | { kind: 'none' }
  /** send warning 1 or 2, naming `removalAt` (stored: no removal before it) */
  | { kind: 'warn'; warning: 1 | 2; removalAt: Date }
  | { kind: 'remove' };

/**
 * What the prolonged non-payment pass does for one account (spec §4; ADR 024). Only when the
 * operator set a grace period (`graceDays`, null = off), the account fell to FREE after unpaid
 * renewals and still holds more documents than the free plan allows. The grace period runs from
 * the first failed payment; the first warning goes at least 14 days and the second at least 7
 * days before the date they name, and that date only ever moves later: nobody loses a document
 * earlier than the last e-mail said, even when the pass did not run for a while.
 */
export function getDocumentRemovalStep(options: {
  graceDays: number | null;
  status: SubscriptionStatus;
  pastDueSince: Date | null;
  isOverFreeLimit: boolean;
  warningsSent: number;
  /** the date the last warning named */
  removalAt: Date | null;
  now: Date;
}): DocumentRemovalStep {
  const { graceDays, pastDueSince, now } = options;
  if (graceDays === null || options.status !== 'downgraded' || !pastDueSince || !options.isOverFreeLimit)
    return { kind: 'none' };
  const graceEnd = new Date(pastDueSince.getTime() + graceDays * DAY_MS);
  if (options.warningsSent === 0 || !options.removalAt) {
    if (now.getTime() < graceEnd.getTime() - REMOVAL_FIRST_WARNING_DAYS * DAY_MS) return { kind: 'none' };
    return {
      kind: 'warn',
      warning: 1,
      removalAt: laterOf(graceEnd, new Date(now.getTime() + REMOVAL_FIRST_WARNING_DAYS * DAY_MS)),
    };
  }
  if (options.warningsSent === 1) {
    if (now.getTime() < options.removalAt.getTime() - REMOVAL_LAST_WARNING_DAYS * DAY_MS) return { kind: 'none' };
    return {
      kind: 'warn',
      warning: 2,
      removalAt: laterOf(options.removalAt, new Date(now.getTime() + REMOVAL_LAST_WARNING_DAYS * DAY_MS)),
    };
  }
  return now.getTime() >= options.removalAt.getTime() ? { kind: 'remove' } : { kind: 'none' };
}
