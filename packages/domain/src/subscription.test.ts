import { describe, expect, it } from 'vitest';
import { getPlanPriceCents } from './plans.ts';
import { getBillingPeriod } from './quota.ts';
import {
  applySubscriptionEvent,
  computeProration,
  createFreeSubscription,
  getScheduledChangeDate,
  getDocumentRemovalStep,
  SubscriptionTransitionError,
  type SubscriptionEvent,
  type SubscriptionState,
} from './subscription.ts';

const at = (iso: string) => new Date(`${iso}T00:00:00.000Z`);
const signedUp = at('2026-01-20');
const free = createFreeSubscription('FREE', signedUp);
const march = { periodStart: at('2026-03-01'), periodEnd: at('2026-04-01') };
const subscribe: SubscriptionEvent = { type: 'subscribe', plan: 'STARTER', period: 'monthly', ...march };
const active = applySubscriptionEvent(free, subscribe);

const refuses = (state: SubscriptionState, event: SubscriptionEvent) =>
  expect(() => applySubscriptionEvent(state, event)).toThrow(SubscriptionTransitionError);

describe('subscription transitions', () => {
  it('free → active on subscribe, with the anchor moved to the subscription’s start', () => {
    expect(active).toEqual({
      status: 'active',
      plan: 'STARTER',
      period: 'monthly',
      periodStart: march.periodStart,
      periodEnd: march.periodEnd,
      scheduledPlan: null,
      billingAnchor: march.periodStart,
      pastDueSince: null,
    });
    expect(free.billingAnchor).toEqual(signedUp);
    refuses(active, subscribe);
    refuses(free, { ...subscribe, plan: 'FREE' });
  });

  it('active → active on a higher plan at once on upgrade; a lower or equal plan is no upgrade', () => {
    const upgraded = applySubscriptionEvent(active, { type: 'upgrade', plan: 'ULTIMATE' });
    expect(upgraded).toMatchObject({ status: 'active', plan: 'ULTIMATE', periodEnd: march.periodEnd });
    refuses(upgraded, { type: 'upgrade', plan: 'PERSONAL' });
    refuses(active, { type: 'upgrade', plan: 'STARTER' });
    refuses(free, { type: 'upgrade', plan: 'STARTER' });
  });

  it('a downgrade waits for the end of the period, keeping the paid plan until then', () => {
    const personal = applySubscriptionEvent(active, { type: 'upgrade', plan: 'PERSONAL' });
    const scheduled = applySubscriptionEvent(personal, { type: 'schedule_downgrade', plan: 'STARTER' });
    expect(scheduled).toMatchObject({ status: 'active', plan: 'PERSONAL', scheduledPlan: 'STARTER' });
    expect(getScheduledChangeDate(scheduled)).toEqual(march.periodEnd);
    const next = applySubscriptionEvent(scheduled, {
      type: 'renewed',
      periodStart: at('2026-04-01'),
      periodEnd: at('2026-05-01'),
    });
    expect(next).toMatchObject({
      status: 'active',
      plan: 'STARTER',
      scheduledPlan: null,
      periodStart: at('2026-04-01'),
    });
    expect(getScheduledChangeDate(next)).toBeNull();
    refuses(personal, { type: 'schedule_downgrade', plan: 'ULTIMATE' });
  });

  it('a downgrade to FREE is a cancellation; resume takes back a scheduled downgrade', () => {
    expect(applySubscriptionEvent(active, { type: 'schedule_downgrade', plan: 'FREE' }).status).toBe(
      'cancel_at_period_end',
    );
    const personal = applySubscriptionEvent(active, { type: 'upgrade', plan: 'PERSONAL' });
    const scheduled = applySubscriptionEvent(personal, { type: 'schedule_downgrade', plan: 'STARTER' });
    expect(applySubscriptionEvent(scheduled, { type: 'resume' })).toMatchObject({
      plan: 'PERSONAL',
      scheduledPlan: null,
    });
  });

  it('active → cancel_at_period_end keeps paid access, then → free at the period’s end', () => {
    const cancelled = applySubscriptionEvent(active, { type: 'cancel' });
    expect(cancelled).toMatchObject({ status: 'cancel_at_period_end', plan: 'STARTER' });
    expect(getScheduledChangeDate(cancelled)).toEqual(march.periodEnd);
    const ended = applySubscriptionEvent(cancelled, { type: 'period_ended' });
    expect(ended).toMatchObject({
      status: 'free',
      plan: 'FREE',
      period: null,
      periodEnd: null,
      billingAnchor: march.periodStart,
    });
    refuses(free, { type: 'cancel' });
    refuses(cancelled, { type: 'cancel' });
  });

  it('cancel_at_period_end → active on resume; nothing to resume otherwise', () => {
    const cancelled = applySubscriptionEvent(active, { type: 'cancel' });
    expect(applySubscriptionEvent(cancelled, { type: 'resume' })).toEqual(active);
    refuses(active, { type: 'resume' });
    refuses(free, { type: 'resume' });
  });

  it('active → past_due on a failed payment, keeping the plan; a failed retry changes nothing', () => {
    const failedAt = at('2026-04-01');
    const pastDue = applySubscriptionEvent(active, { type: 'payment_failed', at: failedAt });
    expect(pastDue).toMatchObject({ status: 'past_due', plan: 'STARTER', pastDueSince: failedAt });
    expect(applySubscriptionEvent(pastDue, { type: 'payment_failed', at: at('2026-04-04') })).toEqual(pastDue);
    refuses(free, { type: 'payment_failed', at: failedAt });
  });

  it('past_due → active when a retry is paid', () => {
    const pastDue = applySubscriptionEvent(active, { type: 'payment_failed', at: at('2026-04-01') });
    const paid = applySubscriptionEvent(pastDue, {
      type: 'payment_succeeded',
      periodStart: at('2026-04-01'),
      periodEnd: at('2026-05-01'),
    });
    expect(paid).toMatchObject({ status: 'active', plan: 'STARTER', pastDueSince: null, periodEnd: at('2026-05-01') });
    refuses(active, { type: 'payment_succeeded', ...march });
  });

  it('past_due → downgraded (FREE) when the retries are exhausted; a new subscription may follow', () => {
    const pastDue = applySubscriptionEvent(active, { type: 'payment_failed', at: at('2026-04-01') });
    const downgraded = applySubscriptionEvent(pastDue, { type: 'payment_abandoned' });
    expect(downgraded).toMatchObject({
      status: 'downgraded',
      plan: 'FREE',
      scheduledPlan: null,
      pastDueSince: at('2026-04-01'),
    });
    refuses(active, { type: 'payment_abandoned' });
    const again = applySubscriptionEvent(downgraded, {
      ...subscribe,
      periodStart: at('2026-06-10'),
      periodEnd: at('2026-07-10'),
    });
    expect(again).toMatchObject({ status: 'active', billingAnchor: at('2026-06-10'), pastDueSince: null });
  });
});

