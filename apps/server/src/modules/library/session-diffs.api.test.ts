import type {
  KyselyPlugin,
  PluginTransformQueryArgs,
  PluginTransformResultArgs,
  QueryResult,
  RootOperationNode,
  UnknownRow,
} from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../../db/database.ts';
import { buildTestApp, createTestSession, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';
import { createTestDatabase } from '../../test/test-database.ts';

/** Counts the statements Kysely sends, so a test can see whether a write is set-based. */
class StatementCounter implements KyselyPlugin {
  count = 0;
  transformQuery(args: PluginTransformQueryArgs): RootOperationNode {
    this.count += 1;
    return args.node;
  }
  async transformResult(args: PluginTransformResultArgs): Promise<QueryResult<UnknownRow>> {
    return args.result;
  }
}

const counter = new StatementCounter();
let database: DatabaseHandle;
let t: TestApp;
let owner: TestUser;

beforeAll(async () => {
  database = await createTestDatabase();
  t = await buildTestApp({ database: { ...database, db: database.db.withPlugin(counter) } });
  owner = await registerTestUser(t.app);
});
afterAll(async () => {
  await t?.close();
  await database?.close();
});

/** The statements one request sends. */
async function statementsOf(request: () => Promise<{ statusCode: number; body: string }>): Promise<number> {
  const before = counter.count;
  const res = await request();
  expect(res.statusCode, res.body).toBe(200);
  return counter.count - before;
}

const card = (i: number) => ({ front: `Front ${i}?`, back: `Back ${i}`, difficulty: 'easy' as const });

describe('a diff PUT is applied in set-based statements', () => {
  it('updates hundreds of cards with as many statements as a few, keeping schedules, ids and tags left out', async () => {
    const small = await createTestSession(t, owner.token, { name: 'Few cards', flashcards: [0, 1, 2].map(card) });
    const large = await createTestSession(t, owner.token, {
      name: 'Many cards',
      flashcards: Array.from({ length: 300 }, (_, i) => (i === 0 ? { ...card(i), tags: ['kept'] } : card(i))),
    });
    const first = large.flashcards[0]!.id;
    await t.ctx.db
      .updateTable('flashcards')
      .set({ fsrs: JSON.stringify({ stability: 3 }) })
      .where('id', '=', first)
      .execute();

    const changeAll = (file: typeof small) =>
      // every card changed and the order reversed; the last one deleted; one new card at the end
      [
        ...file.flashcards
          .slice(0, -1)
          .reverse()
          .map((c, i) => ({
            id: c.id,
            front: `${c.front} (edited)`,
            back: c.back,
            difficulty: 'hard' as const,
            ...(i === 1 ? { tags: ['new tag'] } : {}),
          })),
        { front: 'Brand new?', back: 'Yes', difficulty: 'medium' as const },
      ];
    const few = await statementsOf(() =>
      t.call('PUT', `/api/directory/root/file/${small.id}`, owner.token, { flashcards: changeAll(small) }),
    );
    const many = await statementsOf(() =>
      t.call('PUT', `/api/directory/root/file/${large.id}`, owner.token, { flashcards: changeAll(large) }),
    );
    // one per item would be 300 more
    expect(many).toBe(few);

    const after = (await t.call('GET', `/api/directory/root/file/${large.id}`, owner.token)).json() as {
      flashcards: Array<{ id: string; front: string; difficulty: string; tags: string[] }>;
    };
    expect(after.flashcards).toHaveLength(300);
    expect(after.flashcards[0]).toMatchObject({
      id: large.flashcards[298]!.id,
      front: 'Front 298? (edited)',
      difficulty: 'hard',
      tags: [],
    });
    expect(after.flashcards[1]).toMatchObject({ front: 'Front 297? (edited)', tags: ['new tag'] });
    expect(after.flashcards[298]).toMatchObject({ id: first, front: 'Front 0? (edited)', tags: ['kept'] });
    expect(after.flashcards[299]).toMatchObject({ front: 'Brand new?', difficulty: 'medium' });
    expect(after.flashcards.map((c) => c.id)).not.toContain(large.flashcards[299]!.id);
    const kept = await t.ctx.db
      .selectFrom('flashcards')
      .select('fsrs')
      .where('id', '=', first)
      .executeTakeFirstOrThrow();
    expect(kept.fsrs).toEqual({ stability: 3 });
  });

  it('updates questions of every type, changing type, in as many statements as a few', async () => {
    const question = (i: number) =>
      i % 3 === 0
        ? { type: 'multiple_choice' as const, prompt: `Pick ${i}`, options: ['a', 'b', 'c'], correctIndex: 1 }
        : i % 3 === 1
          ? { type: 'true_false' as const, prompt: `True ${i}?`, answer: true }
          : { type: 'open_ended' as const, prompt: `Explain ${i}`, expectedAnswer: `Because ${i}` };
    const small = await createTestSession(t, owner.token, {
      name: 'Few questions',
      questions: [0, 1, 2].map(question),
    });
    const large = await createTestSession(t, owner.token, {
      name: 'Many questions',
      questions: Array.from({ length: 150 }, (_, i) => question(i)),
    });
    // each question becomes the next type, with an explanation
    const rotate = (file: typeof small) =>
      file.questions.map((q, i) => ({
        id: q.id,
        ...question(i + 1),
        prompt: `${q.prompt} (edited)`,
        explanation: `Why ${i}`,
      }));
    const few = await statementsOf(() =>
      t.call('PUT', `/api/directory/root/file/${small.id}`, owner.token, { questions: rotate(small) }),
    );
    const many = await statementsOf(() =>
      t.call('PUT', `/api/directory/root/file/${large.id}`, owner.token, { questions: rotate(large) }),
    );
    expect(many).toBe(few);

    const after = (await t.call('GET', `/api/directory/root/file/${large.id}`, owner.token)).json() as {
      questions: Array<Record<string, unknown>>;
    };
    expect(after.questions).toHaveLength(150);
    expect(after.questions[0]).toMatchObject({
      id: large.questions[0]!.id,
      type: 'true_false',
      prompt: 'Pick 0 (edited)',
      answer: true,
      explanation: 'Why 0',
    });
    expect(after.questions[1]).toMatchObject({
      type: 'open_ended',
      prompt: 'True 1? (edited)',
      expectedAnswer: 'Because 2',
    });
    expect(after.questions[2]).toMatchObject({ type: 'multiple_choice', options: ['a', 'b', 'c'], correctIndex: 1 });
    expect(after.questions[0]).not.toHaveProperty('options');
  });

  it('updates annotations in as many statements as a few', async () => {
    const annotation = (i: number) => ({
      kind: 'area' as const,
      page: i + 1,
      rects: [{ x: 0.1, y: 0.2, width: 0.3, height: 0.1 }],
      color: '#ff0000',
      note: `Note ${i}`,
    });
    const small = await createTestSession(t, owner.token, {
      name: 'Few notes',
      pdfAnnotations: [0, 1].map(annotation),
    });
    const large = await createTestSession(t, owner.token, {
      name: 'Many notes',
      pdfAnnotations: Array.from({ length: 200 }, (_, i) => annotation(i)),
    });
    const read = async (id: string) =>
      (
        (await t.call('GET', `/api/directory/root/file/${id}`, owner.token)).json() as {
          pdfAnnotations: Array<{ id: string; note: string | null }>;
        }
      ).pdfAnnotations;
    const move = async (id: string) =>
      (await read(id)).map((a, i) => ({
        id: a.id,
        kind: 'text' as const,
        page: 1,
        rects: [{ x: 0, y: 0, width: 1, height: i / 1000 }],
        color: '#00ff00',
        note: `${a.note} (edited)`,
      }));
    const smallBody = { pdfAnnotations: await move(small.id) };
    const largeBody = { pdfAnnotations: await move(large.id) };
    const few = await statementsOf(() => t.call('PUT', `/api/directory/root/file/${small.id}`, owner.token, smallBody));
    const many = await statementsOf(() =>
      t.call('PUT', `/api/directory/root/file/${large.id}`, owner.token, largeBody),
    );
    expect(many).toBe(few);

    const after = (await t.call('GET', `/api/directory/root/file/${large.id}`, owner.token)).json() as {
      pdfAnnotations: Array<Record<string, unknown>>;
    };
    expect(after.pdfAnnotations).toHaveLength(200);
    expect(after.pdfAnnotations[199]).toMatchObject({
      kind: 'text',
      page: 1,
      color: '#00ff00',
      note: 'Note 199 (edited)',
      rects: [{ x: 0, y: 0, width: 1, height: 0.199 }],
    });
  });
});
