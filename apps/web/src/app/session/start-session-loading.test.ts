import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { waitFor } from '@testing-library/react';
import type { DocumentSummary } from '@mnemo/contracts/library';
import { json, stubAnyFetch, stubFetch } from '../../test/fetch-stub.ts';
import { buildSessionFile } from '../../test/factories.ts';
import { createTestQueryClient, signInForTest } from '../../test/render-app.tsx';
import { clearAuthToken } from '../../lib/auth-token.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { buildAppRoutes } from '../router.tsx';
import { startSessionLoading } from './start-session-loading.ts';
import { PDF_RANGE_CHUNK_BYTES } from '../../features/material/components/pdf/pdf-source.ts';
// the plain script the session page's HTML names (public/, served as it is)
import sessionStartScript from '../../../public/session-start.js?raw';

const { preloadPdfJs } = vi.hoisted(() => ({ preloadPdfJs: vi.fn() }));
vi.mock('../../features/material/components/pdf/load-pdfjs.ts', () => ({
  preloadPdfJs,
  loadPdfJs: vi.fn(),
  loadPdfWorker: vi.fn(),
}));

const PDF_ID = '22222222-2222-4222-8222-222222222222';
const AUDIO_ID = '33333333-3333-4333-8333-333333333333';
const CONTENT_URL = { url: '/api/media/documents/x/pdf?exp=1&sig=s', expiresAt: '2099-01-01T00:00:00.000Z' };

function buildDocument(id: string, kind: DocumentSummary['kind']): DocumentSummary {
  return {
    id,
    kind,
    fileName: `${kind}-${id.slice(0, 4)}`,
    status: 'completed',
    embeddingStatus: 'completed',
    durationMs: null,
    videoId: null,
    createdAt: '2025-03-01T10:00:00.000Z',
  };
}

const paths = (network: ReturnType<typeof stubFetch>) => network.requests.map((request) => request.path);

describe("the session page's requests start with the router, before its code has loaded (ADR 111)", () => {
  beforeEach(() => {
    preloadPdfJs.mockClear();
    signInForTest();
  });

  it("asks for the session file, then the shown PDF's signed URL and pdf.js", async () => {
    const session = buildSessionFile({ documents: [buildDocument(AUDIO_ID, 'audio'), buildDocument(PDF_ID, 'pdf')] });
    const network = stubFetch({
      'GET /api/directory/:folderId/file/:fileId': json(session),
      'GET /api/documents/:id/content-url': json(CONTENT_URL),
    });
    const queryClient = createTestQueryClient();
    startSessionLoading(
      queryClient,
      new URL(`http://localhost/session?folder_id=root&session_id=${session.id}&doc=${PDF_ID}`),
    );
    await waitFor(() => expect(preloadPdfJs).toHaveBeenCalled());
    await waitFor(() =>
      expect(paths(network)).toEqual([
        `/api/directory/root/file/${session.id}`,
        `/api/documents/${PDF_ID}/content-url`,
      ]),
    );
    expect(queryClient.getQueryData(queryKeys.sessionFile('root', session.id))).toEqual(session);
  });

  it('starts nothing for a recording shown first, without a session id, or signed out', async () => {
    const session = buildSessionFile({ documents: [buildDocument(AUDIO_ID, 'audio'), buildDocument(PDF_ID, 'pdf')] });
    const network = stubFetch({ 'GET /api/directory/:folderId/file/:fileId': json(session) });
    startSessionLoading(createTestQueryClient(), new URL(`http://localhost/session?session_id=${session.id}`));
    await waitFor(() => expect(paths(network)).toEqual([`/api/directory/root/file/${session.id}`]));
    startSessionLoading(createTestQueryClient(), new URL('http://localhost/session?folder_id=root'));
    clearAuthToken();
    startSessionLoading(createTestQueryClient(), new URL(`http://localhost/session?session_id=${session.id}`));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(paths(network)).toHaveLength(1);
    expect(preloadPdfJs).not.toHaveBeenCalled();
  });

  it("is the session route's loader when the router has the app's query client, and asks again only for another session", async () => {
    const session = buildSessionFile({ documents: [] });
    const network = stubFetch({ 'GET /api/directory/:folderId/file/:fileId': json(session) });
    const queryClient = createTestQueryClient();
    const route = buildAppRoutes(queryClient)[0]!.children!.find((child) => child.path === 'session')!;
    const loader = route.loader as (args: { request: Request }) => unknown;
    expect(loader({ request: new Request(`http://localhost/session?session_id=${session.id}`) })).toBeNull();
    await waitFor(() => expect(paths(network)).toEqual([`/api/directory/root/file/${session.id}`]));
    const revalidate = route.shouldRevalidate as (args: { currentUrl: URL; nextUrl: URL }) => boolean;
    const at = (query: string) => new URL(`http://localhost/session?${query}`);
    expect(revalidate({ currentUrl: at('session_id=a&page=1'), nextUrl: at('session_id=a&page=2') })).toBe(false);
    expect(revalidate({ currentUrl: at('session_id=a'), nextUrl: at('session_id=b') })).toBe(true);
    expect(buildAppRoutes()[0]!.children!.find((child) => child.path === 'session')!.loader).toBeUndefined();
  });
});

