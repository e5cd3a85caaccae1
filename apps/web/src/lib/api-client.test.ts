import { describe, expect, it, vi } from 'vitest';
import type { ChatStreamEvent } from '@mnemo/contracts/study';
import { apiError, json, streamReply, stubAnyFetch as stubFetch } from '../test/fetch-stub.ts';
import { downloadApiFile, followSse, readAttachmentName, requestApi, streamNdjson } from './api-client.ts';
import { ApiError } from './api-error.ts';
import { AUTH_TOKEN_STORAGE_KEY } from './auth-token.ts';
import { i18n } from './i18n.ts';

const NDJSON = 'application/x-ndjson; charset=utf-8';
const SSE = 'text/event-stream; charset=utf-8';
const FAST_RETRY = { initialDelayMs: 1, maxDelayMs: 4 };

describe('requestApi', () => {
  it('sends the bearer token and the interface language', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'secret');
    await i18n.changeLanguage('pt');
    const network = stubFetch({ 'GET /api/quota': json({ plan: 'FREE' }) });
    await expect(requestApi('/quota')).resolves.toEqual({ plan: 'FREE' });
    const [request] = network.requests;
    expect(request?.headers.get('Authorization')).toBe('Bearer secret');
    expect(request?.headers.get('Accept-Language')).toBe('pt');
  });

  it('sends a FormData body as multipart, leaving its Content-Type (and boundary) to the browser', async () => {
    const network = stubFetch({ 'POST /api/sessions': json({ ok: true }, 202) });
    const form = new FormData();
    form.set('name', 'Cell biology');
    await requestApi('/sessions', { method: 'POST', body: form });
    const [request] = network.requests;
    expect(request?.headers.has('Content-Type')).toBe(false);
    expect(request?.body).toBeInstanceOf(FormData);
    expect((request?.body as FormData).get('name')).toBe('Cell biology');
  });

  it('sends other bodies as JSON', async () => {
    const network = stubFetch({ 'PUT /api/directory/:id': { status: 204 } });
    await requestApi('/directory/abc', { method: 'PUT', body: { name: 'Biology' } });
    expect(network.requests[0]?.headers.get('Content-Type')).toBe('application/json');
    expect(network.requests[0]?.body).toEqual({ name: 'Biology' });
  });

  it('turns the error envelope into a typed ApiError with the server message', async () => {
    stubFetch({
      'POST /api/auth/register': apiError(400, 'VALIDATION', 'Tem de ter pelo menos 13 anos', {
        field: 'ageConfirmed',
      }),
    });
    const failure = await requestApi('/auth/register', { method: 'POST', body: {} }).catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ApiError);
    expect(failure).toMatchObject({
      status: 400,
      code: 'VALIDATION',
      field: 'ageConfirmed',
      message: 'Tem de ter pelo menos 13 anos',
      hasServerMessage: true,
    });
  });

  it('answers undefined for 204 and uses a generic message when a failure has no envelope', async () => {
    stubFetch({
      'DELETE /api/directory/root': { status: 204 },
      'GET /api/sessions': new Response('<html>Bad gateway</html>', { status: 502 }),
    });
    await expect(requestApi('/directory/root', { method: 'DELETE' })).resolves.toBeUndefined();
    await expect(requestApi('/sessions')).rejects.toMatchObject({
      status: 502,
      code: 'INTERNAL',
      message: 'Something went wrong. Please try again later.',
      hasServerMessage: false,
    });
  });

  it('gives an answer without an envelope the code its status stands for', async () => {
    stubFetch({
      'GET /api/directory/root': { status: 403, body: {} },
      'GET /api/quota': new Response('Not found', { status: 404 }),
    });
    await expect(requestApi('/directory/root')).rejects.toMatchObject({
      status: 403,
      code: 'FORBIDDEN',
      hasServerMessage: false,
    });
    await expect(requestApi('/quota')).rejects.toMatchObject({ status: 404, code: 'NOT_FOUND' });
  });

  it('reports a request that got no answer as NETWORK, and lets an abort through as an abort', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new TypeError('Failed to fetch'))),
    );
    await expect(requestApi('/quota')).rejects.toMatchObject({ code: 'NETWORK', status: 0 });
    const controller = new AbortController();
    controller.abort();
    vi.stubGlobal(
      'fetch',
      vi.fn(() => Promise.reject(new DOMException('aborted', 'AbortError'))),
    );
    await expect(requestApi('/quota', { signal: controller.signal })).rejects.toMatchObject({ name: 'AbortError' });
  });
});

