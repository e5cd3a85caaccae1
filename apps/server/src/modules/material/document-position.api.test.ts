import type { SessionFile } from '@mnemo/contracts/library';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  buildTestApp,
  createTestSession,
  errorOf,
  MISSING_ID,
  registerTestUsers,
  shareTokenOf,
  type TestApp,
  type TestUser,
} from '../../test/test-app.ts';

// PUT /api/documents/:id/position (issue 23 item 11, ADR 079): each reader's page, kept on the server.
let t: TestApp;
let owner: TestUser;
let visitor: TestUser;
let stranger: TestUser;
let sessionId: string;
let documentId: string;
let shareToken: string;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, visitor, stranger] = await registerTestUsers(t.app, 3);
  sessionId = (await createTestSession(t, owner.token, { name: 'A long book' })).id;
  const document = await t.ctx.db
    .insertInto('documents')
    .values({
      session_id: sessionId,
      owner_id: owner.uid,
      kind: 'pdf',
      file_name: 'book.pdf',
      status: 'completed',
      embedding_status: 'completed',
      storage_key: null,
      size_bytes: 1,
      source_url: null,
      language: 'en',
      duration_ms: null,
      video_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  documentId = document.id;
  shareToken = await shareTokenOf(t, sessionId, owner.token);
});
afterAll(async () => t?.close());

const lastPageOf = async (user: TestUser, query = '') => {
  const res = await t.call('GET', `/api/directory/root/file/${sessionId}${query}`, user.token);
  expect(res.statusCode).toBe(200);
  return (res.json() as SessionFile).documents.find((document) => document.id === documentId)?.lastPage;
};

describe('PUT /api/documents/:id/position', () => {
  it('refuses a caller without a login (401), a bad page (400), and anyone who may not read the document (404)', async () => {
    expect((await t.call('PUT', `/api/documents/${documentId}/position`, undefined, { page: 3 })).statusCode).toBe(401);
    for (const page of [0, -1, 2.5, '7', 100_001]) {
      const res = await t.call('PUT', `/api/documents/${documentId}/position`, owner.token, { page });
      expect(res.statusCode, String(page)).toBe(400);
      expect(errorOf(res).code).toBe('VALIDATION');
    }
    expect(
      (await t.call('PUT', `/api/documents/${documentId}/position`, owner.token, { page: 3, extra: true })).statusCode,
    ).toBe(400);
    expect((await t.call('PUT', `/api/documents/${documentId}/position`, stranger.token, { page: 3 })).statusCode).toBe(
      404,
    );
    expect((await t.call('PUT', `/api/documents/${MISSING_ID}/position`, owner.token, { page: 3 })).statusCode).toBe(
      404,
    );
    // a visitor needs the session's share token
    expect((await t.call('PUT', `/api/documents/${documentId}/position`, visitor.token, { page: 3 })).statusCode).toBe(
      404,
    );
    expect(await lastPageOf(owner)).toBeNull();
  });

  it('keeps the owner’s page, returned with the document on the next read (another device), and a visitor’s own', async () => {
    const versionBefore = (
      (await t.call('GET', `/api/directory/root/file/${sessionId}`, owner.token)).json() as SessionFile
    ).version;
    const saved = await t.call('PUT', `/api/documents/${documentId}/position`, owner.token, { page: 42 });
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toEqual({ documentId, page: 42 });
    expect(await lastPageOf(owner)).toBe(42);
    // moved on: the newest page wins
    await t.call('PUT', `/api/documents/${documentId}/position`, owner.token, { page: 57 });
    expect(await lastPageOf(owner)).toBe(57);

    // a signed-in visitor with the token keeps a page of their own; the owner's is untouched
    expect(
      (
        await t.call('PUT', `/api/documents/${documentId}/position?sharetoken=${shareToken}`, visitor.token, {
          page: 5,
        })
      ).statusCode,
    ).toBe(200);
    expect(await lastPageOf(visitor, `?sharetoken=${shareToken}`)).toBe(5);
    expect(await lastPageOf(owner)).toBe(57);
    // the session's version does not move: a reader's place is not the session's content
    const read = await t.call('GET', `/api/directory/root/file/${sessionId}`, owner.token);
    expect((read.json() as SessionFile).version).toBe(versionBefore);
  });

  it('goes with the document', async () => {
    await t.call('PUT', `/api/documents/${documentId}/position`, owner.token, { page: 9 });
    const before = await t.ctx.db
      .selectFrom('document_positions')
      .selectAll()
      .where('document_id', '=', documentId)
      .execute();
    expect(before.map((row) => row.page).sort()).toEqual([5, 9]);
    await t.call('DELETE', `/api/documents/${documentId}`, owner.token);
    const rows = await t.ctx.db
      .selectFrom('document_positions')
      .selectAll()
      .where('document_id', '=', documentId)
      .execute();
    expect(rows).toEqual([]);
  });
});
