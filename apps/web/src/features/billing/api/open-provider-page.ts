import { useMutation } from '@tanstack/react-query';
import type { CheckoutBody, UrlResponse } from '@mnemo/contracts/billing';
import { requestApi } from '../../../lib/api-client.ts';

/** POST /api/billing/checkout → the provider's hosted payment page. */
export const createCheckout = (body: CheckoutBody): Promise<UrlResponse> =>
  requestApi<UrlResponse>('/billing/checkout', { method: 'POST', body });

/** POST /api/billing/portal → the provider's portal (payment details, invoices). */
export const createPortal = (): Promise<UrlResponse> => requestApi<UrlResponse>('/billing/portal', { method: 'POST' });

/** Opens the provider's page for a checkout or the portal (a full navigation: it is another site). */
export function useOpenProviderPage() {
  return useMutation({
    mutationFn: (target: { kind: 'checkout'; body: CheckoutBody } | { kind: 'portal' }) =>
      target.kind === 'checkout' ? createCheckout(target.body) : createPortal(),
    onSuccess: ({ url }) => window.location.assign(url),
  });
}
