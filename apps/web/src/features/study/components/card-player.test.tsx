import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import type { Flashcard } from '@mnemo/contracts/library';
import type { DueListResponse } from '@mnemo/contracts/review';
import {
  applyRating,
  DEFAULT_PARAMETERS,
  describeInterval,
  previewIntervals,
  type StudyRating,
} from '@mnemo/domain/spaced-repetition';
import { buildFlashcard as buildCard, buildSessionFile } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { OpenAtContext } from '../../../lib/open-at.ts';
import { CardPlayer } from './card-player.tsx';
import { whenPendingReviewsSaved } from '../api/pending-reviews.ts';
import { loadQueue } from '../offline/offline-db.ts';

/** The queue as IndexedDB holds it once every change so far is written. */
async function storedQueue() {
  await whenPendingReviewsSaved();
  return loadQueue();
}

const DOC_ID = '10000000-0000-4000-8000-000000000001';

/** A due-list server in memory: a review takes the card off the list (Hard puts it at the end), undo brings it back. */
function stubReviewServer(cards: Flashcard[], sessionId: string) {
  let queue = [...cards];
  let reviewed = 0;
  const log: { id: string; before: Flashcard }[] = [];
  const list = (): DueListResponse => ({
    cards: queue.map((c) => ({
      ...c,
      sessionId,
      sessionName: 'Deck',
      folderId: null,
      sourceName: null,
      latestDue: null,
    })),
    total: queue.length,
    dueCount: queue.filter((c) => c.schedule).length,
    newCount: queue.filter((c) => !c.schedule).length,
    newHeldBack: 0,
    heldBackBy: null,
    heldBackSiblings: 0,
    reviewedToday: reviewed,
    nextDueAt: queue.length ? null : '2099-01-01T00:00:00.000Z',
  });
  const network = stubFetch({
    'GET /api/review/due': () => json(list()),
    'POST /api/flashcards/:id/review': (request) => {
      const card = queue.find((c) => c.id === request.params.id)!;
      const rating = (request.body as { rating: StudyRating }).rating;
      const after = { ...card, schedule: applyRating(card.schedule, rating, new Date()).schedule };
      log.push({ id: card.id, before: card });
      queue = queue.filter((c) => c.id !== card.id);
      if (rating === 'hard') queue.push(after);
      reviewed += 1;
      return json({ flashcard: after, nextIntervals: previewIntervals(after.schedule, new Date()) });
    },
    'POST /api/flashcards/:id/review/undo': (request) => {
      const entry = log.pop()!;
      queue = [entry.before, ...queue.filter((c) => c.id !== request.params.id)];
      reviewed -= 1;
      return json({ flashcard: entry.before, nextIntervals: previewIntervals(entry.before.schedule, new Date()) });
    },
  });
  return network;
}

function intervalText(ms: number): string {
  const { count, unit } = describeInterval(ms);
  return { minute: `${count} min`, hour: `${count} h`, day: `${count} d`, month: `${count} mo`, year: `${count} y` }[
    unit
  ];
}

