import { queryOptions, useQuery } from '@tanstack/react-query';
import type { PlansResponse } from '@mnemo/contracts/billing';
import type { Locale } from '@mnemo/domain/languages';
import { requestApi } from './api-client.ts';
import { queryKeys } from './query-keys.ts';

/** GET /api/plans in a language's currency: the one source of plan figures on every screen. */
export const getPlans = (locale: Locale): Promise<PlansResponse> =>
  requestApi<PlansResponse>('/plans', { query: { locale }, language: locale });

export function plansQueryOptions(locale: Locale) {
  return queryOptions({ queryKey: queryKeys.plans(locale), queryFn: () => getPlans(locale), staleTime: 5 * 60_000 });
}

/** The plans and whether this server sells them (`billing: 'off'` shows limits only, no upgrades). */
export function usePlans(locale: Locale, { isEnabled = true }: { isEnabled?: boolean } = {}) {
  return useQuery({ ...plansQueryOptions(locale), enabled: isEnabled });
}
