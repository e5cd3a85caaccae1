import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { i18n } from '../lib/i18n.ts';
import { buildPlans } from '../test/factories.ts';
import { json, stubFetch } from '../test/fetch-stub.ts';
import { renderWithProviders } from '../test/render-app.tsx';
import { QuotaModal } from './quota-modal.tsx';

describe('QuotaModal', () => {
  it('names the limit and links to the plans when the server sells them', async () => {
    stubFetch({ 'GET /api/plans': json(buildPlans('stripe')) });
    renderWithProviders(<QuotaModal limit="TOKENS_LIMIT" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Quota limit exceeded' });
    expect(await within(dialog).findByRole('link', { name: 'See the plans' })).toHaveAttribute('href', '/pricing');
  });

  it('links to the Portuguese pricing page in Portuguese', async () => {
    await i18n.changeLanguage('pt');
    stubFetch({ 'GET /api/plans': json(buildPlans('stripe')) });
    renderWithProviders(<QuotaModal limit="EXERCISES_LIMIT" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Limite da quota excedido' });
    expect(await within(dialog).findByRole('link', { name: 'Ver os planos' })).toHaveAttribute('href', '/pt/pricing');
  });

  it('offers no upgrade with billing off', async () => {
    const api = stubFetch({ 'GET /api/plans': json(buildPlans('off')) });
    renderWithProviders(<QuotaModal limit="EXERCISES_LIMIT" onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Quota limit exceeded' });
    await waitFor(() => expect(api.find('GET', '/api/plans')).toHaveLength(1));
    expect(within(dialog).queryByRole('link', { name: 'See the plans' })).toBeNull();
  });

  it('asks for nothing while closed', () => {
    const api = stubFetch({ 'GET /api/plans': json(buildPlans('stripe')) });
    renderWithProviders(<QuotaModal limit={null} onClose={() => undefined} />);
    expect(api.requests).toHaveLength(0);
  });
});
