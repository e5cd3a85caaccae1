import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { buildPlans } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderApp } from '../../../test/render-app.tsx';
import { PROMOTION_DISMISSED_KEY, PromotionModal } from './promotion-modal.tsx';

const routes = (props: Parameters<typeof PromotionModal>[0]) => [
  { path: '/', element: <PromotionModal {...props} /> },
  { path: '/pricing', element: <p>Pricing page</p> },
];

afterEach(() => window.localStorage.clear());

describe('PromotionModal', () => {
  it('offers the promotion to a signed-in FREE user and leads to the plans with it', async () => {
    stubFetch({ 'GET /api/plans': json(buildPlans('stripe')) });
    const { router } = renderApp({ routes: routes({ isSignedIn: true, plan: 'FREE' }) });
    await screen.findByRole('dialog', { name: 'Early promotion' });
    await userEvent.click(screen.getByRole('button', { name: 'See the plans' }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/pricing'));
    expect(router.state.location.search).toBe('?promotion=1');
  });

  it('stays away for 12 hours once dismissed', async () => {
    stubFetch({ 'GET /api/plans': json(buildPlans('stripe')) });
    const first = renderApp({ routes: routes({ isSignedIn: true, plan: 'FREE' }) });
    await userEvent.click(await screen.findByRole('button', { name: 'Not now' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    first.unmount();
    const api = stubFetch({ 'GET /api/plans': json(buildPlans('stripe')) });
    renderApp({ routes: routes({ isSignedIn: true, plan: 'FREE' }) });
    await waitFor(() => expect(api.find('GET', '/api/plans')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
    // 12 hours later it may be offered again
    window.localStorage.setItem(PROMOTION_DISMISSED_KEY, String(Date.now() - 12 * 60 * 60 * 1000 - 1));
    renderApp({ routes: routes({ isSignedIn: true, plan: 'FREE' }) });
    expect(await screen.findByRole('dialog', { name: 'Early promotion' })).toBeInTheDocument();
  });

  it('is never offered to visitors, paying users, or with billing off', async () => {
    const api = stubFetch({ 'GET /api/plans': json(buildPlans('off')) });
    renderApp({ routes: routes({ isSignedIn: false, plan: undefined }) });
    renderApp({ routes: routes({ isSignedIn: true, plan: 'STARTER' }) });
    expect(api.requests).toHaveLength(0);
    renderApp({ routes: routes({ isSignedIn: true, plan: 'FREE' }) });
    await waitFor(() => expect(api.find('GET', '/api/plans')).toHaveLength(1));
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