describe('proration of a mid-cycle upgrade (cents worked out by hand)', () => {
  // March 2026 has 31 days; STARTER 399 → PERSONAL 599 a month.
  const monthly = (day: string) =>
    computeProration({
      fromCents: 399,
      toCents: 599,
      periodStart: at('2026-03-01'),
      periodEnd: at('2026-04-01'),
      at: at(day),
    });

  it('monthly: day 1 charges the whole difference', () => {
    expect(monthly('2026-03-01')).toBe(200);
  });
  it('monthly: day 15 charges 17/31 of each price: round(599×17/31)=round(328.48)=328 less round(399×17/31)=round(218.81)=219', () => {
    expect(monthly('2026-03-15')).toBe(109);
  });
  it('monthly: the last day charges 1/31: round(19.32)=19 less round(12.87)=13', () => {
    expect(monthly('2026-03-31')).toBe(6);
  });

  // 2026 has 365 days; STARTER annual 3990 → ULTIMATE annual 9990.
  const annual = (day: string) =>
    computeProration({
      fromCents: getPlanPriceCents('STARTER', 'annual'),
      toCents: getPlanPriceCents('ULTIMATE', 'annual'),
      periodStart: at('2026-01-01'),
      periodEnd: at('2027-01-01'),
      at: at(day),
    });

  it('annual: day 1 charges 9990 − 3990 = 6000', () => {
    expect(annual('2026-01-01')).toBe(6000);
  });
  it('annual: day 15 charges 351/365: round(9606.82)=9607 less round(3836.96)=3837', () => {
    expect(annual('2026-01-15')).toBe(5770);
  });
  it('annual: the last day charges 1/365: round(27.37)=27 less round(10.93)=11', () => {
    expect(annual('2026-12-31')).toBe(16);
  });
});