describe('CardPlayer', () => {
  it('studies the due cards by keyboard: Space shows the answer, the buttons print their intervals, 2 rates Medium', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1), buildCard(2)] });
    const network = stubReviewServer(session.flashcards, session.id);
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);

    expect(await screen.findByText('Front 1')).toBeInTheDocument();
    expect(screen.getByText('Due 0 · New 2 · Reviewed today 0')).toBeInTheDocument();
    expect(screen.queryByText('Back 1')).not.toBeInTheDocument();

    await user.keyboard(' ');
    expect(screen.getByText('Back 1')).toBeInTheDocument();
    // the front stays visible above the answer
    expect(screen.getByText('Front 1')).toBeInTheDocument();
    const expected = previewIntervals(null, new Date());
    expect(
      screen.getByRole('button', { name: new RegExp(`^${intervalText(expected.hard)} Hard`) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: new RegExp(`^${intervalText(expected.medium)} Medium`) }),
    ).toBeInTheDocument();
    expect(
      screen.getByRole('button', { name: new RegExp(`^${intervalText(expected.easy)} Easy`) }),
    ).toBeInTheDocument();
    expect(screen.getByRole('status')).toHaveTextContent('Answer shown: Back 1');

    await user.keyboard('2');
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByText('Due 0 · New 1 · Reviewed today 1')).toBeInTheDocument());
    const reviews = network.find('POST', /\/review$/);
    expect(reviews).toHaveLength(1);
    expect(reviews[0]!.path).toBe(`/api/flashcards/${session.flashcards[0]!.id}/review`);
    expect(reviews[0]!.body).toMatchObject({ rating: 'medium' });
  });

  it('studies the cards of one key concept when given one (the guided run’s flashcards stage)', async () => {
    signInForTest();
    const session = buildSessionFile({
      flashcards: [buildCard(1, { concept: 'Cell' }), buildCard(2, { concept: 'Membrane' })],
    });
    const network = stubReviewServer([session.flashcards[1]!], session.id);
    renderWithProviders(<CardPlayer session={session} concept="Membrane" />);
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    const asked = network.find('GET', '/api/review/due');
    expect(asked.map((r) => [r.search.get('sessionId'), r.search.get('concept')])).toEqual([[session.id, 'Membrane']]);
  });

  it('brings a card rated Hard back in the same sitting, and Undo (Z) restores the last one', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1), buildCard(2)] });
    const network = stubReviewServer(session.flashcards, session.id);
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);

    await screen.findByText('Front 1');
    await user.click(screen.getByRole('button', { name: 'Show answer' }));
    await user.click(screen.getByRole('button', { name: /Hard/ }));
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('3');
    // card 1 (Hard) is back, now with a schedule: its Hard button prints the relearning interval
    expect(await screen.findByText('Front 1')).toBeInTheDocument();

    await user.keyboard('z');
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    expect(network.find('POST', `/api/flashcards/${session.flashcards[1]!.id}/review/undo`)).toHaveLength(1);
    expect(screen.getByRole('status')).toHaveTextContent('Last review undone.');
  });

  it('when nothing is due, says when the next card comes and studies anyway without touching the schedule', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1)] });
    const network = stubReviewServer([], session.id);
    const onTakeQuiz = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} onTakeQuiz={onTakeQuiz} />);

    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByText(/^Next card in/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Take the quiz' }));
    expect(onTakeQuiz).toHaveBeenCalledOnce();

    await user.click(screen.getByRole('button', { name: 'Study anyway' }));
    expect(screen.getByText('Front 1')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.click(screen.getByRole('button', { name: /Easy/ }));
    expect(screen.getByText('You went through every card.')).toBeInTheDocument();
    expect(network.find('POST', /review/)).toHaveLength(0);
  });

  it('lets a share visitor flip through the cards without a schedule, and offers to save the session', async () => {
    signInForTest();
    const session = buildSessionFile({ isOwner: false, flashcards: [buildCard(1)] });
    const network = stubFetch({});
    const onSave = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} onSaveToLibrary={onSave} />);

    expect(screen.getByText('Front 1')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: /Undo/ })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Back to the schedule' })).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Save to my library' }));
    expect(onSave).toHaveBeenCalledOnce();
    expect(network.requests).toHaveLength(0);
  });

  it('links the answer to its source passage through openAt (S opens it too)', async () => {
    signInForTest();
    const card = buildCard(1, {
      sourceChunkId: '30000000-0000-4000-8000-000000000001',
      source: { documentId: DOC_ID, page: 14, slide: null, startMs: null },
    });
    const session = buildSessionFile({
      flashcards: [card],
      documents: [
        {
          id: DOC_ID,
          kind: 'pdf',
          fileName: 'textbook.pdf',
          status: 'completed',
          embeddingStatus: 'completed',
          durationMs: null,
          videoId: null,
          createdAt: '2025-03-01T10:00:00.000Z',
        },
      ],
    });
    stubReviewServer([card], session.id);
    const openAt = vi.fn();
    const user = userEvent.setup();
    renderWithProviders(
      <OpenAtContext.Provider value={openAt}>
        <CardPlayer session={session} />
      </OpenAtContext.Provider>,
    );
    await screen.findByText('Front 1');
    await user.keyboard('{Enter}');
    const answer = screen.getByRole('region', { name: 'Answer' });
    await user.click(within(answer).getByRole('button', { name: 'From textbook.pdf, p. 14' }));
    const location = { documentId: DOC_ID, page: 14, slide: null, startMs: null, chunkId: card.sourceChunkId };
    expect(openAt).toHaveBeenLastCalledWith(location);
    await user.keyboard('s');
    expect(openAt).toHaveBeenCalledTimes(2);
  });

  it('renders Markdown safely: emphasis kept, raw HTML shown as text', async () => {
    signInForTest();
    const card = buildCard(1, { front: 'What is **mitosis**? <img src=x onerror=alert(1)>' });
    const session = buildSessionFile({ flashcards: [card] });
    stubReviewServer([card], session.id);
    renderWithProviders(<CardPlayer session={session} />);
    const strong = await screen.findByText('mitosis');
    expect(strong.tagName).toBe('STRONG');
    expect(document.querySelector('img')).toBeNull();
  });
});

