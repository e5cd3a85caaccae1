import fs from 'node:fs';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  registerTestUsers,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';
import { createMediaUrl } from './media-links.ts';
import { saveDocumentSpeakers } from './save-derived-material.ts';

let t: TestApp;
let owner: TestUser;
let visitor: TestUser;
let stranger: TestUser;

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../test/fixtures');
const PDF = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'documents/textbook-chapter-10p.pdf')));
const MP3 = new Uint8Array(fs.readFileSync(path.join(FIXTURES, 'audio/one-speaker-jfk.mp3')));
// a 1×1 transparent PNG
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==',
  'base64',
);

beforeAll(async () => {
  t = await buildTestApp();
  [owner, visitor, stranger] = await registerTestUsers(t.app, 3);
});
afterAll(async () => t?.close());

/** A session of `user` with a PDF and a recording of two speakers, and a share token. */
async function seedSession(user: TestUser, name: string) {
  const session = await createTestSession(t, user.token, { name });
  const prefix = `users/${user.uid}/sessions/${session.id}/documents`;
  const insertDocument = async (kind: 'pdf' | 'audio', fileName: string, bytes: Uint8Array) => {
    const document = await t.ctx.db
      .insertInto('documents')
      .values({
        session_id: session.id,
        owner_id: user.uid,
        kind,
        file_name: fileName,
        status: 'completed',
        embedding_status: 'completed',
        storage_key: null,
        size_bytes: bytes.byteLength,
        source_url: null,
        language: 'en',
        duration_ms: null,
        video_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `${prefix}/${document.id}/source.${kind === 'pdf' ? 'pdf' : 'mp3'}`;
    await t.storage.put(key, bytes);
    await t.ctx.db.updateTable('documents').set({ storage_key: key }).where('id', '=', document.id).execute();
    return { id: document.id, key };
  };
  const pdf = await insertDocument('pdf', 'chapter.pdf', PDF);
  const audio = await insertDocument('audio', 'lecture.mp3', MP3);
  const chunk = (
    documentId: string,
    ord: number,
    text: string,
    place: Partial<{ page: number; start_ms: number; end_ms: number; speaker: string }>,
  ) => ({
    document_id: documentId,
    session_id: session.id,
    ord,
    text,
    page: place.page ?? null,
    slide: null,
    start_ms: place.start_ms ?? null,
    end_ms: place.end_ms ?? null,
    speaker: place.speaker ?? null,
    tsv: null,
  });
  const chunks = await t.ctx.db
    .insertInto('chunks')
    .values([
      chunk(pdf.id, 0, 'Cells are the basic unit of life.', { page: 1 }),
      chunk(pdf.id, 1, 'Mitochondria make energy.', { page: 2 }),
      chunk(audio.id, 0, 'Ask not what your country can do for you.', {
        start_ms: 0,
        end_ms: 4000,
        speaker: 'SPEAKER_00',
      }),
      chunk(audio.id, 1, 'Thank you, Mr President.', { start_ms: 4000, end_ms: 6500, speaker: 'SPEAKER_01' }),
      chunk(audio.id, 2, 'Ask what you can do for your country.', {
        start_ms: 6500,
        end_ms: 9000,
        speaker: 'SPEAKER_00',
      }),
    ])
    .returning(['id', 'document_id', 'ord'])
    .execute();
  await saveDocumentSpeakers(t.ctx.db, audio.id);
  const shareToken = await shareTokenOf(t, session.id, user.token);
  return { sessionId: session.id, pdf, audio, chunks, shareToken };
}

/** A multipart body with text fields and at most one file under `fileField`. */
function multipart(fields: Record<string, string>, file?: { field: string; bytes: Uint8Array; name: string }) {
  const boundary = `----mnemo${Math.random().toString(16).slice(2)}`;
  const parts: Buffer[] = Object.entries(fields).map(([key, value]) =>
    Buffer.from(`--${boundary}\r\ncontent-disposition: form-data; name="${key}"\r\n\r\n${value}\r\n`),
  );
  if (file) {
    parts.push(
      Buffer.from(
        `--${boundary}\r\ncontent-disposition: form-data; name="${file.field}"; filename="${file.name}"\r\ncontent-type: application/octet-stream\r\n\r\n`,
      ),
      Buffer.from(file.bytes),
      Buffer.from('\r\n'),
    );
  }
  parts.push(Buffer.from(`--${boundary}--\r\n`));
  return { payload: Buffer.concat(parts), headers: { 'content-type': `multipart/form-data; boundary=${boundary}` } };
}

describe('GET /api/documents/:id/content-url and the signed media route', () => {
  it('mints URLs for the owner and a visitor with a valid token; 401 without a login, 404 for anyone else', async () => {
    const s = await seedSession(owner, 'Content URLs');
    expect((await t.call('GET', `/api/documents/${s.pdf.id}/content-url`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/documents/${s.pdf.id}/content-url`, stranger.token)).statusCode).toBe(404);
    expect(
      (await t.call('GET', `/api/documents/${s.pdf.id}/content-url?sharetoken=${s.shareToken}`, stranger.token))
        .statusCode,
    ).toBe(200);
    const bad = await t.call('GET', `/api/documents/${s.pdf.id}/content-url?sharetoken=nope`, visitor.token);
    expect(errorOf(bad).code).toBe('SHARE_TOKEN_INVALID');

    const minted = await t.call('GET', `/api/documents/${s.pdf.id}/content-url?variant=pdf`, owner.token);
    expect(minted.statusCode, minted.body).toBe(200);
    const { url, expiresAt } = minted.json();
    expect(url).toMatch(new RegExp(`^/api/media/documents/${s.pdf.id}/pdf\\?exp=\\d+&sig=[\\w-]+$`));
    const lifetime = new Date(expiresAt).getTime() - Date.now();
    expect(lifetime).toBeGreaterThan(60_000);
    expect(lifetime).toBeLessThanOrEqual(15 * 60_000);

    // the URL carries no bearer token: anyone holding it gets the bytes until it expires
    const file = await t.call('GET', url);
    expect(file.statusCode).toBe(200);
    expect(file.headers['content-type']).toBe('application/pdf');
    expect(file.headers['content-disposition']).toBe(`inline; filename*=UTF-8''chapter.pdf`);
    expect(file.headers['accept-ranges']).toBe('bytes');
    expect(file.rawPayload.equals(Buffer.from(PDF))).toBe(true);

    const visitorUrl = (
      await t.call('GET', `/api/documents/${s.audio.id}/content-url?sharetoken=${s.shareToken}`, visitor.token)
    ).json().url;
    const audio = await t.call('GET', visitorUrl);
    expect(audio.statusCode).toBe(200);
    expect(audio.headers['content-type']).toBe('audio/mpeg');
  });

  it('answers 403 to an expired or tampered URL, and 404 for a variant the document does not have', async () => {
    const s = await seedSession(owner, 'Expired URLs');
    const expired = await createMediaUrl(
      t.ctx,
      { type: 'document', documentId: s.pdf.id, variant: 'original', storageKey: s.pdf.key },
      Date.now() - 11 * 60_000,
    );
    const expiredRes = await t.call('GET', expired.url);
    expect(expiredRes.statusCode).toBe(403);
    expect(errorOf(expiredRes)).toMatchObject({
      code: 'FORBIDDEN',
      message: 'This link has expired. Ask for a new one.',
    });

    const { url } = (await t.call('GET', `/api/documents/${s.pdf.id}/content-url`, owner.token)).json();
    const tamperedSig = url.replace(/sig=(.)/, (_: string, c: string) => `sig=${c === 'A' ? 'B' : 'A'}`);
    expect((await t.call('GET', tamperedSig)).statusCode).toBe(403);
    // a valid signature does not carry over to another document, variant or a later expiry
    expect((await t.call('GET', url.replace(s.pdf.id, s.audio.id))).statusCode).toBe(403);
    expect((await t.call('GET', url.replace('/original?', '/pdf?'))).statusCode).toBe(403);
    expect(
      (
        await t.call(
          'GET',
          url.replace(/exp=(\d+)/, (_: string, n: string) => `exp=${Number(n) + 600}`),
        )
      ).statusCode,
    ).toBe(403);
    expect((await t.call('GET', url.replace(/&sig=.*/, ''))).statusCode).toBe(403);

    expect((await t.call('GET', `/api/documents/${s.audio.id}/content-url?variant=pdf`, owner.token)).statusCode).toBe(
      404,
    );
  });

  it('serves byte ranges (206) with the right bytes, and 416 past the end', async () => {
    const s = await seedSession(owner, 'Ranges');
    const { url } = (await t.call('GET', `/api/documents/${s.audio.id}/content-url`, owner.token)).json();
    const middle = await t.call('GET', url, undefined, undefined, { range: 'bytes=100-199' });
    expect(middle.statusCode).toBe(206);
    expect(middle.headers['content-range']).toBe(`bytes 100-199/${MP3.byteLength}`);
    expect(middle.headers['content-length']).toBe('100');
    expect(middle.rawPayload.equals(Buffer.from(MP3.subarray(100, 200)))).toBe(true);

    const tail = await t.call('GET', url, undefined, undefined, { range: 'bytes=-10' });
    expect(tail.statusCode).toBe(206);
    expect(tail.rawPayload.equals(Buffer.from(MP3.subarray(MP3.byteLength - 10)))).toBe(true);
    const open = await t.call('GET', url, undefined, undefined, { range: `bytes=${MP3.byteLength - 5}-` });
    expect(open.rawPayload.equals(Buffer.from(MP3.subarray(MP3.byteLength - 5)))).toBe(true);

    const beyond = await t.call('GET', url, undefined, undefined, { range: `bytes=${MP3.byteLength}-` });
    expect(beyond.statusCode).toBe(416);
    expect(beyond.headers['content-range']).toBe(`bytes */${MP3.byteLength}`);
  });

  it("serves a PDF by ranges as the viewer reads it (issue 23 item 12): its first chunk, then any chunk, each a 206 with the file's length", async () => {
    const s = await seedSession(owner, 'PDF ranges');
    const { url } = (await t.call('GET', `/api/documents/${s.pdf.id}/content-url?variant=pdf`, owner.token)).json();
    const CHUNK = 64 * 1024;
    // the viewer's first request: the first chunk, whose Content-Range gives the length
    const first = await t.call('GET', url, undefined, undefined, { range: `bytes=0-${CHUNK - 1}` });
    expect(first.statusCode).toBe(206);
    expect(first.headers['accept-ranges']).toBe('bytes');
    expect(first.headers['content-type']).toBe('application/pdf');
    expect(first.headers['content-range']).toBe(`bytes 0-${CHUNK - 1}/${PDF.byteLength}`);
    expect(first.headers['content-length']).toBe(String(CHUNK));
    expect(first.rawPayload.equals(Buffer.from(PDF.subarray(0, CHUNK)))).toBe(true);
    // a later chunk, the last one cut at the file's end
    const lastStart = Math.floor((PDF.byteLength - 1) / CHUNK) * CHUNK;
    const last = await t.call('GET', url, undefined, undefined, {
      range: `bytes=${lastStart}-${lastStart + CHUNK - 1}`,
    });
    expect(last.statusCode).toBe(206);
    expect(last.headers['content-range']).toBe(`bytes ${lastStart}-${PDF.byteLength - 1}/${PDF.byteLength}`);
    expect(last.rawPayload.equals(Buffer.from(PDF.subarray(lastStart)))).toBe(true);
    // without Range the whole file, saying ranges are served
    const whole = await t.call('GET', url);
    expect(whole.statusCode).toBe(200);
    expect(whole.headers['accept-ranges']).toBe('bytes');
    expect(whole.headers['content-length']).toBe(String(PDF.byteLength));
  });
});

describe('GET /api/documents/:id/chunks', () => {
  it('returns the passages in order with time and speaker to the owner and a visitor; 404 to a stranger', async () => {
    const s = await seedSession(owner, 'Transcript');
    expect((await t.call('GET', `/api/documents/${s.audio.id}/chunks`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/documents/${s.audio.id}/chunks`)).statusCode).toBe(401);
    const res = await t.call('GET', `/api/documents/${s.audio.id}/chunks`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    expect(
      body.speakers.map((sp: { label: string; color: number; name: string | null }) => [sp.label, sp.color, sp.name]),
    ).toEqual([
      ['SPEAKER_00', 0, null],
      ['SPEAKER_01', 1, null],
    ]);
    const speakerOf = new Map(body.speakers.map((sp: { id: string; label: string }) => [sp.id, sp.label]));
    expect(
      body.chunks.map((c: { order: number; startMs: number; endMs: number; speakerId: string; text: string }) => [
        c.order,
        c.startMs,
        c.endMs,
        speakerOf.get(c.speakerId),
      ]),
    ).toEqual([
      [0, 0, 4000, 'SPEAKER_00'],
      [1, 4000, 6500, 'SPEAKER_01'],
      [2, 6500, 9000, 'SPEAKER_00'],
    ]);
    const visitorRes = await t.call(
      'GET',
      `/api/documents/${s.pdf.id}/chunks?sharetoken=${s.shareToken}`,
      visitor.token,
    );
    expect(visitorRes.statusCode).toBe(200);
    expect(visitorRes.json().chunks.map((c: { page: number; text: string }) => [c.page, c.text])).toEqual([
      [1, 'Cells are the basic unit of life.'],
      [2, 'Mitochondria make energy.'],
    ]);
  });
});

describe('PATCH /api/sessions/:id/annotations', () => {
  it('creates, updates and deletes annotations one by one for the owner only, leaving the version alone', async () => {
    const s = await seedSession(owner, 'Annotations');
    const before = (await t.call('GET', `/api/directory/root/file/${s.sessionId}`, owner.token)).json();
    const highlight = {
      documentId: s.pdf.id,
      kind: 'text',
      page: 2,
      rects: [{ x: 0.1, y: 0.2, width: 0.5, height: 0.03 }],
      quote: 'Mitochondria make energy.',
      color: '#86efac',
    };
    const area = {
      documentId: s.pdf.id,
      kind: 'area',
      page: 1,
      rects: [{ x: 0.2, y: 0.3, width: 0.4, height: 0.2 }],
      note: 'The cell diagram',
    };
    const passage = {
      documentId: s.audio.id,
      kind: 'passage',
      chunkId: s.chunks.find((c) => c.document_id === s.audio.id && c.ord === 0)!.id,
      start: 4,
      end: 12,
      quote: 'not what',
    };

    const url = `/api/sessions/${s.sessionId}/annotations`;
    expect((await t.call('PATCH', url, undefined, { upsert: [highlight] })).statusCode).toBe(401);
    expect((await t.call('PATCH', url, stranger.token, { upsert: [highlight] })).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `${url}?sharetoken=${s.shareToken}`, visitor.token, { upsert: [highlight] })).statusCode,
    ).toBe(404);
    expect((await t.call('PATCH', url, visitor.token, { upsert: [highlight] })).statusCode).toBe(404);

    const created = await t.call('PATCH', url, owner.token, { upsert: [highlight, area, passage] });
    expect(created.statusCode, created.body).toBe(200);
    const [h, a, p] = created.json().upserted;
    expect(h).toMatchObject({
      ...highlight,
      id: expect.any(String),
      note: null,
      chunkId: null,
      start: null,
      end: null,
    });
    expect(a).toMatchObject({ ...area, color: '#fde047', quote: null });
    expect(p).toMatchObject({ ...passage, page: null, rects: [] });

    const updated = await t.call('PATCH', url, owner.token, {
      upsert: [{ ...area, id: a.id, note: 'Organelles', color: '#93c5fd' }],
      delete: [h.id],
    });
    expect(updated.json()).toEqual({ upserted: [{ ...a, note: 'Organelles', color: '#93c5fd' }], deleted: [h.id] });

    const after = (await t.call('GET', `/api/directory/root/file/${s.sessionId}`, owner.token)).json();
    expect(after.version).toBe(before.version);
    expect(after.pdfAnnotations.map((x: { id: string; note: string | null }) => [x.id, x.note])).toEqual([
      [a.id, 'Organelles'],
      [p.id, null],
    ]);
    // the visitor reads the owner's annotations through a link made with them, none through the others (ADR 070)
    expect(
      (await t.call('GET', `/api/directory/root/file/${s.sessionId}?sharetoken=${s.shareToken}`, visitor.token)).json()
        .pdfAnnotations,
    ).toEqual([]);
    const withNotes = (
      await t.call('GET', `/api/directory/root/file/${s.sessionId}/share-token?includeNotes=true`, owner.token)
    ).json().shareToken as string;
    const seen = (
      await t.call('GET', `/api/directory/root/file/${s.sessionId}?sharetoken=${withNotes}`, visitor.token)
    ).json();
    expect(seen.pdfAnnotations).toHaveLength(2);
  });

  it("refuses bad anchors, unknown ids and another document's passage with 400", async () => {
    const s = await seedSession(owner, 'Annotation checks');
    const other = await seedSession(stranger, 'Not mine');
    const url = `/api/sessions/${s.sessionId}/annotations`;
    const pdfChunk = s.chunks.find((c) => c.document_id === s.pdf.id)!.id;
    const cases: Array<[unknown, string]> = [
      [{ documentId: s.pdf.id, kind: 'text', rects: [] }, 'upsert.0.page'],
      [{ documentId: s.pdf.id, kind: 'passage', chunkId: pdfChunk, start: 5, end: 5 }, 'upsert.0.end'],
      [{ documentId: other.pdf.id, kind: 'area', page: 1, rects: [] }, 'upsert.0.documentId'],
      [{ documentId: s.audio.id, kind: 'passage', chunkId: pdfChunk, start: 0, end: 3 }, 'upsert.0.chunkId'],
      [
        { id: '00000000-0000-4000-8000-000000000000', documentId: s.pdf.id, kind: 'area', page: 1, rects: [] },
        'upsert.0.id',
      ],
    ];
    for (const [item, field] of cases) {
      const res = await t.call('PATCH', url, owner.token, { upsert: [item] });
      expect(res.statusCode, JSON.stringify(item)).toBe(400);
      expect(errorOf(res).field).toBe(field);
    }
  });
});

describe('PATCH /api/documents/:id/speakers/:speakerId', () => {
  it('renames a speaker and gives it an avatar image (owner only); 415 for a non-image, 413 over 1 MB', async () => {
    const s = await seedSession(owner, 'Speakers');
    const speakers = (await t.call('GET', `/api/documents/${s.audio.id}/chunks`, owner.token)).json().speakers;
    const url = `/api/documents/${s.audio.id}/speakers/${speakers[0].id}`;
    expect((await t.call('PATCH', url, stranger.token, { name: 'JFK' })).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `${url}?sharetoken=${s.shareToken}`, visitor.token, { name: 'JFK' })).statusCode,
    ).toBe(404);
    expect((await t.call('PATCH', url, visitor.token, { name: 'JFK' })).statusCode).toBe(404);
    expect(
      (await t.call('PATCH', `/api/documents/${s.pdf.id}/speakers/${speakers[0].id}`, owner.token, { name: 'JFK' }))
        .statusCode,
    ).toBe(404);
    expect((await t.call('PATCH', url, owner.token, { color: 9 })).statusCode).toBe(400);

    const renamed = await t.call('PATCH', url, owner.token, { name: '  John F. Kennedy ', color: 3 });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json()).toMatchObject({
      id: speakers[0].id,
      label: 'SPEAKER_00',
      name: 'John F. Kennedy',
      color: 3,
      avatarUrl: null,
    });

    const notImage = multipart({}, { field: 'avatar', bytes: PDF.subarray(0, 2048), name: 'face.png' });
    const refused = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...bearer(owner.token), ...notImage.headers },
      payload: notImage.payload,
    });
    expect(refused.statusCode).toBe(415);
    expect(errorOf(refused).message).toBe('Choose a PNG, JPEG or WebP image.');
    const huge = multipart({}, { field: 'avatar', bytes: new Uint8Array(1024 * 1024 + 10).fill(1), name: 'big.png' });
    expect(
      (
        await t.app.inject({
          method: 'PATCH',
          url,
          headers: { ...bearer(owner.token), ...huge.headers },
          payload: huge.payload,
        })
      ).statusCode,
    ).toBe(413);

    const form = multipart({ name: 'JFK' }, { field: 'avatar', bytes: PNG, name: 'face.bin' });
    const withAvatar = await t.app.inject({
      method: 'PATCH',
      url,
      headers: { ...bearer(owner.token), ...form.headers },
      payload: form.payload,
    });
    expect(withAvatar.statusCode, withAvatar.body).toBe(200);
    const { avatarUrl, name } = withAvatar.json();
    expect(name).toBe('JFK');
    const image = await t.call('GET', avatarUrl);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/png');
    expect(image.rawPayload.equals(PNG)).toBe(true);

    // the visitor sees the name and avatar
    const visitorView = (
      await t.call('GET', `/api/documents/${s.audio.id}/chunks?sharetoken=${s.shareToken}`, visitor.token)
    ).json();
    expect(visitorView.speakers[0]).toMatchObject({
      name: 'JFK',
      avatarUrl: expect.stringContaining('/api/media/speakers/'),
    });

    const cleared = await t.call('PATCH', url, owner.token, { avatar: null, name: null });
    expect(cleared.json()).toMatchObject({ name: null, avatarUrl: null });
  });
});

