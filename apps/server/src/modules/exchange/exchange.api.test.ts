import fs from 'node:fs';
import path from 'node:path';
import { unzipSync, zipSync } from 'fflate';
import { openSqlite } from './sqlite.ts';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  bearer,
  buildTestApp,
  createTestSession,
  errorOf,
  registerTestUser,
  type TestApp,
} from '../../test/test-app.ts';
import { collectionBomb, mediaBomb } from './testing/zip-bombs.ts';
import { importAndWait } from './testing/import-kit.ts';
import type { ImportState } from '@mnemo/contracts/exchange';

let t: TestApp;
type User = Awaited<ReturnType<typeof registerTestUser>>;
let owner: User;

/** A package whose collection is a valid SQLite file holding no Anki table. */
async function sqliteWithoutCol(): Promise<Uint8Array> {
  const db = await openSqlite();
  db.run('create table notes_of_mine (id integer primary key, text text)');
  db.run("insert into notes_of_mine (text) values ('not a deck')");
  const bytes = db.export();
  db.close();
  return zipSync({ 'collection.anki2': bytes, media: new TextEncoder().encode('{}') });
}

const FIXTURES = path.resolve(import.meta.dirname, '../../../../../test/fixtures');
const fixture = (name: string) => new Uint8Array(fs.readFileSync(path.join(FIXTURES, name)));

beforeAll(async () => {
  t = await buildTestApp({ pipeline: {} });
  owner = await registerTestUser(t.app);
});
afterAll(async () => t?.close());

/**
 * POSTs a deck and follows its import job to the end (ADR 064): `status` is the job's final
 * status, or the HTTP status when the POST itself was refused.
 */
async function upload(url: string, token: string, bytes: Uint8Array, fileName: string) {
  const sessionId = /^\/api\/sessions\/([^/]+)\/import$/.exec(url)?.[1];
  const { response, accepted, state } = await importAndWait(
    t.app,
    token,
    bytes,
    fileName,
    sessionId ? { sessionId } : {},
  );
  if (!accepted || !state)
    return {
      status: response.statusCode as number | ImportState['status'],
      sessionId: '',
      imported: null,
      skipped: null,
      error: errorOf(response),
    };
  expect(response.statusCode).toBe(202);
  return {
    status: state.status as number | ImportState['status'],
    sessionId: accepted.sessionId,
    imported: state.imported,
    skipped: state.skipped,
    error: state.error ?? null,
  };
}

async function countRows(table: 'sessions' | 'flashcards', userId: string): Promise<number> {
  const row =
    table === 'sessions'
      ? await t.ctx.db
          .selectFrom('sessions')
          .where('owner_id', '=', userId)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow()
      : await t.ctx.db
          .selectFrom('flashcards')
          .innerJoin('sessions', 'sessions.id', 'flashcards.session_id')
          .where('sessions.owner_id', '=', userId)
          .select((eb) => eb.fn.countAll<number>().as('n'))
          .executeTakeFirstOrThrow();
  return Number(row.n);
}

async function cardsOf(sessionId: string) {
  return t.ctx.db
    .selectFrom('flashcards')
    .select([
      'id',
      'front',
      'back',
      'due',
      'fsrs',
      'is_generated',
      'tags',
      'is_suspended',
      'kind',
      'note_id',
      'ordinal',
      'note_text',
    ])
    .where('session_id', '=', sessionId)
    .orderBy('position')
    .execute();
}

async function reviewsOf(sessionId: string) {
  return t.ctx.db
    .selectFrom('reviews')
    .select(['flashcard_id', 'rating', 'kind', 'reviewed_at', 'state_before'])
    .where('session_id', '=', sessionId)
    .orderBy('reviewed_at')
    .execute();
}

