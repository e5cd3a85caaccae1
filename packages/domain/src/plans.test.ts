import { describe, expect, it } from 'vitest';
import { comparePlans, getCurrencyForLocale, getPlanPriceCents, listPlanOffers } from './plans.ts';

describe('plan prices', () => {
  it('are the spec §9 monthly figures, and ten months for a year unless the operator says otherwise', () => {
    expect(getPlanPriceCents('STARTER', 'monthly')).toBe(399);
    expect(getPlanPriceCents('PERSONAL', 'monthly')).toBe(599);
    expect(getPlanPriceCents('ULTIMATE', 'monthly')).toBe(999);
    expect(getPlanPriceCents('STARTER', 'annual')).toBe(3990);
    expect(getPlanPriceCents('ULTIMATE', 'annual', 12)).toBe(11988);
    expect(getPlanPriceCents('FREE', 'annual')).toBe(0);
  });

  it('order the plans, so a move up is an upgrade', () => {
    expect(comparePlans('STARTER', 'ULTIMATE')).toBeLessThan(0);
    expect(comparePlans('PERSONAL', 'FREE')).toBeGreaterThan(0);
    expect(comparePlans('PERSONAL', 'PERSONAL')).toBe(0);
  });

  it('are in dollars in English and euros in Portuguese', () => {
    expect(getCurrencyForLocale('en')).toBe('USD');
    expect(getCurrencyForLocale('pt')).toBe('EUR');
  });
});

describe('listPlanOffers', () => {
  it('gives each plan its limits, the terms’ larger file size, and both periods’ prices with billing on', () => {
    const offers = listPlanOffers({ isBillingOn: true, annualMonths: 10 });
    expect(offers.map((o) => o.plan)).toEqual(['FREE', 'STARTER', 'PERSONAL', 'ULTIMATE']);
    expect(offers[0]).toEqual({
      plan: 'FREE',
      limits: { documents: 10, exercises: 1000, tokens: 100_000, fileSize: 10_485_760 },
      prices: { monthly: 0, annual: 0 },
    });
    expect(offers[1]).toEqual({
      plan: 'STARTER',
      limits: { documents: 30, exercises: 2000, tokens: 500_000, fileSize: 15_728_640, termsFileSize: 20_971_520 },
      prices: { monthly: 3.99, annual: 39.9 },
    });
    expect(offers[3]?.prices).toEqual({ monthly: 9.99, annual: 99.9 });
    expect(offers[3]?.limits.termsFileSize).toBe(100 * 1024 * 1024);
  });

  it('has no prices at all with billing off', () => {
    expect(listPlanOffers({ isBillingOn: false }).every((o) => o.prices === null)).toBe(true);
  });
});
