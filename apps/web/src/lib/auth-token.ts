import { useSyncExternalStore } from 'react';
import { AUTH_TOKEN_STORAGE_KEY, readAuthToken } from './auth-token-key.ts';

export { AUTH_TOKEN_STORAGE_KEY } from './auth-token-key.ts';

const listeners = new Set<() => void>();

function notifyListeners(): void {
  for (const listener of listeners) listener();
}

export function getAuthToken(): string | null {
  return readAuthToken();
}

export function setAuthToken(token: string): void {
  window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, token);
  notifyListeners();
}

export function clearAuthToken(): void {
  window.localStorage.removeItem(AUTH_TOKEN_STORAGE_KEY);
  notifyListeners();
}

function subscribeAuthToken(listener: () => void): () => void {
  listeners.add(listener);
  // A logout or login in another tab changes the token here too.
  const onStorage = (event: StorageEvent): void => {
    if (event.key === AUTH_TOKEN_STORAGE_KEY || event.key === null) listener();
  };
  window.addEventListener('storage', onStorage);
  return () => {
    listeners.delete(listener);
    window.removeEventListener('storage', onStorage);
  };
}

/** The current bearer token, re-rendering when it is set or cleared. */
export function useAuthToken(): string | null {
  return useSyncExternalStore(subscribeAuthToken, getAuthToken, () => null);
}
