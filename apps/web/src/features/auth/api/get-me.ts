import { queryOptions, useQuery } from '@tanstack/react-query';
import type { User } from '@mnemo/contracts/auth';
import { requestApi } from '../../../lib/api-client.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** GET /api/auth/me */
export async function getMe(): Promise<User> {
  const response = await requestApi<{ user: User }>('/auth/me');
  return response.user;
}

export function meQueryOptions() {
  return queryOptions({ queryKey: queryKeys.me, queryFn: getMe });
}

export function useMe({ isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...meQueryOptions(), enabled: isEnabled });
}
