import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { SubscriptionActionBody, SubscriptionResponse } from '@mnemo/contracts/billing';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** POST /api/billing/subscription: upgrade, downgrade, cancel or resume; the plan's limits follow. */
export const changeSubscription = (body: SubscriptionActionBody): Promise<SubscriptionResponse> =>
  requestApi<SubscriptionResponse>('/billing/subscription', { method: 'POST', body });

export function useChangeSubscription() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: changeSubscription,
    onSuccess: async (subscription) => {
      queryClient.setQueryData(queryKeys.subscription, subscription);
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: queryKeys.quota }),
        queryClient.invalidateQueries({ queryKey: queryKeys.me }),
      ]);
    },
  });
}