describe('importing packages made by Anki', () => {
  it('imports a legacy collection with its review history: every card row, clozes one per deletion, named after the top deck', async () => {
    const user = await registerTestUser(t.app);
    const res = await upload(
      '/api/import',
      user.token,
      fixture('anki/legacy-anki2-with-revlog.apkg'),
      'templates.apkg',
    );
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    const { sessionId, imported } = res;
    // the README counts 146 cards and 102 review rows
    expect(imported).toEqual({ cards: 146, reviews: 102, media: 0 });
    expect(res.skipped).toEqual({ count: 0, reasons: {} });
    const session = await t.ctx.db
      .selectFrom('sessions')
      .select('name')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.name).toBe('1-TEMPLATES');
    const cards = await cardsOf(sessionId);
    expect(cards).toHaveLength(146);
    expect(cards.every((c) => !c.is_generated)).toBe(true);
    // a cloze note: each card hides its own deletion and shows it on the back
    const cloze = cards.filter((c) => c.front.includes('Traditionally, financial systems were seen to'));
    expect(cloze.length).toBeGreaterThanOrEqual(2);
    expect(cloze[0]!.front).toContain('[…]');
    expect(cloze[0]!.back).toContain('**follow from development**');
    expect(cloze[1]!.front).toContain('follow from development');
    // …imported as one cloze note (issue 28 item 4)
    expect(cloze.map((c) => c.kind)).toEqual(cloze.map(() => 'cloze'));
    expect(new Set(cloze.map((c) => c.note_id)).size).toBe(1);
    expect(cloze.map((c) => c.ordinal)).toEqual(cloze.map((_c, i) => i + 1));
    expect(cloze[0]!.note_text).toContain('{{c1::follow from development}}');
    // subdecks become tags; learning cards keep their due times
    expect(cards.some((c) => (c.tags as string[]).includes('1-TEMPLATES::NormalClozes'))).toBe(true);
    expect(cards.filter((c) => c.due !== null)).toHaveLength(15);
    expect(await reviewsOf(sessionId)).toHaveLength(102);
    expect((await reviewsOf(sessionId)).every((r) => r.kind === 'import')).toBe(true);
  });

  it('reads collection.anki21b (zstd), never the stub collection.anki2 beside it, and turns HTML into Markdown', async () => {
    const user = await registerTestUser(t.app);
    const res = await upload('/api/import', user.token, fixture('anki/anki21b-340-notes.apkg'), 'music.apkg');
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    const { sessionId, imported } = res;
    expect(imported).toEqual({ cards: 340, reviews: 0, media: 0 });
    const session = await t.ctx.db
      .selectFrom('sessions')
      .select('name')
      .where('id', '=', sessionId)
      .executeTakeFirstOrThrow();
    expect(session.name).toBe('Music Intervals');
    const cards = await cardsOf(sessionId);
    expect(cards.some((c) => c.front.includes('Please update to the latest Anki version'))).toBe(false);
    const fifth = cards.find((c) => c.front === 'The perfect 5th of C is...');
    expect(fifth?.back).toBe('# G');
    expect(fifth?.tags).toEqual(['easy', 'interval', 'Music Intervals::1/ Easy - major 2nd, 3rd, perfect 5th']);
  });

  it('imports a legacy package with media', async () => {
    const user = await registerTestUser(t.app);
    const res = await upload('/api/import', user.token, fixture('anki/legacy-anki2-with-media.apkg'), 'media.apkg');
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    expect(res.imported).toEqual({ cards: 1, reviews: 0, media: 0 });
  });

  it('fails the import of an empty package (VALIDATION, "nothing to import") and refuses a file that is not a deck (UNSUPPORTED_FILE), saving nothing', async () => {
    const user = await registerTestUser(t.app);
    const empty = await upload('/api/import', user.token, fixture('anki/anki21b-empty.apkg'), 'empty.apkg');
    expect(empty.status).toBe('failed');
    expect(empty.error?.code).toBe('VALIDATION');
    expect(empty.error!.message).toBe('There is nothing to import in this file.');
    // what cannot be a deck from its first bytes is refused on the request (415); a zip that is no
    // Anki package, and a text whose rows are not all of two columns, by the job
    for (const [bytes, name, status] of [
      [fixture('documents/textbook-chapter-10p.pdf'), 'chapter.pdf', 415],
      [fixture('documents/sample-show.pptx'), 'deck.pptx', 'failed'],
      [new TextEncoder().encode('just one column\nof text\n'), 'notes.txt', 415],
      [new TextEncoder().encode('front,back\nonly one column here\n'), 'ragged.csv', 'failed'],
      // a well-formed SQLite file without Anki's tables (issue 21: answered 500)
      [await sqliteWithoutCol(), 'other.apkg', 'failed'],
    ] as const) {
      const refused = await upload('/api/import', user.token, bytes, name);
      expect(refused.status, name).toBe(status);
      expect(refused.error?.code, name).toBe('UNSUPPORTED_FILE');
      expect(refused.error!.message).toBe('This file is not an Anki package (.apkg) or a CSV file of cards.');
    }
    expect(await countRows('sessions', user.uid)).toBe(0);
    expect(await countRows('flashcards', user.uid)).toBe(0);
  });
});

