import { describe, expect, it } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import type { DocumentGeneration } from '@mnemo/contracts/pipeline';
import { json, streamReply, stubFetch } from '../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../test/factories.ts';
import { renderApp, signInForTest } from '../../../test/render-app.tsx';
import { i18n } from '../../../lib/i18n.ts';
import { DESKTOP_WIDTH, stubWindowWidth } from '../../../test/window-width.ts';

// Issue 25 item 2 (ADR 155): while a long document's first cards are studyable, the session page
// says how many more are coming and reloads the session as they land, without a reload.
const DOC_ID = '11111111-1111-4111-8111-111111111111';
const book: DocumentSummary = {
  id: DOC_ID,
  kind: 'pdf',
  fileName: 'book.pdf',
  status: 'processing',
  embeddingStatus: 'completed',
  durationMs: null,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function state(overrides: Partial<DocumentGeneration>): DocumentGeneration {
  return { id: DOC_ID, status: 'processing', ...overrides };
}

function renderSession(
  session: SessionFile,
  states: DocumentGeneration[],
  { shareToken }: { shareToken?: string } = {},
) {
  stubWindowWidth(DESKTOP_WIDTH);
  signInForTest();
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
    'GET /api/documents/:id/generation/events': () =>
      streamReply(
        states.map((next) => `event: generation\ndata: ${JSON.stringify(next)}\n\n`),
        { contentType: 'text/event-stream', delayMs: 5 },
      ),
  });
  const share = shareToken === undefined ? '' : `&sharetoken=${shareToken}`;
  renderApp({ initialEntries: [`/session?folder_id=root&session_id=${session.id}&tab=overview${share}`] });
  return network;
}

describe('the session page while a long document is still being made', () => {
  it('says how many pages are still to give cards, and reads the session again as a batch lands', async () => {
    const session = buildSessionFile({ name: 'Think Python', documents: [book] });
    const network = renderSession(session, [
      state({ early: { itemsSaved: 6, pagesComing: 235 } }),
      state({ early: { itemsSaved: 12, pagesComing: 219 } }),
    ]);
    expect(
      await screen.findByText('More cards are being made from 219 pages still to read…', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The summary covers the first pages; it is replaced once the whole document is read.'),
    ).toBeInTheDocument();
    // the first state is what the page loaded; the next batch reads the session again
    await waitFor(() =>
      expect(network.find('GET', `/api/directory/root/file/${session.id}`).length).toBeGreaterThanOrEqual(2),
    );
  });

  it('reads the session again when the document is finished, and the line goes', async () => {
    const session = buildSessionFile({ documents: [book] });
    const network = renderSession(session, [
      state({ early: { itemsSaved: 6, pagesComing: 35 } }),
      state({ status: 'completed' }),
    ]);
    await waitFor(() =>
      expect(network.find('GET', `/api/directory/root/file/${session.id}`).length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.queryByText(/More cards are being made/)).not.toBeInTheDocument();
  });

  it('says it in European Portuguese', async () => {
    await i18n.changeLanguage('pt');
    try {
      const session = buildSessionFile({ documents: [book] });
      renderSession(session, [state({ early: { itemsSaved: 6, pagesComing: 1 } })]);
      expect(
        await screen.findByText('Estão a ser criados mais cartões a partir de 1 página que falta ler…'),
      ).toBeInTheDocument();
    } finally {
      await i18n.changeLanguage('en');
    }
  });

  it('says the rest of the document is coming when it has no pages', async () => {
    const session = buildSessionFile({ documents: [{ ...book, kind: 'text' }] });
    renderSession(session, [state({ early: { itemsSaved: 6, pagesComing: null } })]);
    expect(await screen.findByText('More cards are being made from the rest of the document…')).toBeInTheDocument();
  });

  it('says nothing for a document with no early cards yet', async () => {
    const session = buildSessionFile({ documents: [book] });
    renderSession(session, [state({})]);
    expect(await screen.findByRole('heading', { name: session.name })).toBeInTheDocument();
    expect(screen.queryByText(/More cards are being made/)).not.toBeInTheDocument();
  });

  // ADR 171: a share link's visitor follows the document's generation with the link's token (the
  // stream tells them its status and counts only) and sees the same line, updated the same way
  it("shows a share link's visitor the same line, following the document with the link's token", async () => {
    const session = buildSessionFile({ name: 'Shared book', isOwner: false, documents: [book] });
    const network = renderSession(
      session,
      [state({ early: { itemsSaved: 6, pagesComing: 40 } }), state({ early: { itemsSaved: 12, pagesComing: 24 } })],
      { shareToken: 'tok-visitor' },
    );
    expect(
      await screen.findByText('More cards are being made from 24 pages still to read…', {}, { timeout: 5_000 }),
    ).toBeInTheDocument();
    const followed = network.find('GET', `/api/documents/${DOC_ID}/generation/events`);
    expect(followed.length).toBeGreaterThan(0);
    for (const request of followed) expect(request.search.get('sharetoken')).toBe('tok-visitor');
    // never the owner's processing state, which answers a visitor 404 (ADR 185)
    expect(network.find('GET', /^\/api\/documents\/[^/]+(\/events)?$/)).toHaveLength(0);
    // the next batch reads the shared session again, with the token
    await waitFor(() =>
      expect(network.find('GET', `/api/directory/root/file/${session.id}`).length).toBeGreaterThanOrEqual(2),
    );
    for (const request of network.find('GET', `/api/directory/root/file/${session.id}`))
      expect(request.search.get('sharetoken')).toBe('tok-visitor');
  });

  it("stops the visitor's line once the document is finished", async () => {
    const session = buildSessionFile({ isOwner: false, documents: [book] });
    const network = renderSession(
      session,
      [state({ early: { itemsSaved: 6, pagesComing: 35 } }), state({ status: 'completed' })],
      { shareToken: 'tok-visitor' },
    );
    await waitFor(() =>
      expect(network.find('GET', `/api/directory/root/file/${session.id}`).length).toBeGreaterThanOrEqual(2),
    );
    expect(screen.queryByText(/More cards are being made/)).not.toBeInTheDocument();
  });
});
