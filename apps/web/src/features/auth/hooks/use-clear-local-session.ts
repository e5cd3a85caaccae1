import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { clearAuthToken } from '../../../lib/auth-token.ts';
import { clearQueryCache } from '../../../lib/query-client.ts';

/** Forgets the signed-in user on this device: token first, so nothing refetches with it. */
export function useClearLocalSession(): () => void {
  const queryClient = useQueryClient();
  return useCallback(() => {
    clearAuthToken();
    clearQueryCache(queryClient);
  }, [queryClient]);
}

/**
 * Leaves for `to` first, then forgets the user: a page that needs an account would otherwise
 * see the token vanish and redirect to login on its own.
 */
export function useLeaveAndClearSession(): (to: string) => Promise<void> {
  const navigate = useNavigate();
  const clearLocalSession = useClearLocalSession();
  return useCallback(
    async (to: string) => {
      try {
        // flushSync: the new page must be on screen before the token goes, not in a transition.
        await navigate(to, { replace: true, flushSync: true });
      } finally {
        clearLocalSession();
      }
    },
    [navigate, clearLocalSession],
  );
}
