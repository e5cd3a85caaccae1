import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { DueCard } from '@mnemo/contracts/review';
import { applyRating, DEFAULT_PARAMETERS, describeInterval, previewIntervals } from '@mnemo/domain/spaced-repetition';
import { buildDueCard, buildSessionFile } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { CardPlayer } from '../components/card-player.tsx';
import { getPendingReviews } from '../api/pending-reviews.ts';
import { clearOfflineStore, loadPack, savePack } from './offline-db.ts';

/*
 * A session's Flashcards tab with the server unreachable (issue 26 item 2, ADR 100): the due cards
 * come from the offline store, the buttons preview the learner's intervals, Undo and the banner
 * work, a reopened tab goes on where the sitting was, and the reviews sync at their own times.
 */

const DAY = 86_400_000;
const SESSION = { id: '00000000-0000-4000-8000-0000000000c1', name: 'Cells', folderId: null };
const SCHEDULER = { parameters: [...DEFAULT_PARAMETERS], desiredRetention: 0.97 };

function intervalText(ms: number): string {
  const { count, unit } = describeInterval(ms);
  return i18n.t(`study:interval.${unit}`, { count });
}

afterEach(async () => {
  await clearOfflineStore({ withQueue: true });
});

describe('the Flashcards tab offline', () => {
  it('reviews the kept cards by keyboard with the learner’s intervals, Undo and the banner; a reopened tab goes on; the reviews sync at their times', async () => {
    signInForTest();
    const now = Date.now();
    const due: DueCard = buildDueCard(1, SESSION, {
      schedule: {
        ...applyRating(null, 'easy', new Date(now - 20 * DAY)).schedule,
        due: new Date(now - DAY).toISOString(),
      },
    });
    const fresh = [2, 3].map((n) => buildDueCard(n, SESSION));
    const session = buildSessionFile({ id: SESSION.id, name: SESSION.name, flashcards: [due, ...fresh] });
    await savePack({
      generatedAt: new Date(now - 3_600_000).toISOString(),
      until: new Date(now + 3 * DAY).toISOString(),
      cards: [due, ...fresh],
      sessions: [{ id: SESSION.id, examDate: null, newCardsPerDay: null, reviewedToday: 0, introducedToday: 0 }],
      study: {
        timeZone: 'UTC',
        newCardsPerDay: 20,
        libraryNewCardsPerDay: null,
        dayStart: new Date(now - 3_600_000).toISOString(),
        reviewedToday: 0,
        introducedToday: 0,
      },
      scheduler: SCHEDULER,
      localReviews: [],
    });
    let isReachable = false;
    const unreachable = () => {
      throw new TypeError('Failed to fetch');
    };
    const network = stubFetch({
      'GET /api/review/due': () => unreachable(),
      'GET /api/review/offline': () => unreachable(),
      'POST /api/flashcards/:id/review': (request) => {
        if (!isReachable) unreachable();
        const card = [due, ...fresh].find((c) => c.id === request.params.id)!;
        const body = request.body as { rating: 'hard' | 'medium' | 'easy'; reviewedAt: string };
        const schedule = applyRating(card.schedule, body.rating, new Date(body.reviewedAt), {
          scheduler: SCHEDULER,
        }).schedule;
        return json({
          flashcard: { ...card, schedule },
          nextIntervals: previewIntervals(schedule, new Date()),
          isNewLeech: false,
        });
      },
    });
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    const user = userEvent.setup();
    const first = renderWithProviders(<CardPlayer session={session} />);
    expect(await screen.findByText('Front 1')).toBeInTheDocument();
    expect(screen.getByText(/Studying the cards kept on this device, updated 1 hour ago\./)).toBeInTheDocument();

    // the buttons preview the learner's own intervals (97 % retention), as the server would schedule
    await user.keyboard(' ');
    const intervals = previewIntervals(due.schedule, new Date(), { scheduler: SCHEDULER });
    expect(
      screen.getByRole('button', { name: new RegExp(`^${intervalText(intervals.easy)} Easy`) }),
    ).toBeInTheDocument();
    await user.keyboard('3');
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    expect(await screen.findByText('Offline — 1 review will sync when the connection returns.')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('2');
    expect(await screen.findByText('Offline — 2 reviews will sync when the connection returns.')).toBeInTheDocument();
    // Undo takes the last one back before it was ever sent
    await user.keyboard('z');
    expect(await screen.findByText('Offline — 1 review will sync when the connection returns.')).toBeInTheDocument();
    expect(screen.getByText('Front 2')).toBeInTheDocument();
    expect((await loadPack())!.localReviews.map((r) => r.cardId)).toEqual([due.id]);

    // closed and opened again, still offline: the sitting goes on from the store and the queue
    first.unmount();
    renderWithProviders(<CardPlayer session={session} />);
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    expect(screen.queryByText('Front 1')).not.toBeInTheDocument();
    expect(await screen.findByText('Offline — 1 review will sync when the connection returns.')).toBeInTheDocument();
    const kept = getPendingReviews();
    expect(kept).toHaveLength(1);

    // the connection returns: the review is sent with the time it was made, and the banner goes
    isReachable = true;
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/will sync|not yet synced/)).not.toBeInTheDocument());
    const sent = network.find('POST', `/api/flashcards/${due.id}/review`).at(-1)!;
    expect(sent.body).toMatchObject({
      rating: 'easy',
      reviewId: kept[0]!.body.reviewId,
      reviewedAt: kept[0]!.body.reviewedAt,
    });
    // the kept card now carries the server's schedule for that time
    const stored = (await loadPack())!.cards.find((c) => c.id === due.id)!;
    expect(stored.schedule).toEqual(
      applyRating(due.schedule, 'easy', new Date(kept[0]!.body.reviewedAt), { scheduler: SCHEDULER }).schedule,
    );
  });

  it('says plainly when the server cannot be reached and no cards are kept yet', async () => {
    signInForTest();
    const session = buildSessionFile({ id: SESSION.id, name: SESSION.name, flashcards: [buildDueCard(1, SESSION)] });
    stubFetch({
      'GET /api/review/due': () => {
        throw new TypeError('Failed to fetch');
      },
    });
    renderWithProviders(<CardPlayer session={session} />);
    expect(await screen.findByText(/no cards are kept on this device yet/)).toBeInTheDocument();
  });
});
