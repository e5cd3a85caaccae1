import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfJs, loadPdfWorker } from './load-pdfjs.ts';
import { openPdfSource } from './pdf-source.ts';

/** A PDF being opened by pdf.js from a (signed) URL: the document once open, and how to close it. */
export interface OpeningPdf {
  promise: Promise<PDFDocumentProxy>;
  destroy: () => void;
}

/**
 * Opens the PDF at `url` with pdf.js by ranges (pdf-source.ts): its first chunk is asked for while
 * pdf.js and its shared worker load, then the document is opened in the worker. `onError` hears of
 * a range that failed after the document opened (an expired signed URL: 403).
 */
export function openPdf(url: string, onError: (error: unknown) => void): OpeningPdf {
  const controller = new AbortController();
  let task: { destroy: () => Promise<void> } | null = null;
  const source = openPdfSource(loadPdfJs(), url, {
    signal: controller.signal,
    onError,
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
    promise,
    destroy: () => {
      controller.abort();
      void task?.destroy();
    },
  };
}
