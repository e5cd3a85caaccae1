import type { CreateSessionResponse, DocumentGeneration } from '@mnemo/contracts/pipeline';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, errorOf, registerTestUser, shareTokenOf, type TestApp } from '../../test/test-app.ts';
import { createSessionBeingMade } from './testing/pipeline-test-kit.ts';

// ADR 171: a share link's visitor learns what the session page's "more cards coming" line needs of
// a document being made (ADR 155) — its status and early counts — through the generation routes,
// refused as every share read is (403 bad or expired link, 404 without one), and nothing more.
// The job is not run (no worker): the test sets the document's state as the pipeline would.
let t: TestApp;
let owner: { token: string; uid: string };
let visitor: { token: string };
let created: CreateSessionResponse;
let shareToken: string;

const FILE_NAME_TEXT = 'Private lecture notes of the owner about mitochondria. ';

beforeAll(async () => {
  t = await buildTestApp({ pipeline: { worker: false } });
});
afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  owner = await registerTestUser(t.app);
  visitor = await registerTestUser(t.app);
  // the pipeline's state while a long document's first batches are studyable
  created = await createSessionBeingMade(t, owner.token, FILE_NAME_TEXT.repeat(20), {
    status: 'processing',
    progress: 60,
    early_items: 6,
    pages_coming: 30,
  });
  shareToken = await shareTokenOf(t, created.session.id, owner.token);
});

