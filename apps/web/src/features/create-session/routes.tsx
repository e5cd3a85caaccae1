import type { RouteObject } from 'react-router';

/**
 * The creation wizard at `/new` (`?source=file|text|link` preselects the material tab). A child
 * of the app layout; it sends signed-out visitors to the login page itself.
 */
export const createSessionRoute: RouteObject = {
  path: 'new',
  // a chunk of its own, loaded when the wizard is opened (ADR 050)
  lazy: async () => ({ Component: (await import('./components/create-session-page.tsx')).CreateSessionPage }),
};
