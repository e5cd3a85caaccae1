import type * as PdfJs from 'pdfjs-dist';

let loading: Promise<typeof PdfJs> | null = null;

/**
 * pdf.js, loaded the first time the material pane shows a PDF (it is not in the session page's
 * first load). The worker comes from the app's own origin, as the CSP allows nothing else.
 */
export function loadPdfJs(): Promise<typeof PdfJs> {
  loading ??= Promise.all([import('pdfjs-dist'), import('pdfjs-dist/build/pdf.worker.min.mjs?url')]).then(
    ([pdfjs, worker]) => {
      pdfjs.GlobalWorkerOptions.workerSrc = worker.default;
      return pdfjs;
    },
  );
  loading.catch(() => {
    loading = null;
  });
  return loading;
}
