import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@mnemo/contracts/billing';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/billing/subscription */
export const getSubscription = (): Promise<SubscriptionResponse> =>
  requestApi<SubscriptionResponse>('/billing/subscription');

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.subscription, queryFn: getSubscription });
}

/** A subscription the user pays for (or paid for and still runs to its period's end). */
export function isPaidSubscription(subscription: SubscriptionResponse | undefined): boolean {
  return (
    subscription?.status === 'active' ||
    subscription?.status === 'past_due' ||
    subscription?.status === 'cancel_at_period_end'
  );
}

/** While awaiting a payment: the subscription is read again this often, at most this many times. */
export const PAYMENT_POLL_INTERVAL_MS = 1_000;
export const PAYMENT_POLL_LIMIT = 60;

/**
 * The caller's subscription. With `isAwaitingPayment` (back from the provider's checkout page) it
 * is read again every second until it is paid, for at most a minute: the provider's webhook may
 * reach the server after the browser comes back.
 */
export function useSubscription({
  isEnabled = true,
  isAwaitingPayment = false,
}: { isEnabled?: boolean; isAwaitingPayment?: boolean } = {}) {
  return useQuery({
    ...subscriptionQueryOptions(),
    enabled: isEnabled,
    refetchInterval: (query) =>
      isAwaitingPayment && !isPaidSubscription(query.state.data) && query.state.dataUpdateCount < PAYMENT_POLL_LIMIT
        ? PAYMENT_POLL_INTERVAL_MS
        : false,
  });
}
