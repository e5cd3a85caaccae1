import type { AuthProviders } from '@mnemo/contracts/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

export type { AuthProviders };

/** GET /api/auth/providers: which optional sign-in features this server has. */
export function getAuthProviders(): Promise<AuthProviders> {
  return requestApi<AuthProviders>('/auth/providers');
}

export function authProvidersQueryOptions() {
  // The operator's configuration changes only on restart.
  return queryOptions({ queryKey: queryKeys.authProviders, queryFn: getAuthProviders, staleTime: 5 * 60_000 });
}

export function useAuthProviders() {
  return useQuery(authProvidersQueryOptions());
}
