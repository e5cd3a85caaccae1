import { useMutation } from '@tanstack/react-query';
import { requestApi } from '../../../lib/api-client.ts';
import { paths } from '../../../lib/paths.ts';
import { useLeaveAndClearSession } from '../hooks/use-clear-local-session.ts';

/** POST /api/auth/logout: revokes the token on the server. */
export function logout(): Promise<void> {
  return requestApi<void>('/auth/logout', { method: 'POST' });
}

/**
 * Logs out and lands on / (spec §2): the token is revoked when the server can be reached, and
 * the local session (token and persisted cache) is cleared in every case, so an offline logout
 * still logs out.
 */
export function useLogout() {
  const leaveAndClearSession = useLeaveAndClearSession();
  return useMutation<void, never, void>({
    mutationFn: async () => {
      await logout().catch(() => undefined);
    },
    onSettled: () => leaveAndClearSession(paths.home),
  });
}
