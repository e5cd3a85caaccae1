import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Mailer } from '../../lib/mailer.ts';
import { startFakeStripe, type FakeStripe } from '../../test/fake-stripe.ts';
import { bearer, buildTestApp, errorOf, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { runAdminCommand } from '../../cli/admin.ts';
import { listPriceDifferences } from './billing.service.ts';

let t: TestApp;
let stripe: FakeStripe;
const mails: Parameters<Mailer['send']>[0][] = [];

beforeAll(async () => {
  stripe = await startFakeStripe();
  t = await buildTestApp({
    config: { ...stripe.settings, PUBLIC_URL: 'https://study.example.org' },
    mailer: { send: async (m) => void mails.push(m) },
  });
  stripe.setDeliver(async (payload, signature) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    if (res.statusCode !== 200) throw new Error(`webhook refused: ${res.statusCode} ${res.body}`);
  });
});
afterAll(async () => {
  await t?.close();
  await stripe?.close();
});

const get = async (token: string, url: string) =>
  (await t.app.inject({ method: 'GET', url, headers: bearer(token) })).json() as Record<string, unknown>;
const post = (token: string, url: string, payload?: object) =>
  t.app.inject({ method: 'POST', url, headers: bearer(token), ...(payload ? { payload } : {}) });
const subscriptionOf = (token: string) => get(token, '/api/billing/subscription');
const sessionIdOf = (url: string) => url.split('/').pop()!;

/** A signed-up user who went through checkout for a plan. */
async function subscribedUser(plan = 'STARTER', period = 'monthly') {
  const user = await registerTestUser(t.app);
  const res = await post(user.token, '/api/billing/checkout', { plan, period });
  expect(res.statusCode).toBe(200);
  const { url } = res.json() as { url: string };
  const { subscription } = await stripe.completeCheckout(sessionIdOf(url));
  return { ...user, subscriptionId: subscription.id };
}

describe('checkout', () => {
  it('creates a customer and a subscription checkout at the provider; its completion makes the user STARTER', async () => {
    const user = await registerTestUser(t.app);
    expect(await subscriptionOf(user.token)).toMatchObject({
      billing: 'stripe',
      plan: 'FREE',
      status: 'free',
      periodEnd: null,
      hasPortal: false,
    });
    const res = await post(user.token, '/api/billing/checkout', { plan: 'STARTER', period: 'monthly' });
    expect(res.statusCode).toBe(200);
    const { url } = res.json() as { url: string };
    expect(url).toMatch(new RegExp(`^${stripe.url}/checkout/cs_`));
    const session = stripe.sessions.get(sessionIdOf(url))!;
    expect(session).toMatchObject({
      mode: 'subscription',
      client_reference_id: user.uid,
      line_items: [{ price: 'price_starter_monthly', quantity: '1' }],
      success_url: 'https://study.example.org/settings?checkout=success#billing',
      cancel_url: 'https://study.example.org/pricing',
    });
    expect(session.discounts).toBeUndefined();
    expect(String(session.customer)).toMatch(/^cus_/);

    const { subscription } = await stripe.completeCheckout(sessionIdOf(url));
    const periodEnd = new Date(subscription.items.data[0]!.current_period_end * 1000).toISOString();
    expect(await subscriptionOf(user.token)).toMatchObject({
      plan: 'STARTER',
      status: 'active',
      period: 'monthly',
      periodEnd,
      scheduledPlan: null,
      hasPortal: true,
    });
    // new limits at once, and the monthly balances now reset on the subscription's day
    expect(await get(user.token, '/api/quota')).toMatchObject({
      plan: 'STARTER',
      limits: { documents: 30, exercises: 2000 },
      nextRenewalDate: periodEnd,
    });
    // a second checkout while subscribed is refused
    expect((await post(user.token, '/api/billing/checkout', { plan: 'PERSONAL', period: 'monthly' })).statusCode).toBe(
      409,
    );
  });

  it('applies the promotion’s coupon when a signed-in user takes it; visitors cannot', async () => {
    const user = await registerTestUser(t.app);
    const res = await post(user.token, '/api/billing/checkout', {
      plan: 'PERSONAL',
      period: 'annual',
      promotion: true,
    });
    const session = stripe.sessions.get(sessionIdOf((res.json() as { url: string }).url))!;
    expect(session).toMatchObject({
      line_items: [{ price: 'price_personal_annual' }],
      discounts: [{ coupon: 'coupon_early' }],
    });
    const anonymous = await t.app.inject({
      method: 'POST',
      url: '/api/billing/checkout',
      payload: { plan: 'PERSONAL', period: 'annual', promotion: true },
    });
    expect(anonymous.statusCode).toBe(401);
  });

  it('validates the plan and period', async () => {
    const user = await registerTestUser(t.app);
    const res = await post(user.token, '/api/billing/checkout', { plan: 'FREE', period: 'monthly' });
    expect(res.statusCode).toBe(400);
  });
});