describe('streamNdjson', () => {
  const SESSION = '/sessions/11111111-1111-4111-8111-111111111111/chat';

  it('delivers each line once whole, however the chunks split lines and characters', async () => {
    const done: ChatStreamEvent = {
      type: 'done',
      messageId: '33333333-3333-4333-8333-333333333333',
      text: 'Célula.',
      citations: [],
      places: [],
      isRefusal: false,
      tokens: 12,
    };
    const bytes = new TextEncoder().encode(
      `{"type":"text","delta":"Céla"}\r\n{"type":"text","delta":"."}\n\n${JSON.stringify(done)}`,
    );
    const accent = bytes.indexOf(0xc3);
    // cut inside the first line, inside the two bytes of "é", and between \r and \n
    const cuts = [0, 10, accent + 1, bytes.indexOf(0x0d) + 1, bytes.length];
    const pieces = cuts.slice(1).map((end, index) => bytes.slice(cuts[index], end));
    const network = stubFetch({
      [`POST /api${SESSION}`]: (request) => streamReply(pieces, { contentType: NDJSON, signal: request.signal }),
    });
    const events: ChatStreamEvent[] = [];
    const last = await streamNdjson<ChatStreamEvent>(SESSION, {
      body: { message: 'What is a cell?' },
      query: { sharetoken: 'abc' },
      onEvent: (event) => events.push(event),
    });
    expect(events).toEqual([{ type: 'text', delta: 'Céla' }, { type: 'text', delta: '.' }, done]);
    expect(last).toEqual(done);
    const [request] = network.requests;
    expect(request?.body).toEqual({ message: 'What is a cell?' });
    expect(request?.search.get('sharetoken')).toBe('abc');
    expect(request?.headers.get('Accept')).toBe('application/x-ndjson');
  });

  it('refuses before the stream as the same typed ApiError as a JSON call', async () => {
    stubFetch({
      [`POST /api${SESSION}`]: apiError(402, 'QUOTA_LIMIT', 'Quota limit exceeded', { limit: 'TOKENS_LIMIT' }),
    });
    const onEvent = vi.fn();
    await expect(streamNdjson(SESSION, { body: { message: 'Hi' }, onEvent })).rejects.toMatchObject({
      status: 402,
      code: 'QUOTA_LIMIT',
      limit: 'TOKENS_LIMIT',
      message: 'Quota limit exceeded',
    });
    expect(onEvent).not.toHaveBeenCalled();
  });

  it('reports a connection dropped mid-answer as NETWORK after the lines that arrived', async () => {
    stubFetch({
      [`POST /api${SESSION}`]: () =>
        streamReply(['{"type":"text","delta":"Cells"}\n{"type":"te', new TypeError('network')], {
          contentType: NDJSON,
        }),
    });
    const events: unknown[] = [];
    await expect(
      streamNdjson(SESSION, { body: { message: 'Hi' }, onEvent: (event) => events.push(event) }),
    ).rejects.toMatchObject({
      code: 'NETWORK',
    });
    expect(events).toEqual([{ type: 'text', delta: 'Cells' }]);
  });

  it('stops reading and closes the connection when aborted', async () => {
    const controller = new AbortController();
    const onCancel = vi.fn();
    stubFetch({
      [`POST /api${SESSION}`]: (request) =>
        streamReply(['{"type":"text","delta":"Cells"}\n'], {
          contentType: NDJSON,
          signal: request.signal,
          isHeldOpen: true,
          onCancel,
        }),
    });
    const events: unknown[] = [];
    const reading = streamNdjson(SESSION, {
      body: { message: 'Hi' },
      signal: controller.signal,
      onEvent: (event) => {
        events.push(event);
        controller.abort();
      },
    });
    await expect(reading).rejects.toMatchObject({ name: 'AbortError' });
    expect(events).toHaveLength(1);
  });
});

