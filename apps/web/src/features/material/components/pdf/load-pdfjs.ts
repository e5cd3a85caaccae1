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

/** pdf.js's worker as the session page's HTML started it (ADR 173): its script, and the worker once ready (null: it could not start). */
export interface EarlyPdfWorker {
  url: string;
  ready: Promise<Worker | null>;
}

declare global {
  interface Window {
    __mnemoPdfWorker?: EarlyPdfWorker | undefined;
  }
}

/**
 * The worker `public/session-start.js` started before the app's code had run, when it runs this
 * build's worker script; taken once. One of another script (a build replaced since) is ended.
 */
function takeEarlyWorker(): Promise<Worker | null> | null {
  if (typeof window === 'undefined') return null;
  const early = window.__mnemoPdfWorker;
  window.__mnemoPdfWorker = undefined;
  if (!early) return null;
  const resolve = (url: string) => new URL(url, window.location.href).href;
  if (resolve(early.url) === resolve(workerUrl)) return early.ready;
  void early.ready.then((port) => port?.terminate());
  return null;
}

/** The worker's script, started now (or taken as the page's HTML started it); resolves once it said it is ready, or null if it could not start. */
function startWorker(): Promise<Worker | null> {
  const early = takeEarlyWorker();
  if (early) return early.then((port) => port ?? startOwnWorker());
  return startOwnWorker();
}

function startOwnWorker(): Promise<Worker | null> {
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