describe('portal', () => {
  it('opens the provider’s portal for payment details and invoices', async () => {
    const user = await subscribedUser();
    const res = await post(user.token, '/api/billing/portal');
    expect(res.statusCode).toBe(200);
    expect((res.json() as { url: string }).url).toMatch(new RegExp(`^${stripe.url}/portal/cus_`));
    expect(stripe.requests.at(-1)?.body).toMatchObject({ return_url: 'https://study.example.org/settings#billing' });
  });
});

describe('webhook', () => {
  it('refuses a missing or forged signature with 400 and changes nothing', async () => {
    const user = await registerTestUser(t.app);
    const checkout = await post(user.token, '/api/billing/checkout', { plan: 'ULTIMATE', period: 'monthly' });
    const sessionId = sessionIdOf((checkout.json() as { url: string }).url);
    stripe.setDeliver(undefined);
    const { payload, signature } =
      (await stripe.completeCheckout(sessionId),
      await stripe.emit('customer.subscription.created', [...stripe.subscriptions.values()].at(-1)));
    stripe.setDeliver(
      async (p, s) =>
        void (await t.app.inject({
          method: 'POST',
          url: '/api/billing/webhook',
          payload: p,
          headers: { 'content-type': 'application/json', 'stripe-signature': s },
        })),
    );
    const missing = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json' },
    });
    expect(missing.statusCode).toBe(400);
    expect(errorOf(missing)).toMatchObject({ code: 'VALIDATION', field: 'stripe-signature' });
    const forged = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: payload.replace('ULTIMATE', 'ULTIMATE '),
      headers: {
        'content-type': 'application/json',
        'stripe-signature': signature.replace(/v1=[0-9a-f]{4}/, 'v1=0000'),
      },
    });
    expect(forged.statusCode).toBe(400);
    const tampered = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload: `${payload} `,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(tampered.statusCode).toBe(400);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'FREE', status: 'free' });
    // the genuine event is applied
    const genuine = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': signature },
    });
    expect(genuine.statusCode).toBe(200);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'ULTIMATE', status: 'active' });
  });

  it('applies each event once: a replay changes nothing', async () => {
    const user = await subscribedUser();
    const created = stripe.sentEvents.filter((e) => e.type === 'customer.subscription.created').at(-1)!;
    expect((await post(user.token, '/api/billing/subscription', { action: 'cancel' })).statusCode).toBe(200);
    const payload = JSON.stringify(created);
    const replay = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    });
    expect(replay.statusCode).toBe(200);
    expect(await subscriptionOf(user.token)).toMatchObject({ status: 'cancel_at_period_end' });
  });

  it('does not move a subscription backwards for an event that arrives late', async () => {
    const user = await subscribedUser();
    const sub = stripe.subscriptions.get(user.subscriptionId)!;
    expect((await post(user.token, '/api/billing/subscription', { action: 'cancel' })).statusCode).toBe(200);
    // an older view (before the cancel), with an id of its own, delivered after it
    const late = {
      id: 'evt_late_1',
      object: 'event',
      type: 'customer.subscription.updated',
      created: Math.floor(Date.now() / 1000) - 3600,
      data: { object: { ...structuredClone(sub), cancel_at_period_end: false } },
    };
    const payload = JSON.stringify(late);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/billing/webhook',
      payload,
      headers: { 'content-type': 'application/json', 'stripe-signature': stripe.sign(payload) },
    });
    expect(res.statusCode).toBe(200);
    expect(await subscriptionOf(user.token)).toMatchObject({ status: 'cancel_at_period_end' });
  });
});

