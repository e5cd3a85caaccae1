import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Annotation, DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import type { AnnotationsPatchBody } from '@mnemo/contracts/reading';
import { json, stubFetch, type RecordedRequest } from '../../../../test/fetch-stub.ts';
import { buildSessionFile } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { useAnnotations } from '../../hooks/use-annotations.ts';
import { usePdfAnnotationTools } from './use-pdf-annotation-tools.tsx';

const SAVED_ID = '77777777-7777-4777-8777-777777777777';
const TEXT_ID = '11111111-1111-4111-8111-111111111111';
const FIRST_PDF_ID = '22222222-2222-4222-8222-222222222222';
const SECOND_PDF_ID = '33333333-3333-4333-8333-333333333333';
const DECK_ID = '44444444-4444-4444-8444-444444444444';

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

/** Saved by the spec's whole-array PUT: on page 3, without a document. */
const unplaced: Annotation = {
  id: SAVED_ID,
  documentId: null,
  kind: 'text',
  page: 3,
  rects: [{ x: 0.1, y: 0.2, width: 0.5, height: 0.02 }],
  quote: 'the mitochondria is the powerhouse',
  color: '#fde047',
  note: 'remember this',
  chunkId: null,
  start: null,
  end: null,
};

/** One document's viewer as document-view composes it: the tools' toolbar, page 3's layer and the list. */
function ViewerHarness({ session, documentId }: { session: SessionFile; documentId: string }) {
  const store = useAnnotations(session);
  const tools = usePdfAnnotationTools(documentId, store);
  return (
    <div>
      <div role="toolbar" aria-label="Viewer">
        {tools.toolbar}
      </div>
      <div style={{ position: 'relative', width: 400, height: 600 }}>{tools.renderPageOverlay(3)}</div>
      {tools.renderAside?.(() => undefined)}
    </div>
  );
}

function stubAnnotationsApi() {
  return stubFetch({
    'PATCH /api/sessions/:id/annotations': (request: RecordedRequest) => {
      const body = request.body as AnnotationsPatchBody;
      return json({
        upserted: body.upsert.map((item) => ({ ...item, id: item.id ?? '88888888-8888-4888-8888-888888888888' })),
        deleted: body.delete,
      });
    },
  });
}

beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 600));
});
afterEach(() => vi.restoreAllMocks());

describe('annotations saved without a document', () => {
  const session = buildSessionFile({
    isOwner: true,
    documents: [
      buildDocument(TEXT_ID, 'text'),
      buildDocument(FIRST_PDF_ID, 'pdf'),
      buildDocument(SECOND_PDF_ID, 'pdf'),
    ],
    pdfAnnotations: [unplaced],
  });

  it('show on the session’s first PDF, on their page and in its list', async () => {
    stubAnnotationsApi();
    renderWithProviders(<ViewerHarness session={session} documentId={FIRST_PDF_ID} />);
    expect(screen.getByRole('button', { name: 'Highlight with note: remember this' })).toHaveStyle({
      left: '10%',
      top: '20%',
      width: '50%',
    });
    await userEvent.click(screen.getByRole('button', { name: 'Annotations (1)' }));
    const list = screen.getByRole('complementary', { name: 'Annotations (1)' });
    expect(within(list).getByText('Page 3')).toBeInTheDocument();
    expect(within(list).getByText('the mitochondria is the powerhouse')).toBeInTheDocument();
  });

  it('are not shown a second time on the session’s other PDF', async () => {
    stubAnnotationsApi();
    renderWithProviders(<ViewerHarness session={session} documentId={SECOND_PDF_ID} />);
    expect(screen.queryByRole('button', { name: /^Highlight with note/ })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Annotations (0)' }));
    expect(
      screen.getByText('No annotations yet. Select text and choose Highlight, or draw an area.'),
    ).toBeInTheDocument();
  });

  it('take the PDF’s id when edited, so the next save places them for good', async () => {
    const network = stubAnnotationsApi();
    renderWithProviders(<ViewerHarness session={session} documentId={FIRST_PDF_ID} />);
    await userEvent.click(screen.getByRole('button', { name: 'Highlight with note: remember this' }));
    const note = await screen.findByRole('textbox', { name: 'Note' });
    await userEvent.clear(note);
    await userEvent.type(note, 'the powerhouse');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(network.find('PATCH', /\/annotations$/).length).toBeGreaterThan(0), { timeout: 4000 });
    const sent = (network.find('PATCH', /\/annotations$/).at(-1)!.body as AnnotationsPatchBody).upsert[0];
    expect(sent).toMatchObject({ id: SAVED_ID, documentId: FIRST_PDF_ID, note: 'the powerhouse', page: 3 });
  }, 20_000);

  it('go to the first deck or web page shown as pages when the session has no PDF', () => {
    stubAnnotationsApi();
    const withoutPdf = buildSessionFile({
      isOwner: true,
      documents: [buildDocument(TEXT_ID, 'text'), buildDocument(DECK_ID, 'pptx')],
      pdfAnnotations: [unplaced],
    });
    renderWithProviders(<ViewerHarness session={withoutPdf} documentId={DECK_ID} />);
    expect(screen.getByRole('button', { name: 'Highlight with note: remember this' })).toBeInTheDocument();
  });
});