describe('CardPlayer editing', () => {
  it('edits the card on screen with E in a dialog (front, back, tags); Save and Esc return to the same card with focus in the player', async () => {
    signInForTest();
    const card = buildCard(1);
    const session = buildSessionFile({ flashcards: [card, buildCard(2)] });
    const user = userEvent.setup();
    const patches: unknown[] = [];
    stubFetch({
      'GET /api/review/due': json({
        cards: session.flashcards.map((c) => ({
          ...c,
          sessionId: session.id,
          sessionName: session.name,
          folderId: null,
          sourceName: null,
        })),
        total: 2,
        dueCount: 0,
        newCount: 2,
        reviewedToday: 0,
        nextDueAt: null,
      }),
      'PATCH /api/sessions/:id/flashcards': (request) => {
        patches.push(request.body);
        return json({
          upserted: (request.body as { upsert: Flashcard[] }).upsert.map((item) => ({ ...card, ...item })),
          deleted: [],
        });
      },
    });
    renderWithProviders(<CardPlayer session={session} />);
    await screen.findByText('Front 1');
    await user.keyboard('e');
    let dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    // only this card: its fields, no deck list or search
    expect(within(dialog).getByRole('textbox', { name: 'Front' })).toHaveValue('Front 1');
    expect(within(dialog).getByRole('textbox', { name: 'Back' })).toHaveValue('Back 1');
    expect(within(dialog).getByRole('textbox', { name: 'Tags' })).toBeInTheDocument();
    expect(screen.queryByRole('searchbox')).not.toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(screen.getByRole('button', { name: 'Show answer' })).toHaveFocus();
    expect(patches).toHaveLength(0);

    // Space goes on from there; then E, a new tag, Save
    await user.keyboard(' ');
    expect(await screen.findByRole('region', { name: 'Answer' })).toBeInTheDocument();
    await user.keyboard('e');
    dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    await user.type(within(dialog).getByRole('textbox', { name: 'Tags' }), 'cells, exam');
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(patches[0]).toEqual({
      upsert: [expect.objectContaining({ id: card.id, front: 'Front 1', back: 'Back 1', tags: ['cells', 'exam'] })],
      delete: [],
    });
    expect(screen.getByText('Front 1')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: /Medium/ })).toHaveFocus();
  });

  it('opens the whole deck with "All cards", saves an edit per item and suspends a card', async () => {
    signInForTest();
    const card = buildCard(1);
    const session = buildSessionFile({ flashcards: [card, buildCard(2)] });
    const user = userEvent.setup();
    const patches: unknown[] = [];
    const network = stubFetch({
      'GET /api/review/due': json({
        cards: session.flashcards.map((c) => ({
          ...c,
          sessionId: session.id,
          sessionName: session.name,
          folderId: null,
          sourceName: null,
        })),
        total: 2,
        dueCount: 0,
        newCount: 2,
        reviewedToday: 0,
        nextDueAt: null,
      }),
      'PATCH /api/sessions/:id/flashcards': (request) => {
        patches.push(request.body);
        const body = request.body as { upsert: Flashcard[] };
        // the stored card with the edit applied (an edit sends the card's own fields)
        const stored = (edit: Flashcard) => session.flashcards.find((c) => c.id === edit.id)!;
        return json({ upserted: body.upsert.map((edit) => ({ ...stored(edit), ...edit })), deleted: [] });
      },
    });
    renderWithProviders(<CardPlayer session={session} />);
    await screen.findByText('Front 1');
    await user.click(screen.getByRole('button', { name: 'All cards' }));
    await user.click(screen.getByRole('button', { name: 'Edit: Front 1' }));
    const front = screen.getByRole('textbox', { name: 'Front' });
    expect(front).toHaveValue('Front 1');
    await user.clear(front);
    await user.type(front, 'What is $x^2$?');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(patches).toHaveLength(1));
    expect(patches[0]).toEqual({
      upsert: [expect.objectContaining({ id: card.id, front: 'What is $x^2$?', back: 'Back 1' })],
      delete: [],
    });

    await user.type(screen.getByRole('searchbox', { name: 'Search' }), 'Front 2');
    expect(screen.queryByText('Back 1')).not.toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Suspend' }));
    await waitFor(() => expect(patches).toHaveLength(2));
    expect(patches[1]).toMatchObject({ upsert: [{ id: session.flashcards[1]!.id, isSuspended: true }] });
    expect(network.find('PATCH', `/api/sessions/${session.id}/flashcards`)).toHaveLength(2);
  });
});

