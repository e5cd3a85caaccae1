import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import { i18n } from '../../../lib/i18n.ts';
import type { StudyStats } from '@mnemo/contracts/review';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { ProgressPanel } from './progress-panel.tsx';

const SESSION_ID = '00000000-0000-4000-8000-000000000777';

function buildStats(): StudyStats {
  const day = (offset: number) => new Date(Date.UTC(2025, 2, 1 + offset)).toISOString().slice(0, 10);
  return {
    reviewsPerDay: Array.from({ length: 30 }, (_, i) => ({
      date: day(i),
      count: i === 29 ? 10 : i % 3,
      lapses: i === 29 ? 2 : 0,
    })),
    trueRetention: 0.875,
    matureReviews: 8,
    cardsByState: { new: 5, learning: 2, review: 7, suspended: 1 },
    streak: 4,
    forecast: Array.from({ length: 14 }, (_, i) => ({ date: day(29 + i), count: i === 0 ? 3 : 1 })),
    exam: null,
  };
}

describe('ProgressPanel', () => {
  it('draws the reviews and the forecast, and shows retention, streak and cards by state', async () => {
    signInForTest();
    const stats = buildStats();
    const network = stubFetch({ 'GET /api/review/stats': json(stats) });
    renderWithProviders(<ProgressPanel sessionId={SESSION_ID} />);

    const total = stats.reviewsPerDay.reduce((sum, d) => sum + d.count, 0);
    expect(
      await screen.findByRole('img', { name: `Reviews per day over the last 30 days: ${total} in all, 10 today.` }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('img', { name: 'Cards due over the next 14 days: 16 in all, 3 today.' }),
    ).toBeInTheDocument();
    expect(screen.getByText('88 %')).toBeInTheDocument();
    expect(screen.getByText('8 reviews of mature cards')).toBeInTheDocument();
    expect(screen.getByText('4 d')).toBeInTheDocument();
    const review = screen.getByText('Review').closest('div')!;
    expect(within(review).getByText('7')).toBeInTheDocument();
    expect(network.find('GET', '/api/review/stats')[0]!.search.get('sessionId')).toBe(SESSION_ID);
  });

  it('asks for the whole library without a session', async () => {
    signInForTest();
    const network = stubFetch({
      'GET /api/review/stats': json({ ...buildStats(), trueRetention: null, matureReviews: 0 }),
    });
    renderWithProviders(<ProgressPanel sessionId={null} />);
    expect(await screen.findByText('Not enough mature reviews yet')).toBeInTheDocument();
    expect(network.find('GET', '/api/review/stats')[0]!.search.has('sessionId')).toBe(false);
  });

  it('shows an exam-dated session’s forecast: the date, the recall predicted for it and the reviews a day', async () => {
    signInForTest();
    stubFetch({
      'GET /api/review/stats': json({
        ...buildStats(),
        exam: { date: '2026-06-15', predictedRecall: 0.62, reviewsPerDay: 11.3 },
      }),
    });
    renderWithProviders(<ProgressPanel sessionId={SESSION_ID} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Exam on 15/06/2026' })).toBeInTheDocument();
    expect(screen.getByText('Recall predicted on the exam day').nextElementSibling).toHaveTextContent('62 %');
    expect(screen.getByText('Reviews a day until then').nextElementSibling).toHaveTextContent('12');
  });

  describe('dates and headings', () => {
    afterEach(async () => {
      await i18n.changeLanguage('en');
    });

    it.each(['en', 'pt'])('labels the days dd/MM in %s (never "Mar 1" or "1/03")', async (language) => {
      await i18n.changeLanguage(language);
      signInForTest();
      stubFetch({ 'GET /api/review/stats': json(buildStats()) });
      renderWithProviders(<ProgressPanel sessionId={SESSION_ID} />);
      const reviews = (await screen.findAllByRole('figure'))[0]!;
      // 30 days from 1 March 2025, then 14 from 30 March
      expect(within(reviews).getByText('01/03')).toBeInTheDocument();
      expect(within(reviews).getByText('30/03')).toBeInTheDocument();
      expect(screen.getByText('12/04')).toBeInTheDocument();
    });

    it('titles its parts as level-2 headings (under the page or session name, no level skipped)', async () => {
      signInForTest();
      stubFetch({ 'GET /api/review/stats': json(buildStats()) });
      renderWithProviders(<ProgressPanel sessionId={SESSION_ID} />);
      expect(
        await screen.findByRole('heading', { level: 2, name: 'Reviews per day (last 30 days)' }),
      ).toBeInTheDocument();
      expect(screen.getAllByRole('heading').map((heading) => heading.tagName)).toEqual(['H2', 'H2', 'H2']);
    });
  });
});
