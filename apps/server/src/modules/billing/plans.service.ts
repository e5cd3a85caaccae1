import type { PlansResponse } from '@mnemo/contracts/billing';
import type { Locale } from '@mnemo/domain/languages';
import { getCurrencyForLocale, listPlanOffers } from '@mnemo/domain/plans';
import type { Config } from '../../config.ts';

/** Every plan with its limits and, when billing is on, its prices in the locale's currency. */
export function listPlans(config: Pick<Config, 'BILLING' | 'BILLING_ANNUAL_MONTHS'>, locale: Locale): PlansResponse {
  return {
    billing: config.BILLING,
    currency: getCurrencyForLocale(locale),
    plans: listPlanOffers({ isBillingOn: config.BILLING !== 'off', annualMonths: config.BILLING_ANNUAL_MONTHS }),
  };
}