describe('CardPlayer from its tab (issue 23 item 1)', () => {
  it.each([' ', '{Enter}'])(
    'takes %s on the Flashcards tab just chosen: the answer shows and focus moves into the player',
    async (key) => {
      signInForTest();
      const session = buildSessionFile({ flashcards: [buildCard(1)] });
      stubReviewServer(session.flashcards, session.id);
      const user = userEvent.setup();
      renderWithProviders(
        <>
          <div role="tablist" aria-label="Study">
            <button type="button" role="tab" id="tab-flashcards" aria-selected="true" aria-controls="panel-flashcards">
              Flashcards
            </button>
            <button
              type="button"
              role="tab"
              id="tab-quiz"
              aria-selected="false"
              aria-controls="panel-quiz"
              tabIndex={-1}
            >
              Quiz
            </button>
          </div>
          <div role="tabpanel" id="panel-flashcards" aria-labelledby="tab-flashcards" tabIndex={0}>
            <CardPlayer session={session} />
          </div>
        </>,
      );
      await screen.findByText('Front 1');
      // chosen with the mouse: the tab has focus
      await user.click(screen.getByRole('tab', { name: 'Flashcards' }));
      expect(screen.getByRole('tab', { name: 'Flashcards' })).toHaveFocus();
      await user.keyboard(key);
      expect(await screen.findByRole('region', { name: 'Answer' })).toBeInTheDocument();
      await waitFor(() => expect(screen.getByRole('button', { name: /Medium/ })).toHaveFocus());
    },
  );

  it('leaves Space to an unselected tab (it selects that tab, the answer stays hidden)', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1)] });
    stubReviewServer(session.flashcards, session.id);
    const user = userEvent.setup();
    const onQuiz = vi.fn();
    renderWithProviders(
      <>
        <button type="button" role="tab" aria-selected="false" onClick={onQuiz}>
          Quiz
        </button>
        <CardPlayer session={session} />
      </>,
    );
    await screen.findByText('Front 1');
    screen.getByRole('tab', { name: 'Quiz' }).focus();
    await user.keyboard(' ');
    expect(onQuiz).toHaveBeenCalled();
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
  });
});

describe('CardPlayer keyboard map', () => {
  it('opens the keyboard map with ?', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1)] });
    stubReviewServer(session.flashcards, session.id);
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);
    await screen.findByText('Front 1');
    await user.keyboard('?');
    const dialog = await screen.findByRole('dialog', { name: 'Keyboard shortcuts' });
    expect(within(dialog).getByText('Undo the last review')).toBeInTheDocument();
  });
});

