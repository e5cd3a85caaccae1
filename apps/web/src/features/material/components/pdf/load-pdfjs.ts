import type * as PdfJs from 'pdfjs-dist';
import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';

let loading: Promise<typeof PdfJs> | null = null;
let worker: Promise<PdfJs.PDFWorker | null> | null = null;

/**
 * pdf.js, loaded the first time the material pane shows a PDF (it is not in the session page's
 * first load). The worker comes from the app's own origin, as the CSP allows nothing else.
 */
export function loadPdfJs(): Promise<typeof PdfJs> {
  loading ??= import('pdfjs-dist').then((pdfjs) => {
    pdfjs.GlobalWorkerOptions.workerSrc = workerUrl;
    return pdfjs;
  });
  loading.catch(() => {
    loading = null;
  });
  return loading;
}

/**
 * The one pdf.js worker every document of the page shares, started with pdf.js rather than after
 * it: its 1.2 MB script downloads and compiles while pdf.js itself does, and a second document
 * (another of the session's PDFs, a renewed signed URL) does not start one again. `null` where
 * there are no module workers (pdf.js then makes its own, or works without one).
 */
export function loadPdfWorker(): Promise<PdfJs.PDFWorker | null> {
  // errors only: a document replaced while one of its pages is still parsed (a renewed signed URL,
  // another document) makes the worker warn that the work was aborted, which is expected there
  worker ??= Promise.all([loadPdfJs(), startWorker()]).then(([pdfjs, port]) =>
    port ? pdfjs.PDFWorker.create({ port, verbosity: pdfjs.VerbosityLevel.ERRORS }) : null,
  );
  worker.catch(() => {
    worker = null;
  });
  return worker;
}

/** The worker's script, started now; resolves once it said it is ready, or null if it could not start. */
function startWorker(): Promise<Worker | null> {
  if (typeof Worker !== 'function') return Promise.resolve(null);
  return new Promise((resolve) => {
    let port: Worker;
    try {
      port = new Worker(workerUrl, { type: 'module' });
    } catch {
      resolve(null);
      return;
    }
    const controller = new AbortController();
    port.addEventListener(
      'message',
      (event: MessageEvent<{ action?: string } | null>) => {
        if (event.data?.action !== 'ready') return;
        controller.abort();
        resolve(port);
      },
      { signal: controller.signal },
    );
    // a script that cannot load: pdf.js makes its own worker, or works without one
    port.addEventListener(
      'error',
      () => {
        controller.abort();
        port.terminate();
        resolve(null);
      },
      { signal: controller.signal },
    );
  });
}

/**
 * Starts fetching pdf.js and its worker without waiting for them: called as soon as the pane knows
 * it will show a PDF, so they load while the document's signed URL is asked for.
 */
export function preloadPdfJs(): void {
  loadPdfWorker().catch(() => undefined);
}
