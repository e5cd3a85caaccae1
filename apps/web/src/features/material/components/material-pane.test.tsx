import { beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import { DOCUMENT_KINDS } from '@mnemo/contracts/values';
import { json, stubFetch } from '../../../test/fetch-stub.ts';
import { buildSessionFile } from '../../../test/factories.ts';
import { createTestQueryClient, renderApp, renderWithProviders } from '../../../test/render-app.tsx';
import { queryKeys } from '../../../lib/query-keys.ts';
import { usePrefetchMaterial } from './material-pane.tsx';

const { preloadPdfJs } = vi.hoisted(() => ({ preloadPdfJs: vi.fn() }));
vi.mock('./pdf/load-pdfjs.ts', () => ({ preloadPdfJs, loadPdfJs: vi.fn(), loadPdfWorker: vi.fn() }));

const PDF_ID = '22222222-2222-4222-8222-222222222222';
const TEXT_ID = '33333333-3333-4333-8333-333333333333';
const CONTENT_URL = { url: '/api/media/documents/x/pdf?exp=1&sig=s', expiresAt: '2099-01-01T00:00:00.000Z' };

function buildDocument(id: string, kind: DocumentSummary['kind']): DocumentSummary {
  return {
    id,
    kind,
    fileName: `${kind}-${id.slice(0, 4)}`,
    status: 'completed',
    embeddingStatus: 'completed',
    durationMs: null,
    videoId: null,
    createdAt: '2025-03-01T10:00:00.000Z',
  };
}

function Prefetch(props: { session: SessionFile | undefined; documentId: string | null }) {
  usePrefetchMaterial({ ...props, shareToken: undefined });
  return null;
}

const contentUrlRequests = (network: ReturnType<typeof stubFetch>) =>
  network.requests
    .filter((request) => request.path.endsWith('/content-url'))
    .map((request) => request.path.split('/')[3]);

describe('the material pane starts loading a PDF before the session page renders', () => {
  beforeEach(() => preloadPdfJs.mockClear());

  it("asks for the URL's document's PDF while the session file is still on its way, when a visit before says it is a PDF", async () => {
    const network = stubFetch({ 'GET /api/documents/:id/content-url': json(CONTENT_URL) });
    const queryClient = createTestQueryClient();
    const known = buildSessionFile({ documents: [{ ...buildDocument(PDF_ID, 'pdf'), hasPdf: true }] });
    queryClient.setQueryData(queryKeys.sessionFile('root', known.id), known);
    renderApp({ queryClient, routes: [{ path: '*', element: <Prefetch session={undefined} documentId={PDF_ID} /> }] });
    await waitFor(() => expect(preloadPdfJs).toHaveBeenCalled());
    expect(contentUrlRequests(network)).toEqual([PDF_ID]);
  });

  it('asks nothing before the session file for a document it does not know to be a PDF (a recording would answer 404)', async () => {
    const network = stubFetch({});
    renderWithProviders(<Prefetch session={undefined} documentId={TEXT_ID} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(contentUrlRequests(network)).toEqual([]);
    expect(preloadPdfJs).not.toHaveBeenCalled();
  });

  it("once the session file is here, the pane's first document if it is a PDF, and nothing for pasted text", async () => {
    const network = stubFetch({ 'GET /api/documents/:id/content-url': json(CONTENT_URL) });
    const withPdf = buildSessionFile({ documents: [buildDocument(PDF_ID, 'pdf'), buildDocument(TEXT_ID, 'text')] });
    const { unmount } = renderWithProviders(<Prefetch session={withPdf} documentId={null} />);
    await waitFor(() => expect(contentUrlRequests(network)).toEqual([PDF_ID]));
    expect(preloadPdfJs).toHaveBeenCalled();
    unmount();

    preloadPdfJs.mockClear();
    const textFirst = buildSessionFile({ documents: [buildDocument(TEXT_ID, 'text'), buildDocument(PDF_ID, 'pdf')] });
    renderWithProviders(<Prefetch session={textFirst} documentId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 20));
    expect(preloadPdfJs).not.toHaveBeenCalled();
    expect(contentUrlRequests(network)).toEqual([PDF_ID]);
  });

  it('asks for the PDF of a document, a web page or a deck, and of no other kind', async () => {
    const network = stubFetch({ 'GET /api/documents/:id/content-url': json(CONTENT_URL) });
    const idOf = (index: number) => `${String(index + 1).repeat(8)}-0000-4000-8000-000000000000`;
    for (const [index, kind] of DOCUMENT_KINDS.entries()) {
      const session = buildSessionFile({ documents: [{ ...buildDocument(idOf(index), kind), hasPdf: true }] });
      const { unmount } = renderWithProviders(<Prefetch session={session} documentId={null} />);
      unmount();
    }
    const asked = (['pdf', 'pptx', 'ppt', 'url'] as const).map((kind) => idOf(DOCUMENT_KINDS.indexOf(kind)));
    await waitFor(() => expect(contentUrlRequests(network).sort()).toEqual(asked.sort()));
  });

  it('never asks for the PDF of a deck the server has no pictures of (no LibreOffice there: it would answer 404)', async () => {
    const network = stubFetch({});
    const deck = buildSessionFile({ documents: [{ ...buildDocument(PDF_ID, 'pptx'), hasPdf: false }] });
    renderWithProviders(<Prefetch session={deck} documentId={null} />);
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(contentUrlRequests(network)).toEqual([]);
    expect(preloadPdfJs).not.toHaveBeenCalled();
  });
});
