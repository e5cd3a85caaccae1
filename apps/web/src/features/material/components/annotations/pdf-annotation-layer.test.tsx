import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Annotation, SessionFile } from '@mnemo/contracts/library';
import type { AnnotationsPatchBody } from '@mnemo/contracts/reading';
import { json, stubFetch, type RecordedRequest } from '../../../../test/fetch-stub.ts';
import { buildSessionFile } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { useAnnotations } from '../../hooks/use-annotations.ts';
import { PdfAnnotationLayer, type PdfTool } from './pdf-annotation-layer.tsx';
import { useState } from 'react';

const DOC_ID = '66666666-6666-4666-8666-666666666666';
const SAVED_ID = '77777777-7777-4777-8777-777777777777';

/** One page's layer with the real annotation store, as the PDF viewer composes them. */
function PageHarness({ session, tool }: { session: SessionFile; tool: PdfTool }) {
  const store = useAnnotations(session);
  const [openKey, setOpenKey] = useState<string | null>(null);
  return (
    <div style={{ position: 'relative', width: 400, height: 600 }}>
      <PdfAnnotationLayer
        page={3}
        annotations={store.items.filter((item) => item.page === 3)}
        store={store}
        tool={tool}
        openKey={openKey}
        onOpenKeyChange={setOpenKey}
        onAreaDrawn={(page, rect) =>
          setOpenKey(
            store.create({
              kind: 'area',
              documentId: DOC_ID,
              page,
              rects: [rect],
              quote: null,
              color: '#93c5fd',
              note: null,
              chunkId: null,
              start: null,
              end: null,
            }),
          )
        }
      />
    </div>
  );
}

const highlight: Annotation = {
  id: SAVED_ID,
  documentId: DOC_ID,
  kind: 'text',
  page: 3,
  rects: [
    { x: 0.1, y: 0.2, width: 0.5, height: 0.02 },
    { x: 0.1, y: 0.23, width: 0.3, height: 0.02 },
  ],
  quote: 'the mitochondria is the powerhouse',
  color: '#fde047',
  note: 'remember this',
  chunkId: null,
  start: null,
  end: null,
};

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

const patches = (network: ReturnType<typeof stubFetch>) =>
  network.find('PATCH', /\/annotations$/).map((request) => request.body as AnnotationsPatchBody);

beforeEach(() => {
  // the page is 400 × 600 px at the window's top left
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 600));
});
afterEach(() => vi.restoreAllMocks());

describe('PDF annotation layer', () => {
  it('draws an area by dragging, takes a note and saves it with its rectangle relative to the page', async () => {
    const network = stubAnnotationsApi();
    renderWithProviders(<PageHarness session={buildSessionFile({ isOwner: true })} tool="area" />);
    const surface = screen.getByTestId('draw-surface-3');
    fireEvent.pointerDown(surface, { button: 0, clientX: 40, clientY: 60, pointerId: 1 });
    fireEvent.pointerMove(surface, { clientX: 240, clientY: 210, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 240, clientY: 210, pointerId: 1 });

    expect(screen.getByRole('button', { name: 'Area on page 3' })).toHaveStyle({
      left: '10%',
      top: '10%',
      width: '50%',
      height: '25%',
    });
    await userEvent.type(await screen.findByRole('textbox', { name: 'Note' }), 'the diagram of the cell');
    await userEvent.click(screen.getByRole('button', { name: 'Save note' }));

    await waitFor(() => expect(patches(network).at(-1)?.upsert.at(-1)?.note).toBe('the diagram of the cell'), {
      timeout: 4000,
    });
    const sent = patches(network).at(-1)!.upsert.at(-1)!;
    expect(sent).toMatchObject({ kind: 'area', page: 3, documentId: DOC_ID });
    expect(sent.rects[0]!.x).toBeCloseTo(0.1);
    expect(sent.rects[0]!.y).toBeCloseTo(0.1);
    expect(sent.rects[0]!.width).toBeCloseTo(0.5);
    expect(sent.rects[0]!.height).toBeCloseTo(0.25);
  }, 20_000);

  it('a click without a drag draws nothing', () => {
    stubAnnotationsApi();
    renderWithProviders(<PageHarness session={buildSessionFile({ isOwner: true })} tool="area" />);
    const surface = screen.getByTestId('draw-surface-3');
    fireEvent.pointerDown(surface, { button: 0, clientX: 40, clientY: 60, pointerId: 1 });
    fireEvent.pointerUp(surface, { clientX: 41, clientY: 60, pointerId: 1 });
    expect(screen.queryByRole('button', { name: 'Area on page 3' })).not.toBeInTheDocument();
  });

  it('shows a saved highlight where it was; its colour changes and it is deleted by its id', async () => {
    const network = stubAnnotationsApi();
    renderWithProviders(
      <PageHarness session={buildSessionFile({ isOwner: true, pdfAnnotations: [highlight] })} tool="select" />,
    );
    const button = screen.getByRole('button', { name: 'Highlight with note: remember this' });
    expect(button).toHaveStyle({ left: '10%', top: '20%', width: '50%' });

    await userEvent.click(button);
    await userEvent.click(await screen.findByRole('radio', { name: 'Pink' }));
    await waitFor(() => expect(patches(network).at(-1)?.upsert[0]).toMatchObject({ id: SAVED_ID, color: '#f9a8d4' }), {
      timeout: 4000,
    });

    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(screen.queryByRole('button', { name: /Highlight with note/ })).not.toBeInTheDocument();
    await waitFor(() => expect(patches(network).at(-1)?.delete).toEqual([SAVED_ID]), { timeout: 4000 });
  }, 20_000);

  it('shows a visitor the note without any editing control', async () => {
    stubAnnotationsApi();
    renderWithProviders(
      <PageHarness session={buildSessionFile({ isOwner: false, pdfAnnotations: [highlight] })} tool="select" />,
    );
    await userEvent.click(screen.getByRole('button', { name: 'Highlight with note: remember this' }));
    expect(await screen.findByText('remember this')).toBeInTheDocument();
    expect(screen.queryByRole('textbox', { name: 'Note' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });
});
