import type { RouteObject } from 'react-router';
import { CreateSessionPage } from './components/create-session-page.tsx';

/**
 * The creation wizard at `/new` (`?source=file|text|link` preselects the material tab). A child
 * of the app layout; it sends signed-out visitors to the login page itself.
 */
export const createSessionRoute: RouteObject = { path: 'new', element: <CreateSessionPage /> };
