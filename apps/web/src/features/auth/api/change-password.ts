import { useMutation } from '@tanstack/react-query';
import type { ChangePasswordBody } from '@mnemo/contracts/auth';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** POST /api/auth/password */
export function changePassword(body: ChangePasswordBody): Promise<{ ok: true }> {
  return requestApi<{ ok: true }>('/auth/password', { method: 'POST', body });
}

export function useChangePassword() {
  return useMutation<{ ok: true }, ApiError, ChangePasswordBody>({ mutationFn: changePassword });
}