describe('DELETE /api/documents/:id', () => {
  it('removes a document with its passages, items, annotations and files, and frees its place in the quota', async () => {
    const user = await registerTestUser(t.app);
    const s = await seedSession(user, 'Removal');
    await t.call('PATCH', `/api/sessions/${s.sessionId}/annotations`, user.token, {
      upsert: [{ documentId: s.pdf.id, kind: 'area', page: 1, rects: [] }],
    });
    await t.ctx.db
      .insertInto('flashcards')
      .values({
        session_id: s.sessionId,
        position: 0,
        front: 'Generated',
        back: 'From the PDF',
        difficulty: 'easy',
        source_chunk_id: s.chunks[0]!.id,
        is_generated: true,
        document_id: s.pdf.id,
        fsrs: null,
        due: null,
      })
      .execute();
    const quotaBefore = (await t.call('GET', '/api/quota', user.token)).json().documentsStored;
    expect(quotaBefore).toBe(2);

    expect((await t.call('DELETE', `/api/documents/${s.pdf.id}`, stranger.token)).statusCode).toBe(404);
    expect(
      (await t.call('DELETE', `/api/documents/${s.pdf.id}?sharetoken=${s.shareToken}`, visitor.token)).statusCode,
    ).toBe(404);
    const removed = await t.call('DELETE', `/api/documents/${s.pdf.id}`, user.token);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json()).toEqual({ remainingDocuments: 1 });

    expect((await t.call('GET', '/api/quota', user.token)).json().documentsStored).toBe(1);
    const file = (await t.call('GET', `/api/directory/root/file/${s.sessionId}`, user.token)).json();
    expect(file.documents.map((d: { id: string }) => d.id)).toEqual([s.audio.id]);
    expect(file.flashcards).toEqual([]);
    expect(file.pdfAnnotations).toEqual([]);
    expect(t.storage.keys()).not.toContain(s.pdf.key);
    expect((await t.call('GET', `/api/documents/${s.pdf.id}/chunks`, user.token)).statusCode).toBe(404);

    expect((await t.call('DELETE', `/api/documents/${s.audio.id}`, user.token)).json()).toEqual({
      remainingDocuments: 0,
    });
  });

  it('refuses to remove a document still being processed (409)', async () => {
    const s = await seedSession(owner, 'Processing');
    await t.ctx.db.updateTable('documents').set({ status: 'processing' }).where('id', '=', s.pdf.id).execute();
    expect((await t.call('DELETE', `/api/documents/${s.pdf.id}`, owner.token)).statusCode).toBe(409);
  });
});

