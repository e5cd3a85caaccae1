import { createBrowserRouter, type RouteObject } from 'react-router';
import { AuthCallbackRoute, ForgotPasswordRoute, LoginRoute, RegisterRoute, ResetPasswordRoute } from './routes/auth-pages.tsx';
import { HomeRoute } from './routes/home.tsx';
import { LibraryRoute } from './routes/library.tsx';
import { NewSessionRoute } from './routes/new-session.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { SessionRoute } from './routes/session.tsx';
import { SettingsRoute } from './routes/settings.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { RouteError } from './shell/route-error.tsx';

/*
 * PUBLIC SITE ROUTES. The marketing pages (features/public-site, built separately) export
 * `publicRoutes` from features/public-site/routes.tsx. The glob picks that file up when it exists
 * and is empty when it does not, so either side can land first. Once it has landed this may
 * become a plain `import { publicRoutes } from '../features/public-site/routes.tsx';`.
 * They sit beside the app shell, not inside it: those pages bring their own header and footer.
 */
const publicSiteModules = import.meta.glob<{ publicRoutes?: RouteObject[] }>('../features/public-site/routes.tsx', {
  eager: true,
});
export const publicRoutes: RouteObject[] = Object.values(publicSiteModules).flatMap(
  (module) => module.publicRoutes ?? [],
);

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
      { path: 'new', element: <NewSessionRoute /> },
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
