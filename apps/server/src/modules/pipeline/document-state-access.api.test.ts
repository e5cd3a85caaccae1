import type { CreateSessionResponse, DocumentState, StageRecord } from '@mnemo/contracts/pipeline';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, errorOf, registerTestUser, shareTokenOf, type TestApp } from '../../test/test-app.ts';
import { createSessionBeingMade, parseDocumentEvents } from './testing/pipeline-test-kit.ts';

// ADR 185: a document's processing state (`GET /api/documents/:id` and its `/events`) is its
// owner's alone — the file name, stages and their times, progress and the reason it failed. A
// share link's visitor is answered 404 there, as on the owner's other routes, whatever token they
// hold, and still follows the document being made through the generation routes (ADR 171).
// The job is not run (no worker): the test sets the document's state as the pipeline would.
let t: TestApp;
let owner: { token: string; uid: string };
let visitor: { token: string };
let created: CreateSessionResponse;
let shareToken: string;

const FILE_NAME = 'owner-private-thesis-draft.pdf';
const STAGES: StageRecord[] = [
  { stage: 'file_processed', status: 'done', at: '2026-11-29T10:00:00.000Z' },
  { stage: 'chunks_created', status: 'done', at: '2026-11-29T10:00:07.000Z' },
  { stage: 'exercises_generated', status: 'running', at: '2026-11-29T10:00:09.000Z' },
];

beforeAll(async () => {
  t = await buildTestApp({ pipeline: { worker: false } });
});
afterAll(async () => {
  await t?.close();
});

beforeEach(async () => {
  owner = await registerTestUser(t.app);
  visitor = await registerTestUser(t.app);
  // a long document being made, its first cards studyable (ADR 155)
  created = await createSessionBeingMade(t, owner.token, 'Mitochondria make most of the cell’s ATP. '.repeat(20), {
    status: 'processing',
    progress: 60,
    file_name: FILE_NAME,
    stages: JSON.stringify(STAGES),
    early_items: 6,
    pages_coming: 30,
  });
  shareToken = await shareTokenOf(t, created.session.id, owner.token);
});

const get = (path: string, token: string | null, query = '') =>
  t.app.inject({ method: 'GET', url: `${path}${query}`, headers: token === null ? {} : bearer(token) });

/** Says the answer holds nothing of the owner's processing state. */
function expectNothingOfTheState(body: string): void {
  for (const secret of [FILE_NAME, 'stages', 'file_processed', '10:00:07', 'progress', created.session.id])
    expect(body).not.toContain(secret);
}

