import type * as PdfJs from 'pdfjs-dist';

/**
 * How the viewer reads a PDF (issue 23 item 12): by HTTP ranges of its signed URL, only the parts
 * the pages shown need, so a book of hundreds of pages shows its first page after a few hundred KB
 * rather than after the whole file. The first request asks for the file's first chunk with
 * `Range`; a 206 with `Content-Range` gives the file's length and pdf.js then asks for the rest a
 * chunk at a time through a range transport, never auto-fetching the rest. A server that ignores
 * `Range` (a 200) has sent the whole file, which is used as it is.
 *
 * pdf.js's own URL loading first opens a full request and reads its headers before it switches to
 * ranges; on a fast link that request has carried much of the file before it is cancelled. Asking
 * for ranges from the first request never does.
 *
 * The file's server must answer `Range` with 206 and `Content-Range` (the local storage route
 * does; an S3 bucket's CORS must allow the `Range` header and expose `Content-Range`,
 * `Accept-Ranges` and `Content-Length`: docs/operating.md).
 */
export const PDF_RANGE_CHUNK_BYTES = 64 * 1024;

/** A failed request of the PDF, with its HTTP status (403: the signed URL expired, ask for a new one). */
export class PdfFetchError extends Error {
  readonly status: number;
  constructor(status: number) {
    super(`The PDF could not be read (HTTP ${status}).`);
    this.name = 'PdfFetchError';
    this.status = status;
  }
}

/** The file's total length from a `Content-Range: bytes a-b/total` header, or null. */
export function parseContentRangeTotal(header: string | null): number | null {
  const match = header ? /^bytes \d+-\d+\/(\d+)$/.exec(header.trim()) : null;
  return match ? Number(match[1]) : null;
}

/** What `getDocument` is given besides the worker: the whole file, or a range transport with its options. */
export type PdfSource =
  | { data: Uint8Array }
  | { range: PdfJs.PDFDataRangeTransport; rangeChunkSize: number; disableAutoFetch: true; disableStream: true };

/**
 * Up to this length a PDF is read whole, in one request after its first chunk (ADR 173): pdf.js
 * reads a file's ranges one after another, each waiting on its worker (the cross-reference table at
 * the end, then the chunks page 1 needs: five round trips for a 536 KB book), while one request for
 * the rest takes one. Larger books are read by ranges (ADR 089): their first pages need a small
 * part of them.
 */
export const PDF_WHOLE_FILE_MAX_BYTES = 1024 * 1024;

/** How the start of a PDF was read: the whole file, or its first chunk and the file's length. */
type PdfStart = { data: Uint8Array } | { head: Uint8Array; length: number };

/** The options every reading of a PDF's start shares. */
interface StartOptions {
  fetchImpl: typeof fetch;
  wholeFileMaxBytes: number;
  signal?: AbortSignal;
  /** the rest's request of a small file, when the session page's HTML already sent it (null: it did not) */
  sentRest?: Promise<Response | null> | undefined;
}

/**
 * Reads the start of the PDF at `url` from the answer to its first chunk's request: the whole file
 * when the server ignored `Range` or the file is small (the rest in one more request), else the
 * first chunk and the length. A refusal throws its status (`PdfFetchError`).
 */
async function readPdfStart(
  url: string,
  first: Response,
  { fetchImpl, wholeFileMaxBytes, signal, sentRest }: StartOptions,
): Promise<PdfStart> {
  if (!first.ok) throw new PdfFetchError(first.status);
  const initialData = new Uint8Array(await first.arrayBuffer());
  if (first.status !== 206) return { data: initialData };
  const length = parseContentRangeTotal(first.headers.get('content-range'));
  if (length === null) {
    // a part without its length (a bucket whose CORS hides Content-Range): the whole file after all
    const whole = await fetchImpl(url, { signal });
    if (!whole.ok) throw new PdfFetchError(whole.status);
    return { data: new Uint8Array(await whole.arrayBuffer()) };
  }
  if (initialData.byteLength >= length) return { data: initialData };
  if (length > wholeFileMaxBytes) return { head: initialData, length };
  // a small file: the rest of it in one request, not chunk by chunk as pdf.js would ask
  const sent = await sentRest?.catch(() => null);
  // the early script's rest only when it starts where the first chunk ended (its range is a copy of this one)
  const rest =
    sent && sent.headers.get('content-range')?.startsWith(`bytes ${initialData.byteLength}-`)
      ? sent
      : await fetchImpl(url, { headers: { range: `bytes=${initialData.byteLength}-${length - 1}` }, signal });
  if (!rest.ok) throw new PdfFetchError(rest.status);
  const restData = new Uint8Array(await rest.arrayBuffer());
  // a server that answers this range with the whole file (200) has sent it all
  if (rest.status !== 206) return { data: restData };
  const data = new Uint8Array(initialData.byteLength + restData.byteLength);
  data.set(initialData);
  data.set(restData, initialData.byteLength);
  return { data };
}

