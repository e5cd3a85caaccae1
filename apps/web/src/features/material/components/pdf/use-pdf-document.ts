import { useEffect, useState } from 'react';
import type { PDFDocumentProxy } from 'pdfjs-dist';
import { openPdf } from './open-pdf.ts';

/** Loads a PDF from a (signed) URL; a failure is reported once, with the URL that failed. */
export function usePdfDocument(url: string) {
  const [state, setState] = useState<{ url: string; pdf: PDFDocumentProxy | null; error: unknown }>({
    url,
    pdf: null,
    error: null,
  });
  useEffect(() => {
    let isCancelled = false;
    // by ranges: page 1 shows after the parts it needs, not after the whole file (pdf-source.ts)
    // a range that failed after the document opened (its signed URL expired): reported as a load error
    const opening = openPdf(url, (error) => {
      if (!isCancelled) setState({ url, pdf: null, error });
    });
    opening.promise.then(
      (pdf) => {
        if (!isCancelled) setState({ url, pdf, error: null });
      },
      (error: unknown) => {
        if (!isCancelled) setState({ url, pdf: null, error });
      },
    );
    return () => {
      isCancelled = true;
      opening.destroy();
    };
  }, [url]);
  return state.url === url ? state : { url, pdf: null, error: null };
}