interface Tick {
  n: number;
  isLast?: boolean;
}

describe('followSse', () => {
  const PATH = '/documents/22222222-2222-4222-8222-222222222222/events';
  const ROUTE = `GET /api${PATH}`;
  const isLast = (tick: Tick) => tick.isLast === true;

  it('parses events split anywhere, skips comments, joins multi-line data and resolves on the terminal event', async () => {
    const onCancel = vi.fn();
    const network = stubFetch({
      [ROUTE]: (request) =>
        streamReply(
          [
            ': keep-alive\r',
            '\n\r\nevent: document\r\nda',
            'ta: {"n":1}\r',
            '\n\r',
            '\ndata: {"n":\r',
            '\ndata: 2}\n\n',
            'data: {"n":3,"isLast":true}\n\n',
          ],
          { contentType: SSE, signal: request.signal, isHeldOpen: true, onCancel },
        ),
    });
    const seen: Array<[Tick, string]> = [];
    const last = await followSse<Tick>(PATH, {
      onEvent: (tick, message) => seen.push([tick, message.event]),
      isTerminal: isLast,
    });
    expect(seen).toEqual([
      [{ n: 1 }, 'document'],
      [{ n: 2 }, 'message'],
      [{ n: 3, isLast: true }, 'message'],
    ]);
    expect(last).toEqual({ n: 3, isLast: true });
    // the server would keep the stream open: we closed it
    expect(onCancel).toHaveBeenCalled();
    expect(network.requests[0]?.headers.get('Accept')).toBe('text/event-stream');
  });

  it('reconnects after a dropped connection with Last-Event-ID, with a pause that doubles per consecutive failure', async () => {
    let connection = 0;
    const network = stubFetch({
      [ROUTE]: (request) => {
        connection += 1;
        if (connection === 1 || connection === 3) return streamReply([new TypeError('reset')], { contentType: SSE });
        if (connection === 2)
          return streamReply(['id: 7\ndata: {"n":1}\n\ndata: {"n"', new TypeError('reset')], { contentType: SSE });
        if (connection === 4) return apiError(503, 'INTERNAL', 'Unavailable');
        return streamReply(['data: {"n":2,"isLast":true}\n\n'], { contentType: SSE, signal: request.signal });
      },
    });
    const ticks: Tick[] = [];
    const onReconnecting = vi.fn();
    const last = await followSse<Tick>(PATH, {
      onEvent: (tick) => ticks.push(tick),
      isTerminal: isLast,
      onReconnecting,
      retry: FAST_RETRY,
    });
    expect(last).toEqual({ n: 2, isLast: true });
    expect(ticks).toEqual([{ n: 1 }, { n: 2, isLast: true }]);
    expect(network.requests.map((request) => request.headers.get('Last-Event-ID'))).toEqual([
      null,
      null,
      '7',
      '7',
      '7',
    ]);
    // a connection that delivered an event starts the count again
    expect(onReconnecting.mock.calls.map(([info]) => (info as { delayMs: number }).delayMs)).toEqual([1, 1, 2, 4]);
  });

  it('reconnects when the server ends the stream before the terminal event', async () => {
    let connection = 0;
    stubFetch({
      [ROUTE]: () => {
        connection += 1;
        return streamReply([connection === 1 ? 'data: {"n":1}\n\n' : 'data: {"n":2,"isLast":true}\n\n'], {
          contentType: SSE,
        });
      },
    });
    const ticks: Tick[] = [];
    await followSse<Tick>(PATH, { onEvent: (tick) => ticks.push(tick), isTerminal: isLast, retry: FAST_RETRY });
    expect(ticks).toEqual([{ n: 1 }, { n: 2, isLast: true }]);
    expect(connection).toBe(2);
  });

  it('does not retry a refusal: a 4xx before the stream is the typed ApiError', async () => {
    const network = stubFetch({
      [ROUTE]: apiError(
        403,
        'SHARE_TOKEN_INVALID',
        'This share link is not valid. Ask the person who shared it for a new one.',
      ),
    });
    await expect(
      followSse<Tick>(PATH, { onEvent: vi.fn(), isTerminal: isLast, retry: FAST_RETRY }),
    ).rejects.toMatchObject({
      status: 403,
      code: 'SHARE_TOKEN_INVALID',
    });
    expect(network.requests).toHaveLength(1);
  });

  it('gives up after maxAttempts consecutive failures with the last error', async () => {
    const network = stubFetch({ [ROUTE]: apiError(500, 'INTERNAL', 'Something went wrong. Please try again later.') });
    await expect(
      followSse<Tick>(PATH, { onEvent: vi.fn(), isTerminal: isLast, retry: { ...FAST_RETRY, maxAttempts: 2 } }),
    ).rejects.toMatchObject({ status: 500, code: 'INTERNAL' });
    expect(network.requests).toHaveLength(3);
  });

  it('stops when aborted, during a read and during the pause before reconnecting', async () => {
    const reading = new AbortController();
    stubFetch({
      [ROUTE]: (request) =>
        streamReply(['data: {"n":1}\n\n'], { contentType: SSE, signal: request.signal, isHeldOpen: true }),
    });
    await expect(
      followSse<Tick>(PATH, { signal: reading.signal, onEvent: () => reading.abort(), isTerminal: isLast }),
    ).rejects.toMatchObject({
      name: 'AbortError',
    });

    const pausing = new AbortController();
    const network = stubFetch({ [ROUTE]: () => streamReply([new TypeError('reset')], { contentType: SSE }) });
    await expect(
      followSse<Tick>(PATH, {
        signal: pausing.signal,
        onEvent: vi.fn(),
        isTerminal: isLast,
        onReconnecting: () => pausing.abort(),
        retry: { initialDelayMs: 60_000 },
      }),
    ).rejects.toMatchObject({ name: 'AbortError' });
    expect(network.requests).toHaveLength(1);
  });
});

