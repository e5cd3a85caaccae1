import type { BillingPeriod } from '@mnemo/domain/plans';
import type { Locale } from '@mnemo/domain/languages';
import { formatPrice } from './format.ts';
import { translate } from './translate.ts';

/**
 * A plan's price for a period, as the pricing page shows it ("$3.99/month", "39,90 €/ano"): one
 * function for the server filling the prerendered page and the browser hydrating it.
 */
export function formatPeriodPrice(amount: number, period: BillingPeriod, locale: Locale): string {
  return translate(locale, `billing:price.${period}`, { price: formatPrice(amount, locale) });
}
