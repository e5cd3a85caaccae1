import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { loadPdfJs, loadPdfWorker } from './load-pdfjs.ts';
import { openPdfSource } from './pdf-source.ts';

/** Loads a PDF from a (signed) URL; a failure is reported once, with the URL that failed. */
export function usePdfDocument(url: string) {
  const [state, setState] = useState<{ url: string; pdf: PDFDocumentProxy | null; error: unknown }>({
    url,
    pdf: null,
    error: null,
  });
  useEffect(() => {
    let isCancelled = false;
    let task: { destroy: () => Promise<void> } | null = null;
    const controller = new AbortController();
    // a range that failed after the document opened (its signed URL expired): reported as a load error
    const onRangeError = (error: unknown) => {
      if (!isCancelled) setState({ url, pdf: null, error });
    };
    // by ranges: page 1 shows after the parts it needs, not after the whole file (pdf-source.ts);
    // the first part is asked for while pdf.js and its worker load
    const opening = openPdfSource(loadPdfJs(), url, { signal: controller.signal, onError: onRangeError });
    void Promise.all([loadPdfJs(), loadPdfWorker(), opening])
      .then(([pdfjs, worker, source]) => {
        if (isCancelled) return null;
        // The shared worker outlives this document (destroying the task leaves it running).
        // Errors only, as for the worker (load-pdfjs.ts).
        const loading = pdfjs.getDocument({
          ...source,
          ...(worker ? { worker } : {}),
          verbosity: pdfjs.VerbosityLevel.ERRORS,
        });
        task = loading;
        return loading.promise;
      })
      .then(
        (pdf) => {
          if (pdf && !isCancelled) setState({ url, pdf, error: null });
        },
        (error: unknown) => {
          if (!isCancelled) setState({ url, pdf: null, error });
        },
      );
    return () => {
      isCancelled = true;
      controller.abort();
      void task?.destroy();
    };
  }, [url]);
  return state.url === url ? state : { url, pdf: null, error: null };
}
