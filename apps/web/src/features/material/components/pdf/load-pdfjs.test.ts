import workerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';

const create = vi.fn((options: { port: unknown }) => ({ port: options.port }));
vi.mock('pdfjs-dist', () => ({
  GlobalWorkerOptions: {},
  PDFWorker: { create },
  VerbosityLevel: { ERRORS: 0 },
}));

/** A module worker as the browser makes it: its script, and whether it was ended. */
class FakeWorker extends EventTarget {
  static made: FakeWorker[] = [];
  terminated = false;
  constructor(
    readonly url: string,
    readonly options?: WorkerOptions,
  ) {
    super();
    FakeWorker.made.push(this);
  }
  terminate() {
    this.terminated = true;
  }
  /** what pdf.js's worker posts once its script has loaded */
  sayReady() {
    this.dispatchEvent(new MessageEvent('message', { data: { action: 'ready' } }));
  }
}

/** load-pdfjs.ts afresh: it keeps its one worker for the page */
const loadModule = async () => {
  vi.resetModules();
  return import('./load-pdfjs.ts');
};

describe("pdf.js's worker (ADR 173)", () => {
  beforeEach(() => {
    FakeWorker.made = [];
    create.mockClear();
    vi.stubGlobal('Worker', FakeWorker);
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    window.__mnemoPdfWorker = undefined;
  });

  it("takes the worker the session page's HTML started for this build's script, once, and starts none of its own", async () => {
    const early = new FakeWorker(workerUrl, { type: 'module' });
    window.__mnemoPdfWorker = { url: workerUrl, ready: Promise.resolve(early as unknown as Worker) };
    const { loadPdfWorker } = await loadModule();
    expect(await loadPdfWorker()).toEqual({ port: early });
    expect(FakeWorker.made).toEqual([early]);
    expect(window.__mnemoPdfWorker).toBeUndefined();
    expect(early.terminated).toBe(false);
  });

  it("ends an early worker of another build's script and starts its own; starts its own when the early one could not start", async () => {
    const stale = new FakeWorker('/assets/pdf.worker.min-old.mjs', { type: 'module' });
    window.__mnemoPdfWorker = {
      url: '/assets/pdf.worker.min-old.mjs',
      ready: Promise.resolve(stale as unknown as Worker),
    };
    const first = await loadModule();
    const opening = first.loadPdfWorker();
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(2));
    const own = FakeWorker.made[1]!;
    expect(own.url).toBe(workerUrl);
    expect(own.options).toEqual({ type: 'module' });
    own.sayReady();
    expect(await opening).toEqual({ port: own });
    expect(stale.terminated).toBe(true);

    FakeWorker.made = [];
    window.__mnemoPdfWorker = { url: workerUrl, ready: Promise.resolve(null) };
    const second = await loadModule();
    const again = second.loadPdfWorker();
    await vi.waitFor(() => expect(FakeWorker.made).toHaveLength(1));
    FakeWorker.made[0]!.sayReady();
    expect(await again).toEqual({ port: FakeWorker.made[0] });
  });
});
