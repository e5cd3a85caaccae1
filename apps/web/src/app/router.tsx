import type { QueryClient } from '@tanstack/react-query';
import { createBrowserRouter, type RouteObject } from 'react-router';
import { lazyPublicRoutes } from '../features/public-site/lazy-routes.ts';
import { createSessionRoute } from '../features/create-session/routes.tsx';
import { NotFoundRoute } from './routes/not-found.tsx';
import { AppLayout } from './shell/app-layout.tsx';
import { startSessionLoading } from './session/start-session-loading.ts';
import { RouteError } from './shell/route-error.tsx';

/*
 * Every page is a chunk of its own, loaded by the router's `lazy` when its URL is opened (the
 * router waits for it before rendering, so there is no fallback flash): the first load carries the
 * shell and the one page asked for, not every page of the app (ADR 050). Only the shell, the error
 * page and "not found" are in the entry.
 */
export const publicRoutes = lazyPublicRoutes;

/**
 * The signed-in app and its auth pages, inside the shell (top bar + sidebar). With the app's query
 * client, the session page's loader starts its requests as the router starts, beside the shell and
 * the page's own chunk (ADR 111); it returns at once, so nothing waits for them.
 */
export function buildAppRoutes(queryClient?: QueryClient): RouteObject[] {
  return [
    {
      element: <AppLayout />,
      errorElement: <RouteError />,
      children: [
        { index: true, lazy: async () => ({ Component: (await import('./routes/home.tsx')).HomeRoute }) },
        {
          path: 'session',
          ...(queryClient
            ? {
                loader: ({ request }: { request: Request }) => {
                  startSessionLoading(queryClient, new URL(request.url));
                  return null;
                },
                // another session only: a move within the page (its place in the URL) asks for nothing
                shouldRevalidate: ({ currentUrl, nextUrl }: { currentUrl: URL; nextUrl: URL }) =>
                  currentUrl.searchParams.get('session_id') !== nextUrl.searchParams.get('session_id'),
              }
            : {}),
          lazy: async () => ({ Component: (await import('./routes/session.tsx')).SessionRoute }),
        },
        { path: 'library', lazy: async () => ({ Component: (await import('./routes/library.tsx')).LibraryRoute }) },
        { path: 'settings', lazy: async () => ({ Component: (await import('./routes/settings.tsx')).SettingsRoute }) },
        { path: 'admin', lazy: async () => ({ Component: (await import('./routes/admin.tsx')).AdminRoute }) },
        { path: 'review', lazy: async () => ({ Component: (await import('./routes/review.tsx')).ReviewRoute }) },
        { path: 'progress', lazy: async () => ({ Component: (await import('./routes/progress.tsx')).ProgressRoute }) },
        createSessionRoute,
        { path: 'login', lazy: async () => ({ Component: (await import('./routes/auth-pages.tsx')).LoginRoute }) },
        {
          path: 'register',
          lazy: async () => ({ Component: (await import('./routes/auth-pages.tsx')).RegisterRoute }),
        },
        {
          path: 'forgot-password',
          lazy: async () => ({ Component: (await import('./routes/auth-pages.tsx')).ForgotPasswordRoute }),
        },
        {
          path: 'reset-password',
          lazy: async () => ({ Component: (await import('./routes/auth-pages.tsx')).ResetPasswordRoute }),
        },
        {
          path: 'auth/callback',
          lazy: async () => ({ Component: (await import('./routes/auth-pages.tsx')).AuthCallbackRoute }),
        },
        { path: '*', element: <NotFoundRoute /> },
      ],
    },
  ];
}

export const appRoutes: RouteObject[] = buildAppRoutes();

export const routes: RouteObject[] = [...appRoutes, ...publicRoutes];

export function createAppRouter(queryClient?: QueryClient) {
  return createBrowserRouter([...buildAppRoutes(queryClient), ...publicRoutes]);
}
