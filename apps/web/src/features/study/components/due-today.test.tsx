import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { buildDueCard } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { DueToday } from './due-today.tsx';

const SESSION_ID = '00000000-0000-4000-8000-000000000042';

describe('DueToday', () => {
  it('counts the library’s cards to study and starts a library-wide sitting', async () => {
    signInForTest();
    const card = buildDueCard(1, { id: SESSION_ID, name: 'Cells', folderId: null }, { front: 'Front', back: 'Back' });
    const network = stubFetch({
      'GET /api/review/due': json({
        cards: [card],
        total: 12,
        dueCount: 4,
        newCount: 8,
        reviewedToday: 0,
        nextDueAt: null,
      }),
    });
    renderWithProviders(<DueToday />);
    expect(await screen.findByRole('heading', { name: 'Due today' })).toBeInTheDocument();
    expect(screen.getByText('12 cards to study across your library')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Study now' })).toHaveAttribute('href', '/review');
    expect(network.find('GET', '/api/review/due')[0]!.search.has('sessionId')).toBe(false);
  });
});
