import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { STRIPE_TEST_SETTINGS } from '../../test/fake-stripe.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';

describe('GET /api/plans with billing off (the default)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(async () => t?.close());

  it('is public and shows every plan’s limits without any price', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans' });
    expect(res.statusCode).toBe(200);
    const body = res.json() as {
      billing: string;
      currency: string;
      plans: { plan: string; limits: Record<string, number>; prices: unknown }[];
    };
    expect(body.billing).toBe('off');
    expect(body.currency).toBe('USD');
    expect(body.plans.map((p) => p.plan)).toEqual(['FREE', 'STARTER', 'PERSONAL', 'ULTIMATE']);
    expect(body.plans.map((p) => p.limits.documents)).toEqual([10, 30, 75, 400]);
    expect(body.plans.map((p) => p.limits.exercises)).toEqual([1000, 2000, 10_000, 25_000]);
    expect(body.plans.map((p) => p.limits.tokens)).toEqual([100_000, 500_000, 1_000_000, 3_000_000]);
    expect(body.plans.map((p) => p.limits.fileSize)).toEqual([10_485_760, 15_728_640, 31_457_280, 52_428_800]);
    expect(body.plans.map((p) => p.limits.termsFileSize)).toEqual([
      undefined,
      20 * 1024 * 1024,
      50 * 1024 * 1024,
      100 * 1024 * 1024,
    ]);
    expect(body.plans.every((p) => p.prices === null)).toBe(true);
  });
});

describe('an operator’s DEFAULT_PLAN with billing off', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { DEFAULT_PLAN: 'PERSONAL' } });
  });
  afterAll(async () => t?.close());

  it('is the plan, and the limits, of every new account', async () => {
    const { token } = await registerTestUser(t.app);
    const me = await t.app.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
    expect(me.json()).toMatchObject({ user: { plan: 'PERSONAL' } });
    const quota = await t.app.inject({ method: 'GET', url: '/api/quota', headers: bearer(token) });
    expect(quota.json()).toMatchObject({ plan: 'PERSONAL', limits: { documents: 75, exercises: 10_000 } });
  });
});

describe('GET /api/plans with billing on', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ config: { ...STRIPE_TEST_SETTINGS, BILLING_ANNUAL_MONTHS: '11' } });
  });
  afterAll(async () => t?.close());

  it('prices both periods (annual as the operator configures it) in dollars for English', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/plans', headers: { 'accept-language': 'en-GB' } });
    const body = res.json() as {
      billing: string;
      currency: string;
      plans: { prices: { monthly: number; annual: number } }[];
    };
    expect(body.billing).toBe('stripe');
    expect(body.currency).toBe('USD');
    expect(body.plans.map((p) => p.prices.monthly)).toEqual([0, 3.99, 5.99, 9.99]);
    expect(body.plans.map((p) => p.prices.annual)).toEqual([0, 43.89, 65.89, 109.89]);
  });

  it('answers in euros for Portuguese: by ?locale, Accept-Language or the signed-in user’s locale', async () => {
    const byQuery = await t.app.inject({ method: 'GET', url: '/api/plans?locale=pt' });
    expect(byQuery.json()).toMatchObject({ currency: 'EUR' });
    const byHeader = await t.app.inject({
      method: 'GET',
      url: '/api/plans',
      headers: { 'accept-language': 'pt-PT,pt;q=0.9' },
    });
    expect(byHeader.json()).toMatchObject({ currency: 'EUR' });
    const { token } = await registerTestUser(t.app, { locale: 'pt' });
    const byUser = await t.app.inject({ method: 'GET', url: '/api/plans', headers: bearer(token) });
    expect(byUser.json()).toMatchObject({ currency: 'EUR' });
  });
});
