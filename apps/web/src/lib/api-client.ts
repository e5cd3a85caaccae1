import type { ErrorCode } from '@mnemo/contracts/errors';
import type { Locale } from '@mnemo/domain/languages';
import { QUOTA_LIMIT_KINDS, type QuotaLimitKind } from '@mnemo/domain/plans';
import { ApiError, isApiError } from './api-error.ts';
import { getAuthToken } from './auth-token.ts';
import { getUiLanguage, i18n } from './i18n.ts';

export const API_BASE = '/api';

export type ApiMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
export type ApiQuery = Record<string, string | undefined>;

export interface ApiRequestOptions {
  method?: ApiMethod;
  /** Sent as JSON, or as multipart when it is a `FormData` (the browser sets its boundary). */
  body?: unknown;
  query?: ApiQuery;
  signal?: AbortSignal;
  /** Lets the request outlive the page (a save on unload); browsers cap such a body at 64 KiB. */
  keepalive?: boolean;
  /** The language of the server's messages; the interface's unless a page speaks another. */
  language?: Locale;
  /**
   * The answer of this same request when it was already sent, with the same token and language
   * (the session page's early request, ADR 161): read as if it had been sent here.
   */
  sent?: Promise<Response>;
}

/** Builds `/api/...` with the defined query parameters. */
export function buildApiUrl(path: string, query: ApiQuery = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) if (value !== undefined) params.set(key, value);
  const search = params.toString();
  const joiner = path.includes('?') ? '&' : '?';
  return `${API_BASE}${path}${search ? `${joiner}${search}` : ''}`;
}

function somethingWrong(): string {
  return i18n.t('errors:error_something_wrong');
}

function createNetworkError(): ApiError {
  return new ApiError({ status: 0, code: 'NETWORK', message: somethingWrong() });
}

// An answer without our envelope (a proxy's page, an empty body) stands for the code of its status.
const CODE_BY_STATUS: Readonly<Record<number, ErrorCode>> = {
  401: 'UNAUTHENTICATED',
  402: 'QUOTA_LIMIT',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  409: 'CONFLICT',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_FILE',
  429: 'RATE_LIMITED',
};

function readErrorEnvelope(status: number, payload: unknown): ApiError {
  const envelope = (payload as { error?: Record<string, unknown> } | null)?.error;
  if (!envelope || typeof envelope !== 'object') {
    const code = CODE_BY_STATUS[status] ?? (status >= 500 ? 'INTERNAL' : 'VALIDATION');
    return new ApiError({ status, code, message: somethingWrong() });
  }
  // Codes are a closed list in the contracts; importing its runtime value would bundle zod.
  const code = typeof envelope.code === 'string' && envelope.code ? (envelope.code as ErrorCode) : 'INTERNAL';
  const limit = (QUOTA_LIMIT_KINDS as readonly string[]).includes(String(envelope.limit))
    ? (envelope.limit as QuotaLimitKind)
    : undefined;
  const hasServerMessage = typeof envelope.message === 'string' && envelope.message.length > 0;
  return new ApiError({
    status,
    code,
    // The server already translated the message into the request's language.
    message: hasServerMessage ? String(envelope.message) : somethingWrong(),
    hasServerMessage,
    field: typeof envelope.field === 'string' ? envelope.field : undefined,
    limit,
  });
}

async function readJson(response: Response): Promise<unknown> {
  const text = await response.text().catch(() => '');
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return null;
  }
}

function isAbort(error: unknown, signal: AbortSignal | undefined): boolean {
  return Boolean(signal?.aborted) || (error instanceof DOMException && error.name === 'AbortError');
}

/**
 * The one place a request leaves: bearer token, interface language, the body as JSON or
 * multipart. Resolves with an ok response; a refusal becomes the ApiError of its envelope, a
 * lost connection an ApiError `NETWORK`, and an abort stays an AbortError.
 */
async function sendApi(
  path: string,
  options: ApiRequestOptions & { accept: string; lastEventId?: string | undefined },
): Promise<Response> {
  const headers: Record<string, string> = {
    Accept: options.accept,
    'Accept-Language': options.language ?? getUiLanguage(),
  };
  const token = getAuthToken();
  if (token) headers.Authorization = `Bearer ${token}`;
  if (options.lastEventId !== undefined) headers['Last-Event-ID'] = options.lastEventId;
  const init: RequestInit = { method: options.method ?? 'GET', headers };
  if (options.signal) init.signal = options.signal;
  if (options.keepalive) init.keepalive = true;
  if (options.body instanceof FormData) {
    init.body = options.body;
  } else if (options.body !== undefined) {
    headers['Content-Type'] = 'application/json';
    init.body = JSON.stringify(options.body);
  }

  let response: Response;
  try {
    response = await (options.sent ?? fetch(buildApiUrl(path, options.query), init));
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw createNetworkError();
  }
  if (!response.ok) throw readErrorEnvelope(response.status, await readJson(response));
  return response;
}

/**
 * Calls the API with the bearer token and the UI language, and turns an error envelope into a
 * typed ApiError. A 204 answers `undefined`.
 */
