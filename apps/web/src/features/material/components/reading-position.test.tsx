import { describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import { json, stubFetch, type RecordedRequest } from '../../../test/fetch-stub.ts';
import { buildSessionFile, buildUser } from '../../../test/factories.ts';
import { createTestQueryClient, renderApp, signInForTest } from '../../../test/render-app.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';

// pdf.js does not run in jsdom: the viewer is a stand-in that shows the page it was opened at
// and lets the test scroll to another page, as the real one reports it
vi.mock('./pdf/pdf-viewer.tsx', () => ({
  PdfViewer: ({ page, onPageChange }: { page: number | null; onPageChange: (page: number) => void }) => (
    <div>
      <p>{`Opened at page ${page ?? 1}`}</p>
      <button type="button" onClick={() => onPageChange(7)}>
        Scroll to page 7
      </button>
    </div>
  ),
}));
vi.mock('./pdf/load-pdfjs.ts', () => ({ preloadPdfJs: vi.fn(), loadPdfJs: vi.fn(), loadPdfWorker: vi.fn() }));

const DOC_ID = '22222222-2222-4222-8222-222222222222';
const book: DocumentSummary = {
  id: DOC_ID,
  kind: 'pdf',
  fileName: 'book.pdf',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: null,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
  hasPdf: true,
  lastPage: 42,
};

function renderBook(
  session: SessionFile,
  entry = `/session?folder_id=root&session_id=${session.id}&tab=material&doc=${DOC_ID}`,
) {
  signInForTest();
  const network = stubFetch({
    'GET /api/auth/me': json({ user: buildUser() }),
    'GET /api/sessions': json({ sessions: [] }),
    'GET /api/directory/:folderId/file/:fileId': json(session),
    'GET /api/documents/:id/content-url': json({
      url: '/api/media/documents/x/pdf?exp=1&sig=s',
      expiresAt: '2099-01-01T00:00:00.000Z',
    }),
    'PUT /api/documents/:id/position': (request: RecordedRequest) =>
      json({ documentId: DOC_ID, page: (request.body as { page: number }).page }),
  });
  const queryClient = createTestQueryClient();
  renderApp({ queryClient, initialEntries: [entry] });
  return { network, queryClient };
}

describe('a PDF reopens where the reader left off (issue 23 item 11)', () => {
  it('opens at the page kept on the server, and keeps the page the reader moves to', async () => {
    const session = buildSessionFile({ documents: [book] });
    const { network, queryClient } = renderBook(session);
    expect(await screen.findByText('Opened at page 42')).toBeInTheDocument();
    // opening there is not a move: nothing is saved
    expect(network.find('PUT', `/api/documents/${DOC_ID}/position`)).toHaveLength(0);

    await userEvent.click(screen.getByRole('button', { name: 'Scroll to page 7' }));
    await waitFor(
      () =>
        expect(network.find('PUT', `/api/documents/${DOC_ID}/position`).map((request) => request.body)).toEqual([
          { page: 7 },
        ]),
      {
        timeout: 4000,
      },
    );
    // the cached session knows it too, so opening the document again starts there
    await waitFor(() =>
      expect(
        queryClient.getQueryData<SessionFile>(queryKeys.sessionFile('root', session.id))?.documents[0]?.lastPage,
      ).toBe(7),
    );
  });

  it('opens at the link’s page when the URL names one', async () => {
    const session = buildSessionFile({ documents: [book] });
    renderBook(session, `/session?folder_id=root&session_id=${session.id}&tab=material&doc=${DOC_ID}&page=3`);
    expect(await screen.findByText('Opened at page 3')).toBeInTheDocument();
  });

  it('opens at page 1 when no page is kept', async () => {
    const session = buildSessionFile({ documents: [{ ...book, lastPage: null }] });
    renderBook(session);
    expect(await screen.findByText('Opened at page 1')).toBeInTheDocument();
  });
});
