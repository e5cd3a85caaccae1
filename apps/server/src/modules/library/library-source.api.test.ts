import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { bearer, buildTestApp, registerTestUser, type TestApp } from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A session with a PDF passage (page 7), a slide passage (slide 4) and a recording passage (at 65 s). */
async function seedSession(owner: { token: string; uid: string }) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/directory/root/file',
    headers: bearer(owner.token),
    payload: {
      name: 'Sourced items',
      flashcards: [{ front: 'Written by hand', back: 'No source', difficulty: 'easy' }],
    },
  });
  const session = created.json() as { id: string };
  const addDocument = (kind: 'pdf' | 'pptx' | 'audio') =>
    t.ctx.db
      .insertInto('documents')
      .values({
        session_id: session.id,
        owner_id: owner.uid,
        kind,
        file_name: `doc.${kind}`,
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
  const pdf = await addDocument('pdf');
  const deck = await addDocument('pptx');
  const audio = await addDocument('audio');
  const addChunk = (documentId: string, place: { page?: number; slide?: number; start_ms?: number }) =>
    t.ctx.db
      .insertInto('chunks')
      .values({
        document_id: documentId,
        session_id: session.id,
        ord: 0,
        text: 'A passage.',
        page: place.page ?? null,
        slide: place.slide ?? null,
        start_ms: place.start_ms ?? null,
        end_ms: null,
        speaker: null,
        tsv: null,
      })
      .returning('id')
      .executeTakeFirstOrThrow();
  const page = await addChunk(pdf.id, { page: 7 });
  const slide = await addChunk(deck.id, { slide: 4 });
  const time = await addChunk(audio.id, { start_ms: 65_000 });
  await t.ctx.db
    .insertInto('flashcards')
    .values([
      {
        session_id: session.id,
        position: 1,
        front: 'From the book',
        back: 'p. 7',
        difficulty: 'easy',
        source_chunk_id: page.id,
        is_generated: true,
        fsrs: null,
        due: null,
      },
      {
        session_id: session.id,
        position: 2,
        front: 'From the deck',
        back: 'slide 4',
        difficulty: 'easy',
        source_chunk_id: slide.id,
        is_generated: true,
        fsrs: null,
        due: null,
      },
    ])
    .execute();
  await t.ctx.db
    .insertInto('questions')
    .values([
      {
        session_id: session.id,
        position: 0,
        type: 'true_false',
        prompt: 'From the recording',
        options: null,
        correct_index: null,
        answer: true,
        expected_answer: null,
        explanation: null,
        source_chunk_id: time.id,
        is_generated: true,
      },
      {
        session_id: session.id,
        position: 1,
        type: 'open_ended',
        prompt: 'Without a source',
        options: null,
        correct_index: null,
        answer: null,
        expected_answer: 'Anything',
        explanation: null,
        source_chunk_id: null,
        is_generated: false,
      },
    ])
    .execute();
  return { sessionId: session.id, pdf: pdf.id, deck: deck.id, audio: audio.id };
}

describe('the session read resolves each card and question to its source place', () => {
  it('carries source {documentId, page, slide, startMs} or null', async () => {
    const owner = await registerTestUser(t.app);
    const seeded = await seedSession(owner);
    const res = await t.app.inject({
      method: 'GET',
      url: `/api/directory/root/file/${seeded.sessionId}`,
      headers: bearer(owner.token),
    });
    expect(res.statusCode, res.body).toBe(200);
    const file = res.json();
    expect(file.flashcards.map((c: { front: string; source: unknown }) => [c.front, c.source])).toEqual([
      ['Written by hand', null],
      ['From the book', { documentId: seeded.pdf, page: 7, slide: null, startMs: null }],
      ['From the deck', { documentId: seeded.deck, page: null, slide: 4, startMs: null }],
    ]);
    expect(file.questions.map((q: { prompt: string; source: unknown }) => [q.prompt, q.source])).toEqual([
      ['From the recording', { documentId: seeded.audio, page: null, slide: null, startMs: 65_000 }],
      ['Without a source', null],
    ]);
  });

  it("is the server's to resolve: a source sent back in a write is ignored", async () => {
    const owner = await registerTestUser(t.app);
    const seeded = await seedSession(owner);
    const file = (
      await t.app.inject({
        method: 'GET',
        url: `/api/directory/root/file/${seeded.sessionId}`,
        headers: bearer(owner.token),
      })
    ).json();
    const forged = { documentId: seeded.deck, page: null, slide: 99, startMs: null };
    const res = await t.app.inject({
      method: 'PUT',
      url: `/api/directory/root/file/${seeded.sessionId}`,
      headers: bearer(owner.token),
      payload: {
        flashcards: file.flashcards.map(({ due: _due, ...card }: Record<string, unknown>) => ({
          ...card,
          source: forged,
        })),
      },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().flashcards.map((c: { source: unknown }) => c.source)).toEqual([
      null,
      { documentId: seeded.pdf, page: 7, slide: null, startMs: null },
      { documentId: seeded.deck, page: null, slide: 4, startMs: null },
    ]);
    const reread = (
      await t.app.inject({
        method: 'GET',
        url: `/api/directory/root/file/${seeded.sessionId}`,
        headers: bearer(owner.token),
      })
    ).json();
    expect(reread.flashcards[1].source).toEqual({ documentId: seeded.pdf, page: 7, slide: null, startMs: null });
  });
});