describe('zip bombs', () => {
  it('fails the import of both kinds of bomb with PAYLOAD_TOO_LARGE, "larger than … once unpacked" in the learner\'s language, saving nothing', async () => {
    const user = await registerTestUser(t.app);
    const collection = await upload('/api/import', user.token, collectionBomb(1500), 'bomb.apkg');
    expect(collection.status).toBe('failed');
    expect(collection.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(collection.error!.code).toBe('PAYLOAD_TOO_LARGE');
    expect(collection.error!.message).toBe(
      `This deck is larger than ${Math.floor((50 * collectionBomb(1500).length) / 2 ** 20)} MB once unpacked. It was not imported.`,
    );
    const portuguese = await registerTestUser(t.app, { locale: 'pt' });
    const media = await upload('/api/import', portuguese.token, await mediaBomb(6, 500), 'media-bomb.apkg');
    expect(media.status).toBe('failed');
    expect(media.error?.code).toBe('PAYLOAD_TOO_LARGE');
    expect(media.error!.message).toMatch(
      /^Este baralho tem mais de \d+ MB depois de descompactado\. Não foi importado\.$/,
    );
    for (const { uid } of [user, portuguese]) {
      expect(await countRows('sessions', uid)).toBe(0);
      expect(await countRows('flashcards', uid)).toBe(0);
    }
  });
});

describe('CSV', () => {
  it('imports rows into an existing session after its cards and exports front, back, source document and page', async () => {
    const session = await createTestSession(t, owner.token, { name: 'Biology' });
    const csv = 'front,back\n"What do mitochondria make?","Energy, as ATP"\nCell unit?,The cell\n';
    const res = await upload(
      `/api/sessions/${session.id}/import`,
      owner.token,
      new TextEncoder().encode(csv),
      'cards.csv',
    );
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    expect({ sessionId: res.sessionId, imported: res.imported, skipped: res.skipped }).toEqual({
      sessionId: session.id,
      imported: { cards: 2, reviews: 0, media: 0 },
      skipped: { count: 0, reasons: {} },
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/export?format=csv`,
      headers: bearer(owner.token),
    });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(exported.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Biology.csv`);
    expect(exported.body).toBe(
      'front,back,source document,page\r\nWhat do mitochondria make?,"Energy, as ATP",,\r\nCell unit?,The cell,,\r\n',
    );
    // a stranger neither exports nor imports into it
    const stranger = await registerTestUser(t.app);
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: `/api/sessions/${session.id}/export?format=csv`,
          headers: bearer(stranger.token),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await upload(`/api/sessions/${session.id}/import`, stranger.token, new TextEncoder().encode(csv), 'cards.csv'))
        .status,
    ).toBe(404);
  });
  it('exports formula cells as text a spreadsheet will not run, and imports them back as they were', async () => {
    const user = await registerTestUser(t.app);
    const fronts = ["=cmd|' /C calc'!A0", '+SUM(1+1)', '@SUM(1)', '=HYPERLINK("http://example.com","x")'];
    const session = await createTestSession(t, user.token, {
      name: 'Formulas',
      flashcards: fronts.map((front) => ({ front, back: `-${front}`, difficulty: 'easy' as const })),
    });
    const exported = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/export?format=csv`,
      headers: bearer(user.token),
    });
    expect(exported.statusCode).toBe(200);
    const lines = exported.body.split('\r\n').slice(1, -1);
    expect(lines).toHaveLength(fronts.length);
    // every cell of every row starts with the quote: no formula reaches the spreadsheet
    expect(lines.every((line) => line.startsWith("'") || line.startsWith('"\''))).toBe(true);
    const other = await createTestSession(t, user.token, { name: 'Formulas again' });
    const res = await upload(
      `/api/sessions/${other.id}/import`,
      user.token,
      new TextEncoder().encode(exported.body),
      'Formulas.csv',
    );
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    expect((await cardsOf(other.id)).map((c) => [c.front, c.back])).toEqual(
      fronts.map((front) => [front, `-${front}`]),
    );
  });
});

describe('the limits of a card', () => {
  it('skips imported rows with an empty side and counts them by reason (issue 21, ADR 118)', async () => {
    const user = await registerTestUser(t.app);
    const csv = 'Q1,A1\nQ2,\n,A3\nQ4,   \nQ5,A5\n';
    const res = await upload('/api/import', user.token, new TextEncoder().encode(csv), 'gaps.csv');
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    expect(res.imported!.cards).toBe(2);
    expect(res.skipped).toEqual({ count: 3, reasons: { back_empty: 2, front_empty: 1 } });
    expect((await cardsOf(res.sessionId)).map((c) => [c.front, c.back])).toEqual([
      ['Q1', 'A1'],
      ['Q5', 'A5'],
    ]);
  });

  it('skips imported cards longer than the card contract allows and counts them by reason; a deck of nothing else saves nothing', async () => {
    const user = await registerTestUser(t.app);
    const long = (n: number) => 'x'.repeat(n);
    const rows = [
      ['Fits', 'Yes'],
      [long(2000), long(4000)],
      [long(2001), 'front too long'],
      ['back too long', long((9 * 1024 * 1024) / 2)],
      ['Also fits', 'Yes'],
    ];
    const csv = rows.map((row) => row.join(',')).join('\n');
    const res = await upload('/api/import', user.token, new TextEncoder().encode(csv), 'long.csv');
    expect(res.status, JSON.stringify(res.error)).toBe('done');
    expect(res.imported!.cards).toBe(3);
    expect(res.skipped).toEqual({ count: 2, reasons: { front_too_long: 1, back_too_long: 1 } });
    const cards = await cardsOf(res.sessionId);
    expect(cards.map((c) => [c.front.length, c.back.length])).toEqual([
      [4, 3],
      [2000, 4000],
      [9, 3],
    ]);

    const none = await upload(
      '/api/import',
      user.token,
      new TextEncoder().encode(`${long(2001)},a\nb,${long(4001)}\n`),
      'none.csv',
    );
    expect(none.status).toBe('failed');
    expect(none.error?.code).toBe('VALIDATION');
    expect(none.error!.message).toBe(
      'No card in this file could be imported: each one has a side longer than a card may be.',
    );
    expect(await countRows('sessions', user.uid)).toBe(1);
  });
});

describe('our Anki export', () => {
  it('re-imports with every card, schedule due date and review', async () => {
    const user = await registerTestUser(t.app);
    const imported = await upload(
      '/api/import',
      user.token,
      fixture('anki/legacy-anki2-with-revlog.apkg'),
      'templates.apkg',
    );
    const session = await createTestSession(t, user.token, {
      name: 'Reviewed here',
      flashcards: [
        { front: 'Capital of France?', back: 'Paris', difficulty: 'easy' },
        { front: 'Two plus two?', back: 'Four', difficulty: 'easy' },
      ],
    });
    const [first] = await cardsOf(session.id);
    for (const rating of ['medium', 'easy'] as const) {
      const reviewed = await t.app.inject({
        method: 'POST',
        url: `/api/flashcards/${first!.id}/review`,
        headers: bearer(user.token),
        payload: { rating, durationMs: 4000 },
      });
      expect(reviewed.statusCode, reviewed.body).toBe(200);
    }

    const one = await t.app.inject({
      method: 'GET',
      url: `/api/sessions/${session.id}/export?format=apkg`,
      headers: bearer(user.token),
    });
    expect(one.statusCode).toBe(200);
    expect(one.headers['content-disposition']).toBe(`attachment; filename*=UTF-8''Reviewed%20here.apkg`);
    const library = await t.app.inject({ method: 'GET', url: '/api/export?format=apkg', headers: bearer(user.token) });
    expect(library.statusCode).toBe(200);

    const again = await registerTestUser(t.app);
    const back = await upload('/api/import', again.token, new Uint8Array(library.rawPayload), 'mnemo-library.apkg');
    expect(back.status, JSON.stringify(back.error)).toBe('done');
    expect(back.imported).toEqual({ cards: 148, reviews: 104, media: 0 });

    const before = [...(await cardsOf(imported.sessionId)), ...(await cardsOf(session.id))];
    const after = await cardsOf(back.sessionId);
    expect(after.map((c) => [c.front, c.back])).toEqual(before.map((c) => [c.front, c.back]));
    expect(after.map((c) => (c.due ? new Date(c.due).toISOString() : null))).toEqual(
      before.map((c) => (c.due ? new Date(c.due).toISOString() : null)),
    );
    expect(after.map((c) => c.fsrs)).toEqual(before.map((c) => c.fsrs));
    const reviewsBefore = [...(await reviewsOf(imported.sessionId)), ...(await reviewsOf(session.id))];
    const reviewsAfter = await reviewsOf(back.sessionId);
    expect(reviewsAfter.map((r) => [r.rating, new Date(r.reviewed_at).getTime()])).toEqual(
      reviewsBefore
        .sort((a, b) => new Date(a.reviewed_at).getTime() - new Date(b.reviewed_at).getTime())
        .map((r) => [r.rating, new Date(r.reviewed_at).getTime()]),
    );
  });
});

describe('GET /api/me/export', () => {
  it('gives a zip of everything the user owns: data.json with cards, schedules and review log, and the stored files', async () => {
    const user = await registerTestUser(t.app);
    const imported = await upload(
      '/api/import',
      user.token,
      fixture('anki/legacy-anki2-with-revlog.apkg'),
      'templates.apkg',
    );
    const file = `users/${user.uid}/sessions/${imported.sessionId}/documents/d1/source.pdf`;
    const pdf = fixture('documents/textbook-chapter-10p.pdf');
    await t.storage.put(file, pdf);
    const other = await registerTestUser(t.app);
    await t.storage.put(`users/${other.uid}/sessions/x/secret.pdf`, new Uint8Array([1]));

    expect((await t.app.inject({ method: 'GET', url: '/api/me/export' })).statusCode).toBe(401);
    const res = await t.app.inject({ method: 'GET', url: '/api/me/export', headers: bearer(user.token) });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/zip');
    expect(String(res.headers['content-disposition'])).toMatch(
      /^attachment; filename\*=UTF-8''mnemo-data-\d{4}-\d{2}-\d{2}\.zip$/,
    );
    const zip = unzipSync(new Uint8Array(res.rawPayload));
    expect(Object.keys(zip).sort()).toEqual([
      'data.json',
      `files/sessions/${imported.sessionId}/documents/d1/source.pdf`,
    ]);
    expect(
      Buffer.from(zip[`files/sessions/${imported.sessionId}/documents/d1/source.pdf`]!).equals(Buffer.from(pdf)),
    ).toBe(true);
    const data = JSON.parse(new TextDecoder().decode(zip['data.json'])) as Record<
      string,
      Array<Record<string, unknown>>
    >;
    expect(data.profile).toHaveLength(1);
    expect(data.profile![0]).not.toHaveProperty('password_hash');
    expect(data.profile![0]!.email).toBe(user.email);
    expect(data.sessions!.map((s) => s.id)).toEqual([imported.sessionId]);
    expect(data.flashcards).toHaveLength(146);
    expect(data.flashcards!.filter((c) => c.fsrs !== null)).toHaveLength(15);
    expect(data.reviews).toHaveLength(102);
    for (const key of ['folders', 'questions', 'annotations', 'attempts', 'chat', 'quizzes', 'documents'])
      expect(Array.isArray(data[key]), key).toBe(true);
  });
});
