import type { ErrorEnvelope } from '@mnemo/contracts/errors';
import { vi } from 'vitest';
import { API_ROUTES, type ApiResponseOf, type ApiRoute } from './api-routes.ts';

/** A request as the stubbed network saw it. */
export interface RecordedRequest {
  method: string;
  path: string;
  search: URLSearchParams;
  headers: Headers;
  /** A JSON body parsed, a multipart body as the FormData sent. */
  body: unknown;
  params: Record<string, string>;
  /** The request's abort signal: a streamed reply can end the way a browser's would. */
  signal: AbortSignal | undefined;
}

export type Reply<T = unknown> = { status?: number; body?: T } | Response;
export type RouteHandler<T = unknown> = (request: RecordedRequest) => Reply<T> | Promise<Reply<T>>;

/** A JSON reply. */
export function json<T>(body: T, status = 200): Reply<T> {
  return { status, body };
}

/** An error in the API's envelope (ARCHITECTURE.md §4). */
export function apiError(
  status: number,
  code: ErrorEnvelope['error']['code'],
  message: string,
  extra: Omit<Partial<ErrorEnvelope['error']>, 'code' | 'message'> = {},
): Reply<ErrorEnvelope> {
  return { status, body: { error: { code, message, ...extra } } };
}

/** What a route's stub may answer: its contract's body, the error envelope, or a Response (streams). */
export type ApiStub<R extends ApiRoute> =
  Reply<ApiResponseOf<R> | ErrorEnvelope> | RouteHandler<ApiResponseOf<R> | ErrorEnvelope>;

/** A table of stubbed API routes, keyed by the server's own route patterns (test/api-routes.ts). */
export type ApiStubs = { [R in ApiRoute]?: ApiStub<R> };

/** Stubbed bodies that broke their route's contract, reported by `takeContractViolations`. */
const contractViolations: string[] = [];

/** The contract violations since the last call (test/setup.ts fails the test that made any). */
export function takeContractViolations(): string[] {
  return contractViolations.splice(0);
}

function findContractRoute(method: string, path: string): ApiRoute | undefined {
  return (Object.keys(API_ROUTES) as ApiRoute[]).find((route) => matchRoute(route, method, path));
}

/** A success body is checked against the contract of the server route it answers. */
function checkContract(method: string, path: string, status: number, body: unknown): void {
  if (status < 200 || status >= 300 || body === undefined) return;
  const route = findContractRoute(method, path);
  if (!route) {
    contractViolations.push(`${method} ${path}: no such API route (test/api-routes.ts lists the server's)`);
    return;
  }
  const schema = API_ROUTES[route];
  if (!schema) {
    contractViolations.push(`${route} answers no JSON body`);
    return;
  }
  const parsed = schema.safeParse(body);
  if (!parsed.success) {
    const issues = parsed.error.issues
      .map((issue) => `${issue.path.join('.') || '(body)'}: ${issue.message}`)
      .join('; ');
    contractViolations.push(`${route} stub breaks its contract: ${issues}`);
  }
}

function matchRoute(pattern: string, method: string, path: string): Record<string, string> | null {
  const [patternMethod, patternPath] = pattern.split(' ') as [string, string];
  if (patternMethod !== method) return null;
  const expected = patternPath.split('/');
  const actual = path.split('/');
  if (expected.length !== actual.length) return null;
  const params: Record<string, string> = {};
  for (let index = 0; index < expected.length; index += 1) {
    const part = expected[index] ?? '';
    const value = actual[index] ?? '';
    if (part.startsWith(':')) params[part.slice(1)] = decodeURIComponent(value);
    else if (part !== value) return null;
  }
  return params;
}

/**
 * Replaces `fetch` at the network boundary with a table of API routes ("METHOD /api/path/:param",
 * the server's patterns). Each success body must match its route's contract (typed, and checked
 * when sent). Unknown routes answer 404 in the error envelope. Every request is recorded.
 */
export function stubFetch(routes: ApiStubs) {
  return installFetchStub(routes as Record<string, RouteHandler | Reply>, true);
}

/**
 * The same without the contracts, for the transport's own tests (lib/api-client.test.ts), which
 * send bodies of any shape on purpose. Features use `stubFetch`.
 */
