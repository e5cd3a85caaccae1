import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  type TestApp,
  type TestUser,
} from './test/test-app.ts';

/*
 * Every bad input gets a 4xx, never a 500 (issue 21 item 6): NUL characters and lone surrogates
 * are refused in one place with 400 VALIDATION naming the field; a multipart body cut short is a
 * 400, not a crash of the upload.
 */
let t: TestApp;
let owner: TestUser;
let sessionId: string;
let documentId: string;
let speakerId: string;
beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  const session = await createTestSession(t, owner.token, {
    name: 'Hygiene',
    flashcards: [{ front: 'F', back: 'B', difficulty: 'easy' }],
  });
  sessionId = session.id;
  const doc = await t.ctx.db
    .insertInto('documents')
    .values({
      session_id: sessionId,
      owner_id: owner.uid,
      kind: 'audio',
      file_name: 'talk.mp3',
      status: 'completed',
      embedding_status: 'completed',
      storage_key: null,
      size_bytes: 1,
      source_url: null,
      language: 'en',
      duration_ms: 1000,
      video_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  documentId = doc.id;
  const speaker = await t.ctx.db
    .insertInto('speakers')
    .values({ document_id: documentId, label: 'A', name: null })
    .returning('id')
    .executeTakeFirstOrThrow();
  speakerId = speaker.id;
});
afterAll(async () => t?.close());

const NUL = 'bad\u0000text';
const HIGH = 'half \ud83d emoji';

describe('NUL and lone surrogates', () => {
  const cases = (text: string) =>
    [
      [
        'POST',
        '/api/auth/register',
        { email: `nul${Math.random()}@example.com`, password: 'long enough pw', name: text, ageConfirmed: true },
        'name',
        false,
      ],
      ['PATCH', '/api/auth/me', { name: text }, 'name', true],
      ['POST', '/api/directory/root/folder', { name: text }, 'name', true],
      ['POST', '/api/directory/root/file', { name: text }, 'name', true],
      [
        'PATCH',
        () => `/api/sessions/${sessionId}/flashcards`,
        { upsert: [{ front: text, back: 'b', difficulty: 'easy' }] },
        'upsert.0.front',
        true,
      ],
      [
        'PATCH',
        () => `/api/sessions/${sessionId}/flashcards`,
        { upsert: [{ front: 'f', back: 'b', difficulty: 'easy', tags: [text] }] },
        'upsert.0.tags.0',
        true,
      ],
      [
        'PATCH',
        () => `/api/sessions/${sessionId}/annotations`,
        { upsert: [{ kind: 'area', page: 1, rects: [], note: text }] },
        'upsert.0.note',
        true,
      ],
      [
        'PATCH',
        () => `/api/sessions/${sessionId}/annotations`,
        { upsert: [{ kind: 'text', page: 1, rects: [], quote: text }] },
        'upsert.0.quote',
        true,
      ],
      ['POST', () => `/api/sessions/${sessionId}/chat`, { message: text }, 'message', true],
      ['POST', '/api/feedback', { message: text }, 'message', false],
      // a lone surrogate cannot travel in a URL (it has no UTF-8 form): only NUL there
      ...(text === NUL
        ? ([
            ['GET', `/api/search?q=${encodeURIComponent(text)}`, undefined, 'q', true],
            ['GET', `/api/review/due?concept=${encodeURIComponent(text)}`, undefined, 'concept', true],
          ] as const)
        : []),
      [
        'POST',
        '/api/directory/root/file',
        { name: 'Fine name', flashcards: [{ front: 'f', back: 'b', difficulty: 'easy' }], [text]: 1 },
        text,
        true,
      ],
    ] as const;

  for (const [label, text] of [
    ['a NUL character', NUL],
    ['a lone surrogate', HIGH],
  ] as const) {
    it(`answers 400 VALIDATION naming the field for ${label}, on every kind of route`, async () => {
      for (const [method, url, payload, field, signedIn] of cases(text)) {
        const res = await t.app.inject({
          method,
          url: typeof url === 'function' ? url() : url,
          headers: signedIn ? bearer(owner.token) : {},
          ...(payload ? { payload } : {}),
        });
        expect(res.statusCode, `${method} ${String(url)}: ${res.body}`).toBe(400);
        expect(errorOf(res).code).toBe('VALIDATION');
        expect(errorOf(res).field, `${method} ${String(url)}`).toBe(field);
        expect(errorOf(res).message).toMatch(/cannot be saved/);
      }
    });
  }

  it('a lone surrogate sent as a JSON escape is refused too; a whole emoji is kept', async () => {
    const raw = await t.app.inject({
      method: 'PATCH',
      url: '/api/auth/me',
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: '{"name":"Ana \\udc00"}',
    });
    expect(raw.statusCode).toBe(400);
    expect(errorOf(raw).field).toBe('name');
    const emoji = await t.call('PATCH', '/api/auth/me', owner.token, { name: 'Ana 🌻' });
    expect(emoji.statusCode, emoji.body).toBe(200);
    expect(emoji.json().user.name).toBe('Ana 🌻');
  });

  it('in a multipart field or file name', async () => {
    const form = (fields: Record<string, string>, fileName?: string) => {
      const boundary = 'mnemoBoundary42';
      const parts = Object.entries(fields).map(
        ([k, v]) => `--${boundary}\r\nContent-Disposition: form-data; name="${k}"\r\n\r\n${v}\r\n`,
      );
      if (fileName !== undefined)
        parts.push(
          `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="${fileName}"\r\nContent-Type: text/plain\r\n\r\nSome notes about cells.\r\n`,
        );
      return {
        payload: `${parts.join('')}--${boundary}--\r\n`,
        headers: { ...bearer(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
      };
    };
    const text = await t.app.inject({ method: 'POST', url: '/api/sessions', ...form({ text: `Cells ${NUL}` }) });
    expect(text.statusCode, text.body).toBe(400);
    expect(errorOf(text).field).toBe('text');
    const named = await t.app.inject({ method: 'POST', url: '/api/sessions', ...form({}, `notes${NUL}.txt`) });
    expect(named.statusCode, named.body).toBe(400);
    expect(errorOf(named).field).toBe('file');
    const speaker = await t.app.inject({
      method: 'PATCH',
      url: `/api/documents/${documentId}/speakers/${speakerId}`,
      ...form({ name: NUL }),
    });
    expect(speaker.statusCode, speaker.body).toBe(400);
    expect(errorOf(speaker).field).toBe('name');
  });
});

describe('multipart bodies cut short', () => {
  it('answer 400 on every upload route', async () => {
    const boundary = 'mnemoBoundary42';
    const truncated = `--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="notes.txt"\r\nContent-Type: text/plain\r\n\r\nSome notes ab`;
    for (const url of [
      '/api/sessions',
      `/api/sessions/${sessionId}/documents`,
      '/api/import',
      `/api/sessions/${sessionId}/import`,
      `/api/documents/${documentId}/speakers/${speakerId}`,
    ]) {
      const res = await t.app.inject({
        method: url.includes('/speakers/') ? 'PATCH' : 'POST',
        url,
        headers: { ...bearer(owner.token), 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload: truncated,
      });
      expect(res.statusCode, `${url}: ${res.body}`).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION');
    }
  });
});
