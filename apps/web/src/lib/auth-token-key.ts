/**
 * Where the bearer token is kept, and a plain read of it: no React, so the public pages' small
 * script (features/public-site/islands) reads the same token as the app.
 */

/** localStorage key of the bearer token (e2e journeys read it to call the API directly). */
export const AUTH_TOKEN_STORAGE_KEY = 'mnemo.token';

export function readAuthToken(): string | null {
  try {
    return window.localStorage.getItem(AUTH_TOKEN_STORAGE_KEY);
  } catch {
    return null;
  }
}
