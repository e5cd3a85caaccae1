import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { openPdfEarly, takeEarlyPdf } from './open-pdf.ts';

const { pdfjs, pdf } = vi.hoisted(() => {
  const pdf = { numPages: 120, getPage: vi.fn(async (n: number) => ({ pageNumber: n })) };
  const pdfjs = {
    VerbosityLevel: { ERRORS: 0 },
    getDocument: vi.fn(() => ({ promise: Promise.resolve(pdf), destroy: vi.fn(async () => undefined) })),
  };
  return { pdfjs, pdf };
});
vi.mock('./load-pdfjs.ts', () => ({
  loadPdfJs: vi.fn(async () => pdfjs),
  loadPdfWorker: vi.fn(async () => null),
}));

describe('a PDF opened before its viewer mounts (ADR 161)', () => {
  const fetchStub = vi.fn(async () => new Response(new Uint8Array([37, 80, 68, 70]), { status: 200 }));
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchStub);
    fetchStub.mockClear();
    pdfjs.getDocument.mockClear();
    pdf.getPage.mockClear();
  });
  afterEach(() => vi.unstubAllGlobals());

  it("is opened once, with the shown page's ranges asked for, and taken by the viewer as it is", async () => {
    openPdfEarly('/media/a.pdf', 100);
    openPdfEarly('/media/a.pdf', 100);
    await vi.waitFor(() => expect(pdf.getPage).toHaveBeenCalledWith(100));
    const taken = takeEarlyPdf('/media/a.pdf');
    expect(await taken!.promise).toBe(pdf);
    expect(pdfjs.getDocument).toHaveBeenCalledTimes(1);
    expect(fetchStub).toHaveBeenCalledTimes(1);
    // taken once: a later viewer opens it itself
    expect(takeEarlyPdf('/media/a.pdf')).toBeNull();
    taken!.destroy();
  });

  it('closes a document never taken when another is opened early', async () => {
    openPdfEarly('/media/a.pdf');
    await vi.waitFor(() => expect(pdfjs.getDocument).toHaveBeenCalledTimes(1));
    const first = pdfjs.getDocument.mock.results[0]!.value as { destroy: ReturnType<typeof vi.fn> };
    openPdfEarly('/media/b.pdf');
    expect(first.destroy).toHaveBeenCalled();
    expect(takeEarlyPdf('/media/a.pdf')).toBeNull();
    expect(takeEarlyPdf('/media/b.pdf')).not.toBeNull();
    expect(pdf.getPage).not.toHaveBeenCalled();
  });
});
