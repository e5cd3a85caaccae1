import fs from 'node:fs';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import * as pdfjs from 'pdfjs-dist/legacy/build/pdf.mjs';
import {
  openPdfSource,
  parseContentRangeTotal,
  PDF_WHOLE_FILE_MAX_BYTES,
  PdfFetchError,
  prefetchPdfHead,
  type PdfSource,
} from './pdf-source.ts';

const TEXTBOOK = new Uint8Array(
  fs.readFileSync(path.resolve(import.meta.dirname, '../../../../../../../test/fixtures/documents/textbook-120p.pdf')),
);
/** The textbook read as a book above the whole-file limit is (ADR 173): by ranges. */
const AS_BIG_BOOK = { wholeFileMaxBytes: TEXTBOOK.byteLength - 1 };

/** A file server as fetch: answers `Range` with 206 (or ignores it, as some servers do), counting the bytes it sent. */
function serve(
  file: Uint8Array,
  {
    honoursRange = true,
    status = 200,
    exposesContentRange = true,
    /** the status of every request after the first (403: the link expired in between) */
    laterStatus = status,
    /** whether ranges after the first are honoured */
    honoursLaterRanges = honoursRange,
  }: {
    honoursRange?: boolean;
    status?: number;
    exposesContentRange?: boolean;
    laterStatus?: number;
    honoursLaterRanges?: boolean;
  } = {},
) {
  const log = { bytes: 0, ranges: [] as string[], requests: 0 };
  const fetchImpl = (async (_url: string | URL | Request, init?: RequestInit) => {
    log.requests += 1;
    const first = log.requests === 1;
    if ((first ? status : laterStatus) !== 200)
      return new Response('refused', { status: first ? status : laterStatus });
    const range = new Headers(init?.headers).get('range');
    const match = range && (first ? honoursRange : honoursLaterRanges) ? /^bytes=(\d+)-(\d+)$/.exec(range) : null;
    if (!match) {
      log.bytes += file.byteLength;
      return new Response(file.slice(), { status: 200, headers: { 'content-length': String(file.byteLength) } });
    }
    const start = Number(match[1]);
    const end = Math.min(Number(match[2]), file.byteLength - 1);
    const body = file.slice(start, end + 1);
    log.bytes += body.byteLength;
    log.ranges.push(`${start}-${end}`);
    return new Response(body, {
      status: 206,
      headers: {
        ...(exposesContentRange ? { 'content-range': `bytes ${start}-${end}/${file.byteLength}` } : {}),
        'accept-ranges': 'bytes',
        'content-length': String(body.byteLength),
      },
    });
  }) as typeof fetch;
  return { fetchImpl, log };
}

const tasks: Array<{ destroy: () => Promise<void> }> = [];
afterEach(async () => {
  await Promise.all(tasks.splice(0).map((task) => task.destroy()));
});

async function open(source: PdfSource) {
  const task = pdfjs.getDocument({ ...source, verbosity: pdfjs.VerbosityLevel.ERRORS });
  tasks.push(task);
  return task.promise;
}

async function pageText(pdf: Awaited<ReturnType<typeof open>>, pageNumber: number): Promise<string> {
  const content = await (await pdf.getPage(pageNumber)).getTextContent();
  return content.items.map((item) => ('str' in item ? item.str : '')).join(' ');
}