export async function requestApi<T>(path: string, options: ApiRequestOptions = {}): Promise<T> {
  const response = await sendApi(path, { ...options, accept: 'application/json' });
  if (response.status === 204) return undefined as T;
  return (await readJson(response)) as T;
}

export interface ApiFile {
  blob: Blob;
  /** The name the server gave in `Content-Disposition`, when it gave one. */
  fileName: string | null;
}

/** Reads the file name of a `Content-Disposition` header (`filename*=UTF-8''…` first, then `filename="…"`). */
export function readAttachmentName(header: string | null): string | null {
  if (!header) return null;
  const encoded = /filename\*=UTF-8''([^;]+)/i.exec(header)?.[1];
  if (encoded) {
    try {
      return decodeURIComponent(encoded.trim());
    } catch {
      return null;
    }
  }
  return /filename="?([^";]+)"?/i.exec(header)?.[1]?.trim() ?? null;
}

/**
 * Fetches a file the API serves (an export, a download) with the bearer token, which a plain link
 * cannot send. A refusal is the same ApiError as `requestApi`'s.
 */
export async function downloadApiFile(path: string, options: ApiRequestOptions = {}): Promise<ApiFile> {
  const response = await sendApi(path, { ...options, accept: '*/*' });
  let blob: Blob;
  try {
    blob = await response.blob();
  } catch (error) {
    if (isAbort(error, options.signal)) throw error;
    throw createNetworkError();
  }
  return { blob, fileName: readAttachmentName(response.headers.get('content-disposition')) };
}

/** Reads a response body as text pieces; a dropped connection becomes an ApiError `NETWORK`. */
async function readTextStream(
  response: Response,
  signal: AbortSignal | undefined,
  onText: (text: string) => 'stop' | void,
): Promise<void> {
  if (!response.body) return;
  const reader = response.body.getReader();
  const decoder = new TextDecoder();
  try {
    for (;;) {
      let chunk: ReadableStreamReadResult<Uint8Array>;
      try {
        chunk = await reader.read();
      } catch (error) {
        if (isAbort(error, signal)) throw error;
        throw createNetworkError();
      }
      if (chunk.done) {
        onText(decoder.decode());
        return;
      }
      if (onText(decoder.decode(chunk.value, { stream: true })) === 'stop') return;
    }
  } finally {
    // Closes the connection when we stop early; a no-op once the stream has ended.
    reader.cancel().catch(() => undefined);
  }
}

function parseStreamedJson(text: string, status: number): unknown {
  try {
    return JSON.parse(text) as unknown;
  } catch {
    throw new ApiError({ status, code: 'INTERNAL', message: somethingWrong() });
  }
}

export interface StreamNdjsonOptions<E> {
  method?: ApiMethod;
  body?: unknown;
  query?: ApiQuery;
  signal?: AbortSignal;
  /** Each line's object, in order, as it arrives. */
  onEvent: (event: E) => void;
}

/**
 * Sends a request and reads its NDJSON answer (one JSON object per line), calling `onEvent` per
 * line as it arrives. Resolves with the last event when the server ends the stream. A refusal
 * before the stream begins is the same ApiError as `requestApi`'s.
 */
export async function streamNdjson<E>(path: string, options: StreamNdjsonOptions<E>): Promise<E | null> {
  const response = await sendApi(path, {
    method: options.method ?? 'POST',
    body: options.body,
    query: options.query,
    signal: options.signal,
    accept: 'application/x-ndjson',
  });
  let buffer = '';
  let last: E | null = null;
  const emitLine = (line: string): void => {
    const trimmed = line.trim();
    if (!trimmed) return;
    last = parseStreamedJson(trimmed, response.status) as E;
    options.onEvent(last);
  };
  await readTextStream(response, options.signal, (text) => {
    buffer += text;
    let newline = buffer.indexOf('\n');
    while (newline !== -1) {
      emitLine(buffer.slice(0, newline));
      buffer = buffer.slice(newline + 1);
      newline = buffer.indexOf('\n');
    }
  });
  emitLine(buffer);
  return last;
}

/** One server-sent event, as the SSE format defines it. */
export interface SseMessage {
  event: string;
  data: string;
  /** The last event id the server set (kept across events, sent back on reconnect). */
  id: string | undefined;
}

/**
 * Parses the text/event-stream format fed in pieces of any size (a line, even a CRLF, may be
 * split between pieces). Comments (`: keep-alive`) are skipped; an event without data is none.
 */