describe('changing a subscription', () => {
  it('upgrades at once, charging what the provider’s preview showed', async () => {
    const user = await subscribedUser('STARTER', 'monthly');
    const preview = await post(user.token, '/api/billing/subscription/preview', { plan: 'PERSONAL' });
    expect(preview.statusCode).toBe(200);
    const { amount, currency } = preview.json() as { amount: number; currency: string };
    expect(currency).toBe('USD');
    expect(amount).toBeGreaterThan(1.9); // nearly the whole 2.00 difference: the period has just begun
    expect(amount).toBeLessThanOrEqual(2);
    const res = await post(user.token, '/api/billing/subscription', { action: 'upgrade', plan: 'PERSONAL' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ plan: 'PERSONAL', status: 'active', scheduledPlan: null });
    expect(stripe.invoices.at(-1)).toMatchObject({ reason: 'subscription_update' });
    expect(Math.abs(stripe.invoices.at(-1)!.amount - Math.round(amount * 100))).toBeLessThanOrEqual(1);
    expect(await get(user.token, '/api/quota')).toMatchObject({ plan: 'PERSONAL', limits: { documents: 75 } });
    expect(
      (await post(user.token, '/api/billing/subscription', { action: 'upgrade', plan: 'STARTER' })).statusCode,
    ).toBe(400);
  });

  it('downgrades at the next cycle, keeping the paid plan until then', async () => {
    const user = await subscribedUser('ULTIMATE', 'monthly');
    const res = await post(user.token, '/api/billing/subscription', { action: 'downgrade', plan: 'STARTER' });
    expect(res.json()).toMatchObject({ plan: 'ULTIMATE', status: 'active', scheduledPlan: 'STARTER' });
    expect(stripe.invoices.filter((i) => i.reason === 'subscription_update')).not.toContainEqual(
      expect.objectContaining({ customer: stripe.subscriptions.get(user.subscriptionId)!.customer }),
    );
    await stripe.advancePeriod(user.subscriptionId);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'STARTER', status: 'active', scheduledPlan: null });
  });

  it('resume takes back a scheduled downgrade', async () => {
    const user = await subscribedUser('PERSONAL', 'monthly');
    await post(user.token, '/api/billing/subscription', { action: 'downgrade', plan: 'STARTER' });
    const res = await post(user.token, '/api/billing/subscription', { action: 'resume' });
    expect(res.json()).toMatchObject({ plan: 'PERSONAL', scheduledPlan: null });
    expect(stripe.subscriptions.get(user.subscriptionId)!.items.data[0]!.price.id).toBe('price_personal_monthly');
  });

  it('cancel keeps paid access to the period’s end, resume undoes it, and the end falls to FREE', async () => {
    const user = await subscribedUser('STARTER', 'annual');
    expect((await post(user.token, '/api/billing/subscription', { action: 'cancel' })).json()).toMatchObject({
      plan: 'STARTER',
      status: 'cancel_at_period_end',
    });
    expect((await post(user.token, '/api/billing/subscription', { action: 'resume' })).json()).toMatchObject({
      plan: 'STARTER',
      status: 'active',
    });
    await post(user.token, '/api/billing/subscription', { action: 'cancel' });
    await stripe.advancePeriod(user.subscriptionId);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'FREE', status: 'free', periodEnd: null });
    expect((await post(user.token, '/api/billing/subscription', { action: 'cancel' })).statusCode).toBe(409);
  });
});

