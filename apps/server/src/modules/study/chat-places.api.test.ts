import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildTestApp, createTestSession, registerTestUser, type TestApp, type TestUser } from '../../test/test-app.ts';
import { seedMaterial } from './testing/seed-material.ts';

/*
 * The chat finds what the material says (issue 22): the section about a subject before a passing
 * mention, "which chapter" answered with places, a question in another language answered from the
 * material, and refusals only when the material is silent (whole words, never substrings).
 */

const BOOK = [
  'Preface\nThis book was written for beginners. Along the way it mentions dictionaries, lists and tuples, which later chapters explain.',
  '1 Lists\nA list is a sequence of values. The values in a list are called elements or sometimes items. Lists are mutable, which means you can change their elements.',
  'You can traverse a list with a for loop. The following function capitalizes every string of a list:\ndef capitalize_all(t):\nreturn [s.capitalize() for s in t]',
  '2 Dictionaries\nA dictionary is a mapping from keys to values. Each key is associated with a value, and the association is called a key-value pair.',
  'The function dict creates a new dictionary with no items. The len function works on dictionaries; it returns the number of key-value pairs.',
  '3 Tuples\nA tuple is a sequence of values that is immutable. Tuples are often used to return several values from a function.',
];

let t: TestApp;
let owner: TestUser;
let portugueseReader: TestUser;
let sessionId: string;
let chunkIds: string[];
let portugueseSessionId: string;

beforeAll(async () => {
  t = await buildTestApp();
  owner = await registerTestUser(t.app);
  portugueseReader = await registerTestUser(t.app, { locale: 'pt' });
  ({ id: sessionId } = await createTestSession(t, owner.token, { name: 'Python' }));
  ({ chunkIds } = await seedMaterial(t.ctx, { id: sessionId, ownerId: owner.uid }, BOOK));
  ({ id: portugueseSessionId } = await createTestSession(t, portugueseReader.token, { name: 'Python' }));
  await seedMaterial(t.ctx, { id: portugueseSessionId, ownerId: portugueseReader.uid }, BOOK);
});
afterAll(async () => t?.close());

function doneOf(body: string): Record<string, unknown> & { text: string; isRefusal: boolean } {
  const events = body
    .split('\n')
    .filter((line) => line.trim())
    .map((line) => JSON.parse(line) as Record<string, unknown> & { type: string });
  const done = events.at(-1)!;
  expect(done.type).toBe('done');
  return done as unknown as Record<string, unknown> & { text: string; isRefusal: boolean };
}

async function ask(user: TestUser, message: string) {
  const res = await t.call(
    'POST',
    `/api/sessions/${user === owner ? sessionId : portugueseSessionId}/chat`,
    user.token,
    { message },
  );
  expect(res.statusCode, res.body).toBe(200);
  return doneOf(res.body);
}

describe('the chat on a book with sections', () => {
  it('answers "which chapter" with the section about the subject, its pages, and a link target, kept with the turn', async () => {
    const done = await ask(owner, 'Which chapter is about dictionaries?');
    expect(done.isRefusal).toBe(false);
    const places = done.places as Array<{
      title: string;
      pageFrom: number;
      pageTo: number;
      chunkId: string;
      documentId: string;
    }>;
    expect(places[0]).toMatchObject({ title: '2 Dictionaries', pageFrom: 4, pageTo: 5, chunkId: chunkIds[3] });
    // the preface's passing mention is no place
    expect(places.some((place) => place.pageFrom === 1)).toBe(false);
    expect(done.text).toContain('2 Dictionaries');
    const history = (await t.call('GET', `/api/sessions/${sessionId}/chat`, owner.token)).json().messages as Array<{
      places: unknown[];
    }>;
    expect(history.at(-1)!.places).toEqual(places);
  });

  it('answers "what is" with the sentence that defines it, from its section, not a passing mention', async () => {
    const done = await ask(owner, 'What is a dictionary?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toContain('A dictionary is a mapping from keys to values.');
    expect(done.text).not.toContain('mentions dictionaries');
    expect((done.citations as Array<{ page: number }>)[0]!.page).toBe(4);
    expect(done.places).toEqual([]);
  });

  it("answers a Portuguese question about English material with the material's words, framed in Portuguese", async () => {
    const done = await ask(portugueseReader, 'O que é um dicionário?');
    expect(done.isRefusal).toBe(false);
    expect(done.text).toMatch(/^Do seu material:/);
    expect(done.text).toContain('A dictionary is a mapping from keys to values.');
    const where = await ask(portugueseReader, 'Em que capítulo se fala de tuplos?');
    expect((where.places as Array<{ title: string }>)[0]!.title).toBe('3 Tuples');
  });

  it('says the material does not cover a question it is silent on, never that there is no processed material', async () => {
    const done = await ask(portugueseReader, 'Quem ganhou o campeonato do mundo de futebol em 2018?');
    expect(done.isRefusal).toBe(true);
    expect(done.text).toMatch(/^Não encontrei isto no seu material/);
  });

  it('refuses a question whose word the material only holds inside another word ("capital" in capitalize_all)', async () => {
    const done = await ask(owner, 'What is the capital city of Australia?');
    expect(done.isRefusal).toBe(true);
    expect(done.places).toEqual([]);
  });
});