describe("the session's requests sent by the page's HTML, before the app's code has run (ADR 161)", () => {
  /** session-start.js as the server names it: its data attributes read through document.currentScript */
  const runSessionStart = () => {
    const script = document.createElement('script');
    script.setAttribute('data-pdf-kinds', 'pdf,docx,pptx');
    script.setAttribute('data-pdfjs', '/assets/pdf-1.js');
    script.setAttribute('data-pdfjs-worker', '/assets/pdf.worker.min-1.mjs');
    Object.defineProperty(document, 'currentScript', { value: script, configurable: true });
    try {
      // the script as the browser runs it, from its text (a plain script of public/, not a module)
      // eslint-disable-next-line @typescript-eslint/no-implied-eval
      new Function(sessionStartScript)();
    } finally {
      Reflect.deleteProperty(document, 'currentScript');
    }
  };
  /** the module workers the script started: their script and options */
  let workers: Array<{ url: string; options: unknown; worker: EventTarget }> = [];
  beforeEach(() => {
    signInForTest();
    workers = [];
    vi.stubGlobal(
      'Worker',
      class extends EventTarget {
        constructor(url: string, options: unknown) {
          super();
          workers.push({ url, options, worker: this });
        }
        terminate() {}
      },
    );
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__mnemoPdfWorker = undefined;
    window.history.replaceState(null, '', '/');
    window.__mnemoSessionStart = undefined;
    document.head.querySelectorAll('link[rel="modulepreload"]').forEach((link) => link.remove());
  });

  it("sends the session file's, the shown PDF's signed URL's and its first chunk's requests as the app would, and the loader takes their answers instead of asking again", async () => {
    const session = buildSessionFile({ documents: [buildDocument(AUDIO_ID, 'audio'), buildDocument(PDF_ID, 'pdf')] });
    const network = stubFetch({
      'GET /api/directory/:folderId/file/:fileId': json(session),
      'GET /api/documents/:id/content-url': json(CONTENT_URL),
    });
    window.history.replaceState(null, '', `/session?folder_id=root&session_id=${session.id}&doc=${PDF_ID}&page=3`);
    runSessionStart();
    // only the session file until it answers: the signed URL of a document that may have no PDF would be a 404
    expect(paths(network)).toEqual([`/api/directory/root/file/${session.id}`]);
    await waitFor(() =>
      expect(paths(network)).toEqual([
        `/api/directory/root/file/${session.id}`,
        `/api/documents/${PDF_ID}/content-url`,
        '/api/media/documents/x/pdf',
      ]),
    );
    expect(network.requests[0]!.headers.get('authorization')).toBe('Bearer test-token');
    expect(network.requests[0]!.headers.get('accept-language')).toBe('en');
    expect(network.requests[1]!.search.get('variant')).toBe('pdf');
    // the viewer's first chunk (pdf-source.ts): the same bytes, so the viewer takes it
    expect(network.requests[2]!.headers.get('range')).toBe(`bytes=0-${PDF_RANGE_CHUNK_BYTES - 1}`);
    // pdf.js's code, fetched while the app's own loads
    expect(document.head.querySelector('link[rel="modulepreload"]')?.getAttribute('href')).toBe('/assets/pdf-1.js');
    // and its worker, started now (ADR 173), left for the app once it says it is ready
    expect(workers.map(({ url, options }) => [url, options])).toEqual([
      ['/assets/pdf.worker.min-1.mjs', { type: 'module' }],
    ]);
    expect(window.__mnemoPdfWorker?.url).toBe('/assets/pdf.worker.min-1.mjs');
    workers[0]!.worker.dispatchEvent(new MessageEvent('message', { data: { action: 'ready' } }));
    expect(await window.__mnemoPdfWorker?.ready).toBe(workers[0]!.worker);

    const queryClient = createTestQueryClient();
    startSessionLoading(queryClient, new URL(window.location.href));
    await waitFor(() => expect(queryClient.getQueryData(queryKeys.sessionFile('root', session.id))).toEqual(session));
    await waitFor(() => expect(preloadPdfJs).toHaveBeenCalled());
    await waitFor(() => expect(queryClient.getQueryData(['content-url', PDF_ID, 'pdf', null])).toEqual(CONTENT_URL));
    await new Promise((resolve) => setTimeout(resolve, 30));
    expect(paths(network)).toHaveLength(3);
    expect(window.__mnemoSessionStart).toBeUndefined();
  });

  it("asks for a small PDF's rest as soon as its first chunk gives the length, with the range the viewer would ask (ADR 173)", async () => {
    const session = buildSessionFile({ documents: [buildDocument(PDF_ID, 'pdf')] });
    const length = 300_000;
    // the media route is a file's, outside the API's contracts
    const network = stubAnyFetch({
      'GET /api/directory/:folderId/file/:fileId': json(session),
      'GET /api/documents/:id/content-url': json(CONTENT_URL),
      'GET /api/media/documents/:id/:variant': (request) =>
        new Response(new Uint8Array(65536), {
          status: 206,
          headers: {
            'content-range': `bytes 0-65535/${request.headers.get('range') === 'bytes=0-65535' ? length : 0}`,
          },
        }),
    });
    window.history.replaceState(null, '', `/session?session_id=${session.id}&doc=${PDF_ID}`);
    runSessionStart();
    await waitFor(() => expect(paths(network)).toHaveLength(4));
    expect(network.requests.slice(2).map((request) => request.headers.get('range'))).toEqual([
      'bytes=0-65535',
      `bytes=65536-${length - 1}`,
    ]);
    const head = await (await window.__mnemoSessionStart!.pdf)!.head;
    expect((await head!.rest)!.status).toBe(206);
  });

  it('sends only the session file for a recording shown first; nothing on another page or signed out; asked again when the token changed', async () => {
    const session = buildSessionFile({ documents: [buildDocument(AUDIO_ID, 'audio'), buildDocument(PDF_ID, 'pdf')] });
    const network = stubFetch({ 'GET /api/directory/:folderId/file/:fileId': json(session) });
    window.history.replaceState(null, '', `/session?session_id=${session.id}`);
    runSessionStart();
    await waitFor(() => expect(paths(network)).toEqual([`/api/directory/root/file/${session.id}`]));
    expect(await window.__mnemoSessionStart!.pdf).toBeNull();
    // no PDF shown first: no worker for it
    expect(workers).toEqual([]);
    window.__mnemoSessionStart = undefined;
    window.history.replaceState(null, '', `/library?session_id=${session.id}`);
    runSessionStart();
    expect(window.__mnemoSessionStart).toBeUndefined();
    clearAuthToken();
    window.history.replaceState(null, '', `/session?session_id=${session.id}`);
    runSessionStart();
    expect(window.__mnemoSessionStart).toBeUndefined();
    signInForTest('old-token');
    runSessionStart();
    signInForTest('new-token');
    startSessionLoading(createTestQueryClient(), new URL(window.location.href));
    await waitFor(() => expect(paths(network)).toHaveLength(3));
    expect(network.requests.map((request) => request.headers.get('authorization'))).toEqual([
      'Bearer test-token',
      'Bearer old-token',
      'Bearer new-token',
    ]);
  });
});
