import { describe, expect, it } from 'vitest';
import { createTestConfig, STRIPE_REQUIRED_SETTINGS } from '../../config.ts';
import { STRIPE_TEST_SETTINGS } from '../../test/fake-stripe.ts';

describe('billing settings', () => {
  it('are off by default, with new accounts on FREE', () => {
    const config = createTestConfig();
    expect(config.BILLING).toBe('off');
    expect(config.DEFAULT_PLAN).toBe('FREE');
    expect(config.BILLING_ANNUAL_MONTHS).toBe(10);
  });

  it('start with a complete Stripe configuration', () => {
    expect(createTestConfig(STRIPE_TEST_SETTINGS).BILLING).toBe('stripe');
  });

  it('stop the server on a partial Stripe configuration, naming what is missing', () => {
    const { STRIPE_WEBHOOK_SECRET: _secret, STRIPE_PRICE_ULTIMATE_ANNUAL: _price, ...partial } = STRIPE_TEST_SETTINGS;
    expect(() => createTestConfig(partial)).toThrow(
      'BILLING=stripe needs STRIPE_WEBHOOK_SECRET, STRIPE_PRICE_ULTIMATE_ANNUAL (or set BILLING=off)',
    );
    expect(() => createTestConfig({ BILLING: 'stripe' })).toThrow(STRIPE_REQUIRED_SETTINGS.join(', '));
  });
});