export function stubAnyFetch(routes: Record<string, RouteHandler | Reply>) {
  return installFetchStub(routes, false);
}

function installFetchStub(routes: Record<string, RouteHandler | Reply>, isContractChecked: boolean) {
  const requests: RecordedRequest[] = [];
  const fetchMock = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(
      typeof input === 'string' ? input : input instanceof URL ? input.href : input.url,
      'http://localhost',
    );
    const method = (init.method ?? 'GET').toUpperCase();
    const rawBody = init.body;
    const body =
      typeof rawBody === 'string' && rawBody
        ? (JSON.parse(rawBody) as unknown)
        : rawBody instanceof FormData
          ? rawBody
          : undefined;
    const signal = init.signal ?? undefined;
    for (const [pattern, handler] of Object.entries(routes)) {
      const params = matchRoute(pattern, method, url.pathname);
      if (!params) continue;
      const request: RecordedRequest = {
        method,
        path: url.pathname,
        search: url.searchParams,
        headers: new Headers(init.headers),
        body,
        params,
        signal,
      };
      requests.push(request);
      const reply = typeof handler === 'function' ? await handler(request) : handler;
      if (reply instanceof Response) return reply;
      const status = reply.status ?? 200;
      if (isContractChecked) checkContract(method, url.pathname, status, reply.body);
      if (status === 204) return new Response(null, { status });
      return new Response(reply.body === undefined ? null : JSON.stringify(reply.body), {
        status,
        headers: { 'Content-Type': 'application/json' },
      });
    }
    requests.push({
      method,
      path: url.pathname,
      search: url.searchParams,
      headers: new Headers(init.headers),
      body,
      params: {},
      signal,
    });
    return new Response(
      JSON.stringify({ error: { code: 'NOT_FOUND', message: `No stub for ${method} ${url.pathname}` } }),
      {
        status: 404,
        headers: { 'Content-Type': 'application/json' },
      },
    );
  });
  vi.stubGlobal('fetch', fetchMock);
  return {
    requests,
    /** Requests matching a method and path (exact, or a RegExp). */
    find: (method: string, path: string | RegExp) =>
      requests.filter(
        (request) =>
          request.method === method && (typeof path === 'string' ? request.path === path : path.test(request.path)),
      ),
  };
}

/** A promise with its resolve exposed, to hold a request pending. */
export function createDeferred<T>() {
  let resolve!: (value: T) => void;
  const promise = new Promise<T>((done) => {
    resolve = done;
  });
  return { promise, resolve };
}

/**
 * A streamed reply, piece by piece as a server would send it: a string or bytes arrive as one
 * chunk each, an Error drops the connection there. The stream ends after the last piece unless
 * `isHeldOpen`; aborting the request's `signal` ends it with the abort reason, as fetch does.
 */
export function streamReply(
  pieces: ReadonlyArray<string | Uint8Array | Error>,
  options: {
    contentType: string;
    signal?: AbortSignal | undefined;
    isHeldOpen?: boolean;
    delayMs?: number;
    status?: number;
    onCancel?: () => void;
  },
): Response {
  const encoder = new TextEncoder();
  let index = 0;
  let isFinished = false;
  const body = new ReadableStream<Uint8Array>({
    start(controller) {
      options.signal?.addEventListener('abort', () => {
        if (isFinished) return;
        isFinished = true;
        controller.error(options.signal?.reason);
      });
    },
    async pull(controller) {
      if (options.delayMs) await new Promise((resolve) => setTimeout(resolve, options.delayMs));
      if (isFinished) return;
      const piece = pieces[index];
      index += 1;
      if (piece === undefined) {
        if (options.isHeldOpen) return new Promise<void>(() => undefined);
        isFinished = true;
        controller.close();
      } else if (piece instanceof Error) {
        isFinished = true;
        controller.error(piece);
      } else {
        controller.enqueue(typeof piece === 'string' ? encoder.encode(piece) : piece);
      }
    },
    cancel() {
      isFinished = true;
      options.onCancel?.();
    },
  });
  return new Response(body, { status: options.status ?? 200, headers: { 'Content-Type': options.contentType } });
}
