import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';

/** POST /api/auth/password-reset/request: answers 202 whether or not the email has an account. */
export function requestPasswordReset(body: { email: string }): Promise<void> {
  return requestApi<void>('/auth/password-reset/request', { method: 'POST', body });
}

export function useRequestPasswordReset() {
  return useMutation<void, ApiError, { email: string }>({ mutationFn: requestPasswordReset });
}