describe('CardPlayer offline', () => {
  it('keeps a review made while the server is unreachable and sends it again, once, when the connection returns', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1), buildCard(2)] });
    let isOnline = false;
    const applied = new Set<string>();
    const unreachable = () => {
      throw new TypeError('Failed to fetch');
    };
    const network = stubFetch({
      'GET /api/review/due': () => {
        if (!isOnline) unreachable();
        const cards = session.flashcards.filter((c) => !applied.has(c.id));
        return json({
          cards: cards.map((c) => ({
            ...c,
            sessionId: session.id,
            sessionName: session.name,
            folderId: null,
            sourceName: null,
          })),
          total: cards.length,
          dueCount: 0,
          newCount: cards.length,
          reviewedToday: applied.size,
          nextDueAt: null,
        });
      },
      'POST /api/flashcards/:id/review': (request) => {
        if (!isOnline) unreachable();
        const card = session.flashcards.find((c) => c.id === request.params.id)!;
        applied.add(card.id);
        const schedule = applyRating(null, 'medium', new Date()).schedule;
        return json({ flashcard: { ...card, schedule }, nextIntervals: previewIntervals(schedule, new Date()) });
      },
    });
    isOnline = true;
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);
    await screen.findByText('Front 1');
    isOnline = false;
    await user.keyboard(' ');
    await user.keyboard('2');

    // the sitting goes on, and says the review is kept
    expect(await screen.findByText('Front 2')).toBeInTheDocument();
    expect(await screen.findByText(/Saved on this device, not yet synced \(1\)/)).toBeInTheDocument();
    const kept = await storedQueue();
    expect(kept.map((p) => p.cardId)).toEqual([session.flashcards[0]!.id]);
    // it keeps the time it was made, so the server schedules it then and not when it arrives
    expect(Math.abs(Date.parse(kept[0]!.body.reviewedAt) - Date.now())).toBeLessThan(60_000);

    // a second review offline, taken back with Undo before it was ever sent
    await user.keyboard(' ');
    await user.keyboard('3');
    expect(await screen.findByText(/not yet synced \(2\)/)).toBeInTheDocument();
    await user.keyboard('z');
    expect(await screen.findByText(/not yet synced \(1\)/)).toBeInTheDocument();
    expect(screen.getByText('Front 2')).toBeInTheDocument();
    expect(network.find('POST', /\/review\/undo$/)).toHaveLength(0);

    isOnline = true;
    window.dispatchEvent(new Event('online'));
    await waitFor(() => expect(screen.queryByText(/Saved on this device|Syncing/)).not.toBeInTheDocument());
    const sent = network.find('POST', `/api/flashcards/${session.flashcards[0]!.id}/review`);
    // the retry carries the first attempt's key, so the server counts it once
    expect(sent.length).toBeGreaterThanOrEqual(2);
    expect(new Set(sent.map((r) => (r.body as { reviewId: string }).reviewId))).toEqual(
      new Set([kept[0]!.body.reviewId]),
    );
    expect(new Set(sent.map((r) => (r.body as { reviewedAt: string }).reviewedAt))).toEqual(
      new Set([kept[0]!.body.reviewedAt]),
    );
    expect(await storedQueue()).toEqual([]);
  });

  it('syncs on demand, and keeps a review the server refuses with its reason until dismissed (issue 26)', async () => {
    signInForTest();
    const session = buildSessionFile({ flashcards: [buildCard(1), buildCard(2)] });
    let mode: 'offline' | 'refuse' = 'refuse';
    stubFetch({
      'GET /api/review/due': () => {
        if (mode === 'offline') throw new TypeError('Failed to fetch');
        const cards = session.flashcards;
        return json({
          cards: cards.map((c) => ({
            ...c,
            sessionId: session.id,
            sessionName: session.name,
            folderId: null,
            sourceName: null,
          })),
          total: 2,
          dueCount: 0,
          newCount: 2,
          reviewedToday: 0,
          nextDueAt: null,
        });
      },
      'POST /api/flashcards/:id/review': () => {
        if (mode === 'offline') throw new TypeError('Failed to fetch');
        return json({ error: { code: 'NOT_FOUND', message: 'This card no longer exists.' } }, 404);
      },
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);
    await screen.findByText('Front 1');
    mode = 'offline';
    await user.keyboard(' ');
    await user.keyboard('2');
    expect(await screen.findByText(/not yet synced \(1\)/)).toBeInTheDocument();

    // the browser says it is offline: the banner says so, and there is nothing to sync with
    const onLine = vi.spyOn(navigator, 'onLine', 'get').mockReturnValue(false);
    window.dispatchEvent(new Event('offline'));
    expect(await screen.findByText('Offline — 1 review will sync when the connection returns.')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Sync now' })).toBeDisabled();
    onLine.mockReturnValue(true);
    window.dispatchEvent(new Event('online'));
    expect(await screen.findByText(/not yet synced \(1\)/)).toBeInTheDocument();

    // on demand, once the server answers: it refuses this review for good
    mode = 'refuse';
    await waitFor(() => expect(screen.getByRole('button', { name: 'Sync now' })).toBeEnabled());
    await user.click(screen.getByRole('button', { name: 'Sync now' }));
    const refused = await screen.findByText(/could not be synced and was kept here: This card no longer exists\./);
    expect(refused).toBeInTheDocument();
    expect(screen.queryByText(/not yet synced/)).not.toBeInTheDocument();
    const kept = await storedQueue();
    expect(kept.map((p) => p.refused?.status)).toEqual([404]);
    await user.click(screen.getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/could not be synced/)).not.toBeInTheDocument();
    expect(await storedQueue()).toEqual([]);
  });
});

