import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { DueCard, DueListResponse } from '@mnemo/contracts/review';
import { applyRating, previewIntervals, type StudyRating } from '@mnemo/domain/spaced-repetition';
import { buildDueCard as dueCard } from '../../../test/factories.ts';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { renderWithProviders, signInForTest } from '../../../test/render-app.tsx';
import { cardSourceHref, LibraryPlayer } from './library-player.tsx';

const CELLS = '00000000-0000-4000-8000-0000000000c1';
const HISTORY = '00000000-0000-4000-8000-0000000000a1';
const FOLDER = '00000000-0000-4000-8000-0000000000f1';
const DOC = '10000000-0000-4000-8000-000000000001';
const CHUNK = '30000000-0000-4000-8000-000000000001';

const cells = { id: CELLS, name: 'Cells', folderId: FOLDER };
const history = { id: HISTORY, name: 'Roman history', folderId: null };

/** The library's due list in memory: a review takes the card off, undo puts it back first. */
function stubLibrary(cards: DueCard[]) {
  let queue = [...cards];
  let reviewed = 0;
  const log: DueCard[] = [];
  const list = (): DueListResponse => ({
    cards: queue,
    total: queue.length,
    dueCount: queue.filter((c) => c.schedule).length,
    newCount: queue.filter((c) => !c.schedule).length,
    newHeldBack: 0,
    heldBackBy: null,
    heldBackSiblings: 0,
    reviewedToday: reviewed,
    nextDueAt: queue.length ? null : '2099-01-01T00:00:00.000Z',
  });
  return stubFetch({
    'GET /api/review/due': () => json(list()),
    'POST /api/flashcards/:id/review': (request) => {
      const card = queue.find((c) => c.id === request.params.id)!;
      const rating = (request.body as { rating: StudyRating }).rating;
      log.push(card);
      queue = queue.filter((c) => c.id !== card.id);
      reviewed += 1;
      const { sessionId: _a, sessionName: _b, folderId: _c, sourceName: _e, ...flashcard } = card;
      const schedule = applyRating(card.schedule, rating, new Date()).schedule;
      return json({ flashcard: { ...flashcard, schedule }, nextIntervals: previewIntervals(schedule, new Date()) });
    },
    'POST /api/flashcards/:id/review/undo': () => {
      const card = log.pop()!;
      queue = [card, ...queue];
      reviewed -= 1;
      const { sessionId: _a, sessionName: _b, folderId: _c, sourceName: _e, ...flashcard } = card;
      return json({ flashcard, nextIntervals: previewIntervals(card.schedule, new Date()) });
    },
    'PATCH /api/sessions/:id/flashcards': (request) => {
      const edits = (request.body as { upsert: Array<{ id: string; front: string; back: string }> }).upsert;
      const upserted = edits.map((edit) => {
        const {
          sessionId: _a,
          sessionName: _b,
          folderId: _c,
          sourceName: _e,
          ...flashcard
        } = queue.find((c) => c.id === edit.id)!;
        return { ...flashcard, front: edit.front, back: edit.back };
      });
      queue = queue.map((c) => {
        const edit = edits.find((e) => e.id === c.id);
        return edit ? { ...c, front: edit.front, back: edit.back } : c;
      });
      return json({ upserted, deleted: [] });
    },
  });
}

