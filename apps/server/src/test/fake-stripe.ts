/** Settings that turn billing on against the local Stripe stand-in (ids are the stand-in's). */
export const STRIPE_TEST_SETTINGS = {
  BILLING: 'stripe',
  STRIPE_SECRET_KEY: 'sk_test_mnemo',
  STRIPE_WEBHOOK_SECRET: 'whsec_test_mnemo',
  STRIPE_PRICE_STARTER_MONTHLY: 'price_starter_monthly',
  STRIPE_PRICE_STARTER_ANNUAL: 'price_starter_annual',
  STRIPE_PRICE_PERSONAL_MONTHLY: 'price_personal_monthly',
  STRIPE_PRICE_PERSONAL_ANNUAL: 'price_personal_annual',
  STRIPE_PRICE_ULTIMATE_MONTHLY: 'price_ultimate_monthly',
  STRIPE_PRICE_ULTIMATE_ANNUAL: 'price_ultimate_annual',
  STRIPE_PROMOTION_COUPON: 'coupon_early',
} as const;
