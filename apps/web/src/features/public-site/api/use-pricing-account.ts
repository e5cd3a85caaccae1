import { useEffect, useState } from 'react';
import type { CheckoutBody, SubscriptionResponse, UrlResponse } from '@mnemo/contracts/billing';
import { requestApi } from '../../../lib/api-client.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';

/** POST /api/billing/checkout, then off to the provider's hosted payment page. */
export async function startCheckout(body: CheckoutBody): Promise<void> {
  const { url } = await requestApi<UrlResponse>('/billing/checkout', { method: 'POST', body });
  window.location.assign(url);
}

/**
 * The signed-in visitor's subscription on the pricing page (after hydration: the static page is
 * the same for everyone), when the server sells plans; null for a visitor without an account.
 */
export function usePricingAccount(isBillingOn: boolean): SubscriptionResponse | null {
  const token = useAuthToken();
  const [subscription, setSubscription] = useState<SubscriptionResponse | null>(null);
  useEffect(() => {
    if (!token || !isBillingOn) return;
    let isCurrent = true;
    requestApi<SubscriptionResponse>('/billing/subscription').then(
      (value) => isCurrent && setSubscription(value),
      () => undefined, // a stale token: the page stays as for a visitor
    );
    return () => {
      isCurrent = false;
    };
  }, [token, isBillingOn]);
  return token && isBillingOn ? subscription : null;
}
