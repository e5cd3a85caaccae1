import { useQuery } from '@tanstack/react-query';
import type { UpgradePreviewResponse } from '@mnemo/contracts/billing';
import { requestApi } from '../../../lib/api-client.ts';

type PaidPlan = 'STARTER' | 'PERSONAL' | 'ULTIMATE';

/** POST /api/billing/subscription/preview: the provider's own figure for an upgrade now. */
export const previewUpgrade = (plan: PaidPlan): Promise<UpgradePreviewResponse> =>
  requestApi<UpgradePreviewResponse>('/billing/subscription/preview', { method: 'POST', body: { plan } });

export function useUpgradePreview(plan: PaidPlan | null) {
  return useQuery({
    queryKey: ['billing', 'upgrade-preview', plan],
    queryFn: () => previewUpgrade(plan!),
    enabled: plan !== null,
    staleTime: 0,
    gcTime: 0,
  });
}