describe('LibraryPlayer', () => {
  it('plays the due cards of two sessions in one sitting by keyboard, naming each card’s session', async () => {
    signInForTest();
    const network = stubLibrary([dueCard(1, cells), dueCard(2, history), dueCard(3, cells)]);
    const user = userEvent.setup();
    renderWithProviders(<LibraryPlayer />);

    const first = await screen.findByRole('article', { name: 'Question' });
    expect(within(first).getByText('Front 1')).toBeInTheDocument();
    expect(within(first).getByText('Cells')).toBeInTheDocument();
    await user.keyboard(' ');
    expect(screen.getByText('Back 1')).toBeInTheDocument();
    await user.keyboard('3');

    const second = await screen.findByRole('article', { name: 'Question' });
    await waitFor(() => expect(within(second).getByText('Front 2')).toBeInTheDocument());
    expect(within(screen.getByRole('article', { name: 'Question' })).getByText('Roman history')).toBeInTheDocument();
    await user.keyboard(' ');
    await user.keyboard('1');
    await screen.findByText('Front 3');

    const reviews = network.find('POST', /\/review$/);
    expect(reviews.map((r) => [r.params.id, (r.body as { rating: string }).rating])).toEqual([
      [dueCard(1, cells).id, 'easy'],
      [dueCard(2, history).id, 'hard'],
    ]);
    // one list for the whole library, never per session
    expect(network.find('GET', '/api/review/due').every((r) => !r.search.has('sessionId'))).toBe(true);

    // Undo (Z) brings back the last card, still named by its session
    await user.keyboard('z');
    await waitFor(() => expect(screen.getByText('Front 2')).toBeInTheDocument());
    expect(screen.getByText('Roman history')).toBeInTheDocument();
    expect(network.find('POST', `/api/flashcards/${dueCard(2, history).id}/review/undo`)).toHaveLength(1);
  });

  it('links a card to its session at its source place (S follows it) and edits it in place through its own session (E)', async () => {
    signInForTest();
    const sourced = dueCard(1, cells, {
      source: { documentId: DOC, page: 7, slide: null, startMs: null },
      sourceChunkId: CHUNK,
      sourceName: 'cells.pdf',
    });
    const network = stubLibrary([sourced, dueCard(2, history)]);
    const user = userEvent.setup();
    const { router } = renderWithProviders(<LibraryPlayer />);

    await screen.findByText('Front 1');
    await user.keyboard(' ');
    const link = screen.getByRole('link', { name: 'From cells.pdf, p. 7' });
    expect(link).toHaveAttribute(
      'href',
      `/session?folder_id=${FOLDER}&session_id=${CELLS}&doc=${DOC}&page=7&mark=${CHUNK}`,
    );

    await user.keyboard('e');
    const dialog = await screen.findByRole('dialog', { name: 'Edit card' });
    const front = within(dialog).getByRole('textbox', { name: 'Front' });
    await user.clear(front);
    await user.type(front, 'Front one, edited');
    await user.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(network.find('PATCH', `/api/sessions/${CELLS}/flashcards`)).toHaveLength(1));
    expect(network.find('PATCH', `/api/sessions/${CELLS}/flashcards`)[0]!.body).toEqual({
      upsert: [
        {
          id: sourced.id,
          front: 'Front one, edited',
          back: 'Back 1',
          tags: [],
          difficulty: 'medium',
          sourceChunkId: CHUNK,
          isSuspended: false,
          isBadItem: false,
        },
      ],
      delete: [],
    });
    await waitFor(() => expect(screen.queryByRole('textbox', { name: 'Front' })).not.toBeInTheDocument());
    expect(await screen.findByText('Front one, edited')).toBeInTheDocument();
    // back in the player, on the same card: its answer still shown, Medium focused
    expect(screen.getByRole('button', { name: /Medium/ })).toHaveFocus();

    await user.keyboard('s');
    await waitFor(() => expect(router.state.location.pathname).toBe('/session'));
    expect(router.state.location.search).toBe(
      `?folder_id=${FOLDER}&session_id=${CELLS}&doc=${DOC}&page=7&mark=${CHUNK}`,
    );
  });

  it('opens the session of a card without a source on its Flashcards tab', () => {
    expect(cardSourceHref(dueCard(4, history))).toBe(`/session?folder_id=root&session_id=${HISTORY}&tab=flashcards`);
  });

  it('says when everything is done, with the way back and to the progress', async () => {
    signInForTest();
    stubLibrary([]);
    renderWithProviders(<LibraryPlayer />);
    expect(await screen.findByRole('heading', { name: 'All caught up' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Back to Home' })).toHaveAttribute('href', '/');
    expect(screen.getByRole('link', { name: 'See your progress' })).toHaveAttribute('href', '/progress');
  });
});
