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
import { SAMPLE_TEXTS } from '../ai/testing/sample-material.ts';
import { seedMaterial } from '../study/testing/seed-material.ts';

/* Per-item writes of cards and questions: PATCH /api/sessions/:id/{flashcards|questions}. */

let t: TestApp;
let owner: TestUser;
let stranger: TestUser;
let visitor: TestUser;

beforeAll(async () => {
  t = await buildTestApp();
  [owner, stranger, visitor] = await registerTestUsers(t.app, 3);
});
afterAll(async () => t?.close());

let counter = 0;
async function createSession() {
  counter += 1;
  return createTestSession(t, owner.token, {
    name: `Items ${counter}`,
    flashcards: [
      { front: 'What is ATP?', back: 'The cell’s energy currency.', difficulty: 'easy' },
      { front: 'Where is the Calvin cycle?', back: 'In the stroma.', difficulty: 'medium' },
    ],
    questions: [{ type: 'true_false', prompt: 'Rubisco fixes carbon.', answer: true }],
  });
}

describe('PATCH /api/sessions/:id/flashcards', () => {
  it('refuses anonymous (401), bad bodies (400), other users and share visitors (404)', async () => {
    const s = await createSession();
    const url = `/api/sessions/${s.id}/flashcards`;
    const body = { upsert: [{ front: 'New', back: 'Card', difficulty: 'easy' }] };
    expect((await t.call('PATCH', url, undefined, body)).statusCode).toBe(401);
    expect(
      (await t.call('PATCH', url, owner.token, { upsert: [{ front: '', back: 'x', difficulty: 'easy' }] })).statusCode,
    ).toBe(400);
    expect((await t.call('PATCH', url, owner.token, { upsert: [], extra: 1 })).statusCode).toBe(400);
    const unknownId = await t.call('PATCH', url, owner.token, {
      upsert: [{ id: MISSING_ID, front: 'a', back: 'b', difficulty: 'easy' }],
    });
    expect(unknownId.statusCode).toBe(400);
    expect(errorOf(unknownId).field).toBe('upsert.0.id');
    const both = await t.call('PATCH', url, owner.token, {
      upsert: [{ ...s.flashcards[0] }],
      delete: [s.flashcards[0]!.id],
    });
    expect(both.statusCode).toBe(400);
    expect((await t.call('PATCH', url, stranger.token, body)).statusCode).toBe(404);
    const token = await shareTokenOf(t, s.id, owner.token);
    expect((await t.call('PATCH', `${url}?sharetoken=${token}`, visitor.token, body)).statusCode).toBe(404);
    expect((await t.call('PATCH', url, visitor.token, body)).statusCode).toBe(404);
    expect((await t.call('PATCH', `/api/sessions/${MISSING_ID}/flashcards`, owner.token, body)).statusCode).toBe(404);
    const file = (await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json();
    expect(file.flashcards).toHaveLength(2);
  });

  it('adds, edits (keeping schedule and history), suspends, flags, resets and deletes, without changing the version', async () => {
    const s = await createSession();
    const [atp, calvin] = s.flashcards as [(typeof s.flashcards)[0], (typeof s.flashcards)[0]];
    await t.call('POST', `/api/flashcards/${atp.id}/review`, owner.token, { rating: 'easy' });
    await t.call('POST', `/api/flashcards/${calvin.id}/review`, owner.token, { rating: 'medium' });
    const url = `/api/sessions/${s.id}/flashcards`;
    const res = await t.call('PATCH', url, owner.token, {
      upsert: [
        {
          id: atp.id,
          front: 'What is **ATP**?',
          back: 'Adenosine triphosphate, $E = mc^2$ aside.',
          difficulty: 'easy',
          isBadItem: true,
        },
        { front: 'A card I wrote', back: 'Its answer', difficulty: 'hard' },
        {
          id: calvin.id,
          front: calvin.front,
          back: calvin.back,
          difficulty: 'medium',
          resetSchedule: true,
          isSuspended: true,
        },
      ],
      delete: [],
    });
    expect(res.statusCode, res.body).toBe(200);
    const { upserted, deleted } = res.json() as { upserted: Array<Record<string, unknown>>; deleted: string[] };
    expect(deleted).toEqual([]);
    expect(upserted[0]).toMatchObject({ id: atp.id, front: 'What is **ATP**?', isBadItem: true, isSuspended: false });
    expect((upserted[0]!.schedule as { reps: number }).reps).toBe(1);
    expect(upserted[1]).toMatchObject({
      front: 'A card I wrote',
      schedule: null,
      isSuspended: false,
      isBadItem: false,
    });
    expect(upserted[2]).toMatchObject({ id: calvin.id, schedule: null, isSuspended: true });
    // history stays after a reset; the written card is not an exercise
    expect(
      await t.ctx.db.selectFrom('reviews').selectAll().where('flashcard_id', '=', calvin.id).execute(),
    ).toHaveLength(1);
    const written = await t.ctx.db
      .selectFrom('flashcards')
      .select(['is_generated', 'position'])
      .where('id', '=', upserted[1]!.id as string)
      .executeTakeFirstOrThrow();
    expect(written).toEqual({ is_generated: false, position: 2 });

    const removed = await t.call('PATCH', url, owner.token, { delete: [atp.id, MISSING_ID] });
    expect(removed.json()).toEqual({ upserted: [], deleted: [atp.id] });
    const file = (await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json();
    expect(file.version).toBe(s.version);
    expect(file.flashcards.map((c: { front: string }) => c.front)).toEqual([
      'Where is the Calvin cycle?',
      'A card I wrote',
    ]);
  });
});

describe('card tags', () => {
  it('are set at creation and by PATCH, kept by edits that leave them out, read back, and validated', async () => {
    const s = await createSession();
    const url = `/api/sessions/${s.id}/flashcards`;
    const [first, second] = s.flashcards;
    expect((s.flashcards as Array<{ tags?: string[] }>).map((c) => c.tags)).toEqual([[], []]);
    const tagged = await t.call('PATCH', url, owner.token, {
      upsert: [
        { ...first, tags: ['biology', 'Cell::Energy'] },
        { front: 'New', back: 'Card', difficulty: 'easy', tags: ['new one'] },
      ],
    });
    expect(tagged.statusCode, tagged.body).toBe(200);
    expect(tagged.json().upserted.map((c: { tags: string[] }) => c.tags)).toEqual([
      ['biology', 'Cell::Energy'],
      ['new one'],
    ]);
    // an edit without tags keeps them; a whole-session PUT of what was read keeps them too
    const edited = await t.call('PATCH', url, owner.token, {
      upsert: [{ id: first!.id, front: 'What is ATP, really?', back: first!.back, difficulty: 'easy' }],
    });
    expect(edited.json().upserted[0].tags).toEqual(['biology', 'Cell::Energy']);
    const file = (await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json();
    expect(file.flashcards.map((c: { front: string; tags: string[] }) => [c.front, c.tags])).toEqual([
      ['What is ATP, really?', ['biology', 'Cell::Energy']],
      [second!.front, []],
      ['New', ['new one']],
    ]);
    const put = await t.call('PUT', `/api/directory/root/file/${s.id}`, owner.token, {
      version: file.version,
      flashcards: file.flashcards,
    });
    expect([200, 204], put.body).toContain(put.statusCode);
    const again = (await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json();
    expect(again.flashcards.map((c: { tags: string[] }) => c.tags)).toEqual([
      ['biology', 'Cell::Energy'],
      [],
      ['new one'],
    ]);
    // blank, duplicate (whatever the case), too long, or with a line break: 400
    for (const tags of [
      [''],
      ['a', 'A'],
      ['x'.repeat(101)],
      ['two\nlines'],
      Array.from({ length: 51 }, (_, i) => `t${i}`),
    ]) {
      const bad = await t.call('PATCH', url, owner.token, { upsert: [{ ...first, tags }] });
      expect(bad.statusCode, JSON.stringify(tags)).toBe(400);
    }
  });
});

describe('PATCH /api/sessions/:id/questions', () => {
  it('adds, edits, flags and deletes questions one by one; only the owner; the version stays', async () => {
    const s = await createSession();
    const { chunkIds } = await seedMaterial(t.ctx, { id: s.id, ownerId: owner.uid }, SAMPLE_TEXTS.en);
    const url = `/api/sessions/${s.id}/questions`;
    const added = {
      type: 'multiple_choice',
      prompt: 'Which?',
      options: ['A', 'B'],
      correctIndex: 1,
      sourceChunkId: chunkIds[0],
    };
    expect((await t.call('PATCH', url, stranger.token, { upsert: [added] })).statusCode).toBe(404);
    expect((await t.call('PATCH', url, owner.token, { upsert: [{ ...added, correctIndex: 3 }] })).statusCode).toBe(400);
    const foreignChunk = await t.call('PATCH', url, owner.token, { upsert: [{ ...added, sourceChunkId: MISSING_ID }] });
    expect(errorOf(foreignChunk).field).toBe('upsert.0.sourceChunkId');

    const res = await t.call('PATCH', url, owner.token, {
      upsert: [
        added,
        {
          id: s.questions[0]!.id,
          type: 'open_ended',
          prompt: 'What does Rubisco do?',
          expectedAnswer: 'It fixes CO2.',
          isBadItem: true,
        },
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    const upserted = res.json().upserted as Array<Record<string, unknown>>;
    expect(upserted[0]).toMatchObject({
      type: 'multiple_choice',
      options: ['A', 'B'],
      correctIndex: 1,
      sourceChunkId: chunkIds[0],
      isBadItem: false,
    });
    // the whole item, as the session read shows it: its source's place included
    const place = await t.ctx.db
      .selectFrom('chunks')
      .select(['document_id', 'page'])
      .where('id', '=', chunkIds[0]!)
      .executeTakeFirstOrThrow();
    expect(upserted[0]!.source).toMatchObject({ documentId: place.document_id, page: place.page });
    expect(upserted[1]!.source).toBeNull();
    expect(upserted[1]).toMatchObject({
      id: s.questions[0]!.id,
      type: 'open_ended',
      expectedAnswer: 'It fixes CO2.',
      isBadItem: true,
    });
    const deleted = await t.call('PATCH', url, owner.token, { delete: [upserted[0]!.id] });
    expect(deleted.json().deleted).toEqual([upserted[0]!.id]);
    const file = (await t.call('GET', `/api/directory/root/file/${s.id}`, owner.token)).json();
    expect(file.version).toBe(s.version);
    expect(file.questions).toHaveLength(1);
    expect(file.questions[0]).toMatchObject({ type: 'open_ended', isBadItem: true });
  });
});
