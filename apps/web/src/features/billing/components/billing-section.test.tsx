import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import type { SubscriptionResponse } from '@mnemo/contracts/billing';
import { formatDateTime } from '@mnemo/i18n/format';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { queryKeys } from '../../../lib/query-keys.ts';
import { createTestQueryClient, renderApp, renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { BillingSection } from './billing-section.tsx';

const periodEnd = '2026-04-01T09:30:00.000Z';

function buildSubscription(overrides: Partial<SubscriptionResponse> = {}): SubscriptionResponse {
  return {
    billing: 'stripe',
    plan: 'STARTER',
    status: 'active',
    period: 'monthly',
    periodEnd,
    scheduledPlan: null,
    hasPortal: true,
    ...overrides,
  };
}

describe('BillingSection', () => {
  it('shows the status and renewal date (dd/MM/yyyy HH:mm), and upgrades after the provider’s preview of the charge', async () => {
    signInForTest();
    let current = buildSubscription();
    const api = stubFetch({
      'GET /api/billing/subscription': () => json(current),
      'POST /api/billing/subscription/preview': json({ amount: 1.09, currency: 'USD' }),
      'POST /api/billing/subscription': (request) => {
        current = buildSubscription({ plan: (request.body as { plan: 'PERSONAL' }).plan });
        return json(current);
      },
    });
    renderWithProviders(<BillingSection />);
    expect(await screen.findByText(`Renews on ${formatDateTime(periodEnd)}`)).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    await userEvent.selectOptions(screen.getByLabelText('Plan'), 'PERSONAL');
    expect(screen.getByRole('button', { name: 'Downgrade' })).toBeDisabled();
    await userEvent.click(screen.getByRole('button', { name: 'Upgrade' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Upgrade to Personal' });
    expect(await within(dialog).findByText(/You will be charged \$1\.09 now/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Confirm upgrade' }));
    await waitFor(() => expect(api.find('POST', '/api/billing/subscription')).toHaveLength(1));
    expect(api.find('POST', '/api/billing/subscription')[0]?.body).toEqual({ action: 'upgrade', plan: 'PERSONAL' });
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
  });

  it('cancels (keeping access to the period’s end) and offers to resume', async () => {
    signInForTest();
    let current = buildSubscription();
    stubFetch({
      'GET /api/billing/subscription': () => json(current),
      'POST /api/billing/subscription': (request) => {
        const action = (request.body as { action: string }).action;
        current = buildSubscription({ status: action === 'cancel' ? 'cancel_at_period_end' : 'active' });
        return json(current);
      },
    });
    renderWithProviders(<BillingSection />);
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel subscription' }));
    const dialog = await screen.findByRole('alertdialog', { name: 'Cancel your subscription?' });
    expect(within(dialog).getByText(new RegExp(`until ${formatDateTime(periodEnd)}`))).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Cancel subscription' }));
    expect(await screen.findByText(`Paid access ends on ${formatDateTime(periodEnd)}`)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Keep my subscription' }));
    expect(await screen.findByText(`Renews on ${formatDateTime(periodEnd)}`)).toBeInTheDocument();
  });

  it('shows the past-due banner whose button opens the provider’s portal', async () => {
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    stubFetch({
      'GET /api/billing/subscription': json(buildSubscription({ status: 'past_due' })),
      'POST /api/billing/portal': json({ url: 'https://billing.example.org/portal/cus_1' }),
    });
    renderWithProviders(<BillingSection />);
    expect(await screen.findByText(/Your last payment failed/)).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Update payment details' }));
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.org/portal/cus_1'));
  });

  it('offers no upgrade and no price with billing off', async () => {
    signInForTest();
    stubFetch({
      'GET /api/billing/subscription': json(
        buildSubscription({ billing: 'off', status: 'free', plan: 'FREE', periodEnd: null, hasPortal: false }),
      ),
    });
    renderWithProviders(<BillingSection />);
    expect(await screen.findByText('Plans on this server are assigned by its operator.')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Upgrade' })).toBeNull();
    expect(screen.queryByRole('link', { name: 'Choose a plan' })).toBeNull();
  });

  it('opens the provider’s portal by itself from the failed-payment e-mail’s link, once, and drops the parameter', async () => {
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubFetch({
      'GET /api/billing/subscription': json(buildSubscription({ status: 'past_due' })),
      'POST /api/billing/portal': json({ url: 'https://billing.example.org/portal/cus_1' }),
    });
    renderWithProviders(
      <>
        <BillingSection />
        <CurrentAddress />
      </>,
      { path: '/settings?billing=portal&tab=plan#billing' },
    );
    expect(await screen.findByText('Opening the page to update your payment details…')).toBeInTheDocument();
    await waitFor(() => expect(assign).toHaveBeenCalledWith('https://billing.example.org/portal/cus_1'));
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent('/settings?tab=plan#billing'));
    expect(api.find('POST', '/api/billing/portal')).toHaveLength(1);
  });

  it('back from the checkout before the payment’s webhook: reads the subscription again until it is paid, then the limits, and drops the parameter', async () => {
    signInForTest();
    let reads = 0;
    const api = stubFetch({
      'GET /api/billing/subscription': () => {
        reads += 1;
        // the first answer comes before the provider's webhook has reached the server
        return json(
          reads === 1
            ? buildSubscription({ plan: 'FREE', status: 'free', period: null, periodEnd: null, hasPortal: false })
            : buildSubscription(),
        );
      },
    });
    const queryClient = createTestQueryClient();
    queryClient.setQueryData(queryKeys.quota, { plan: 'FREE' });
    renderApp({
      queryClient,
      initialEntries: ['/settings?checkout=success#billing'],
      routes: [
        {
          path: '*',
          element: (
            <>
              <BillingSection />
              <CurrentAddress />
            </>
          ),
        },
      ],
    });
    expect(await screen.findByText('Confirming your payment with the payment provider…')).toBeInTheDocument();
    expect(screen.getByText('Free plan')).toBeInTheDocument();
    // read again a second later (the polling interval), without a reload
    expect(
      await screen.findByText(`Renews on ${formatDateTime(periodEnd)}`, {}, { timeout: 3_000 }),
    ).toBeInTheDocument();
    expect(screen.getByText('Active')).toBeInTheDocument();
    expect(screen.queryByText('Confirming your payment with the payment provider…')).toBeNull();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/settings#billing$/));
    expect(queryClient.getQueryState(queryKeys.quota)?.isInvalidated).toBe(true);
    expect(api.find('GET', '/api/billing/subscription')).toHaveLength(2);
  });

  it('does not open anything from that link when billing is off, nor without it', async () => {
    signInForTest();
    const assign = vi.fn();
    vi.stubGlobal('location', { ...window.location, assign });
    const api = stubFetch({
      'GET /api/billing/subscription': json(
        buildSubscription({ billing: 'off', status: 'free', plan: 'FREE', periodEnd: null, hasPortal: false }),
      ),
    });
    renderWithProviders(
      <>
        <BillingSection />
        <CurrentAddress />
      </>,
      { path: '/settings?billing=portal' },
    );
    expect(await screen.findByText('Plans on this server are assigned by its operator.')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByTestId('address')).toHaveTextContent(/^\/settings$/));
    expect(api.find('POST', '/api/billing/portal')).toHaveLength(0);
    expect(screen.queryByText('Opening the page to update your payment details…')).toBeNull();
    expect(assign).not.toHaveBeenCalled();
  });
});

/** Where the app is now (path, query and hash). */
function CurrentAddress() {
  const location = useLocation();
  return <p data-testid="address">{`${location.pathname}${location.search}${location.hash}`}</p>;
}
