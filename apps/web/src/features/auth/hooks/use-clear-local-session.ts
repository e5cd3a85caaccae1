import { useCallback } from 'react';
import { useQueryClient } from '@tanstack/react-query';
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
