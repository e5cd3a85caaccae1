import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';

/* A document says whether it has a PDF to show (issue 23 item 13): a deck without LibreOffice's rendering says no, so the pane never asks. */

let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

describe('GET /api/directory/root/file/:id documents[].hasPdf', () => {
  it('is true for a PDF and for a deck or page with its rendering kept, false for a deck without one and for text', async () => {
    const session = await createTestSession(t, owner.token, { name: 'Decks' });
    const insert = async (
      kind: 'pdf' | 'pptx' | 'text',
      keys: { storage_key: string | null; pdf_key?: string | null },
      fileName: string,
    ) => {
      const row = await t.ctx.db
        .insertInto('documents')
        .values({
          session_id: session.id,
          owner_id: owner.uid,
          kind,
          file_name: fileName,
          status: 'completed',
          embedding_status: 'completed',
          size_bytes: 10,
          source_url: null,
          language: 'en',
          duration_ms: null,
          video_id: null,
          ...keys,
        })
        .returning('id')
        .executeTakeFirstOrThrow();
      return row.id;
    };
    const pdf = await insert('pdf', { storage_key: 'k/source.pdf' }, 'book.pdf');
    const rendered = await insert('pptx', { storage_key: 'k/deck.pptx', pdf_key: 'k/deck.pdf' }, 'rendered.pptx');
    const outline = await insert('pptx', { storage_key: 'k/deck2.pptx', pdf_key: null }, 'outline.pptx');
    const text = await insert('text', { storage_key: null }, 'notes');
    const res = await t.call('GET', `/api/directory/root/file/${session.id}`, owner.token);
    expect(res.statusCode, res.body).toBe(200);
    const byId = new Map(
      (res.json() as { documents: Array<{ id: string; hasPdf: boolean }> }).documents.map((d) => [d.id, d.hasPdf]),
    );
    expect([byId.get(pdf), byId.get(rendered), byId.get(outline), byId.get(text)]).toEqual([true, true, false, false]);
  });
});
