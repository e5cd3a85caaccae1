import type { CreateSessionResponse, DocumentState } from '@mnemo/contracts/pipeline';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { errors } from '../../lib/app-error.ts';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';
import { processDocument } from './process-document.ts';
import { readFixture } from './steps/extract/testing/fixtures.ts';
import { uploadSession } from './testing/pipeline-test-kit.ts';

// Issue 25 item 2 (ADR 155): a long document's first cards are saved and readable through the API
// while the rest is still being made. The job is driven by hand and held at a gate before its
// whole-document save, so "before it finishes" is a fact of the test, not a matter of timing.
let t: TestApp;

beforeAll(async () => {
  t = await buildTestApp({ pipeline: { worker: false } });
});
afterAll(async () => {
  await t?.close();
});

interface SessionBody {
  summary: string | null;
  flashcards: Array<{ id: string; front: string; back: string }>;
  questions: Array<{ id: string; prompt: string }>;
  documents: Array<{ id: string; status: string }>;
}

async function readSession(token: string, sessionId: string): Promise<{ status: number; body: SessionBody }> {
  const res = await t.app.inject({
    method: 'GET',
    url: `/api/directory/root/file/${sessionId}`,
    headers: bearer(token),
  });
  return { status: res.statusCode, body: res.json() as SessionBody };
}

async function readDocument(token: string, documentId: string): Promise<DocumentState> {
  const res = await t.app.inject({ method: 'GET', url: `/api/documents/${documentId}`, headers: bearer(token) });
  return res.json() as DocumentState;
}

/** A gate the job waits at before its whole-document save: `reached` once it is there, `release` to go on. */
function makeGate() {
  let reach!: () => void;
  let release!: (error?: Error) => void;
  const reached = new Promise<void>((resolve) => (reach = resolve));
  const released = new Promise<void>((resolve, reject) => {
    release = (error) => (error ? reject(error) : resolve());
  });
  return {
    reached,
    release,
    hook: async () => {
      reach();
      await released;
    },
  };
}

/** The exercises counted against the user's quota this month. */
async function exercisesCounted(userId: string): Promise<number> {
  const usage = await t.ctx.db.selectFrom('usage').select('exercises').where('user_id', '=', userId).executeTakeFirst();
  return usage?.exercises ?? 0;
}

/** The exercises a session's items are: each question, each card, a cloze note's cards as one. */
async function exercisesHeld(sessionId: string, questions: number): Promise<number> {
  const cards = await t.ctx.db
    .selectFrom('flashcards')
    .select(['note_id'])
    .where('session_id', '=', sessionId)
    .execute();
  const notes = new Set(cards.map((card) => card.note_id).filter(Boolean));
  return cards.filter((card) => card.note_id === null).length + notes.size + questions;
}

async function uploadLongDocument(token: string, name: string): Promise<CreateSessionResponse> {
  const res = await uploadSession(
    t.app,
    token,
    { bytes: readFixture('documents/en-biology-popgen-notes-68p.pdf'), fileName: 'popgen.pdf' },
    { name },
  );
  expect(res.statusCode).toBe(202);
  return res.json() as CreateSessionResponse;
}

