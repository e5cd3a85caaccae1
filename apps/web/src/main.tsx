import { StrictMode } from 'react';
import { createRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router/dom';
import { AppProviders } from './app/providers.tsx';
import { createAppRouter } from './app/router.tsx';
import { i18n } from './lib/i18n.ts';
import { createAppPersister, createAppQueryClient } from './lib/query-client.ts';
import './styles/app.css';

const root = document.getElementById('root');
if (!root) throw new Error('Missing #root element');

const queryClient = createAppQueryClient();
const persister = createAppPersister();
const router = createAppRouter();

createRoot(root).render(
  <StrictMode>
    <AppProviders queryClient={queryClient} persister={persister} i18n={i18n}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>,
);
