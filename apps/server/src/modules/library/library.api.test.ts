import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  errorOf,
  MISSING_ID,
  registerTestUser,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  stranger = await registerTestUser(t.app, { locale: 'pt' });
});
afterAll(async () => t?.close());

async function createFile(name: string, body: Record<string, unknown> = {}, folder = 'root', token = owner.token) {
  const res = await t.call('POST', `/api/directory/${folder}/file`, token, { name, ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json();
}

describe('folders: create, browse, rename, delete', () => {
  it('401 / 400 / 404 / 409 before the happy path', async () => {
    expect((await t.call('POST', '/api/directory/root/folder', undefined, { name: 'A' })).statusCode).toBe(401);
    const bad = await t.call('POST', '/api/directory/root/folder', owner.token, { name: '   ' });
    expect(bad.statusCode).toBe(400);
    expect(errorOf(bad).field).toBe('name');
    expect((await t.call('POST', '/api/directory/not-a-uuid/folder', owner.token, { name: 'A' })).statusCode).toBe(400);
    expect((await t.call('POST', `/api/directory/${MISSING_ID}/folder`, owner.token, { name: 'A' })).statusCode).toBe(
      404,
    );

    const created = await t.call('POST', '/api/directory/root/folder', owner.token, { name: '  Semester 1 ' });
    expect(created.statusCode).toBe(201);
    expect(created.json()).toMatchObject({ name: 'Semester 1', type: 'folder' });
    const dup = await t.call('POST', '/api/directory/root/folder', owner.token, { name: 'semester 1' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('The folder name is already in use. Please choose another name.');
    // another user's folder is not ours: 404
    expect((await t.call('GET', `/api/directory/${created.json().id}`, stranger.token)).statusCode).toBe(404);
  });

  it('browses root and a folder, renames it, deletes it with its contents', async () => {
    const folder = (await t.call('POST', '/api/directory/root/folder', owner.token, { name: 'Chemistry' })).json();
    const sub = (await t.call('POST', `/api/directory/${folder.id}/folder`, owner.token, { name: 'Organic' })).json();
    expect(sub.parent).toEqual({ id: folder.id });
    const inFolder = await createFile('Acids', {}, folder.id);
    const inSub = await createFile('Alkanes', {}, sub.id);
    await t.storage.put(`users/${owner.uid}/sessions/${inSub.id}/file.pdf`, new Uint8Array([1]));

    const root = (await t.call('GET', '/api/directory', owner.token)).json();
    expect(root.contents).toEqual(expect.arrayContaining([{ id: folder.id, name: 'Chemistry', type: 'folder' }]));
    expect((await t.call('GET', '/api/directory/root', owner.token)).json()).toEqual(root);
    const listing = (await t.call('GET', `/api/directory/${folder.id}`, owner.token)).json();
    expect(listing.contents).toEqual([
      { id: sub.id, name: 'Organic', type: 'folder', parent: { id: folder.id } },
      { id: inFolder.id, name: 'Acids', type: 'file', parent: { id: folder.id } },
    ]);
    expect(listing.folder).toEqual({ id: folder.id, name: 'Chemistry' });

    expect((await t.call('PUT', `/api/directory/${folder.id}`, stranger.token, { name: 'Mine' })).statusCode).toBe(404);
    expect((await t.call('PUT', `/api/directory/${folder.id}`, owner.token, { name: 'Semester 1' })).statusCode).toBe(
      409,
    );
    const renamed = await t.call('PUT', `/api/directory/${folder.id}`, owner.token, { name: 'Chem' });
    expect(renamed.json()).toMatchObject({ id: folder.id, name: 'Chem' });

    expect((await t.call('DELETE', `/api/directory/${folder.id}`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/directory/root', owner.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/directory/${folder.id}`, owner.token)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/directory/root/file/${inSub.id}`, owner.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/directory/root/file/${inFolder.id}`, owner.token)).statusCode).toBe(404);
    expect(t.storage.keys().some((k) => k.includes(inSub.id))).toBe(false);
  });
});

describe('files (sessions)', () => {
  it('create: 401, 400 (short name, bad items, unknown fields), 404 folder, 409 duplicate, then 201', async () => {
    expect((await t.call('POST', '/api/directory/root/file', undefined, { name: 'Physics' })).statusCode).toBe(401);
    const short = await t.call('POST', '/api/directory/root/file', owner.token, { name: 'ab' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({ field: 'name', message: 'Please enter a name larger than 2 characters.' });
    const badCard = await t.call('POST', '/api/directory/root/file', owner.token, {
      name: 'Physics',
      flashcards: [{ front: 'x', back: '', difficulty: 'easy' }],
    });
    expect(errorOf(badCard).field).toBe('flashcards.0.back');
    const unknown = await t.call('POST', '/api/directory/root/file', owner.token, { name: 'Physics', colour: 'red' });
    expect(unknown.statusCode).toBe(400);
    expect(
      (await t.call('POST', `/api/directory/${MISSING_ID}/file`, owner.token, { name: 'Physics' })).statusCode,
    ).toBe(404);

    const file = await createFile('Physics', {
      flashcards: [{ front: 'Unit of force?', back: 'The newton', difficulty: 'easy' }],
      questions: [
        { type: 'multiple_choice', prompt: 'g on Earth?', options: ['9.8 m/s²', '1.6 m/s²'], correctIndex: 0 },
        { type: 'true_false', prompt: 'Light is faster than sound.', answer: true },
        {
          type: 'open_ended',
          prompt: 'State Newton’s first law.',
          expectedAnswer: 'A body stays at rest or in uniform motion unless a force acts on it.',
        },
      ],
      youtubeVideoIds: ['KXof0q88xbg'],
    });
    expect(file).toMatchObject({
      name: 'Physics',
      version: 0,
      youtubeVideoIds: ['KXof0q88xbg'],
      summary: null,
      documents: [],
      isOwner: true,
    });
    expect(file.flashcards).toHaveLength(1);
    expect(file.flashcards[0]).toMatchObject({ id: expect.any(String), front: 'Unit of force?', sourceChunkId: null });
    expect(file.questions.map((q: { type: string }) => q.type)).toEqual([
      'multiple_choice',
      'true_false',
      'open_ended',
    ]);
    expect(file.parent).toBeUndefined();

    const dup = await t.call('POST', '/api/directory/root/file', owner.token, { name: 'physics' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('File name already exists');
    // the same name is fine for another user
    await createFile('Physics', {}, 'root', stranger.token);
  });

  it('read: 401, 404 for others and for a wrong folder, root works for any session', async () => {
    const folder = (await t.call('POST', '/api/directory/root/folder', owner.token, { name: 'Reading' })).json();
    const file = await createFile('Read me', {}, folder.id);
    expect((await t.call('GET', `/api/directory/root/file/${file.id}`)).statusCode).toBe(401);
    expect((await t.call('GET', `/api/directory/root/file/${file.id}`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/directory/root/file/${MISSING_ID}`, owner.token)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/directory/${MISSING_ID}/file/${file.id}`, owner.token)).statusCode).toBe(404);
    expect((await t.call('GET', '/api/directory/root/file/123', owner.token)).statusCode).toBe(400);
    expect((await t.call('GET', `/api/directory/root/file/${file.id}`, owner.token)).json()).toMatchObject({
      id: file.id,
      parent: { id: folder.id },
    });
    expect((await t.call('GET', `/api/directory/${folder.id}/file/${file.id}`, owner.token)).statusCode).toBe(200);
  });

  it('PUT of one collection is a diff by id: updates keep ids, new items are created, missing ones deleted', async () => {
    const file = await createFile('Diffs', {
      flashcards: [
        { front: 'A?', back: 'a', difficulty: 'easy' },
        { front: 'B?', back: 'b', difficulty: 'medium' },
      ],
    });
    const [a, b] = file.flashcards;
    await t.ctx.db
      .updateTable('flashcards')
      .set({ fsrs: JSON.stringify({ stability: 3 }) })
      .where('id', '=', a.id)
      .execute();

    const res = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      version: 0,
      flashcards: [
        { id: a.id, front: 'A changed?', back: 'a', difficulty: 'hard' },
        { front: 'C?', back: 'c', difficulty: 'easy' },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const after = res.json();
    expect(after.version).toBe(1);
    expect(after.flashcards.map((c: { front: string }) => c.front)).toEqual(['A changed?', 'C?']);
    expect(after.flashcards[0].id).toBe(a.id);
    expect(after.flashcards.map((c: { id: string }) => c.id)).not.toContain(b.id);
    // the review schedule of an updated card is kept
    const kept = await t.ctx.db
      .selectFrom('flashcards')
      .select('fsrs')
      .where('id', '=', a.id)
      .executeTakeFirstOrThrow();
    expect(kept.fsrs).toEqual({ stability: 3 });

    // a stale version is refused and changes nothing
    const stale = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      version: 0,
      flashcards: [],
    });
    expect(stale.statusCode).toBe(409);
    expect(errorOf(stale).code).toBe('CONFLICT');
    expect((await t.call('GET', `/api/directory/root/file/${file.id}`, owner.token)).json().flashcards).toHaveLength(2);

    // without a version (the spec's own client) the write is applied as it comes
    const noVersion = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      questions: [{ type: 'true_false', prompt: 'Water boils at 100 °C at sea level.', answer: true }],
    });
    expect(noVersion.json()).toMatchObject({ version: 2 });

    // two collections at once, an unknown id, or another session's item id are refused
    const two = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      flashcards: [],
      questions: [],
    });
    expect(two.statusCode).toBe(400);
    const unknownId = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      flashcards: [{ id: MISSING_ID, front: 'x', back: 'y', difficulty: 'easy' }],
    });
    expect(errorOf(unknownId)).toMatchObject({ code: 'VALIDATION', field: 'flashcards.0.id' });
    expect((await t.call('GET', `/api/directory/root/file/${file.id}`, owner.token)).json().version).toBe(2);
  });

  it('PUT pdfAnnotations and PATCH flashcards/questions/youtubeVideoIds', async () => {
    const file = await createFile('Annotated');
    const put = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      pdfAnnotations: [
        {
          kind: 'area',
          page: 2,
          rects: [{ x: 0.1, y: 0.2, width: 0.3, height: 0.1 }],
          color: '#ff0000',
          note: 'key figure',
        },
      ],
    });
    expect(put.statusCode, put.body).toBe(200);
    expect(put.json().pdfAnnotations[0]).toMatchObject({ kind: 'area', page: 2, note: 'key figure', documentId: null });
    const badDoc = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, {
      pdfAnnotations: [{ kind: 'text', page: 1, rects: [], documentId: MISSING_ID }],
    });
    expect(errorOf(badDoc).field).toBe('pdfAnnotations.0.documentId');

    const patch = await t.call('PATCH', `/api/directory/root/file/${file.id}`, owner.token, {
      flashcards: [{ front: 'Q?', back: 'A', difficulty: 'medium' }],
      youtubeVideoIds: ['dQw4w9WgXcQ'],
    });
    expect(patch.statusCode).toBe(200);
    expect(patch.json()).toMatchObject({ youtubeVideoIds: ['dQw4w9WgXcQ'], flashcards: [{ front: 'Q?' }] });
    expect(
      (await t.call('PATCH', `/api/directory/root/file/${file.id}`, stranger.token, { flashcards: [] })).statusCode,
    ).toBe(404);
    expect(
      (await t.call('PATCH', `/api/directory/root/file/${file.id}`, owner.token, { youtubeVideoIds: ['bad'] }))
        .statusCode,
    ).toBe(400);
  });

  it('rename: <3 characters 400 before anything changes, duplicate 409, then renames; move between folders', async () => {
    const file = await createFile('Old name');
    await createFile('Taken name');
    const short = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, { name: ' ab ' });
    expect(short.statusCode).toBe(400);
    expect(errorOf(short)).toMatchObject({ field: 'name', message: 'The name must have at least 3 characters.' });
    const dup = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, { name: 'taken NAME' });
    expect(dup.statusCode).toBe(409);
    expect(errorOf(dup).message).toBe('The file name is already in use. Please choose another name.');
    const unchanged = (await t.call('GET', `/api/directory/root/file/${file.id}`, owner.token)).json();
    expect(unchanged).toMatchObject({ name: 'Old name', version: 0 });

    const renamed = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, { name: '  New name ' });
    expect(renamed.json()).toMatchObject({ name: 'New name', version: 1 });

    const folder = (await t.call('POST', '/api/directory/root/folder', owner.token, { name: 'Moves' })).json();
    expect(
      (await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, { folderId: MISSING_ID })).statusCode,
    ).toBe(404);
    const moved = await t.call('PUT', `/api/directory/root/file/${file.id}`, owner.token, { folderId: folder.id });
    expect(moved.json().parent).toEqual({ id: folder.id });
    expect(
      (await t.call('GET', `/api/directory/${folder.id}`, owner.token))
        .json()
        .contents.map((e: { id: string }) => e.id),
    ).toEqual([file.id]);
    const back = await t.call('PUT', `/api/directory/${folder.id}/file/${file.id}`, owner.token, { folderId: 'root' });
    expect(back.json().parent).toBeUndefined();
  });

  it('delete: 401, 404 for others, 204, then gone', async () => {
    const file = await createFile('Delete me');
    expect((await t.call('DELETE', `/api/directory/root/file/${file.id}`)).statusCode).toBe(401);
    expect((await t.call('DELETE', `/api/directory/root/file/${file.id}`, stranger.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/directory/root/file/${file.id}`, owner.token)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/directory/root/file/${file.id}`, owner.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', `/api/directory/root/file/${file.id}`, owner.token)).statusCode).toBe(404);
  });

  it('GET /api/sessions lists every session of the user, newest first, across folders', async () => {
    const user = await registerTestUser(t.app);
    expect((await t.call('GET', '/api/sessions')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/sessions', user.token)).json()).toEqual({ sessions: [] });
    const folder = (await t.call('POST', '/api/directory/root/folder', user.token, { name: 'F1' })).json();
    const first = await createFile('First', {}, 'root', user.token);
    const second = await createFile('Second', {}, folder.id, user.token);
    const list = (await t.call('GET', '/api/sessions', user.token)).json().sessions;
    expect(list.map((s: { id: string }) => s.id)).toEqual([second.id, first.id]);
    expect(list[0]).toMatchObject({ name: 'Second', parent: { id: folder.id } });
  });
});

describe('share tokens', () => {
  it('mints a token per call; a signed-in visitor reads read-only; bad, expired and revoked tokens get 403', async () => {
    const file = await createFile('Shared notes', { flashcards: [{ front: 'F', back: 'B', difficulty: 'easy' }] });
    const url = `/api/directory/root/file/${file.id}/share-token`;
    expect((await t.call('GET', url)).statusCode).toBe(401);
    expect((await t.call('GET', url, stranger.token)).statusCode).toBe(404);
    const one = (await t.call('GET', url, owner.token)).json();
    const two = (await t.call('GET', url, owner.token)).json();
    expect(one.shareToken).not.toBe(two.shareToken);
    const days = (new Date(one.expiresAt).getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(29.9);
    expect(days).toBeLessThanOrEqual(30);
    const hashes = (await t.ctx.db.selectFrom('share_links').select('token_hash').execute()).map((r) => r.token_hash);
    expect(hashes).not.toContain(one.shareToken);

    const read = `/api/directory/root/file/${file.id}?sharetoken=${one.shareToken}`;
    const anonymous = await t.call('GET', read);
    expect(anonymous.statusCode).toBe(401);
    expect(errorOf(anonymous).message).toBe('You are not authorized to access this session.');
    const visitor = await t.call('GET', read, stranger.token);
    expect(visitor.statusCode).toBe(200);
    expect(visitor.json()).toMatchObject({ name: 'Shared notes', isOwner: false, flashcards: [{ front: 'F' }] });

    // never writable with a token
    const write = await t.call(
      'PUT',
      `/api/directory/root/file/${file.id}?sharetoken=${one.shareToken}`,
      stranger.token,
      { name: 'Hijacked' },
    );
    expect(write.statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/directory/root/file/${file.id}`, stranger.token, { name: 'Hijacked' })).statusCode,
    ).toBe(404);

    const bad = await t.call('GET', `/api/directory/root/file/${file.id}?sharetoken=not-a-real-token`, stranger.token);
    expect(bad.statusCode).toBe(403);
    expect(errorOf(bad)).toEqual({
      code: 'SHARE_TOKEN_INVALID',
      message: 'Esta ligação de partilha não é válida. Peça uma nova a quem a partilhou.',
    });
    // a token of another session does not open this one
    const otherFile = await createFile('Other shared');
    const otherToken = await shareTokenOf(t, otherFile.id, owner.token);
    expect(
      errorOf(await t.call('GET', `/api/directory/root/file/${file.id}?sharetoken=${otherToken}`, stranger.token)).code,
    ).toBe('SHARE_TOKEN_INVALID');

    await t.ctx.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .execute();
    const expired = await t.call('GET', read, stranger.token);
    expect(expired.statusCode).toBe(403);
    expect(errorOf(expired)).toEqual({ code: 'SHARE_TOKEN_EXPIRED', message: 'A ligação expirou. Peça uma nova.' });

    const fresh = (await t.call('GET', url, owner.token)).json().shareToken;
    expect(
      (await t.call('GET', `/api/directory/root/file/${file.id}?sharetoken=${fresh}`, stranger.token)).statusCode,
    ).toBe(200);
    expect((await t.call('DELETE', url, stranger.token)).statusCode).toBe(404);
    expect((await t.call('DELETE', url, owner.token)).statusCode).toBe(204);
    expect(
      errorOf(await t.call('GET', `/api/directory/root/file/${file.id}?sharetoken=${fresh}`, stranger.token)).code,
    ).toBe('SHARE_TOKEN_INVALID');
  });
});

describe('quota', () => {
  it('401, then the FREE plan limits and zero usage', async () => {
    expect((await t.call('GET', '/api/quota')).statusCode).toBe(401);
    const user = await registerTestUser(t.app);
    const quota = (await t.call('GET', '/api/quota', user.token)).json();
    expect(quota).toMatchObject({
      plan: 'FREE',
      documentsStored: 0,
      exercisesGenerated: 0,
      tokensConsumed: 0,
      limits: { documents: 10, exercises: 1000, tokens: 100000, fileSize: 10485760 },
    });
    expect(new Date(quota.nextRenewalDate).getTime()).toBeGreaterThan(Date.now());
  });
});

describe('bad input', () => {
  it('answers 413 for a body over its limit and 400 for malformed JSON', async () => {
    const huge = { name: 'x'.repeat(3 * 1024 * 1024) };
    const res = await t.call('POST', '/api/directory/root/file', owner.token, huge);
    expect(res.statusCode).toBe(413);
    expect(errorOf(res).code).toBe('PAYLOAD_TOO_LARGE');
    const malformed = await t.app.inject({
      method: 'POST',
      url: '/api/directory/root/file',
      headers: { ...bearer(owner.token), 'content-type': 'application/json' },
      payload: '{"name":',
    });
    expect(malformed.statusCode).toBe(400);
    expect(errorOf(malformed).code).toBe('VALIDATION');
  });
});
