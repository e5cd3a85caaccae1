import Stripe from 'stripe';
import { PLANS, type BillingPeriod, type Plan } from '@mnemo/domain/plans';
import type { Config } from '../../config.ts';

/** The official SDK, pointed at STRIPE_API_URL when set (tests: a local server speaking Stripe's protocol). */
export function createStripeClient(config: Config): Stripe {
  if (!config.STRIPE_SECRET_KEY) throw new Error('BILLING=stripe needs STRIPE_SECRET_KEY');
  const url = config.STRIPE_API_URL ? new URL(config.STRIPE_API_URL) : undefined;
  return new Stripe(config.STRIPE_SECRET_KEY, {
    maxNetworkRetries: 2,
    ...(url
      ? {
          host: url.hostname,
          port: Number(url.port || (url.protocol === 'https:' ? 443 : 80)),
          protocol: url.protocol === 'https:' ? 'https' : 'http',
        }
      : {}),
  });
}

/** The configured price id of a paid plan and period. */
export function getPriceId(config: Config, plan: Exclude<Plan, 'FREE'>, period: BillingPeriod): string {
  const key = `STRIPE_PRICE_${plan}_${period === 'monthly' ? 'MONTHLY' : 'ANNUAL'}` as const;
  const id = config[key];
  if (!id) throw new Error(`${key} is not set`);
  return id;
}

/** The plan and period a configured price id sells, if it is one of ours. */
export function findPriceSetting(
  config: Config,
  priceId: string,
): { plan: Exclude<Plan, 'FREE'>; period: BillingPeriod } | undefined {
  for (const plan of PLANS) {
    if (plan === 'FREE') continue;
    for (const period of ['monthly', 'annual'] as const) {
      if (getPriceId(config, plan, period) === priceId) return { plan, period };
    }
  }
  return undefined;
}