function createSseParser(
  initialEventId: string | undefined,
  handlers: { onMessage: (message: SseMessage) => void; onRetry: (ms: number) => void },
) {
  let buffer = '';
  let data: string[] = [];
  let eventType = '';
  let lastEventId = initialEventId;

  function dispatchEvent(): void {
    if (data.length > 0) handlers.onMessage({ event: eventType || 'message', data: data.join('\n'), id: lastEventId });
    data = [];
    eventType = '';
  }

  function readLine(line: string): void {
    if (line === '') return dispatchEvent();
    if (line.startsWith(':')) return;
    const colon = line.indexOf(':');
    const field = colon === -1 ? line : line.slice(0, colon);
    const value = colon === -1 ? '' : line.slice(colon + 1).replace(/^ /, '');
    if (field === 'data') data.push(value);
    else if (field === 'event') eventType = value;
    else if (field === 'id' && !value.includes('\0')) lastEventId = value;
    else if (field === 'retry' && /^\d+$/.test(value)) handlers.onRetry(Number(value));
  }

  return {
    push(text: string): void {
      buffer += text;
      for (;;) {
        const end = buffer.search(/[\r\n]/);
        if (end === -1) return;
        // A CR at the very end may be the first half of a CRLF: wait for the next piece.
        if (buffer[end] === '\r' && end === buffer.length - 1) return;
        const length = buffer[end] === '\r' && buffer[end + 1] === '\n' ? 2 : 1;
        const line = buffer.slice(0, end);
        buffer = buffer.slice(end + length);
        readLine(line);
      }
    },
    get lastEventId(): string | undefined {
      return lastEventId;
    },
  };
}

export interface SseRetryOptions {
  /** The first pause before reconnecting; doubled on each consecutive failure. */
  initialDelayMs?: number;
  maxDelayMs?: number;
  /** Consecutive failed connections before giving up (a connection that delivered an event resets the count). */
  maxAttempts?: number;
}

export interface FollowSseOptions<E> {
  query?: ApiQuery;
  signal?: AbortSignal;
  /** Each event's data, parsed as JSON, in order. */
  onEvent: (data: E, message: SseMessage) => void;
  /** An event after which nothing more is expected: the stream is closed and followSse resolves with it. */
  isTerminal?: (data: E, message: SseMessage) => boolean;
  /** Called when the connection dropped, before the pause that precedes the next attempt. */
  onReconnecting?: (info: { attempt: number; delayMs: number; error: ApiError | null }) => void;
  retry?: SseRetryOptions;
}

function waitFor(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    if (signal?.aborted) {
      reject(signal.reason as Error);
      return;
    }
    const onAbort = (): void => {
      clearTimeout(timer);
      reject(signal?.reason as Error);
    };
    const timer = setTimeout(() => {
      signal?.removeEventListener('abort', onAbort);
      resolve();
    }, ms);
    signal?.addEventListener('abort', onAbort, { once: true });
  });
}

/** A lost connection, a server failure, a timeout or a rate limit may pass; any other refusal will not. */
function isWorthRetrying(error: unknown): error is ApiError {
  return (
    isApiError(error) &&
    (error.code === 'NETWORK' || error.status >= 500 || error.status === 408 || error.status === 429)
  );
}

/**
 * Follows a server-sent-events stream over fetch (so the bearer header goes along, which
 * EventSource cannot do). When the connection drops, fails with a 5xx, or ends before a terminal
 * event, it reconnects after a pause that doubles with each consecutive failure, sending
 * `Last-Event-ID` when the server gave ids. Resolves with the terminal event; rejects with the
 * ApiError of a refusal (a 4xx is not retried), with the last failure after `maxAttempts`, or
 * with the abort reason. Without `isTerminal` it follows until aborted, like EventSource.
 */
export async function followSse<E>(path: string, options: FollowSseOptions<E>): Promise<E> {
  const { signal } = options;
  const initialDelayMs = options.retry?.initialDelayMs ?? 500;
  const maxDelayMs = options.retry?.maxDelayMs ?? 5_000;
  const maxAttempts = options.retry?.maxAttempts ?? 20;
  let serverDelayMs: number | undefined;
  let lastEventId: string | undefined;
  let failures = 0;

  for (;;) {
    signal?.throwIfAborted();
    const connection: { hasEvents: boolean; terminal: { data: E } | null } = { hasEvents: false, terminal: null };
    let failure: ApiError | null = null;
    try {
      const response = await sendApi(path, { query: options.query, signal, accept: 'text/event-stream', lastEventId });
      const parser = createSseParser(lastEventId, {
        onRetry: (ms) => {
          serverDelayMs = ms;
        },
        onMessage: (message) => {
          if (connection.terminal) return;
          const data = parseStreamedJson(message.data, response.status) as E;
          connection.hasEvents = true;
          options.onEvent(data, message);
          if (options.isTerminal?.(data, message)) connection.terminal = { data };
        },
      });
      await readTextStream(response, signal, (text) => {
        parser.push(text);
        lastEventId = parser.lastEventId;
        return connection.terminal ? 'stop' : undefined;
      });
      if (connection.terminal) return connection.terminal.data;
    } catch (error) {
      if (isAbort(error, signal) || !isWorthRetrying(error)) throw error;
      failure = error;
    }
    failures = connection.hasEvents ? 1 : failures + 1;
    if (failures > maxAttempts) throw failure ?? createNetworkError();
    const delayMs = Math.min(maxDelayMs, (serverDelayMs ?? initialDelayMs) * 2 ** (failures - 1));
    options.onReconnecting?.({ attempt: failures, delayMs, error: failure });
    await waitFor(delayMs, signal);
  }
}
