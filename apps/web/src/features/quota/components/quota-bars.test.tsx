import { describe, expect, it } from 'vitest';
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
});