describe('a long document is studyable before it is finished', () => {
  it('shows its first cards while the rest is made, then only adds to them', { timeout: 120_000 }, async () => {
    const { token, uid } = await registerTestUser(t.app);
    const created = await uploadLongDocument(token, 'Population genetics');
    const gate = makeGate();
    const job = processDocument(t.ctx, created.document.id, { beforeSave: gate.hook });
    await gate.reached;

    // still processing, yet its first cards are there, with what is still coming
    const during = await readDocument(token, created.document.id);
    expect(during.status).toBe('processing');
    expect(during.early?.itemsSaved).toBeGreaterThan(0);
    expect(during.early?.pagesComing).toBeGreaterThan(0);
    const early = await readSession(token, created.session.id);
    expect(early.status).toBe(200);
    expect(early.body.flashcards.length).toBeGreaterThan(0);
    expect(early.body.flashcards.length + early.body.questions.length).toBe(during.early?.itemsSaved);
    // the provisional summary, from the first pages
    expect(early.body.summary).not.toBeNull();
    const provisional = early.body.summary;

    gate.release();
    await job;

    const after = await readDocument(token, created.document.id);
    expect(after.status).toBe('completed');
    expect(after.early).toBeUndefined();
    const final = await readSession(token, created.session.id);
    // nothing shown early was taken back, and the whole pass added to it
    const finalCards = new Set(final.body.flashcards.map((card) => card.id));
    for (const card of early.body.flashcards) expect(finalCards.has(card.id)).toBe(true);
    const finalQuestions = new Set(final.body.questions.map((question) => question.id));
    for (const question of early.body.questions) expect(finalQuestions.has(question.id)).toBe(true);
    expect(final.body.flashcards.length).toBeGreaterThan(early.body.flashcards.length);
    // no item twice across the batches
    const fronts = final.body.flashcards.map((card) => `${card.front}\u0000${card.back}`);
    expect(new Set(fronts).size).toBe(fronts.length);
    const prompts = final.body.questions.map((question) => question.prompt);
    expect(new Set(prompts).size).toBe(prompts.length);
    // the whole document's overview replaced the provisional one (not merged beside it)
    const document = await t.ctx.db
      .selectFrom('documents')
      .select(['summary', 'early_items', 'pages_coming'])
      .where('id', '=', created.document.id)
      .executeTakeFirstOrThrow();
    expect(final.body.summary).toBe(document.summary);
    if (provisional !== document.summary) expect(final.body.summary).not.toContain(provisional);
    // every item counted once as an exercise (a cloze note's cards as one)
    expect(await exercisesCounted(uid)).toBe(await exercisesHeld(created.session.id, final.body.questions.length));
  });

  it(
    'rolls back the early cards when the job fails after them, and gives back their quota',
    { timeout: 120_000 },
    async () => {
      const { token, uid } = await registerTestUser(t.app);
      const created = await uploadLongDocument(token, 'Failing later');
      const gate = makeGate();
      const job = processDocument(t.ctx, created.document.id, { beforeSave: gate.hook });
      await gate.reached;
      expect((await readSession(token, created.session.id)).body.flashcards.length).toBeGreaterThan(0);
      expect(await exercisesCounted(uid)).toBeGreaterThan(0);

      // a failure for good after the early batches: the document fails as any other (ADR 010)
      gate.release(errors.documentProcessing('pipeline:text_empty'));
      await job;

      const state = await readDocument(token, created.document.id);
      expect(state.status).toBe('failed');
      const left = await t.ctx.db
        .selectFrom('flashcards')
        .select('id')
        .where('session_id', '=', created.session.id)
        .execute();
      expect(left).toHaveLength(0);
      // the session existed for this document alone: it went with it
      expect((await readSession(token, created.session.id)).status).toBe(404);
      // nothing of the failed document stays counted against the month's exercises
      expect(await exercisesCounted(uid)).toBe(0);
    },
  );

  it('a retried attempt starts without the early cards of the attempt that died', { timeout: 180_000 }, async () => {
    const { token, uid } = await registerTestUser(t.app);
    const created = await uploadLongDocument(token, 'Crashing once');
    // the first attempt saves its early batches, then its worker dies (an unexpected error: retried)
    await expect(
      processDocument(t.ctx, created.document.id, {
        beforeSave: async () => {
          throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    const died = await readSession(token, created.session.id);
    expect(died.body.flashcards.length).toBeGreaterThan(0);
    expect(await exercisesCounted(uid)).toBeGreaterThan(0);

    await processDocument(t.ctx, created.document.id);
    const state = await readDocument(token, created.document.id);
    expect(state.status).toBe('completed');
    const final = await readSession(token, created.session.id);
    const ids = new Set(final.body.flashcards.map((card) => card.id));
    for (const card of died.body.flashcards) expect(ids.has(card.id)).toBe(false);
    const fronts = final.body.flashcards.map((card) => `${card.front}\u0000${card.back}`);
    expect(new Set(fronts).size).toBe(fronts.length);
    // one provisional overview taken out, the final one in: the summary is the document's alone
    const document = await t.ctx.db
      .selectFrom('documents')
      .select('summary')
      .where('id', '=', created.document.id)
      .executeTakeFirstOrThrow();
    expect(final.body.summary).toBe(document.summary);
    // the dead attempt's early items are no longer counted: only what the session holds is
    expect(await exercisesCounted(uid)).toBe(await exercisesHeld(created.session.id, final.body.questions.length));
  });

  it('saves a short document in one go, with no early cards', { timeout: 60_000 }, async () => {
    const { token } = await registerTestUser(t.app);
    const res = await uploadSession(
      t.app,
      token,
      { bytes: readFixture('documents/textbook-chapter-10p.pdf'), fileName: 'chapter.pdf' },
      { name: 'Short one' },
    );
    const created = res.json() as CreateSessionResponse;
    const gate = makeGate();
    const job = processDocument(t.ctx, created.document.id, { beforeSave: gate.hook });
    await gate.reached;
    expect((await readDocument(token, created.document.id)).early).toBeUndefined();
    expect((await readSession(token, created.session.id)).body.flashcards).toHaveLength(0);
    gate.release();
    await job;
    expect((await readSession(token, created.session.id)).body.flashcards.length).toBeGreaterThan(0);
  });
});