function readGeneration(token: string | null, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/documents/${created.document.id}/generation${query}`,
    headers: token === null ? {} : bearer(token),
  });
}

function followGeneration(token: string, query = '') {
  return t.app.inject({
    method: 'GET',
    url: `/api/documents/${created.document.id}/generation/events${query}`,
    headers: bearer(token),
  });
}

/** The `generation` events of a server-sent-events body. */
function parseGenerationEvents(body: string): DocumentGeneration[] {
  return body
    .split('\n\n')
    .filter((block) => block.includes('event: generation'))
    .map((block) => block.split('\n').find((line) => line.startsWith('data: ')))
    .filter((line): line is string => line !== undefined)
    .map((line) => JSON.parse(line.slice(6)) as DocumentGeneration);
}

describe("a share link's visitor follows a document being made", () => {
  it('sees the status and early counts the owner sees, and nothing else of the document', async () => {
    const expected = {
      id: created.document.id,
      status: 'processing',
      early: { itemsSaved: 6, pagesComing: 30 },
    };
    const asOwner = await readGeneration(owner.token);
    expect(asOwner.statusCode).toBe(200);
    expect(asOwner.json()).toEqual(expected);
    const asVisitor = await readGeneration(visitor.token, `?sharetoken=${shareToken}`);
    expect(asVisitor.statusCode).toBe(200);
    // exactly these keys: no file name, session, stages, times, progress or error
    expect(asVisitor.json()).toEqual(expected);
    expect(Object.keys(asVisitor.json() as object).sort()).toEqual(['early', 'id', 'status']);
    expect(asVisitor.body).not.toContain('mitochondria');
    expect(asVisitor.body).not.toContain(created.session.id);
    expect(asVisitor.body).not.toContain('stages');
  });

  it('follows the stream to its end with the link, told only the status once done', async () => {
    await t.ctx.db
      .updateTable('documents')
      .set({ status: 'completed', progress: 100, early_items: null, pages_coming: null })
      .where('id', '=', created.document.id)
      .execute();
    const res = await followGeneration(visitor.token, `?sharetoken=${shareToken}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/event-stream');
    // a completed document ends the stream after its one state
    expect(parseGenerationEvents(res.body)).toEqual([{ id: created.document.id, status: 'completed' }]);
  });

  it('is refused like every share read: 404 without the link, 403 with a bad one, 401 signed out', async () => {
    const withoutLink = await readGeneration(visitor.token);
    expect(withoutLink.statusCode).toBe(404);
    expect((await followGeneration(visitor.token)).statusCode).toBe(404);
    const badLink = await readGeneration(visitor.token, '?sharetoken=not-the-link');
    expect(badLink.statusCode).toBe(403);
    expect(errorOf(badLink).code).toBe('SHARE_TOKEN_INVALID');
    const badStream = await followGeneration(visitor.token, '?sharetoken=not-the-link');
    expect(badStream.statusCode).toBe(403);
    expect(errorOf(badStream).code).toBe('SHARE_TOKEN_INVALID');
    expect((await readGeneration(null, `?sharetoken=${shareToken}`)).statusCode).toBe(401);
    const badId = await t.app.inject({
      method: 'GET',
      url: `/api/documents/not-a-uuid/generation?sharetoken=${shareToken}`,
      headers: bearer(visitor.token),
    });
    expect(badId.statusCode).toBe(400);
  });

  it("refuses a link of another session (403), as if the document were that link's stranger", async () => {
    const other = await t.app.inject({
      method: 'POST',
      url: '/api/sessions',
      headers: bearer(visitor.token),
      payload: {
        name: 'The visitor’s own',
        text: 'Ribosomes build proteins from amino acids. '.repeat(20),
        questionTypes: ['open_ended'],
      },
    });
    const otherSession = (other.json() as CreateSessionResponse).session.id;
    const otherShare = await t.app.inject({
      method: 'GET',
      url: `/api/directory/root/file/${otherSession}/share-token`,
      headers: bearer(visitor.token),
    });
    const otherToken = (otherShare.json() as { shareToken: string }).shareToken;
    const res = await readGeneration(visitor.token, `?sharetoken=${otherToken}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('SHARE_TOKEN_INVALID');
  });

  it('403 SHARE_TOKEN_EXPIRED once the link has expired, on the status and on the stream', async () => {
    await t.ctx.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('session_id', '=', created.session.id)
      .execute();
    const res = await readGeneration(visitor.token, `?sharetoken=${shareToken}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('SHARE_TOKEN_EXPIRED');
    const stream = await followGeneration(visitor.token, `?sharetoken=${shareToken}`);
    expect(stream.statusCode).toBe(403);
    expect(errorOf(stream).code).toBe('SHARE_TOKEN_EXPIRED');
    // the owner still follows their own document
    expect((await readGeneration(owner.token)).statusCode).toBe(200);
  });

  it('403 SHARE_TOKEN_INVALID once the owner has revoked the link', async () => {
    const revoke = await t.app.inject({
      method: 'DELETE',
      url: `/api/directory/root/file/${created.session.id}/share-token`,
      headers: bearer(owner.token),
    });
    expect(revoke.statusCode).toBe(204);
    const res = await readGeneration(visitor.token, `?sharetoken=${shareToken}`);
    expect(res.statusCode).toBe(403);
    expect(errorOf(res).code).toBe('SHARE_TOKEN_INVALID');
  });

  it("tells the visitor a failed document failed, and not why (the reason is the owner's)", async () => {
    // the pipeline's tombstone of a document that failed while its session stays
    const failedId = randomUUID();
    await t.ctx.db
      .insertInto('failed_documents')
      .values({
        id: failedId,
        owner_id: owner.uid,
        session_id: created.session.id,
        kind: 'pdf',
        file_name: 'private-thesis.pdf',
        stages: JSON.stringify([]),
        error: JSON.stringify({ code: 'QUOTA_LIMIT', messageKey: 'QUOTA_LIMIT', limit: 'EXERCISES_LIMIT' }),
        created_at: new Date(),
      })
      .execute();
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/documents/${failedId}/generation?sharetoken=${shareToken}`,
      headers: bearer(visitor.token),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ id: failedId, status: 'failed' });
    expect(res.body).not.toContain('QUOTA');
    expect(res.body).not.toContain('private-thesis');
    const stranger = await registerTestUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/documents/${failedId}/generation`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
  });
});