describe('usage balances', () => {
  it('reset monthly on the anchor day, so an annual plan gets twelve monthly allowances', () => {
    const annualPlan = applySubscriptionEvent(free, {
      ...subscribe,
      period: 'annual',
      periodStart: at('2026-01-31'),
      periodEnd: at('2027-01-31'),
    });
    const starts = new Set<string>();
    for (let day = 0; day < 365; day += 1) {
      const now = new Date(at('2026-01-31').getTime() + day * 86_400_000);
      starts.add(getBillingPeriod(annualPlan.billingAnchor, now).start.toISOString().slice(0, 10));
    }
    expect(starts.size).toBe(12);
    expect([...starts].slice(0, 3)).toEqual(['2026-01-31', '2026-02-28', '2026-03-31']);
  });
});

describe('removing documents after prolonged non-payment', () => {
  // the first payment failed on 1 April; a 60-day grace period ends on 31 May
  const base = {
    graceDays: 60,
    status: 'downgraded' as const,
    pastDueSince: at('2026-04-01'),
    isOverFreeLimit: true,
    warningsSent: 0,
    removalAt: null,
    now: at('2026-05-17'),
  };

  it('does nothing when off, before the fall to FREE, or for an account within the free limits', () => {
    expect(getDocumentRemovalStep({ ...base, graceDays: null })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep({ ...base, status: 'past_due' })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep({ ...base, status: 'active' })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep({ ...base, pastDueSince: null })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep({ ...base, isOverFreeLimit: false })).toEqual({ kind: 'none' });
  });

  it('warns first 14 days before the end of the grace period, naming that day', () => {
    expect(getDocumentRemovalStep({ ...base, now: at('2026-05-16') })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep(base)).toEqual({ kind: 'warn', warning: 1, removalAt: at('2026-05-31') });
  });

  it('warns a second time 7 days before the day named, then removes on that day', () => {
    const warned = { ...base, warningsSent: 1, removalAt: at('2026-05-31') };
    expect(getDocumentRemovalStep({ ...warned, now: at('2026-05-23') })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep({ ...warned, now: at('2026-05-24') })).toEqual({
      kind: 'warn',
      warning: 2,
      removalAt: at('2026-05-31'),
    });
    const twice = { ...warned, warningsSent: 2 };
    expect(getDocumentRemovalStep({ ...twice, now: at('2026-05-30') })).toEqual({ kind: 'none' });
    expect(getDocumentRemovalStep({ ...twice, now: at('2026-05-31') })).toEqual({ kind: 'remove' });
  });

  it('never removes earlier than the last warning said: a late pass moves the day later', () => {
    // the pass did not run until long after the grace period: 14 days, then 7 more from the second warning
    expect(getDocumentRemovalStep({ ...base, now: at('2026-07-01') })).toEqual({
      kind: 'warn',
      warning: 1,
      removalAt: at('2026-07-15'),
    });
    const late = { ...base, warningsSent: 1, removalAt: at('2026-07-15'), now: at('2026-07-20') };
    expect(getDocumentRemovalStep(late)).toEqual({ kind: 'warn', warning: 2, removalAt: at('2026-07-27') });
    expect(getDocumentRemovalStep({ ...late, warningsSent: 2, removalAt: at('2026-07-27') })).toEqual({ kind: 'none' });
  });

  it('a grace period shorter than the warnings still gives both warnings their days', () => {
    expect(getDocumentRemovalStep({ ...base, graceDays: 0, now: at('2026-04-01') })).toEqual({
      kind: 'warn',
      warning: 1,
      removalAt: at('2026-04-15'),
    });
  });
});
