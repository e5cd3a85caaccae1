import { createBrowserRouter, type RouteObject } from 'react-router';
import { publicRoutes } from '../features/public-site/routes.tsx';
import {
  AuthCallbackRoute,
  ForgotPasswordRoute,
  LoginRoute,
  RegisterRoute,
  ResetPasswordRoute,
} from './routes/auth-pages.tsx';
import { HomeRoute } from './routes/home.tsx';
import { LibraryRoute } from './routes/library.tsx';
import { createSessionRoute } from '../features/create-session/routes.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { ProgressRoute } from './routes/progress.tsx';
import { ReviewRoute } from './routes/review.tsx';
import { SessionRoute } from './routes/session.tsx';
import { SettingsRoute } from './routes/settings.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { RouteError } from './shell/route-error.tsx';

/*
 * The public marketing pages (features/public-site) sit beside the app shell, not inside it:
 * they bring their own header and footer, and are prerendered to static HTML at build time.
 */
export { publicRoutes };

/** The signed-in app and its auth pages, inside the shell (top bar + sidebar). */
export const appRoutes: RouteObject[] = [
  {
    element: <AppLayout />,
    errorElement: <RouteError />,
    children: [
      { index: true, element: <HomeRoute /> },
      { path: 'session', element: <SessionRoute /> },
      { path: 'library', element: <LibraryRoute /> },
      { path: 'settings', element: <SettingsRoute /> },
      { path: 'review', element: <ReviewRoute /> },
      { path: 'progress', element: <ProgressRoute /> },
      createSessionRoute,
      { path: 'login', element: <LoginRoute /> },
      { path: 'register', element: <RegisterRoute /> },
      { path: 'forgot-password', element: <ForgotPasswordRoute /> },
      { path: 'reset-password', element: <ResetPasswordRoute /> },
      { path: 'auth/callback', element: <AuthCallbackRoute /> },
      { path: '*', element: <NotFoundRoute /> },
    ],
  },
];

export const routes: RouteObject[] = [...appRoutes, ...publicRoutes];

export function createAppRouter() {
  return createBrowserRouter(routes);
}
