import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfJs, loadPdfWorker } from './load-pdfjs.ts';
import { openPdfSource } from './pdf-source.ts';

/** A PDF being opened by pdf.js from a (signed) URL: the document once open, and how to close it. */
export interface OpeningPdf {
  url: string;
  promise: Promise<PDFDocumentProxy>;
  /** Hears of a range that failed after the document opened (an expired signed URL: 403). */
  setOnError: (onError: (error: unknown) => void) => void;
  destroy: () => void;
}

/**
 * Opens the PDF at `url` with pdf.js by ranges (pdf-source.ts): its first chunk is asked for while
 * pdf.js and its shared worker load, then the document is opened in the worker.
 */
export function openPdf(url: string): OpeningPdf {
  const controller = new AbortController();
  let task: { destroy: () => Promise<void> } | null = null;
  let onError: (error: unknown) => void = () => undefined;
  const source = openPdfSource(loadPdfJs(), url, {
    signal: controller.signal,
    onError: (error) => onError(error),
  });
  const promise = Promise.all([loadPdfJs(), loadPdfWorker(), source]).then(([pdfjs, worker, opened]) => {
    controller.signal.throwIfAborted();
    // The shared worker outlives this document (destroying the task leaves it running).
    // Errors only, as for the worker (load-pdfjs.ts).
    const loading = pdfjs.getDocument({
      ...opened,
      ...(worker ? { worker } : {}),
      verbosity: pdfjs.VerbosityLevel.ERRORS,
    });
    task = loading;
    return loading.promise;
  });
  return {
    url,
    promise,
    setOnError: (listener) => {
      onError = listener;
    },
    destroy: () => {
      controller.abort();
      void task?.destroy();
    },
  };
}

/** Documents opened before their viewer mounted (openPdfEarly), by URL; each is taken once. */
const early = new Map<string, { opening: OpeningPdf; timer: ReturnType<typeof setTimeout> }>();
/** How long a document opened early waits for its viewer before it is closed. */
const EARLY_PDF_KEPT_MS = 60_000;

function dropEarly(url: string): void {
  const kept = early.get(url);
  if (!kept) return;
  early.delete(url);
  clearTimeout(kept.timer);
  kept.opening.destroy();
}

/**
 * Opens the PDF at `url` now, before its viewer has rendered (ADR 161): the session page's loader
 * calls it as soon as the document's signed URL answers, so pdf.js reads the file's cross-reference
 * table and the ranges of page `pageNumber` while the page is still rendering; the viewer takes the
 * open document (`takeEarlyPdf`). One document at a time; one never taken is closed after a minute.
 */
export function openPdfEarly(url: string, pageNumber?: number): void {
  if (early.has(url)) return;
  for (const other of [...early.keys()]) dropEarly(other);
  const opening = openPdf(url);
  early.set(url, { opening, timer: setTimeout(() => dropEarly(url), EARLY_PDF_KEPT_MS) });
  opening.promise
    .then(async (pdf) => {
      // the page shown first, so its own ranges are read too (the viewer asks for it again, from memory)
      if (pageNumber !== undefined && pageNumber >= 1 && pageNumber <= pdf.numPages) await pdf.getPage(pageNumber);
    })
    // the viewer opens it again and reports what went wrong
    .catch(() => dropEarly(url));
}

/** The document opened early for `url`, now the caller's to close; null when none was. */
export function takeEarlyPdf(url: string): OpeningPdf | null {
  const kept = early.get(url);
  if (!kept) return null;
  early.delete(url);
  clearTimeout(kept.timer);
  return kept.opening;
}
