import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { UpdateMeBody, User } from '@mnemo/contracts/auth';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { queryKeys } from '../../../lib/query-keys.ts';

/** PATCH /api/auth/me */
export async function updateMe(body: UpdateMeBody): Promise<User> {
  const response = await requestApi<{ user: User }>('/auth/me', { method: 'PATCH', body });
  return response.user;
}

export function useUpdateMe() {
  const queryClient = useQueryClient();
  return useMutation<User, ApiError, UpdateMeBody>({
    mutationFn: updateMe,
    onSuccess: (user) => queryClient.setQueryData(queryKeys.me, user),
  });
}
