import { describe, expect, it } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../test/factories.ts';
import { renderApp, signInForTest } from '../../../test/render-app.tsx';

const DOC_ID = '11111111-1111-4111-8111-111111111111';
const CHUNK_ID = '22222222-2222-4222-8222-222222222222';
const session = buildSessionFile({
  name: 'Cell biology',
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

describe('library search in the sidebar', () => {
  it('finds material across sessions, grouped by session, and opens a passage at its page', async () => {
    signInForTest();
    const network = stubFetch({
      'GET /api/auth/me': json({ user: buildUser() }),
      'GET /api/sessions': json({ sessions: [] }),
      'GET /api/search': (request) =>
        json(
          request.search.get('q') === 'mitochondria'
            ? {
                groups: [
                  {
                    session: { id: session.id, name: 'Cell biology', folderId: null },
                    hits: [
                      {
                        kind: 'passage' as const,
                        snippet: '…the mitochondria make ATP…',
                        documentId: DOC_ID,
                        chunkId: CHUNK_ID,
                        page: 12,
                        slide: null,
                        startMs: null,
                      },
                      {
                        kind: 'flashcard' as const,
                        snippet: 'What do mitochondria make? — ATP',
                        documentId: null,
                        chunkId: null,
                        page: null,
                        slide: null,
                        startMs: null,
                      },
                    ],
                  },
                  {
                    session: { id: '33333333-3333-4333-8333-333333333333', name: 'Lecture', folderId: null },
                    hits: [
                      {
                        kind: 'note' as const,
                        snippet: 'mitochondria!',
                        documentId: DOC_ID,
                        chunkId: null,
                        page: 3,
                        slide: null,
                        startMs: null,
                      },
                    ],
                  },
                ],
              }
            : { groups: [] },
        ),
      'GET /api/directory/:folderId/file/:fileId': json(session),
    });
    const { router } = renderApp({ initialEntries: ['/'] });
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search your library' });
    await user.type(box, 'm');
    expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument();
    await user.type(box, 'itochondria');
    const results = await screen.findByRole('region', { name: 'Search results' });
    const cells = await within(results).findByRole('region', { name: 'Cell biology' });
    expect(within(results).getByRole('region', { name: 'Lecture' })).toHaveTextContent('Note · p. 3');
    expect(within(cells).getByRole('link', { name: /Flashcard.*What do mitochondria make/ })).toHaveAttribute(
      'href',
      expect.stringContaining('tab=flashcards'),
    );
    // one request for the words typed, not one per key
    expect(network.find('GET', '/api/search').map((request) => request.search.get('q'))).toEqual(['mitochondria']);

    await user.click(within(cells).getByRole('link', { name: /Material · p\. 12/ }));
    await waitFor(() => expect(router.state.location.pathname).toBe('/session'));
    const params = new URLSearchParams(router.state.location.search);
    expect(params.get('session_id')).toBe(session.id);
    expect(params.get('doc')).toBe(DOC_ID);
    expect(params.get('page')).toBe('12');
    // the session page takes the passage to mark, as openAt does, and drops it from the URL
    await waitFor(() => expect(new URLSearchParams(router.state.location.search).get('mark')).toBeNull());
    expect(screen.getByRole('searchbox', { name: 'Search your library' })).toHaveValue('');
  });

  it('says when nothing matches, and Escape clears the search', async () => {
    signInForTest();
    stubFetch({
      'GET /api/auth/me': json({ user: buildUser() }),
      'GET /api/sessions': json({ sessions: [] }),
      'GET /api/search': json({ groups: [] }),
    });
    renderApp({ initialEntries: ['/'] });
    const user = userEvent.setup();
    const box = await screen.findByRole('searchbox', { name: 'Search your library' });
    await user.type(box, 'zebra');
    expect(await screen.findByText('Nothing in your library matches “zebra”.')).toBeInTheDocument();
    await user.keyboard('{Escape}');
    expect(box).toHaveValue('');
    await waitFor(() => expect(screen.queryByRole('region', { name: 'Search results' })).not.toBeInTheDocument());
  });
});