describe('downloadApiFile', () => {
  it('reads the body as a file named by Content-Disposition, sending the token and language', async () => {
    window.localStorage.setItem(AUTH_TOKEN_STORAGE_KEY, 'file-token');
    const network = stubFetch({
      'GET /api/sessions/:id/export': () =>
        new Response('a,b', {
          headers: { 'Content-Disposition': "attachment; filename*=UTF-8''Biologia%20%E2%80%94%20c%C3%A9lulas.csv" },
        }),
    });
    const file = await downloadApiFile('/sessions/s1/export', { query: { format: 'csv' } });
    expect(file.fileName).toBe('Biologia — células.csv');
    expect(await file.blob.text()).toBe('a,b');
    const [request] = network.requests;
    expect(request?.search.get('format')).toBe('csv');
    expect(request?.headers.get('Authorization')).toBe('Bearer file-token');
    expect(request?.headers.get('Accept-Language')).toBe('en');
  });

  it('turns a refusal into the ApiError of its envelope', async () => {
    stubFetch({ 'GET /api/me/export': apiError(401, 'UNAUTHENTICATED', 'Login required') });
    await expect(downloadApiFile('/me/export')).rejects.toMatchObject({
      code: 'UNAUTHENTICATED',
      message: 'Login required',
    });
  });

  it('reads plain and missing file names', () => {
    expect(readAttachmentName('attachment; filename="deck.apkg"')).toBe('deck.apkg');
    expect(readAttachmentName('attachment')).toBeNull();
    expect(readAttachmentName(null)).toBeNull();
  });
});
