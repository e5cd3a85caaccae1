import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { DocumentSummary, SessionFile } from '@mnemo/contracts/library';
import type { DocumentChunk } from '@mnemo/contracts/reading';
import { json, stubFetch } from '../../../../test/fetch-stub.ts';
import { buildSessionFile } from '../../../../test/factories.ts';
import { renderWithProviders } from '../../../../test/render-app.tsx';
import { useAnnotations } from '../../hooks/use-annotations.ts';
import { findPassageChunk } from './make-cloze-dialog.tsx';
import { usePdfAnnotationTools } from './use-pdf-annotation-tools.tsx';

/* "Make cloze" from a passage selected in a PDF (issue 28 item 3): a cloze note citing the passage. */

const PDF_ID = '22222222-2222-4222-8222-222222222222';
const chunk = (n: number, page: number, text: string): DocumentChunk => ({
  id: `99999999-9999-4999-8999-00000000000${n}`,
  order: n,
  text,
  page,
  slide: null,
  startMs: null,
  endMs: null,
  speakerId: null,
});
const CHUNKS = [
  chunk(1, 2, 'Water is a molecule of hydrogen and oxygen.'),
  chunk(2, 3, 'Ice melts at zero degrees.'),
  chunk(3, 3, 'Water boils at 100 degrees at sea level, less on a mountain.'),
];

const pdf: DocumentSummary = {
  id: PDF_ID,
  kind: 'pdf',
  fileName: 'physics.pdf',
  status: 'completed',
  embeddingStatus: 'completed',
  durationMs: null,
  videoId: null,
  createdAt: '2025-03-01T10:00:00.000Z',
};

function Harness({ session }: { session: SessionFile }) {
  const store = useAnnotations(session);
  const tools = usePdfAnnotationTools(PDF_ID, store);
  return (
    <div>
      <div role="toolbar" aria-label="Viewer">
        {tools.toolbar}
      </div>
      <div data-page-number="3">
        <span data-testid="line">Water boils at 100 degrees at sea level</span>
      </div>
    </div>
  );
}

const ownGetClientRects = Object.getOwnPropertyDescriptor(Range.prototype, 'getClientRects');
beforeEach(() => {
  vi.spyOn(HTMLElement.prototype, 'getBoundingClientRect').mockReturnValue(new DOMRect(0, 0, 400, 600));
  // jsdom lays nothing out: a selection's rectangles as a browser would give them
  Range.prototype.getClientRects = () => [new DOMRect(10, 10, 120, 16)] as unknown as DOMRectList;
});
afterEach(() => {
  vi.restoreAllMocks();
  window.getSelection()?.removeAllRanges();
  if (ownGetClientRects) Object.defineProperty(Range.prototype, 'getClientRects', ownGetClientRects);
  else delete (Range.prototype as { getClientRects?: unknown }).getClientRects;
});

describe('findPassageChunk', () => {
  it('takes the chunk of the page holding most of the quote’s words', () => {
    expect(findPassageChunk(CHUNKS, { page: 3, quote: 'Water boils at 100 degrees' })).toBe(CHUNKS[2]!.id);
    expect(findPassageChunk(CHUNKS, { page: 2, quote: 'hydrogen and oxygen' })).toBe(CHUNKS[0]!.id);
    expect(findPassageChunk(CHUNKS, { page: 9, quote: 'Water' })).toBeNull();
  });
});

describe('Make cloze from the material', () => {
  it('makes a cloze note of the selected passage, its blanks chosen with Alt+Shift+C, citing the passage', async () => {
    const session = buildSessionFile({ isOwner: true, documents: [pdf] });
    const network = stubFetch({
      'GET /api/documents/:id/chunks': json({ documentId: PDF_ID, chunks: CHUNKS, speakers: [] }),
      'POST /api/sessions/:id/notes': (request) =>
        json({
          noteId: '30000000-0000-4000-8000-000000000001',
          text: (request.body as { text: string }).text,
          cards: [],
          added: [],
          removed: [],
        }),
    });
    const user = userEvent.setup();
    renderWithProviders(<Harness session={session} />);

    // nothing selected: it says so
    await user.click(screen.getByRole('button', { name: 'Make cloze' }));
    expect(screen.getByRole('status')).toHaveTextContent('Select some text first.');

    const range = document.createRange();
    range.selectNodeContents(screen.getByTestId('line'));
    window.getSelection()!.removeAllRanges();
    window.getSelection()!.addRange(range);
    await user.click(screen.getByRole('button', { name: 'Make cloze' }));
    const dialog = await screen.findByRole('dialog', { name: 'Make a cloze note' });
    const area = screen.getByRole('textbox', { name: 'Cloze text' });
    expect(area).toHaveValue('Water boils at 100 degrees at sea level');
    expect(dialog).toBeInTheDocument();

    // no blank yet: refused with a reason
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    expect(screen.getByText('Make at least one blank first.')).toBeInTheDocument();

    (area as HTMLTextAreaElement).setSelectionRange(15, 18);
    fireEvent.select(area);
    await user.keyboard('{Alt>}{Shift>}C{/Shift}{/Alt}');
    expect(area).toHaveValue('Water boils at {{c1::100}} degrees at sea level');
    await waitFor(() => expect(network.find('GET', `/api/documents/${PDF_ID}/chunks`)).toHaveLength(1));
    await user.click(screen.getByRole('button', { name: 'Save note' }));
    await waitFor(() => expect(network.find('POST', `/api/sessions/${session.id}/notes`)).toHaveLength(1));
    expect(network.find('POST', `/api/sessions/${session.id}/notes`)[0]!.body).toEqual({
      text: 'Water boils at {{c1::100}} degrees at sea level',
      sourceChunkId: CHUNKS[2]!.id,
    });
    expect(await screen.findByText('Cloze note saved: 0 cards.')).toBeInTheDocument();
  });
});