describe('openPdfSource', () => {
  it('reads a book above the whole-file limit by ranges: page 1 and then page 100 show after a part of the file, never the whole', async () => {
    const { fetchImpl, log } = serve(TEXTBOOK);
    const controller = new AbortController();
    const errors: unknown[] = [];
    const source = await openPdfSource(pdfjs, '/file.pdf', {
      signal: controller.signal,
      onError: (error) => errors.push(error),
      fetchImpl,
      ...AS_BIG_BOOK,
    });
    expect('range' in source).toBe(true);
    const pdf = await open(source);
    expect(pdf.numPages).toBe(120);
    expect((await pageText(pdf, 1)).length).toBeGreaterThan(0);
    const afterPage1 = log.bytes;
    expect(afterPage1).toBeLessThan(TEXTBOOK.byteLength * 0.6);
    expect((await pageText(pdf, 100)).length).toBeGreaterThan(0);
    expect(log.bytes).toBeLessThan(TEXTBOOK.byteLength);
    // every request was a range, the first one the file's first chunk
    expect(log.ranges[0]).toBe('0-65535');
    expect(errors).toEqual([]);
    controller.abort();
  });

  it('reads a small PDF whole in two requests, its first chunk then the rest, rather than chunk after chunk (ADR 173)', async () => {
    expect(TEXTBOOK.byteLength).toBeLessThanOrEqual(PDF_WHOLE_FILE_MAX_BYTES);
    const { fetchImpl, log } = serve(TEXTBOOK);
    const source = await openPdfSource(pdfjs, '/file.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl,
    });
    expect(log.ranges).toEqual(['0-65535', `65536-${TEXTBOOK.byteLength - 1}`]);
    expect('data' in source && source.data).toEqual(TEXTBOOK);
    const pdf = await open(source);
    expect(await pageText(pdf, 100)).toMatch(/\w/);
    // pdf.js asked for nothing more
    expect(log.requests).toBe(2);

    // a server that answers the rest's range with the whole file: that file, as it is
    const ignoresLater = serve(TEXTBOOK, { honoursLaterRanges: false });
    const wholeSource = await openPdfSource(pdfjs, '/file.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: ignoresLater.fetchImpl,
    });
    expect('data' in wholeSource && wholeSource.data).toEqual(TEXTBOOK);

    // the link expired between the two requests: its status, for the viewer to ask for a new link
    const expired = serve(TEXTBOOK, { laterStatus: 403 });
    const error = await openPdfSource(pdfjs, '/file.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: expired.fetchImpl,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfFetchError);
    expect((error as PdfFetchError).status).toBe(403);
  });

  it("uses the whole file when the server ignores Range or hides the length, and says a refusal's status (403: an expired link)", async () => {
    const whole = serve(TEXTBOOK, { honoursRange: false });
    const source = await openPdfSource(pdfjs, '/file.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: whole.fetchImpl,
    });
    expect('data' in source).toBe(true);
    expect((await open(source)).numPages).toBe(120);

    // a 206 whose length is hidden (a bucket's CORS that does not expose Content-Range): the whole file is read
    const hidden = serve(TEXTBOOK, { exposesContentRange: false });
    const hiddenSource = await openPdfSource(pdfjs, '/file.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: hidden.fetchImpl,
    });
    expect('data' in hiddenSource && hiddenSource.data.byteLength).toBe(TEXTBOOK.byteLength);
    expect((await open(hiddenSource)).numPages).toBe(120);

    const refused = serve(TEXTBOOK, { status: 403 });
    const error = await openPdfSource(pdfjs, '/file.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: refused.fetchImpl,
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(PdfFetchError);
    expect((error as PdfFetchError).status).toBe(403);
  });

  it('takes the first chunk prefetchPdfHead asked for once, for the same URL only (ADR 111)', async () => {
    const early = serve(TEXTBOOK);
    prefetchPdfHead('/early.pdf', { fetchImpl: early.fetchImpl, ...AS_BIG_BOOK });
    expect(early.log.ranges).toEqual(['0-65535']);
    const late = serve(TEXTBOOK);
    const options = {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: late.fetchImpl,
      ...AS_BIG_BOOK,
    };
    const source = await openPdfSource(pdfjs, '/early.pdf', options);
    const firstChunks = () => late.log.ranges.filter((range) => range.startsWith('0-'));
    // the viewer asked for no first chunk of its own (only the parts after it, as pdf.js needs them)
    expect(firstChunks()).toEqual([]);
    expect(await pageText(await open(source), 1)).toMatch(/\w/);
    // taken: the next opening of that URL, and any other URL, asks itself
    await openPdfSource(pdfjs, '/early.pdf', options);
    await openPdfSource(pdfjs, '/other.pdf', options);
    expect(firstChunks()).toEqual(['0-65535', '0-65535']);
  });

  it("prefetches a small PDF's rest as soon as its first chunk gives its length, and the viewer asks for nothing (ADR 173)", async () => {
    const early = serve(TEXTBOOK);
    let answerFirst: (response: Response) => void = () => undefined;
    // the first chunk as the session page's HTML asked for it (ADR 161), answered later
    const sent = new Promise<Response>((resolve) => (answerFirst = resolve));
    prefetchPdfHead('/small.pdf', { fetchImpl: early.fetchImpl, sent });
    expect(early.log.requests).toBe(0);
    answerFirst(await serve(TEXTBOOK).fetchImpl('/small.pdf', { headers: { range: 'bytes=0-65535' } }));
    await expect.poll(() => early.log.ranges).toEqual([`65536-${TEXTBOOK.byteLength - 1}`]);
    const late = serve(TEXTBOOK);
    const source = await openPdfSource(pdfjs, '/small.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: late.fetchImpl,
    });
    expect('data' in source && source.data).toEqual(TEXTBOOK);
    expect(late.log.requests).toBe(0);

    // the rest the session page's HTML already asked for (session-start.js): taken, nothing asked again
    const server = serve(TEXTBOOK);
    const none = serve(TEXTBOOK);
    prefetchPdfHead('/sent.pdf', {
      fetchImpl: none.fetchImpl,
      sent: server.fetchImpl('/sent.pdf', { headers: { range: 'bytes=0-65535' } }),
      sentRest: server.fetchImpl('/sent.pdf', { headers: { range: `bytes=65536-${TEXTBOOK.byteLength - 1}` } }),
    });
    const sentSource = await openPdfSource(pdfjs, '/sent.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: none.fetchImpl,
    });
    expect('data' in sentSource && sentSource.data).toEqual(TEXTBOOK);
    expect(none.log.requests).toBe(0);
    // a rest that does not start where the first chunk ended (the script's copy of the range drifted): asked again
    const own = serve(TEXTBOOK);
    prefetchPdfHead('/drifted.pdf', {
      fetchImpl: own.fetchImpl,
      sent: server.fetchImpl('/drifted.pdf', { headers: { range: 'bytes=0-65535' } }),
      sentRest: server.fetchImpl('/drifted.pdf', { headers: { range: `bytes=32768-${TEXTBOOK.byteLength - 1}` } }),
    });
    const drifted = await openPdfSource(pdfjs, '/drifted.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: none.fetchImpl,
    });
    expect('data' in drifted && drifted.data).toEqual(TEXTBOOK);
    expect(own.log.ranges).toEqual([`65536-${TEXTBOOK.byteLength - 1}`]);

    // a prefetch refused (an expired link) is the viewer's answer too: it asks for a new link, not the same one again
    prefetchPdfHead('/expired.pdf', { fetchImpl: serve(TEXTBOOK, { status: 403 }).fetchImpl });
    const error = await openPdfSource(pdfjs, '/expired.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: late.fetchImpl,
    }).catch((caught: unknown) => caught);
    expect((error as PdfFetchError).status).toBe(403);
    expect(late.log.requests).toBe(0);
  });

  it('asks for the first chunk itself when the prefetch of it failed', async () => {
    prefetchPdfHead('/offline.pdf', { fetchImpl: () => Promise.reject(new TypeError('Failed to fetch')) });
    const late = serve(TEXTBOOK);
    const source = await openPdfSource(pdfjs, '/offline.pdf', {
      signal: new AbortController().signal,
      onError: () => undefined,
      fetchImpl: late.fetchImpl,
    });
    expect(late.log.ranges.filter((range) => range.startsWith('0-'))).toEqual(['0-65535']);
    expect(await pageText(await open(source), 1)).toMatch(/\w/);
  });

  it('reads the total length from Content-Range', () => {
    expect(parseContentRangeTotal('bytes 0-65535/548662')).toBe(548662);
    expect(parseContentRangeTotal('bytes */548662')).toBeNull();
    expect(parseContentRangeTotal(null)).toBeNull();
  });
});
