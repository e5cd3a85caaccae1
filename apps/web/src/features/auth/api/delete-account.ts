import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useLeaveAndClearSession } from '../hooks/use-clear-local-session.ts';

/** DELETE /api/auth/me: removes the account and everything it owns. */
export function deleteAccount(body: { password: string }): Promise<void> {
  return requestApi<void>('/auth/me', { method: 'DELETE', body });
}

/** Deletes the account, then goes home as a visitor. */
export function useDeleteAccount() {
  const leaveAndClearSession = useLeaveAndClearSession();
  return useMutation<void, ApiError, { password: string }>({
    mutationFn: deleteAccount,
    onSuccess: () => leaveAndClearSession(paths.home),
  });
}
