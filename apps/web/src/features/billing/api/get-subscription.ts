import { queryOptions, useQuery } from '@tanstack/react-query';
import type { SubscriptionResponse } from '@mnemo/contracts/billing';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/billing/subscription */
export const getSubscription = (): Promise<SubscriptionResponse> => requestApi<SubscriptionResponse>('/billing/subscription');

export function subscriptionQueryOptions() {
  return queryOptions({ queryKey: queryKeys.subscription, queryFn: getSubscription });
}

export function useSubscription({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...subscriptionQueryOptions(), enabled: isEnabled });
}
