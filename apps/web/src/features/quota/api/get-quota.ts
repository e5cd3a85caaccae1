import { queryOptions, useQuery } from '@tanstack/react-query';
import type { QuotaResponse } from '@mnemo/contracts/quota';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/quota */
export function getQuota(): Promise<QuotaResponse> {
  return requestApi<QuotaResponse>('/quota');
}

export function quotaQueryOptions() {
  return queryOptions({ queryKey: queryKeys.quota, queryFn: getQuota });
}

export function useQuota({ isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...quotaQueryOptions(), enabled: isEnabled });
}
