import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  shareTokenOf,
  type TestApp,
} from '../../test/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(async () => t?.close());

/** A session with one processed document, two passages, and generated items citing them. */
async function seedSharedSession(owner: { token: string; uid: string }, name: string) {
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/directory/root/file',
    headers: bearer(owner.token),
    payload: { name, flashcards: [{ front: 'Written by hand?', back: 'Yes', difficulty: 'easy' }] },
  });
  const session = created.json() as { id: string };
  const doc = await t.ctx.db
    .insertInto('documents')
    .values({
      session_id: session.id,
      owner_id: owner.uid,
      kind: 'pdf',
      file_name: 'notes.pdf',
      status: 'completed',
      embedding_status: 'completed',
      storage_key: `users/${owner.uid}/sessions/${session.id}/doc/original.pdf`,
      size_bytes: 3,
      source_url: null,
      language: 'en',
      duration_ms: null,
      video_id: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.storage.put(`users/${owner.uid}/sessions/${session.id}/doc/original.pdf`, new Uint8Array([37, 80, 68]));
  const chunk = await t.ctx.db
    .insertInto('chunks')
    .values({
      document_id: doc.id,
      session_id: session.id,
      ord: 0,
      text: 'Photosynthesis makes glucose.',
      page: 3,
      slide: null,
      start_ms: null,
      end_ms: null,
      speaker: null,
      tsv: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  await t.ctx.db
    .insertInto('flashcards')
    .values({
      session_id: session.id,
      position: 1,
      front: 'What does photosynthesis make?',
      back: 'Glucose',
      difficulty: 'easy',
      source_chunk_id: chunk.id,
      is_generated: true,
      fsrs: null,
      due: null,
      concept: 'Photosynthesis',
    })
    .execute();
  // a generated cloze note of two cards: one exercise, copied as one note
  const noteId = randomUUID();
  const noteText = 'Photosynthesis makes {{c1::glucose}} from {{c2::carbon dioxide}}.';
  await t.ctx.db
    .insertInto('flashcards')
    .values(
      [1, 2].map((ordinal) => ({
        session_id: session.id,
        position: 1 + ordinal,
        front: `cloze ${ordinal}`,
        back: noteText,
        difficulty: 'easy' as const,
        source_chunk_id: chunk.id,
        is_generated: true,
        fsrs: null,
        due: null,
        kind: 'cloze' as const,
        note_id: noteId,
        ordinal,
        note_text: noteText,
      })),
    )
    .execute();
  await t.ctx.db
    .insertInto('questions')
    .values({
      session_id: session.id,
      position: 0,
      type: 'true_false',
      prompt: 'Photosynthesis makes glucose.',
      options: null,
      correct_index: null,
      answer: true,
      expected_answer: null,
      explanation: null,
      source_chunk_id: chunk.id,
      is_generated: true,
      concept: 'Glucose',
    })
    .execute();
  const token = await shareTokenOf(t, session.id, owner.token);
  return { sessionId: session.id, chunkId: chunk.id, token, noteId };
}

describe('POST /api/sessions/:id/copy (save a shared session)', () => {
  it('401 / 403 / 404 before the happy path', async () => {
    const owner = await registerTestUser(t.app);
    const visitor = await registerTestUser(t.app);
    const shared = await seedSharedSession(owner, 'Shared biology');
    expect(
      (await t.app.inject({ method: 'POST', url: `/api/sessions/${shared.sessionId}/copy?sharetoken=${shared.token}` }))
        .statusCode,
    ).toBe(401);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${shared.sessionId}/copy?sharetoken=nope`,
      headers: bearer(visitor.token),
    });
    expect(errorOf(bad).code).toBe('SHARE_TOKEN_INVALID');
    expect(
      (
        await t.app.inject({
          method: 'POST',
          url: `/api/sessions/${shared.sessionId}/copy`,
          headers: bearer(visitor.token),
        })
      ).statusCode,
    ).toBe(404);
  });

  it('copies documents, passages, files and items with new ids, counts generated exercises, and picks a free name', async () => {
    const owner = await registerTestUser(t.app);
    const visitor = await registerTestUser(t.app);
    const shared = await seedSharedSession(owner, 'Shared chemistry');
    await t.app.inject({
      method: 'POST',
      url: '/api/directory/root/file',
      headers: bearer(visitor.token),
      payload: { name: 'Shared chemistry' },
    });

    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${shared.sessionId}/copy?sharetoken=${shared.token}`,
      headers: bearer(visitor.token),
    });
    expect(res.statusCode, res.body).toBe(201);
    const copy = res.json();
    expect(copy).toMatchObject({ name: 'Shared chemistry (2)', isOwner: true });
    expect(copy.id).not.toBe(shared.sessionId);
    expect(copy.flashcards.map((c: { front: string }) => c.front)).toEqual([
      'Written by hand?',
      'What does photosynthesis make?',
      'cloze 1',
      'cloze 2',
    ]);
    // kinds and notes are kept: the copy's note is one note of its own
    const [, , cloze1, cloze2] = copy.flashcards;
    expect(cloze1).toMatchObject({ kind: 'cloze', ordinal: 1, noteText: expect.stringContaining('{{c1::glucose}}') });
    expect(cloze2).toMatchObject({ kind: 'cloze', ordinal: 2, noteId: cloze1.noteId });
    expect(cloze1.noteId).not.toBe(shared.noteId);
    expect(copy.flashcards[0]).toMatchObject({ kind: 'basic', noteId: null });
    expect(copy.documents).toHaveLength(1);
    const generated = copy.flashcards[1];
    expect(generated.sourceChunkId).not.toBe(shared.chunkId);
    const chunk = await t.ctx.db
      .selectFrom('chunks')
      .select(['session_id', 'text', 'page'])
      .where('id', '=', generated.sourceChunkId)
      .executeTakeFirstOrThrow();
    expect(chunk).toEqual({ session_id: copy.id, text: 'Photosynthesis makes glucose.', page: 3 });
    expect(copy.questions[0].sourceChunkId).toBe(generated.sourceChunkId);
    // each generated item keeps the key concept it tests (guided study and microlearning use it)
    expect(generated.concept).toBe('Photosynthesis');
    expect(copy.questions[0].concept).toBe('Glucose');
    expect(copy.flashcards[0].concept).toBeUndefined();
    expect(t.storage.keys()).toContain(`users/${visitor.uid}/sessions/${copy.id}/doc/original.pdf`);

    const quota = (await t.app.inject({ method: 'GET', url: '/api/quota', headers: bearer(visitor.token) })).json();
    expect(quota).toMatchObject({ documentsStored: 1, exercisesGenerated: 3 });
    // the original is untouched
    const original = (
      await t.app.inject({
        method: 'GET',
        url: `/api/directory/root/file/${shared.sessionId}`,
        headers: bearer(owner.token),
      })
    ).json();
    expect(original.flashcards).toHaveLength(4);
  });

  it('is refused whole (402) over the document limit, saving nothing', async () => {
    const owner = await registerTestUser(t.app);
    const visitor = await registerTestUser(t.app);
    const shared = await seedSharedSession(owner, 'Shared physics');
    await t.ctx.db.updateTable('users').set({ plan: 'FREE' }).where('id', '=', visitor.uid).execute();
    // fill the visitor's 10 documents
    const own = await createTestSession(t, visitor.token, { name: 'Mine' });
    for (let i = 0; i < 10; i++) {
      await t.ctx.db
        .insertInto('documents')
        .values({
          session_id: own.id,
          owner_id: visitor.uid,
          kind: 'text',
          file_name: null,
          status: 'completed',
          embedding_status: 'completed',
          storage_key: null,
          size_bytes: null,
          source_url: null,
          language: 'en',
          duration_ms: null,
          video_id: null,
        })
        .execute();
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/sessions/${shared.sessionId}/copy?sharetoken=${shared.token}`,
      headers: bearer(visitor.token),
    });
    expect(res.statusCode).toBe(402);
    expect(errorOf(res)).toMatchObject({ code: 'QUOTA_LIMIT', limit: 'AMOUNT_OF_DOCUMENTS_LIMIT' });
    const sessions = (
      await t.app.inject({ method: 'GET', url: '/api/sessions', headers: bearer(visitor.token) })
    ).json().sessions;
    expect(sessions.map((s: { name: string }) => s.name)).toEqual(['Mine']);
    expect(t.storage.keys().some((k) => k.startsWith(`users/${visitor.uid}/`))).toBe(false);
  });
});
