import { useCallback, useEffect, useRef, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import type { PageSize } from './page-layout.ts';

/** page sizes read at a time, between idle moments */
const SIZE_BATCH = 8;

function whenIdle(): Promise<void> {
  return new Promise((resolve) => {
    if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(() => resolve(), { timeout: 500 });
    else window.setTimeout(resolve, 0);
  });
}

/**
 * Every page's own size at scale 1, read lazily: page 1 at once (the others are laid out like it
 * until read), then — once `isReadingRest`, which the viewer sets when its first page is drawn, as
 * pdf.js's own viewer waits for it — the rest a batch at a time when the browser is idle, and any
 * page at once when it is drawn (`reportSize`). Reading them earlier would queue 119 page loads in
 * the worker ahead of the page the learner opened. A book of mixed page sizes is laid out right as
 * the sizes arrive.
 */
export function usePageSizes(pdf: PDFDocumentProxy | null, isReadingRest = true) {
  const [state, setState] = useState<{ pdf: PDFDocumentProxy; sizes: Array<PageSize | null> } | null>(null);
  /** the sizes read so far, kept while `isReadingRest` changes */
  const read = useRef<{ pdf: PDFDocumentProxy; sizes: Array<PageSize | null> } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let isCancelled = false;
    if (read.current?.pdf !== pdf) read.current = { pdf, sizes: Array.from({ length: pdf.numPages }, () => null) };
    const { sizes } = read.current;
    const readAndPublish = async (pageNumbers: number[]) => {
      const unread = pageNumbers.filter((pageNumber) => !sizes[pageNumber - 1]);
      if (unread.length === 0) return;
      await Promise.all(
        unread.map(async (pageNumber) => {
          const viewport = (await pdf.getPage(pageNumber)).getViewport({ scale: 1 });
          sizes[pageNumber - 1] = { width: viewport.width, height: viewport.height };
        }),
      );
      if (!isCancelled)
        setState((current) => ({ pdf, sizes: mergeSizes(sizes, current?.pdf === pdf ? current.sizes : null) }));
    };
    void (async () => {
      await readAndPublish([1]);
      if (!isReadingRest) return;
      for (let start = 2; start <= pdf.numPages && !isCancelled; start += SIZE_BATCH) {
        await whenIdle();
        if (isCancelled) return;
        const batch: number[] = [];
        for (let number = start; number < start + SIZE_BATCH && number <= pdf.numPages; number += 1) batch.push(number);
        await readAndPublish(batch);
      }
    })().catch((error: unknown) => {
      // a document closed while its sizes were read; the pages still draw at their own size
      if (!isCancelled) console.warn(error);
    });
    return () => {
      isCancelled = true;
    };
  }, [pdf, isReadingRest]);
  const reportSize = useCallback(
    (pageNumber: number, size: PageSize) =>
      setState((current) => {
        if (!current || current.pdf !== pdf || current.sizes[pageNumber - 1]) return current;
        const sizes = [...current.sizes];
        sizes[pageNumber - 1] = size;
        return { pdf: current.pdf, sizes };
      }),
    [pdf],
  );
  return { sizes: state && state.pdf === pdf ? state.sizes : null, reportSize };
}

/** The sizes read in the background, with those already reported by drawn pages. */
function mergeSizes(read: Array<PageSize | null>, shown: Array<PageSize | null> | null): Array<PageSize | null> {
  return read.map((size, index) => size ?? shown?.[index] ?? null);
}

/** The first page's size at scale 1 (a deck's slides share it). */
export function usePageSize(pdf: PDFDocumentProxy | null) {
  const [size, setSize] = useState<{ pdf: PDFDocumentProxy; width: number; height: number } | null>(null);
  useEffect(() => {
    if (!pdf) return;
    let isCancelled = false;
    pdf.getPage(1).then(
      (page) => {
        const viewport = page.getViewport({ scale: 1 });
        if (!isCancelled) setSize({ pdf, width: viewport.width, height: viewport.height });
      },
      (error: unknown) => {
        // leaving the document ends its loading task ("Worker was terminated"): nothing to say then
        if (!isCancelled) console.warn(error);
      },
    );
    return () => {
      isCancelled = true;
    };
  }, [pdf]);
  return size && size.pdf === pdf ? size : null;
}
