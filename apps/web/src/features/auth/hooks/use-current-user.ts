import { useEffect } from 'react';
import type { User } from '@mnemo/contracts/auth';
import { isApiError } from '../../../lib/api-error.ts';
import { useAuthToken } from '../../../lib/auth-token.ts';
import { useMe } from '../api/get-me.ts';
import { useClearLocalSession } from './use-clear-local-session.ts';

export interface CurrentUser {
  user: User | null;
  isSignedIn: boolean;
  /** A token exists but the user has not been loaded yet. */
  isLoading: boolean;
}

/** The signed-in user, or null. A token the server no longer accepts logs out locally. */
export function useCurrentUser(): CurrentUser {
  const token = useAuthToken();
  const me = useMe({ isEnabled: Boolean(token) });
  const clearLocalSession = useClearLocalSession();
  const isRejected = isApiError(me.error) && me.error.status === 401;

  useEffect(() => {
    if (token && isRejected) clearLocalSession();
  }, [token, isRejected, clearLocalSession]);

  const user = token ? (me.data ?? null) : null;
  return { user, isSignedIn: Boolean(token && !isRejected), isLoading: Boolean(token) && !user && me.isPending };
}