/** The starts of PDFs asked for before the viewer opened their URL (prefetchPdfHead), by URL; each is taken once. */
const heads = new Map<string, Promise<PdfStart>>();

/**
 * Asks for the start of the PDF at `url` now — its first chunk, and for a small file the rest of it
 * once the first chunk's answer gives its length — for the viewer to take when it opens the same
 * URL (ADR 111, 173): the session page's loader calls it as soon as the signed URL answers, while
 * the page is still rendering. A start never taken costs its requests.
 */
export function prefetchPdfHead(
  url: string,
  {
    fetchImpl = fetch,
    chunkBytes = PDF_RANGE_CHUNK_BYTES,
    wholeFileMaxBytes = PDF_WHOLE_FILE_MAX_BYTES,
    sent,
    sentRest,
  }: {
    fetchImpl?: typeof fetch;
    chunkBytes?: number;
    wholeFileMaxBytes?: number;
    /** the first chunk's answer, when the session page's HTML already asked (ADR 161) */
    sent?: Promise<Response>;
    /** a small file's rest, when the session page's HTML already asked for it too (ADR 173; null: it did not) */
    sentRest?: Promise<Response | null> | undefined;
  } = {},
): void {
  if (heads.has(url)) return;
  // the latest few only: a session opened and left does not keep its chunk
  if (heads.size >= 4) heads.delete(heads.keys().next().value!);
  const first = sent ?? fetchImpl(url, { headers: { range: `bytes=0-${chunkBytes - 1}` } });
  const start = first.then((response) => readPdfStart(url, response, { fetchImpl, wholeFileMaxBytes, sentRest }));
  start.catch(() => heads.delete(url));
  heads.set(url, start);
}

/**
 * Opens `url` for pdf.js: the start prefetchPdfHead asked for, if it did, else its first chunk by
 * `Range` (and the rest of a small file); then, for a larger file, a transport that fetches the
 * rest by ranges as pdf.js asks. `onError` hears of a range that failed later (an expired signed
 * URL: 403).
 */
export async function openPdfSource(
  /** pdf.js, or its loading: the first chunk is asked for while pdf.js loads */
  pdfjs: Pick<typeof PdfJs, 'PDFDataRangeTransport'> | Promise<Pick<typeof PdfJs, 'PDFDataRangeTransport'>>,
  url: string,
  {
    signal,
    onError,
    fetchImpl = fetch,
    chunkBytes = PDF_RANGE_CHUNK_BYTES,
    wholeFileMaxBytes = PDF_WHOLE_FILE_MAX_BYTES,
  }: {
    signal: AbortSignal;
    onError: (error: unknown) => void;
    fetchImpl?: typeof fetch;
    chunkBytes?: number;
    wholeFileMaxBytes?: number;
  },
): Promise<PdfSource> {
  const prefetched = heads.get(url);
  heads.delete(url);
  // the prefetched start when it came; a refusal is the answer, a failed request is asked for again
  const reused =
    prefetched && chunkBytes === PDF_RANGE_CHUNK_BYTES
      ? await prefetched.catch((error: unknown) => {
          if (error instanceof PdfFetchError) throw error;
          return null;
        })
      : null;
  const start =
    reused ??
    (await readPdfStart(url, await fetchImpl(url, { headers: { range: `bytes=0-${chunkBytes - 1}` }, signal }), {
      fetchImpl,
      wholeFileMaxBytes,
      signal,
    }));
  signal.throwIfAborted();
  if ('data' in start) return start;

  const { PDFDataRangeTransport } = await pdfjs;
  const transport = new PDFDataRangeTransport(start.length, start.head);
  transport.requestDataRange = (begin: number, end: number) => {
    void fetchImpl(url, { headers: { range: `bytes=${begin}-${end - 1}` }, signal })
      .then(async (response) => {
        if (response.status !== 206) throw new PdfFetchError(response.status);
        const chunk = new Uint8Array(await response.arrayBuffer());
        if (!signal.aborted) transport.onDataRange(begin, chunk);
      })
      .catch((error: unknown) => {
        if (!signal.aborted) onError(error);
      });
  };
  return { range: transport, rangeChunkSize: chunkBytes, disableAutoFetch: true, disableStream: true };
}
