import { describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import { screen, within } from '@testing-library/react';
import { buildQuota } from '../../../test/factories.ts';
import { renderWithProviders } from '../../../test/render-app.tsx';
import { QuotaBarsView } from './quota-bars.tsx';

describe('QuotaBarsView', () => {
  it('shows documents, exercises and tokens, each used over the plan cap, in its colour', async () => {
    renderWithProviders(
      <QuotaBarsView quota={buildQuota({ documentsStored: 2, exercisesGenerated: 750, tokensConsumed: 95_000 })} />,
    );
    const documents = await screen.findByRole('progressbar', { name: 'Documents' });
    const exercises = screen.getByRole('progressbar', { name: 'Exercises' });
    const tokens = screen.getByRole('progressbar', { name: 'Chat tokens' });
    expect(documents).toHaveAttribute('data-level', 'ok');
    expect(exercises).toHaveAttribute('data-level', 'warning');
    expect(tokens).toHaveAttribute('data-level', 'danger');
    expect(documents).toHaveAttribute('aria-valuetext', '2 / 10');
    expect(within(document.body).getByText('Renews on 01/04/2025')).toBeInTheDocument();
  });

  it('shows the generation tokens a remote provider spent, without a bar or a limit (en/pt), and nothing when there are none', async () => {
    const { unmount } = renderWithProviders(<QuotaBarsView quota={buildQuota({ generationTokens: 12_345 })} />);
    expect(await screen.findByText('Generation tokens')).toBeInTheDocument();
    expect(screen.getByText('12,345 (no limit)')).toBeInTheDocument();
    expect(screen.queryByRole('progressbar', { name: 'Generation tokens' })).toBeNull();
    expect(screen.getAllByRole('progressbar')).toHaveLength(3);
    unmount();

    await i18n.changeLanguage('pt');
    const pt = renderWithProviders(<QuotaBarsView quota={buildQuota({ generationTokens: 12_345 })} />);
    expect(await screen.findByText('Tokens de geração')).toBeInTheDocument();
    expect(screen.getByText(/^12.345 \(sem limite\)$/)).toBeInTheDocument();
    pt.unmount();

    renderWithProviders(<QuotaBarsView quota={buildQuota({ generationTokens: 0 })} />);
    await screen.findByRole('progressbar', { name: 'Documentos' });
    expect(screen.queryByText('Tokens de geração')).toBeNull();
  });
});
