import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

interface ResetPasswordBody {
  token: string;
  newPassword: string;
}

/** POST /api/auth/password-reset */
export function resetPassword(body: ResetPasswordBody): Promise<{ ok: true }> {
  return requestApi<{ ok: true }>('/auth/password-reset', { method: 'POST', body });
}

export function useResetPassword() {
  return useMutation<{ ok: true }, ApiError, ResetPasswordBody>({ mutationFn: resetPassword });
}