const SESSION = '00000000-0000-4000-8000-000000000aaa';

describe('CardPlayer: the learner’s scheduler (issue 24)', () => {
  it('previews each button with the learner’s parameters, retention and the card’s exam limit', async () => {
    signInForTest();
    const now = Date.now();
    const reviewed = applyRating(null, 'easy', new Date(now - 20 * 86_400_000)).schedule;
    const card = { ...buildCard(1), schedule: reviewed };
    const latestDue = new Date(now + 3 * 86_400_000).toISOString();
    const scheduler = { parameters: [...DEFAULT_PARAMETERS], desiredRetention: 0.97 };
    stubFetch({
      'GET /api/review/due': json({
        cards: [{ ...card, sessionId: SESSION, sessionName: 'Deck', folderId: null, sourceName: null, latestDue }],
        total: 1,
        dueCount: 1,
        newCount: 0,
        reviewedToday: 0,
        nextDueAt: null,
        scheduler,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={buildSessionFile({ id: SESSION, flashcards: [card] })} />);
    await screen.findByText('Front 1');
    await user.keyboard(' ');
    // without the exam limit, Easy at 97 % would be weeks away; the limit brings it within 3 days
    const free = previewIntervals(reviewed, new Date(), { scheduler });
    const capped = previewIntervals(reviewed, new Date(), { scheduler, latestDue });
    expect(free.easy).toBeGreaterThan(capped.easy);
    expect(screen.getByRole('button', { name: new RegExp(`^${intervalText(capped.easy)} Easy`) })).toBeInTheDocument();
  });

  it('says once that a review made the card a leech, with Edit card, and lists it under the suspended leeches', async () => {
    signInForTest();
    const card = buildCard(1);
    const leech = {
      ...card,
      isSuspended: true,
      tags: ['leech'],
      schedule: { ...applyRating(null, 'hard', new Date()).schedule, lapses: 8 },
    };
    stubFetch({
      'GET /api/review/due': json({
        cards: [
          { ...card, sessionId: SESSION, sessionName: 'Deck', folderId: null, sourceName: null, latestDue: null },
        ],
        total: 1,
        dueCount: 1,
        newCount: 0,
        reviewedToday: 0,
        nextDueAt: null,
      }),
      'POST /api/flashcards/:id/review': json({
        flashcard: leech,
        nextIntervals: previewIntervals(leech.schedule, new Date()),
        isNewLeech: true,
      }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={buildSessionFile({ id: SESSION, flashcards: [card] })} />);
    await screen.findByText('Front 1');
    await user.keyboard(' ');
    await user.keyboard('1');
    const notice = await screen.findByText(/You have forgotten this card 8 times: it is now a leech and is suspended/);
    expect(within(notice.parentElement!).getByRole('button', { name: 'Edit card' })).toBeInTheDocument();
    await user.click(within(notice.parentElement!).getByRole('button', { name: 'Dismiss' }));
    expect(screen.queryByText(/it is now a leech/)).not.toBeInTheDocument();
  });

  it('lists the session’s suspended leeches on the Flashcards tab and takes one back into study', async () => {
    signInForTest();
    const leech = { ...buildCard(1), isSuspended: true, tags: ['leech'] };
    const bySelf = { ...buildCard(2), isSuspended: true };
    const network = stubFetch({
      'GET /api/review/due': json({ cards: [], total: 0, dueCount: 0, newCount: 0, reviewedToday: 0, nextDueAt: null }),
      'PATCH /api/sessions/:id/flashcards': json({ upserted: [{ ...leech, isSuspended: false }], deleted: [] }),
    });
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={buildSessionFile({ id: SESSION, flashcards: [leech, bySelf] })} />);
    const list = await screen.findByRole('region', { name: 'Suspended leeches (1)' });
    expect(within(list).queryByText('Front 2')).not.toBeInTheDocument();
    await user.click(within(list).getByRole('button', { name: /^Study again/ }));
    await waitFor(() =>
      expect(network.find('PATCH', `/api/sessions/${SESSION}/flashcards`)[0]?.body).toMatchObject({
        upsert: [{ id: leech.id, isSuspended: false }],
      }),
    );
  });

  it('says how many new cards a daily allowance holds back, which one, and where to change it (en and pt-PT)', async () => {
    signInForTest();
    const caughtUp = { cards: [], total: 0, dueCount: 0, newCount: 0, reviewedToday: 20, nextDueAt: null };
    let heldBack: Pick<DueListResponse, 'newHeldBack' | 'heldBackBy'> = { newHeldBack: 3, heldBackBy: 'session' };
    stubFetch({ 'GET /api/review/due': () => json({ ...caughtUp, ...heldBack }) });
    const first = renderWithProviders(<CardPlayer session={buildSessionFile({ flashcards: [buildCard(1)] })} />);
    expect(
      await screen.findByText(
        /^3 new cards wait for another day: this session’s daily allowance of new cards is used up\./,
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Change it in Settings → Scheduling' })).toHaveAttribute(
      'href',
      '/settings',
    );
    first.unmount();

    heldBack = { newHeldBack: 1, heldBackBy: 'library' };
    await i18n.changeLanguage('pt');
    try {
      const second = renderWithProviders(<CardPlayer session={buildSessionFile({ flashcards: [buildCard(2)] })} />);
      expect(
        await screen.findByText(
          /^1 cartão novo fica para outro dia: o limite diário de cartões novos da sua biblioteca foi atingido\./,
        ),
      ).toBeInTheDocument();
      expect(screen.getByRole('link', { name: 'Alterar em Definições → Calendário de revisões' })).toHaveAttribute(
        'href',
        '/settings',
      );
      second.unmount();
    } finally {
      await i18n.changeLanguage('en');
    }

    heldBack = { newHeldBack: 0, heldBackBy: null };
    renderWithProviders(<CardPlayer session={buildSessionFile({ flashcards: [buildCard(3)] })} />);
    expect(await screen.findByText('All caught up')).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /Settings/ })).not.toBeInTheDocument();
  });
});

describe('CardPlayer: card kinds (issue 28 item 2)', () => {
  const NOTE = 'The {{c1::mitochondrion}} makes {{c2::ATP::a molecule}}.';

  it('shows a cloze card’s sentence with its deletion as […] or its hint, the others filled in', async () => {
    signInForTest();
    const cloze = (n: number, ordinal: number, front: string, back: string) =>
      buildCard(n, {
        kind: 'cloze',
        noteId: '30000000-0000-4000-8000-000000000001',
        ordinal,
        noteText: NOTE,
        front,
        back,
      });
    const session = buildSessionFile({
      flashcards: [
        cloze(1, 1, 'The […] makes ATP.', 'The **mitochondrion** makes ATP.'),
        cloze(2, 2, 'The mitochondrion makes [a molecule].', 'The mitochondrion makes **ATP**.'),
      ],
    });
    stubReviewServer(session.flashcards, session.id);
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);

    const card = await screen.findByRole('article', { name: 'Question' });
    expect(within(card).getByText('Fill in the blank')).toBeInTheDocument();
    expect(within(card).getByText('The […] makes ATP.')).toBeInTheDocument();
    expect(within(card).queryByRole('textbox')).not.toBeInTheDocument();
    await user.keyboard(' ');
    const answer = screen.getByRole('region', { name: 'Answer' });
    expect(within(answer).getByText('mitochondrion').tagName).toBe('STRONG');
    await user.keyboard('2');
    expect(await screen.findByText('The mitochondrion makes [a molecule].')).toBeInTheDocument();
  });

  it('takes a typed answer: letters, digits and Space go into the field, Enter shows the diff, then the rating keys', async () => {
    signInForTest();
    const session = buildSessionFile({
      flashcards: [
        buildCard(1, { kind: 'typed', front: 'Capital of Portugal?', back: '**Lisbon** 1147' }),
        buildCard(2, { kind: 'typed', front: 'Symbol of gold?', back: 'Au' }),
      ],
    });
    const network = stubReviewServer(session.flashcards, session.id);
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);

    const field = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(screen.getByText('Type the answer')).toBeInTheDocument();
    await waitFor(() => expect(field).toHaveFocus());
    await user.keyboard('Lisbn 1147');
    expect(field).toHaveValue('Lisbn 1147');
    // Space, digits and letters were typed, not taken as Show answer or ratings
    expect(screen.queryByRole('region', { name: 'Answer' })).not.toBeInTheDocument();
    expect(network.find('POST', /review$/)).toHaveLength(0);

    await user.keyboard('{Enter}');
    const comparison = screen.getByRole('region', { name: 'Your answer compared' });
    expect(within(comparison).getByText('Not quite. The answer: Lisbon 1147')).toBeInTheDocument();
    const diff = within(comparison).getByTestId('answer-diff');
    expect(diff).toHaveTextContent('Lisbmissed: on 1147');
    expect(diff.querySelector('ins')).toHaveTextContent('o');
    expect(screen.queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.getByRole('region', { name: 'Answer' })).toBeInTheDocument();

    await user.keyboard('3');
    const next = await screen.findByRole('textbox', { name: 'Your answer' });
    expect(network.find('POST', /review$/)[0]!.body).toMatchObject({ rating: 'easy' });
    await waitFor(() => expect(next).toHaveFocus());
    await user.keyboard('Au{Enter}');
    expect(screen.getByText('Right: you typed the answer.')).toBeInTheDocument();
  });

  it('says it in Portuguese (pt-PT)', async () => {
    signInForTest();
    await i18n.changeLanguage('pt');
    try {
      const session = buildSessionFile({
        flashcards: [buildCard(1, { kind: 'typed', front: 'Capital de Portugal?', back: 'Lisboa' })],
      });
      stubReviewServer(session.flashcards, session.id);
      const user = userEvent.setup();
      renderWithProviders(<CardPlayer session={session} />);
      expect(await screen.findByText('Escreva a resposta')).toBeInTheDocument();
      await user.type(await screen.findByRole('textbox', { name: 'A sua resposta' }), 'Lisboa{Enter}');
      expect(screen.getByRole('region', { name: 'A sua resposta comparada' })).toHaveTextContent(
        'Certo: escreveu a resposta.',
      );
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('flips typed cards without a schedule for a share visitor, comparing the answer too', async () => {
    signInForTest();
    const session = buildSessionFile({
      isOwner: false,
      flashcards: [buildCard(1, { kind: 'typed', front: 'Symbol of gold?', back: 'Au' })],
    });
    stubFetch({});
    const user = userEvent.setup();
    renderWithProviders(<CardPlayer session={session} />);
    await user.type(screen.getByRole('textbox', { name: 'Your answer' }), 'Ag{Enter}');
    expect(screen.getByRole('region', { name: 'Your answer compared' })).toHaveTextContent('Not quite. The answer: Au');
  });
});

describe('CardPlayer: siblings kept apart (issue 28 item 5)', () => {
  it('says how many cards wait because a card of the same note is studied today (en and pt-PT)', async () => {
    signInForTest();
    const caughtUp = { cards: [], total: 0, dueCount: 0, newCount: 0, reviewedToday: 1, nextDueAt: null };
    stubFetch({ 'GET /api/review/due': () => json({ ...caughtUp, heldBackSiblings: 2 }) });
    const first = renderWithProviders(<CardPlayer session={buildSessionFile({ flashcards: [buildCard(1)] })} />);
    expect(
      await screen.findByText('2 cards wait for another day: a card of the same note is studied today.'),
    ).toBeInTheDocument();
    first.unmount();
    await i18n.changeLanguage('pt');
    try {
      renderWithProviders(<CardPlayer session={buildSessionFile({ flashcards: [buildCard(2)] })} />);
      expect(
        await screen.findByText('2 cartões ficam para outro dia: hoje estuda-se um cartão da mesma nota.'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });
});
