import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_URL_TTL_MS } from '../../lib/media-url.ts';
import { createS3Storage } from '../../lib/s3-storage.ts';
import { startS3TestServer, type S3TestServer } from '../../test/s3-test-server.ts';
import { bearer, buildTestApp, createTestSession, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { importAsAnswer } from '../exchange/testing/import-kit.ts';
import { buildMediaDeck, PNG_BYTES } from '../exchange/testing/anki-media-deck.ts';

/*
 * With S3_PUBLIC_URL the object store serves media itself (documents' and imported cards'): the content URL the API mints is the
 * store's presigned URL (type, disposition, expiry as the API's own), and the CSP lets the page
 * load from the store. Against a real S3-protocol server (s3rver).
 */
let s3: S3TestServer;
let t: TestApp;
let publicUrl: string;

beforeAll(async () => {
  s3 = await startS3TestServer('mnemo-presign');
  // the public address is the same server under another name (the signature covers the host)
  publicUrl = s3.endpoint.replace('127.0.0.1', 'localhost');
  const storage = createS3Storage({ ...s3.options, publicUrl });
  t = await buildTestApp({
    config: { S3_BUCKET: s3.bucket, S3_ENDPOINT: s3.endpoint, S3_PUBLIC_URL: publicUrl },
    context: { storage },
    pipeline: {},
  });
});
afterAll(async () => {
  await t?.close();
  await s3?.close();
});

describe('media served by the object store (S3_PUBLIC_URL)', () => {
  it('mints a presigned store URL that serves the bytes with the type and disposition, and opens the CSP to the store', async () => {
    const owner = await registerTestUser(t.app);
    const session = await createTestSession(t, owner.token, { name: 'Presigned' });
    const document = await t.ctx.db
      .insertInto('documents')
      .values({
        session_id: session.id,
        owner_id: owner.uid,
        kind: 'pdf',
        file_name: 'chapter one.pdf',
        status: 'completed',
        embedding_status: 'completed',
        storage_key: null,
        size_bytes: 13,
        source_url: null,
        language: 'en',
        duration_ms: null,
        video_id: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
    const key = `users/${owner.uid}/sessions/${session.id}/documents/${document.id}/source.pdf`;
    await t.ctx.storage.put(key, Buffer.from('%PDF-1.4 test'));
    await t.ctx.db.updateTable('documents').set({ storage_key: key }).where('id', '=', document.id).execute();

    const minted = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${document.id}/content-url`,
      headers: bearer(owner.token),
    });
    expect(minted.statusCode, minted.body).toBe(200);
    const { url, expiresAt } = minted.json() as { url: string; expiresAt: string };
    expect(url.startsWith(`${publicUrl}/${s3.bucket}/${key}?`)).toBe(true);
    // the store's URL lives as long as the API's own would
    expect(Number(new URL(url).searchParams.get('X-Amz-Expires'))).toBe(MEDIA_URL_TTL_MS / 1000);
    expect(new Date(expiresAt).getTime() - Date.now()).toBeLessThanOrEqual(MEDIA_URL_TTL_MS);

    const file = await fetch(url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('application/pdf');
    expect(file.headers.get('content-disposition')).toBe(`inline; filename*=UTF-8''chapter%20one.pdf`);
    expect(await file.text()).toBe('%PDF-1.4 test');

    const page = await t.app.inject({ method: 'GET', url: '/api/health/live' });
    const csp = String(page.headers['content-security-policy']);
    const origin = new URL(publicUrl).origin;
    for (const directive of ['media-src', 'img-src', 'connect-src'])
      expect(csp).toMatch(new RegExp(`${directive} [^;]*${origin.replace(/[.:/]/g, '\\$&')}`));
  });

  it("stores an Anki deck's image in the object store and hands the card's media out as presigned store URLs", async () => {
    const owner = await registerTestUser(t.app);
    const imported = await importAsAnswer(
      t.app,
      owner.token,
      await buildMediaDeck('<img src="cell.png">', 'A cell', { 'cell.png': PNG_BYTES }),
      'cells.apkg',
    );
    expect(imported.statusCode, imported.body).toBe(200);
    const sessionId = imported.json().sessionId as string;
    const listed = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${sessionId}/card-media`,
      headers: bearer(owner.token),
    });
    expect(listed.statusCode, listed.body).toBe(200);
    const [item] = (listed.json() as { items: Array<{ id: string; url: string }> }).items;
    const key = `users/${owner.uid}/sessions/${sessionId}/card-media/${item!.id}.png`;
    expect(item!.url.startsWith(`${publicUrl}/${s3.bucket}/${key}?`)).toBe(true);
    const file = await fetch(item!.url);
    expect(file.status).toBe(200);
    expect(file.headers.get('content-type')).toBe('image/png');
    expect(Buffer.from(await file.arrayBuffer()).equals(Buffer.from(PNG_BYTES))).toBe(true);
  });
});
