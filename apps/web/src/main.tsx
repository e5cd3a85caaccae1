import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { createAppPersister, createAppQueryClient } from './lib/query-client.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

// before the session page's loader asks for anything: what is older was restored from the saved cache
const startedAt = Date.now();
const queryClient = createAppQueryClient();
const persister = createAppPersister();
const router = createAppRouter(queryClient);

const app = (
  <StrictMode>
    <AppProviders queryClient={queryClient} persister={persister} i18n={i18n} startedAt={startedAt}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

/** Resolves once the router has matched the first URL (and loaded any lazy route it needs). */
function waitForRouter(): Promise<void> {
  if (router.state.initialized) return Promise.resolve();
  return new Promise((resolve) => {
    const unsubscribe = router.subscribe((state) => {
      if (!state.initialized) return;
      unsubscribe();
      resolve();
    });
  });
}

// Public pages arrive prerendered (same route objects, same markup): hydrate them instead of
// painting them again, once the router can render the same tree. App pages arrive empty, and are
// rendered once the router has its first route too: before, there is nothing to show (rendering
// then only makes the router warn that it has no HydrateFallback).
if (root.hasChildNodes()) void waitForRouter().then(() => hydrateRoot(root, app));
else void waitForRouter().then(() => createRoot(root).render(app));