describe('GET /api/search', () => {
  it("finds the user's passages, cards and notes grouped by session, and nothing of other users", async () => {
    const user = await registerTestUser(t.app);
    const s = await seedSession(user, 'Searchable biology');
    await t.ctx.db
      .updateTable('chunks')
      .set({ tsv: sql`to_tsvector(language::regconfig, text)` })
      .where('session_id', '=', s.sessionId)
      .execute();
    await t.call('PATCH', `/api/sessions/${s.sessionId}/annotations`, user.token, {
      upsert: [{ documentId: s.pdf.id, kind: 'area', page: 2, rects: [], note: 'Remember the mitochondria' }],
    });
    await t.ctx.db
      .insertInto('flashcards')
      .values({
        session_id: s.sessionId,
        position: 0,
        front: 'What do mitochondria make?',
        back: 'Energy',
        difficulty: 'easy',
        source_chunk_id: s.chunks[1]!.id,
        is_generated: false,
        fsrs: null,
        due: null,
      })
      .execute();
    await seedSession(stranger, 'Stranger biology');

    expect((await t.call('GET', '/api/search?q=m', user.token)).statusCode).toBe(400);
    const res = await t.call('GET', '/api/search?q=mitochondria', user.token);
    expect(res.statusCode, res.body).toBe(200);
    const { groups } = res.json();
    expect(groups).toHaveLength(1);
    expect(groups[0].session).toEqual({ id: s.sessionId, name: 'Searchable biology', folderId: null });
    expect(groups[0].hits.map((h: { kind: string; page: number | null }) => [h.kind, h.page])).toEqual([
      ['passage', 2],
      ['flashcard', 2],
      ['note', 2],
    ]);
    expect(groups[0].hits[0]).toMatchObject({
      snippet: 'Mitochondria make energy.',
      documentId: s.pdf.id,
      chunkId: s.chunks[1]!.id,
    });
  });
});