describe("a document's processing state is its owner's", () => {
  it('the owner reads the whole state; a visitor with the link gets 404 and nothing of it', async () => {
    const own = await get(`/api/documents/${created.document.id}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: created.document.id,
      sessionId: created.session.id,
      fileName: FILE_NAME,
      status: 'processing',
      progress: 60,
      stages: STAGES,
      early: { itemsSaved: 6, pagesComing: 30 },
    });

    const visit = await get(`/api/documents/${created.document.id}`, visitor.token, `?sharetoken=${shareToken}`);
    expect(visit.statusCode).toBe(404);
    expect(errorOf(visit).code).toBe('NOT_FOUND');
    expectNothingOfTheState(visit.body);
    // what the visitor's page needs, they still have: the status and early counts (ADR 171)
    const generation = await get(
      `/api/documents/${created.document.id}/generation`,
      visitor.token,
      `?sharetoken=${shareToken}`,
    );
    expect(generation.statusCode).toBe(200);
    expect(generation.json()).toEqual({
      id: created.document.id,
      status: 'processing',
      early: { itemsSaved: 6, pagesComing: 30 },
    });
  });

  it("the owner's stream opens with the whole state; a visitor's is refused 404 before any event", async () => {
    // a finished document's stream is its one state, then ends
    await t.ctx.db
      .updateTable('documents')
      .set({ status: 'completed', progress: 100, early_items: null, pages_coming: null })
      .where('id', '=', created.document.id)
      .execute();
    const own = await get(`/api/documents/${created.document.id}/events`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.headers['content-type']).toContain('text/event-stream');
    const [first] = parseDocumentEvents(own.body);
    expect(first).toMatchObject({
      id: created.document.id,
      fileName: FILE_NAME,
      status: 'completed',
      progress: 100,
      stages: STAGES,
    } satisfies Partial<DocumentState>);

    const visit = await get(`/api/documents/${created.document.id}/events`, visitor.token, `?sharetoken=${shareToken}`);
    expect(visit.statusCode).toBe(404);
    expect(visit.headers['content-type']).toContain('application/json');
    expect(errorOf(visit).code).toBe('NOT_FOUND');
    expectNothingOfTheState(visit.body);
    expect(visit.body).not.toContain('data: ');
  });

  it('refused as on the owner’s other routes: 404 with any token or none, 401 signed out', async () => {
    for (const path of [`/api/documents/${created.document.id}`, `/api/documents/${created.document.id}/events`]) {
      for (const query of ['', '?sharetoken=not-the-link', `?sharetoken=${shareToken}`]) {
        const res = await get(path, visitor.token, query);
        expect(res.statusCode, `${path}${query}`).toBe(404);
      }
      expect((await get(path, null)).statusCode).toBe(401);
      expect((await get(path, null, `?sharetoken=${shareToken}`)).statusCode).toBe(401);
    }
    // an expired link opens no more: still 404, and the owner still reads
    await t.ctx.db
      .updateTable('share_links')
      .set({ expires_at: new Date(Date.now() - 1000) })
      .where('session_id', '=', created.session.id)
      .execute();
    expect(
      (await get(`/api/documents/${created.document.id}`, visitor.token, `?sharetoken=${shareToken}`)).statusCode,
    ).toBe(404);
    expect((await get(`/api/documents/${created.document.id}`, owner.token)).statusCode).toBe(200);
    const badId = await get('/api/documents/not-a-uuid', owner.token);
    expect(badId.statusCode).toBe(400);
  });

  it("a failed document's reason is the owner's: read and streamed to them, 404 to a visitor", async () => {
    // the pipeline's tombstone of a document that failed while its session stays
    const failedId = randomUUID();
    await t.ctx.db
      .insertInto('failed_documents')
      .values({
        id: failedId,
        owner_id: owner.uid,
        session_id: created.session.id,
        kind: 'pdf',
        file_name: FILE_NAME,
        stages: JSON.stringify(STAGES),
        error: JSON.stringify({ code: 'QUOTA_LIMIT', messageKey: 'QUOTA_LIMIT', limit: 'EXERCISES_LIMIT' }),
        created_at: new Date(),
      })
      .execute();
    const own = await get(`/api/documents/${failedId}`, owner.token);
    expect(own.statusCode).toBe(200);
    expect(own.json()).toMatchObject({
      id: failedId,
      fileName: FILE_NAME,
      status: 'failed',
      error: { code: 'QUOTA_LIMIT', limit: 'EXERCISES_LIMIT' },
    });
    const [first] = parseDocumentEvents((await get(`/api/documents/${failedId}/events`, owner.token)).body);
    expect(first).toMatchObject({ id: failedId, status: 'failed', error: { code: 'QUOTA_LIMIT' } });

    for (const path of [`/api/documents/${failedId}`, `/api/documents/${failedId}/events`]) {
      const visit = await get(path, visitor.token, `?sharetoken=${shareToken}`);
      expect(visit.statusCode, path).toBe(404);
      expect(visit.body).not.toContain('QUOTA');
      expect(visit.body).not.toContain('EXERCISES_LIMIT');
      expectNothingOfTheState(visit.body);
    }
    // the visitor's line is told it failed, and not why (ADR 171)
    const generation = await get(`/api/documents/${failedId}/generation`, visitor.token, `?sharetoken=${shareToken}`);
    expect(generation.json()).toEqual({ id: failedId, status: 'failed' });
  });
});
