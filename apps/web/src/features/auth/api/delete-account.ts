import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import type { ApiError } from '../../../lib/api-error.ts';
import { paths } from '../../../lib/paths.ts';
import { useLeaveAndClearSession } from '../hooks/use-clear-local-session.ts';

/** The password, or nothing for an account that signs in with Google only. */
type DeleteAccountBody = { password?: string };

/** DELETE /api/auth/me: removes the account and everything it owns. */
export function deleteAccount(body: DeleteAccountBody): Promise<void> {
  return requestApi<void>('/auth/me', { method: 'DELETE', body });
}

/** Deletes the account, then goes home as a visitor. */
export function useDeleteAccount() {
  const leaveAndClearSession = useLeaveAndClearSession();
  return useMutation<void, ApiError, DeleteAccountBody>({
    mutationFn: deleteAccount,
    onSuccess: () => leaveAndClearSession(paths.home),
  });
}