describe('failed payments (dunning)', () => {
  it('past due keeps the plan and e-mails a link to update the payment details; abandoned retries fall to FREE', async () => {
    const user = await subscribedUser('PERSONAL', 'monthly');
    await stripe.failPayment(user.subscriptionId);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'PERSONAL', status: 'past_due' });
    const mail = mails.find((m) => m.to === user.email);
    expect(mail?.subject).toBe('Your Mnemo payment did not go through');
    expect(mail?.text).toContain('https://study.example.org/settings?billing=portal#billing');
    await stripe.abandon(user.subscriptionId);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'FREE', status: 'downgraded' });
    expect(await get(user.token, '/api/quota')).toMatchObject({ plan: 'FREE', limits: { documents: 10 } });
  });

  it('a paid retry makes the subscription active again', async () => {
    const user = await subscribedUser('STARTER', 'monthly');
    await stripe.failPayment(user.subscriptionId);
    await stripe.advancePeriod(user.subscriptionId);
    expect(await subscriptionOf(user.token)).toMatchObject({ plan: 'STARTER', status: 'active' });
  });
});

describe('account deletion', () => {
  it('cancels the subscription at the provider first', async () => {
    const user = await subscribedUser();
    const res = await t.app.inject({
      method: 'DELETE',
      url: '/api/auth/me',
      headers: bearer(user.token),
      payload: { password: user.password },
    });
    expect(res.statusCode).toBe(204);
    expect(stripe.subscriptions.get(user.subscriptionId)!.status).toBe('canceled');
  });

  it('by an admin, or on the command line, cancels it too', async () => {
    const admin = await registerTestUser(t.app);
    await runAdminCommand(t.ctx, ['set-role', admin.email, 'admin']);
    const byAdmin = await subscribedUser();
    const target = (await t.call('GET', `/api/admin/users?q=${encodeURIComponent(byAdmin.email)}`, admin.token)).json()
      .users[0] as { uid: string };
    expect((await t.call('DELETE', `/api/admin/users/${target.uid}`, admin.token)).statusCode).toBe(204);
    expect(stripe.subscriptions.get(byAdmin.subscriptionId)!.status).toBe('canceled');

    const byOperator = await subscribedUser();
    await runAdminCommand(t.ctx, ['delete-user', byOperator.email]);
    expect(stripe.subscriptions.get(byOperator.subscriptionId)!.status).toBe('canceled');
  });
});

describe('the provider’s prices', () => {
  it('match the plans, or the difference is named', async () => {
    expect(await listPriceDifferences(t.ctx)).toEqual([]);
    const other = await startFakeStripe({ amounts: { price_personal_annual: 4999 } });
    const ctx = { ...t.ctx, config: { ...t.ctx.config, STRIPE_API_URL: other.url } };
    expect(await listPriceDifferences(ctx)).toEqual([
      'PERSONAL annual (price_personal_annual): Stripe 4999 cents, plans 5990 cents',
    ]);
    await other.close();
  });
});

describe('billing off', () => {
  it('has no checkout, portal or subscription changes', async () => {
    const off = await buildTestApp();
    const { token } = await registerTestUser(off.app);
    expect(
      (
        await off.app.inject({
          method: 'POST',
          url: '/api/billing/checkout',
          headers: bearer(token),
          payload: { plan: 'STARTER', period: 'monthly' },
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await off.app.inject({ method: 'POST', url: '/api/billing/portal', headers: bearer(token) })).statusCode,
    ).toBe(404);
    const subscription = await off.app.inject({
      method: 'GET',
      url: '/api/billing/subscription',
      headers: bearer(token),
    });
    expect(subscription.json()).toMatchObject({ billing: 'off', plan: 'FREE', status: 'free' });
    await off.close();
  });
});
