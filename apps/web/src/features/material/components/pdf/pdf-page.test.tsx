import { render, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import type { PDFDocumentProxy } from 'pdfjs-dist';

// the page's text layer as pdf.js lays it out: one span per text item, in reading order
const LINES = [
  'Chapter 3',
  'Cells and energy',
  'The mitochondria is the power-',
  'house of the cell. ATP syn-',
  'thase turns the proton gradi-',
  'ent into ATP. The ﬁrst step of',
  'glycolysis happens in the cytoplasm.',
  '42',
];

class FakeTextLayer {
  textDivs: HTMLElement[] = [];
  private readonly container: HTMLElement;
  constructor({ container }: { container: HTMLElement }) {
    this.container = container;
  }
  async render() {
    for (const line of LINES) {
      const span = document.createElement('span');
      span.setAttribute('role', 'presentation');
      span.textContent = line;
      this.container.append(span);
      this.textDivs.push(span);
    }
  }
  cancel() {}
}

vi.mock('./load-pdfjs.ts', () => ({ loadPdfJs: async () => ({ TextLayer: FakeTextLayer }) }));

const { PdfPage } = await import('./pdf-page.tsx');

const fakePdf = {
  getPage: async () => ({
    getViewport: ({ scale }: { scale: number }) => ({ width: 600 * scale, height: 800 * scale }),
    render: () => ({ promise: Promise.resolve(), cancel: () => undefined }),
    streamTextContent: () => null,
  }),
} as unknown as PDFDocumentProxy;

const CHUNK = 'The mitochondria is the powerhouse of the cell. ATP synthase turns the proton gradient into ATP.';

function renderPage(props: { markedPassages: ReadonlyArray<string | null> | null; isMarked: boolean }) {
  return (
    <PdfPage
      pdf={fakePdf}
      pageNumber={7}
      scale={1}
      width={600}
      height={800}
      findQuery=""
      isCurrentFind={false}
      label="Page 7"
      {...props}
    />
  );
}

/** The marked characters, a piece per span, as the learner sees them highlighted. */
const marked = (container: HTMLElement) =>
  [...container.querySelectorAll('mark.mn-marked-text')].map((mark) => mark.textContent);

describe('PdfPage marks a passage', () => {
  it("marks a citation's quote, only its characters, and gives the spans back their text when the mark ends", async () => {
    const onMarkPlaced = vi.fn();
    const { container, rerender } = render(
      renderPage({ markedPassages: ['ATP synthase turns the proton gradient into ATP.', CHUNK], isMarked: true }),
    );
    await waitFor(() =>
      expect(marked(container)).toEqual(['ATP syn-', 'thase turns the proton gradi-', 'ent into ATP']),
    );
    expect(onMarkPlaced).not.toHaveBeenCalled();
    // the spans keep their text (find and selection read it)
    const spans = [...container.querySelectorAll('.textLayer span')];
    expect(spans.map((span) => span.textContent)).toEqual(LINES);
    // the lines around the passage are not marked, whole or in part
    expect(spans[3]!.firstChild?.textContent).toBe('house of the cell. ');
    expect(spans[5]!.lastChild?.textContent).toBe('. The ﬁrst step of');

    rerender(
      <PdfPage
        pdf={fakePdf}
        pageNumber={7}
        scale={1}
        width={600}
        height={800}
        findQuery=""
        isCurrentFind={false}
        label="Page 7"
        markedPassages={['A sentence from another page.', CHUNK]}
        isMarked
        onMarkPlaced={onMarkPlaced}
      />,
    );
    // a quote not on this page: the chunk it comes from is marked
    await waitFor(() =>
      expect(marked(container)).toEqual([
        'The mitochondria is the power-',
        'house of the cell. ATP syn-',
        'thase turns the proton gradi-',
        'ent into ATP',
      ]),
    );
    expect(onMarkPlaced).toHaveBeenCalledWith(7, expect.any(Number));

    rerender(renderPage({ markedPassages: null, isMarked: false }));
    await waitFor(() => expect(marked(container)).toEqual([]));
    expect([...container.querySelectorAll('.textLayer span')].map((span) => span.textContent)).toEqual(LINES);
    expect(container.querySelector('.textLayer span span, .textLayer span mark')).toBeNull();
  });
});
